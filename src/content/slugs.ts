import { DEFAULT_LOCALE, LOCALES, type Locale } from '../routing/locales';
import { slugOfStory } from './reshape/links';
import type { SbStory } from './storyblok-schema';

/**
 * Translated slugs (Storyblok's Translatable Slugs app): a story may have its own address in each
 * language — the tyre season article is `news/saison-des-pneus-hiver` in French,
 * `news/winterreifen-saison` in German. A language without one uses the default language's slug.
 *
 * The table is read from one listing of every story per locale (the cached source answers the same
 * listings until a publish). A story is the same story in every language by its uuid (field-level
 * translation), so nothing but the listings is needed, whether or not the API also sends
 * `default_full_slug` and `translated_slugs`.
 */
export interface SlugTable {
  /**
   * The slug ('news/winterreifen-saison') the story at `slug` has in `locale`, where `slug` is its
   * address in any locale (its own, the default one or another language's); null when no story has it.
   */
  inLocale(slug: string, locale: Locale): string | null;
}

/** Builds the table from each locale's listing of every story. */
export function slugTable(listings: Readonly<Record<Locale, readonly SbStory[]>>): SlugTable {
  /** uuid → its slug in each locale */
  const byUuid = new Map<string, Partial<Record<Locale, string>>>();
  /** per locale: slug → uuid of the story that has it there */
  const own = new Map<Locale, Map<string, string>>();
  /** any locale's slug → uuid, the default locale's first (a slug is looked up there before elsewhere) */
  const anywhere = new Map<string, string>();
  const order = [DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE)];
  for (const locale of order) {
    const mine = new Map<string, string>();
    own.set(locale, mine);
    for (const story of listings[locale]) {
      const segments = slugOfStory(story.full_slug);
      if (!segments) continue;
      const slug = segments.join('/');
      const slugs = byUuid.get(story.uuid) ?? {};
      slugs[locale] = slug;
      byUuid.set(story.uuid, slugs);
      mine.set(slug, story.uuid);
      if (!anywhere.has(slug)) anywhere.set(slug, story.uuid);
    }
  }
  return {
    inLocale(slug, locale) {
      const uuid = own.get(locale)?.get(slug) ?? anywhere.get(slug);
      if (uuid === undefined) return null;
      const slugs = byUuid.get(uuid)!;
      return slugs[locale] ?? slugs[DEFAULT_LOCALE] ?? null;
    },
  };
}

/** The same table for the same listings (a publish gives new listings, and so a new table). */
let memo: { listings: readonly (readonly SbStory[])[]; table: SlugTable } | null = null;

export function slugTableOf(listings: Readonly<Record<Locale, readonly SbStory[]>>): SlugTable {
  const arrays = LOCALES.map((l) => listings[l]);
  if (memo && memo.listings.every((a, i) => a === arrays[i])) return memo.table;
  const table = slugTable(listings);
  memo = { listings: arrays, table };
  return table;
}
