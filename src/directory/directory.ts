import { z } from 'zod';
import { contentSource } from '../content/select-source';
import { ContentUnavailableError, type ContentSource } from '../content/source';
import type { SbStory } from '../content/storyblok-schema';
import { LOCALES, type Locale } from '../routing/locales';
import { SLUG_PATTERN } from '../routing/segments';
import { nameFromSlug, placeFromSlug } from './slug-names';

/**
 * The directory of the group: which dealerships exist and what they and the brands are called, in
 * one locale. It is read from the content source and nowhere else: a `location` story under
 * `concessions/` is a site (adding a dealership is one CMS story), a `brand` story names a brand.
 * Every name a page shows for a dealership or a brand slug comes from here, with the fallback for a
 * slug the CMS does not know (a vehicle indexed before its dealership's story is published) in one
 * place: `slug-names.ts`.
 *
 * It sits below `stock/`, `locations/` and `forms/` (it imports only content/, routing/ and zod), so
 * each of them asks it and none of them keeps its own list. `locations/` still reshapes the whole
 * `location` story (hours, team, map) for its pages; the directory reads only what identifies a site.
 */

/** Where the location stories live (the dealership pages' CMS folder). */
export const LOCATION_FOLDER = 'concessions/';
export const LOCATION_CONTENT_TYPE = 'location';
export const BRAND_CONTENT_TYPE = 'brand';

export type SiteKind = 'dealership' | 'workshop';

/** A site of the group as the directory knows it. */
export type DirectorySite = {
  slug: string;
  /** its full name as the CMS gives it: "Autopolis Bertrange" */
  name: string;
  /**
   * the short name that tells it apart from the others, as the stock filter and the vehicle page
   * say it ("our Bertrange dealership"): its town, or its full name when another site shares the town
   */
  place: string;
  kind: SiteKind;
  /** its switchboard's number as the CMS writes it (`+352 00 00 10 00`), '' when it gives none */
  phone: string;
};

export type Directory = {
  locale: Locale;
  /** every site, dealerships first, then by name (the order of the dealership list) */
  sites: readonly DirectorySite[];
  /**
   * the slugs of the sites that sell vehicles (kind `dealership`), in the order of `sites`: the stock
   * filter's dealership options. A vehicle at another site still gets its option from the counts.
   */
  dealerships: readonly string[];
  /** brand slug → display name, from the brand stories */
  brands: ReadonlyMap<string, string>;
  site(slug: string): DirectorySite | null;
  /** the site's full name, or its place name when the CMS has no story for the slug */
  name(slug: string): string;
  /** the site's place name, or one read from the slug (`esch-sur-alzette` → `Esch-sur-Alzette`) */
  place(slug: string): string;
  /** the brand's name, or one read from the slug (`alfa-romeo` → `Alfa Romeo`) */
  brandName(slug: string): string;
};

/** What a feature needs to name a brand by its slug: a {@link Directory}, or in a test any function. */
export type BrandNames = Pick<Directory, 'brandName'>;

/** What identifies a site in its story; the rest of the story is the locations feature's (`locations/schema.ts`). */
const SbSiteIdentity = z.object({
  name: z.string().trim().min(1),
  kind: z.enum(['dealership', 'workshop']).optional().default('dealership'),
  town: z.string().trim().optional().default(''),
  // a number the locations feature would refuse (its schema warns) is no number to call
  phone: z
    .string()
    .trim()
    .optional()
    .default('')
    .transform((p) => (/^\+?[\d\s().-]{3,}$/.test(p) ? p : '')),
});

const SbBrandIdentity = z.object({ name: z.string().trim().min(1) });

/** The sites of some location stories: one per valid slug (the first wins), named as described at DirectorySite. */
export function sitesFromStories(stories: readonly SbStory[]): DirectorySite[] {
  const found: (Omit<DirectorySite, 'place'> & { town: string })[] = [];
  const seen = new Set<string>();
  for (const story of stories) {
    if (story.content.component !== LOCATION_CONTENT_TYPE || !SLUG_PATTERN.test(story.slug) || seen.has(story.slug)) continue;
    const parsed = SbSiteIdentity.safeParse(story.content);
    if (!parsed.success) continue; // locations/schema.ts warns about the same story
    seen.add(story.slug);
    found.push({ slug: story.slug, name: parsed.data.name, kind: parsed.data.kind, town: parsed.data.town, phone: parsed.data.phone });
  }
  const towns = new Map<string, number>();
  for (const s of found) if (s.town) towns.set(s.town, (towns.get(s.town) ?? 0) + 1);
  const sites = found.map(({ town, ...s }) => ({ ...s, place: town && towns.get(town) === 1 ? town : s.name }));
  return sites.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name, 'fr') : a.kind === 'dealership' ? -1 : 1));
}

