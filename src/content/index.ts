import { cache } from 'react';
import { href, routes } from '../routing';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../routing/locales';
import { dropBrokenLinks, holdsLinkTo, pageSlugs, type PageSlugs } from './broken-links';
import { linkHref } from './links';
import { NEWS_FOLDER } from './news';
import { previewSource, withPreviewDraft } from './preview';
import { reshapeArticleSummary, reshapeSettings } from './reshape';
import { slugOfStory } from './reshape/links';
import { SETTINGS_SLUG } from './settings-slug';
import { contentSource } from './select-source';
import { slugTableOf, type SlugTable } from './slugs';
import { EVERY_PAGE, type ContentSource } from './source';
import type { SbStory } from './storyblok-schema';
import type { ArticleSummary, ContentPage, SiteSettings } from './types';
import { storyKey } from '../edge/keys';
import { tagPage } from '../request';

/**
 * Server-side access to content, in the site's own types. Components call these; nothing else
 * talks to a content source. `cache` shares one answer per request (header, page and sections).
 */

/** The draft version for a signed visual-editor preview, else the published content through the cache. */
const source = (): ContentSource => previewSource() ?? contentSource();

/** Relation fields resolved whenever a page is loaded. */
const PAGE_RELATIONS = ['brand_logos.brands', 'brand_overview.brands'];

const HOME_SLUG = 'home';

/** In a preview, the story as the editor is typing it when the bridge sent it (see `withPreviewDraft`). */
const getPageStory = cache(async (locale: Locale, slugKey: string): Promise<SbStory | null> =>
  withPreviewDraft(await source().getStory(slugKey || HOME_SLUG, locale, { resolveRelations: PAGE_RELATIONS })),
);

/** The slugs of every page a link may lead to, per listing (the cached source answers the same listing until a publish). */
const slugsOfListing = new WeakMap<readonly SbStory[], PageSlugs>();

/**
 * Every page's slug, or null when the listing fails (then no link is dropped: see dropBrokenLinks).
 * Not in a visual-editor preview: the draft source is not cached (a full listing per preview page), and
 * an editor may link a page that is not published yet.
 */
const getPageSlugs = cache(async (locale: Locale): Promise<PageSlugs | null> => {
  if (previewSource()) return null;
  try {
    const stories = await contentSource().getAllStories(EVERY_PAGE, locale);
    let slugs = slugsOfListing.get(stories);
    if (!slugs) slugsOfListing.set(stories, (slugs = pageSlugs(stories)));
    return slugs;
  } catch (error) {
    console.warn(`[content] links not checked, the story listing failed: ${(error as Error).message}`);
    return null;
  }
});

/**
 * Which story has which address in each locale (translated slugs, src/content/slugs.ts), or null when
 * a listing fails or in a visual-editor preview (then every address is taken as it is).
 */
const getSlugTable = cache(async (): Promise<SlugTable | null> => {
  if (previewSource()) return null;
  try {
    const listings = await Promise.all(LOCALES.map((locale) => contentSource().getAllStories(EVERY_PAGE, locale)));
    return slugTableOf(Object.fromEntries(LOCALES.map((locale, i) => [locale, listings[i]!])) as Record<Locale, SbStory[]>);
  } catch (error) {
    console.warn(`[content] translated slugs not read, the story listing failed: ${(error as Error).message}`);
    return null;
  }
});

/**
 * The address in `locale` of the CMS page at `slug` (its address in any locale): `['news',
 * 'winterreifen-saison']` in German for the French `news/saison-des-pneus-hiver`. The slug itself when
 * no story has it (the page then answers its own not-found) or the table cannot be read.
 */
export async function contentSlugIn(slug: readonly string[], locale: Locale): Promise<string[]> {
  if (slug.length === 0) return [];
  const found = (await getSlugTable())?.inLocale(slug.join('/'), locale);
  return found ? found.split('/') : [...slug];
}

/** The link to a CMS page named by its address in any locale, at its address in `locale`. */
export async function contentHref(locale: Locale, slug: readonly string[]): Promise<string> {
  return href(locale, 'content', { slug: await contentSlugIn(slug, locale) });
}

