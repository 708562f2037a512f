/**
 * The utility vehicle model stories of mocks/data/business.ts; the enterprise pages are plain stories there.
 */
import { UTILITY_MODELS } from '../../data/business.ts';
import { T, cardImg, storyDef } from '../content.ts';
import type { Registry } from '../registry.ts';
import { brandNameOf } from './brands.ts';

export function utilityModelStories(registry: Registry): void {
  for (const m of UTILITY_MODELS) {
    const name = `${brandNameOf(m.maker)} ${m.model}`;
    registry.add(
      storyDef(
        `vehicules-utilitaires/${m.maker}/${m.slug}`,
        name,
        {
          component: 'utility_model',
          maker: m.maker,
          model: m.model,
          body: m.body,
          tagline: m.tagline,
          intro: m.intro,
          image: cardImg(
            `utility-${m.maker}-${m.slug}`,
            {
              scene: m.fuels.includes('electric') && m.fuels.length === 1 ? 'charging' : 'road',
              car: m.body,
              pal: m.pal,
              seed: `utility-${m.slug}`,
            },
            m.body === 'van'
              ? T(`Illustration : un fourgon ${name}`, `Illustration: ein ${name} Transporter`, `Illustration: a ${name} van`)
              : T(`Illustration : un pick-up ${name}`, `Illustration: ein ${name} Pick-up`, `Illustration: a ${name} pick-up`),
          ),
          fuels: m.fuels,
          payload_kg: String(m.payload),
          load_volume_m3: String(m.volume),
          towing_kg: m.towing === null ? '' : String(m.towing),
          highlights: m.highlights,
          variants: m.variants,
        },
        { created: '2026-11-20' },
      ),
    );
  }
}