/** `tel:` target of a display phone number (`+352 00 00 10 00` → `tel:+35200001000`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Brand slug → name from some brand stories (a story without a name is left to the fallback). */
export function brandsFromStories(stories: readonly SbStory[]): Map<string, string> {
  const brands = new Map<string, string>();
  for (const story of stories) {
    if (story.content.component !== BRAND_CONTENT_TYPE || brands.has(story.slug)) continue;
    const parsed = SbBrandIdentity.safeParse(story.content);
    if (parsed.success) brands.set(story.slug, parsed.data.name);
  }
  return brands;
}

/** A directory from what was read; with no stories at all, every name comes from its slug. */
export function directoryOf(
  locale: Locale,
  sites: readonly DirectorySite[] = [],
  brands: ReadonlyMap<string, string> = new Map(),
): Directory {
  const bySlug = new Map(sites.map((s) => [s.slug, s]));
  return {
    locale,
    sites,
    dealerships: sites.filter((s) => s.kind === 'dealership').map((s) => s.slug),
    brands,
    site: (slug) => bySlug.get(slug) ?? null,
    name: (slug) => bySlug.get(slug)?.name ?? placeFromSlug(slug),
    place: (slug) => bySlug.get(slug)?.place ?? placeFromSlug(slug),
    brandName: (slug) => brands.get(slug) ?? nameFromSlug(slug),
  };
}

/** The location stories of a source in a locale (also what the indexer reads for the dealerships' names). */
export function readSiteStories(source: Pick<ContentSource, 'getAllStories'>, locale: Locale): Promise<SbStory[]> {
  return source.getAllStories({ startsWith: LOCATION_FOLDER, contentType: LOCATION_CONTENT_TYPE }, locale);
}

export function readBrandStories(source: Pick<ContentSource, 'getAllStories'>, locale: Locale): Promise<SbStory[]> {
  return source.getAllStories({ contentType: BRAND_CONTENT_TYPE }, locale);
}

/**
 * The directory of a locale from a source. Built once per locale and kept while the source answers
 * with the same story lists: the site's source (content/cache.ts) hands out the same array until a
 * publish invalidates it or its time to live runs out, so the directory is refreshed exactly when
 * the content is, without a cache of its own to invalidate.
 */
export async function readDirectory(source: Pick<ContentSource, 'getAllStories'>, locale: Locale): Promise<Directory> {
  const [siteStories, brandStories] = await Promise.all([readSiteStories(source, locale), readBrandStories(source, locale)]);
  let memo = built.get(source);
  if (!memo) built.set(source, (memo = new Map()));
  const known = memo.get(locale);
  if (known && known.siteStories === siteStories && known.brandStories === brandStories) return known.directory;
  const directory = directoryOf(locale, sitesFromStories(siteStories), brandsFromStories(brandStories));
  memo.set(locale, { siteStories, brandStories, directory });
  return directory;
}

/**
 * The sites of every locale from a source, without the brands: what the indexer puts among a
 * vehicle's keywords (the dealership's name in each language). Read at each run, not kept.
 */
export async function readSiteDirectories(source: Pick<ContentSource, 'getAllStories'>): Promise<Record<Locale, Directory>> {
  const read = await Promise.all(
    LOCALES.map(async (locale) => directoryOf(locale, sitesFromStories(await readSiteStories(source, locale)))),
  );
  return Object.fromEntries(read.map((d) => [d.locale, d])) as Record<Locale, Directory>;
}

type Built = { siteStories: readonly SbStory[]; brandStories: readonly SbStory[]; directory: Directory };
const built = new WeakMap<object, Map<Locale, Built>>();

/**
 * The directory the pages read, from the site's content source. When the CMS cannot answer and
 * nothing is cached, names fall back to their slugs (with a warning) rather than failing a stock
 * page over a label; that answer is not kept, so the next request asks again.
 */
export async function getDirectory(locale: Locale): Promise<Directory> {
  try {
    return await readDirectory(contentSource(), locale);
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    console.warn(`[directory] dealership and brand names unavailable (${locale}): ${error.message}`);
    return directoryOf(locale);
  }
}
