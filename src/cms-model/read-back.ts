import { DEFAULT_LOCALE, LOCALES, type Locale } from '../routing/locales';
import type { ContentSource } from '../content/source';
import type { SbStory } from '../content/storyblok-schema';
import type { ContentModel, SbComponentDefinition } from './model';
import { stored, withNewUuids, type StoryFamily } from './seed';
import { validateBlok } from './validate';

/**
 * Reads a space back through its Content Delivery API, as the site reads it, and compares it with the mock
 * stories it was seeded from: every story published in every language, at its address in that language (a
 * translated slug that did not land leaves the default one), and with each translatable field's text in that
 * language (a translation Storyblok did not keep delivers the default language's text), and every delivered
 * story fitting the content model. `npm run cms -- seed` ends with it, `npm run cms -- verify` runs it on a space
 * that exists. Without it, a space that quietly dropped the German texts (issue 36, point 1: a translation key
 * Storyblok does not know) passed every check.
 *
 * One listing of every story per language (pages of 100: 3 × ⌈stories / 100⌉ requests); the translatable fields
 * compared are the texts, choices and rich text: assets (their files are the space's own after an upload), links
 * and nested bloks (compared field by field inside) are not compared as wholes.
 */

export type ReadBackFault = { story: string; locale: Locale; field: string; expected: string; delivered: string };
export type ReadBackResult = { stories: number; languages: number; faults: ReadBackFault[] };

/** One line of a fault: `news/saison-des-pneus-hiver [de-lu] content.title: expected "…", delivered "…"`. */
export const readBackLine = (f: ReadBackFault): string =>
  `${f.story} [${f.locale}] ${f.field}: expected ${f.expected}, delivered ${f.delivered}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An address without the trailing slash of a folder's start page (`news/` and `news` are one page). */
const address = (fullSlug: string) => fullSlug.replace(/\/+$/, '');
const shown = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v).slice(0, 80));
/** Field types compared as a whole: what an editor types or picks (not assets, links or bloks). */
const COMPARED = new Set(['text', 'textarea', 'richtext', 'markdown', 'option', 'options', 'number', 'boolean', 'datetime']);

/** Every blok of a content tree by `_uid`, with its path (`body.2`). */
function bloks(content: unknown, at: string, out = new Map<string, { blok: Record<string, unknown>; at: string }>()) {
  if (Array.isArray(content)) content.forEach((item, i) => bloks(item, `${at}.${i}`, out));
  else if (isRecord(content)) {
    if (typeof content._uid === 'string' && typeof content.component === 'string') out.set(content._uid, { blok: content, at });
    for (const [key, value] of Object.entries(content)) bloks(value, `${at}.${key}`, out);
  }
  return out;
}

/** The translatable fields of `expected` that `delivered` does not hold, blok by blok. */
function contentFaults(
  components: ReadonlyMap<string, SbComponentDefinition>,
  expected: Record<string, unknown>,
  delivered: Record<string, unknown>,
  uuids: ReadonlyMap<string, string>,
): { field: string; expected: string; delivered: string }[] {
  const got = bloks(delivered, 'content');
  const faults: { field: string; expected: string; delivered: string }[] = [];
  for (const [uid, { blok, at }] of bloks(expected, 'content')) {
    const definition = components.get(String(blok.component));
    if (!definition) continue;
    const other = got.get(uid)?.blok;
    for (const [key, field] of Object.entries(definition.schema)) {
      if (!field.translatable || !COMPARED.has(field.type) || blok[key] === undefined) continue;
      const want = withNewUuids(stored(field, blok[key]), uuids);
      if (JSON.stringify(want) !== JSON.stringify(other?.[key]))
        faults.push({ field: `${at}.${key}`, expected: shown(want), delivered: other ? shown(other[key]) : 'no such blok' });
    }
  }
  return faults;
}

export async function readBack(
  source: ContentSource,
  model: ContentModel,
  families: readonly StoryFamily[],
  /** The mocks' story uuids → the space's (the seed's); otherwise stories are matched by their default address. */
  seeded?: ReadonlyMap<string, string>,
): Promise<ReadBackResult> {
  const components = new Map(model.components.map((c) => [c.name, c]));
  const listings = new Map<Locale, Map<string, SbStory>>();
  for (const locale of LOCALES) {
    const stories = await source.getAllStories({}, locale);
    listings.set(locale, new Map(stories.map((s) => [s.uuid, s])));
  }
  const byAddress = new Map([...listings.get(DEFAULT_LOCALE)!.values()].map((s) => [address(s.full_slug), s.uuid]));
  // the mocks' uuids → the space's: relations and story links name the space's stories
  const uuids = new Map(
    families.flatMap(({ story }) => {
      const uuid = seeded?.get(story.uuid) ?? byAddress.get(address(story.full_slug));
      return uuid && uuid !== story.uuid ? [[story.uuid, uuid] as const] : [];
    }),
  );
  const faults: ReadBackFault[] = [];
  for (const family of families) {
    const name = family.story.full_slug;
    const uuid = uuids.get(family.story.uuid) ?? family.story.uuid;
    for (const locale of LOCALES) {
      const delivered = listings.get(locale)!.get(uuid);
      if (!delivered) {
        faults.push({ story: name, locale, field: 'story', expected: 'published', delivered: 'nothing' });
        continue;
      }
      const own = locale === DEFAULT_LOCALE ? family.story : (family.translations[locale] ?? family.story);
      if (address(own.full_slug) !== address(delivered.full_slug))
        faults.push({ story: name, locale, field: 'full_slug', expected: shown(own.full_slug), delivered: shown(delivered.full_slug) });
      const content = isRecord(delivered.content) ? delivered.content : {};
      for (const f of contentFaults(components, own.content, content, uuids)) faults.push({ story: name, locale, ...f });
      if (locale === DEFAULT_LOCALE) {
        for (const issue of validateBlok(components, content))
          faults.push({ story: name, locale, field: `content ${issue.path}`, expected: 'the content model', delivered: issue.message });
      }
    }
  }
  return { stories: families.length, languages: LOCALES.length, faults };
}