/** The address of the CMS page at `slug` (its address in any locale) in every locale. */
export async function contentSlugsByLocale(slug: readonly string[]): Promise<Record<Locale, string[]>> {
  const slugs = await Promise.all(LOCALES.map((locale) => contentSlugIn(slug, locale)));
  return Object.fromEntries(LOCALES.map((locale, i) => [locale, slugs[i]!])) as Record<Locale, string[]>;
}

/** Per listing: for each asked section, the default-language slug of the first page holding it (null: none). */
const sectionPages = new WeakMap<readonly SbStory[], Map<string, string | null>>();

/** Whether a story's body holds a section of component `blok` whose fields have these values. */
function holdsSection(story: SbStory, blok: string, fields: Readonly<Record<string, string>>): boolean {
  const body = (story.content as { body?: unknown } | undefined)?.body;
  return (
    Array.isArray(body) &&
    body.some((section: unknown) => {
      const s = section as Record<string, unknown> | null;
      return s?.component === blok && Object.entries(fields).every(([k, v]) => s[k] === v);
    })
  );
}

/**
 * The address in `locale` of the CMS page where an editor placed a section of component `blok` with
 * these field values (e.g. the page that embeds a lead form: `embedded_form` with `form: trade-in`),
 * at its translated address; null when no page holds one or the listing fails. Found once per listing
 * (the cached source answers the same listing until a publish): the address follows the content,
 * whatever the page is called in each language.
 */
export async function pageWithSection(locale: Locale, blok: string, fields: Readonly<Record<string, string>>): Promise<string | null> {
  let stories: SbStory[];
  try {
    stories = await contentSource().getAllStories(EVERY_PAGE, DEFAULT_LOCALE);
  } catch (error) {
    console.warn(`[content] no link to the page with a ${blok} section, the story listing failed: ${(error as Error).message}`);
    return null;
  }
  let found = sectionPages.get(stories);
  if (!found) sectionPages.set(stories, (found = new Map()));
  const key = JSON.stringify([blok, fields]);
  let slug = found.get(key);
  if (slug === undefined) {
    const story = stories.find((s) => holdsSection(s, blok, fields));
    found.set(key, (slug = story ? (slugOfStory(story.full_slug)?.join('/') ?? null) : null));
  }
  return slug === null ? null : contentHref(locale, slug ? slug.split('/') : []);
}

/**
 * The params of a page that shows the story at `slug` (its address in any locale), in the default
 * locale and in each locale, as a page's ref takes them (`PageRef`'s `params` and `localParams`):
 * `toParams` turns the story's address in a locale into the route's params (`{ slug }` for a CMS
 * page, `{ page }` for an enterprise page, `{ offer }` for a lease offer).
 */
export async function storyParamsByLocale<P>(
  slug: readonly string[],
  toParams: (slug: readonly string[]) => P,
): Promise<{ params: P; localParams: Record<Locale, P> }> {
  const slugs = await contentSlugsByLocale(slug);
  const localParams = Object.fromEntries(LOCALES.map((l) => [l, toParams(slugs[l])])) as Record<Locale, P>;
  return { params: localParams[DEFAULT_LOCALE], localParams };
}

/**
 * The content page at a slug ([] is the home page), or null when there is none. `reshapeStory`
 * is the composed section table's (it knows every section a body may hold). Its links to pages
 * that do not exist are dropped and logged (`broken-link`).
 */
export async function getContentPage<S>(
  locale: Locale,
  slugKey: string,
  reshapeStory: (story: SbStory, options?: { preview?: boolean }) => ContentPage<S> | null,
): Promise<ContentPage<S> | null> {
  // Asked by its default-language address, which every Storyblok space answers in any language.
  const story = await getPageStory(locale, (slugKey && (await getSlugTable())?.inLocale(slugKey, DEFAULT_LOCALE)) || slugKey);
  // a preview shows the editor what fails its schema, where a published page leaves it out
  const page = story ? reshapeStory(story, { preview: previewSource() !== null }) : null;
  // a shared cache files the page under its story, for a purge of that story by hand (src/edge/keys.ts)
  if (story) tagPage(storyKey(story.full_slug));
  if (story && page) dropBrokenLinks(page, story.full_slug, await getPageSlugs(locale), await linkLocalizer(locale));
  return page;
}

