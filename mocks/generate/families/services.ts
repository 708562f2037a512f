/**
 * The service pages (`services/{slug}`) of mocks/data/services.ts, each with cards of its related services.
 */
import { L } from '../../data/common.ts';
import { SERVICES } from '../../data/services.ts';
import { card, cardGrid, hero, richText } from '../bloks.ts';
import { T, cardImg, heroImg, link, storyDef } from '../content.ts';
import type { Registry } from '../registry.ts';
import type { ServiceDef } from '../../data/services.ts';

export const serviceCard = (s: ServiceDef) =>
  card(s.title, s.short, cardImg(`service-${s.slug}`, { ...s.spec, seed: `card-${s.slug}` }, s.alt), link(`services/${s.slug}`), L.more);
const serviceBySlug = (slug: string): ServiceDef => {
  const s = SERVICES.find((x) => x.slug === slug);
  if (!s) throw new Error(`unknown related service ${slug}`);
  return s;
};

export function serviceStories(registry: Registry): void {
  for (const s of SERVICES) {
    registry.add(
      storyDef(
        `services/${s.slug}`,
        s.title.fr,
        {
          component: 'page',
          title: s.title,
          description: s.short,
          body: [
            hero(s.headline, s.lead, heroImg(`service-${s.slug}`, { ...s.spec, seed: s.slug }, s.alt), L.contactUs, link('contact')),
            richText(s.body),
            ...(s.sections ?? []),
            cardGrid(
              T('Services liés', 'Verwandte Leistungen', 'Related services'),
              s.related.map((r) => serviceCard(serviceBySlug(r))),
            ),
          ],
        },
        { created: '2025-11-21' },
      ),
    );
  }
}