/**
 * True when our page at `fromPath` (a request's Referer, its path and query) holds a link to `path`,
 * as the content has it now: the header's and footer's links (on every page) and, when `fromPath` is
 * the home page or a CMS page, that page's own. The cheapest reliable witness: the same cached
 * content the page renders from (a kept page's bytes would be gone once a publish emptied the page
 * cache, which is when a target goes); a page of another route (the stock, a dealership) is checked
 * for its header and footer only. A Referer naming a page that does not link there, or no page of
 * ours, gives false: what a visitor sends cannot write a broken-link warning.
 */
export async function pageLinksTo<S>(
  fromPath: string,
  path: string,
  reshapeStory: (story: SbStory, options?: { preview?: boolean }) => ContentPage<S> | null,
): Promise<boolean> {
  const match = routes().parse(fromPath.split('?')[0]!);
  if (!match) return false;
  const { locale } = match;
  const address = (target: Parameters<typeof linkHref>[1]) => linkHref(locale, target);
  const settings = await getSettings(locale);
  if (settings && holdsLinkTo(settings, path, address)) return true;
  if (match.route !== 'home' && match.route !== 'content') return false;
  const slug = match.route === 'content' ? match.params.slug.join('/') : '';
  const page = await getContentPage(locale, slug, reshapeStory);
  return page !== null && holdsLinkTo(page, path, address);
}

/** CMS links name a page by its default-language address: this gives its address in `locale`. */
async function linkLocalizer(locale: Locale): Promise<((slug: string) => string | null) | null> {
  const table = await getSlugTable();
  return table && ((slug) => table.inLocale(slug, locale));
}

/** True when the CMS has a brand page at this slug (`ford`): the site's word on which brands it sells. */
export async function isBrandPage(locale: Locale, slug: string): Promise<boolean> {
  const story = await getPageStory(locale, slug);
  return (story?.content as { component?: unknown } | undefined)?.component === 'brand';
}

/**
 * The settings as reshaped, per settings story and the link tables it was checked against: the cached
 * source answers the same story and listings (the same objects) until a publish, so every page of a
 * content version shares one reshape (which, with its link check, measured 0.15–0.3 ms per page: the
 * header and footer are on every page). A preview's draft story is a new object each time: reshaped each time.
 */
const settingsOfStory = new WeakMap<
  SbStory,
  { slugs: PageSlugs | null; table: SlugTable | null; locale: Locale; settings: SiteSettings | null }
>();

/** Header navigation, footer and company facts from the CMS settings story (links to missing pages dropped). */
export const getSettings = cache(async (locale: Locale): Promise<SiteSettings | null> => {
  const story = await source().getStory(SETTINGS_SLUG, locale);
  if (!story) return null;
  const [slugs, table] = await Promise.all([getPageSlugs(locale), getSlugTable()]);
  const kept = settingsOfStory.get(story);
  if (kept && kept.slugs === slugs && kept.table === table && kept.locale === locale) return kept.settings;
  const settings = reshapeSettings(story);
  if (settings) dropBrokenLinks(settings, SETTINGS_SLUG, slugs, table && ((slug) => table.inLocale(slug, locale)));
  settingsOfStory.set(story, { slugs, table, locale, settings });
  return settings;
});

/** News articles, newest first; `limit` 0 means all. */
export const listArticles = cache(async (locale: Locale, limit: number): Promise<ArticleSummary[]> => {
  const stories = await source().getAllStories({ startsWith: NEWS_FOLDER, contentType: 'article', sortBy: 'content.date:desc' }, locale);
  const articles = stories.map(reshapeArticleSummary).filter((a): a is ArticleSummary => a !== null);
  return limit > 0 ? articles.slice(0, limit) : articles;
});

export { isHomeAlias } from './reshape/links';
export { isDroppedLink } from './broken-links';
