import { SECTIONS } from './sections';
import { contentSource } from '../content/select-source';
import type { SbStory } from '../content/storyblok-schema';
import { routes } from '../routing';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../routing/locales';
import { isUnlistedPage, withTranslatedSlugs } from './content-head';
import { newest, storyTime, type SitemapContext, type SitemapEntry, type SitemapSource } from '../seo/sitemap-source';
import { alternatesOf, pathOf, siteOrigin, urlOf, type PageRef } from '../seo/urls';

/**
 * The sitemaps: `/sitemap.xml` is an index of sitemaps by kind (`/sitemaps/{kind}-{n}.xml`), built from
 * the route table (every page is a `PageRef`, its URL in each locale from `href()`), the content source
 * (every page, brand and article story) and the search index (every vehicle). Each page of the site is
 * one entry, written as one `<url>` per locale, each with the reciprocal alternates of the head
 * (fr-LU, de-LU, en-GB, x-default) and a `lastmod` from the CMS or the index.
 *
 * A kind is a source (src/seo/sitemap-source.ts): the content pages and articles here, every other
 * one in its feature (`src/<feature>/sitemap.ts`), named by the row of the route its pages are on.
 */
export type { SitemapEntry } from '../seo/sitemap-source';

/** A page of the content route whose path is its own in every locale (not shadowed by another route, e.g. `/concessions`). */
function ownsItsPaths(ref: PageRef): boolean {
  return LOCALES.every((locale) => {
    const match = routes().parse(pathOf(ref, locale));
    const params = ref.localParams?.[locale] ?? ref.params;
    return match !== null && match.route === ref.route && JSON.stringify(match.params) === JSON.stringify(params);
  });
}

/** The stories of the catch-all route of one content type, in the default locale (a story exists in every locale). */
const storiesOf = (contentType: 'page' | 'brand' | 'article') => contentSource().getAllStories({ contentType }, DEFAULT_LOCALE);

/** Home, content and brand pages; form pages and pages marked `noindex` are left out. */
async function pageEntries(): Promise<SitemapEntry[]> {
  const stories = [...(await storiesOf('page')), ...(await storiesOf('brand'))];
  const out: SitemapEntry[] = [];
  for (const story of stories) {
    const page = SECTIONS.reshapeStory(story);
    if (!page || page.kind === 'article' || isUnlistedPage(page)) continue;
    const ref: PageRef =
      page.slug.length === 0 || story.full_slug === 'home'
        ? { route: 'home', params: {} }
        : await withTranslatedSlugs({ route: 'content', params: { slug: page.slug } });
    if (ref.route === 'content' && !ownsItsPaths(ref)) continue;
    out.push({ ref, lastmod: storyTime(story) });
  }
  return out;
}

/** News articles. */
async function articleEntries(): Promise<SitemapEntry[]> {
  const out: SitemapEntry[] = [];
  for (const story of await storiesOf('article')) {
    const page = SECTIONS.reshapeStory(story);
    if (!page || page.kind !== 'article') continue;
    const ref = await withTranslatedSlugs({ route: 'content', params: { slug: page.slug } });
    if (ownsItsPaths(ref)) out.push({ ref, lastmod: Math.max(storyTime(story), Date.parse(page.article.date) || 0) });
  }
  return out;
}

export const PAGE_SITEMAP: SitemapSource = { name: 'pages', entries: pageEntries };
export const ARTICLE_SITEMAP: SitemapSource = { name: 'articles', entries: articleEntries };

/** The content pages' rules for the sources that list stories of their own folders (the enterprise pages). */
const CONTEXT: SitemapContext = {
  listedPageSlug(story) {
    const page = SECTIONS.reshapeStory(story as SbStory);
    return page && page.kind !== 'article' && !isUnlistedPage(page) ? page.slug : null;
  },
};

let sources: readonly SitemapSource[] | undefined;

/**
 * The sources of the sitemap, in their order in the index: each route's row names the sources of
 * its pages (src/routes), and server-entry.tsx registers them once at start, so
 * this module imports no feature. Two sources of one name are refused.
 */
export function registerSitemapSources(list: readonly SitemapSource[]): void {
  const names = list.map((s) => s.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`two sitemap sources are called "${twice}"`);
  sources = list;
}

function sitemapSources(): readonly SitemapSource[] {
  if (!sources) throw new Error('no sitemap sources registered (src/server-entry.tsx registers them)');
  return sources;
}

/** The protocol's limits of one sitemap file: 50,000 URLs and 50 MB (a margin kept for the closing tag). */
export const MAX_URLS_PER_SITEMAP = 50_000;
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024 - 1024;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);
const isoDate = (ms: number) => new Date(ms > 0 ? ms : Date.now()).toISOString();

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** The `<url>` elements of one entry: one per locale, each with every alternate. */
export function urlElements(entry: SitemapEntry, origin: string, fallbackLastmod: number): { locale: Locale; xml: string }[] {
  const alternates = alternatesOf(entry.ref, origin)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
    .join('');
  const lastmod = `<lastmod>${isoDate(entry.lastmod || fallbackLastmod)}</lastmod>`;
  return LOCALES.map((locale) => ({
    locale,
    xml: `<url><loc>${escapeXml(urlOf(entry.ref, locale, origin))}</loc>${lastmod}${alternates}</url>\n`,
  }));
}

export type SitemapFile = { name: string; kind: string; xml: string; urls: number; lastmod: number };
export type BuiltSitemaps = {
  index: string;
  files: Map<string, SitemapFile>;
  /** URLs per kind and per locale */
  counts: Record<string, Record<Locale, number>>;
  builtAt: number;
  /**
   * The kinds whose source could not answer (the stock, with the search engine down): left out of
   * the index, their files answer 503, and the sitemaps are built again soon. The other kinds do not
   * need what failed and are served.
   */
  unavailable: readonly string[];
};

/** Splits one kind's `<url>` elements into files of at most MAX_URLS_PER_SITEMAP URLs and MAX_SITEMAP_BYTES. */
export function splitKind(
  kind: string,
  elements: readonly string[],
  lastmod: number,
  limits = { urls: MAX_URLS_PER_SITEMAP, bytes: MAX_SITEMAP_BYTES },
): SitemapFile[] {
  const files: SitemapFile[] = [];
  let chunk: string[] = [];
  let bytes = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  const flush = () => {
    files.push({
      name: `${kind}-${files.length + 1}.xml`,
      kind,
      xml: URLSET_OPEN + chunk.join('') + URLSET_CLOSE,
      urls: chunk.length,
      lastmod,
    });
    chunk = [];
    bytes = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  };
  for (const element of elements) {
    const size = Buffer.byteLength(element);
    if (chunk.length > 0 && (chunk.length >= limits.urls || bytes + size > limits.bytes)) flush();
    chunk.push(element);
    bytes += size;
  }
  if (chunk.length > 0 || files.length === 0) flush();
  return files;
}

/** The index of some sitemap files. */
function indexOf(files: Iterable<SitemapFile>, origin: string): string {
  const sitemapUrl = (name: string) => `${origin}${routes().href(DEFAULT_LOCALE, 'sitemapPart', { sitemap: name })}`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    [...files]
      .map((f) => `<sitemap><loc>${escapeXml(sitemapUrl(f.name))}</loc><lastmod>${isoDate(f.lastmod)}</lastmod></sitemap>\n`)
      .join('') +
    '</sitemapindex>\n'
  );
}

/** Every sitemap file and the index, from the kinds' entries; `unavailable` names the kinds whose source failed. */
export function buildSitemaps(
  kinds: readonly { name: string; entries: readonly SitemapEntry[] }[],
  origin: string,
  now = Date.now(),
  unavailable: readonly string[] = [],
): BuiltSitemaps {
  const files = new Map<string, SitemapFile>();
  const counts: BuiltSitemaps['counts'] = {};
  for (const kind of kinds) {
    const last = newest(kind.entries) || now;
    const perLocale = Object.fromEntries(LOCALES.map((l) => [l, 0])) as Record<Locale, number>;
    const elements: string[] = [];
    for (const entry of kind.entries) {
      for (const { locale, xml } of urlElements(entry, origin, last)) {
        perLocale[locale]++;
        elements.push(xml);
      }
    }
    counts[kind.name] = perLocale;
    for (const file of splitKind(kind.name, elements, last)) files.set(file.name, file);
  }
  return { index: indexOf(files.values(), origin), files, counts, builtAt: now, unavailable };
}

/**
 * The sitemaps with the files of their unavailable kinds taken from the last good ones (the vehicles
 * as they were a moment ago, rather than none while the engine restarts); a kind never built stays out.
 */
export function withLastGood(built: BuiltSitemaps, lastGood: BuiltSitemaps | undefined, origin: string): BuiltSitemaps {
  if (built.unavailable.length === 0 || !lastGood) return built;
  const kept = [...lastGood.files.values()].filter((f) => built.unavailable.includes(f.kind));
  const keptKinds = new Set(kept.map((f) => f.kind));
  if (kept.length === 0) return built;
  const order = [...new Set([...lastGood.files.values(), ...built.files.values()].map((f) => f.kind))];
  const files = new Map(
    [...built.files.values(), ...kept].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind)).map((f) => [f.name, f] as const),
  );
  const counts = { ...built.counts };
  for (const kind of keptKinds) if (lastGood.counts[kind]) counts[kind] = lastGood.counts[kind];
  return { ...built, files, counts, index: indexOf(files.values(), origin) };
}

/**
 * The cache: built once, served until SITEMAP_TTL_MS has passed or `invalidate()` is called (the
 * editors' worker calls `invalidateSitemaps` after every publish and every reindex). A failed rebuild
 * keeps serving the last good sitemaps (retried after RETRY_MS); without any, the sitemap answers 503.
 */
export const SITEMAP_TTL_MS = 10 * 60_000;
const RETRY_MS = 30_000;
/** The editors' worker invalidates before it writes a vehicle into the index: sitemaps built just after are kept briefly. */
const SETTLE_MS = 60_000;
const SETTLING_TTL_MS = 10_000;

export type SitemapCache = {
  get(now?: number): Promise<BuiltSitemaps>;
  /** The next request rebuilds the sitemaps (content published, vehicles reindexed). */
  invalidate(reason: string, now?: number): void;
};

export function createSitemapCache(build: () => Promise<BuiltSitemaps>, origin: () => string = siteOrigin): SitemapCache {
  let current: { at: number; ttl: number; generation: number; value: Promise<BuiltSitemaps> } | undefined;
  let lastGood: BuiltSitemaps | undefined;
  let generation = 0;
  let invalidatedAt = -Infinity;
  return {
    invalidate(reason, now = Date.now()) {
      generation++;
      invalidatedAt = now;
      if (process.env.LOG_LEVEL === 'debug') console.debug(`[seo] sitemaps invalidated: ${reason}`);
    },
    get(now = Date.now()) {
      if (current && current.generation === generation && now - current.at < current.ttl) return current.value;
      const entry = {
        at: now,
        ttl: now - invalidatedAt < SETTLE_MS ? SETTLING_TTL_MS : SITEMAP_TTL_MS,
        generation,
        value: build().then(
          (built) => {
            if (built.unavailable.length > 0) {
              // a source failed: the others are served, the missing kind as it last was, and it is asked again soon
              entry.ttl = RETRY_MS;
              console.warn(`[seo] sitemaps built without ${built.unavailable.join(', ')} (its source did not answer)`);
              return withLastGood(built, lastGood, origin());
            }
            lastGood = built;
            return built;
          },
          (error: Error) => {
            entry.ttl = RETRY_MS;
            if (!lastGood) throw error;
            console.warn(`[seo] sitemaps not rebuilt, the last ones are served: ${error.message}`);
            return lastGood;
          },
        ),
      };
      current = entry;
      return entry.value;
    },
  };
}

/**
 * Every source asked at once; one that fails (the stock with the search engine down) leaves only its
 * kind out. All of them failing (the CMS down too) is a failure: the last good sitemaps, or 503.
 */
async function build(): Promise<BuiltSitemaps> {
  const list = sitemapSources();
  const settled = await Promise.allSettled(list.map((k) => k.entries(CONTEXT)));
  const kinds: { name: string; entries: SitemapEntry[] }[] = [];
  const unavailable: string[] = [];
  settled.forEach((result, i) => {
    const name = list[i]!.name;
    if (result.status === 'fulfilled') kinds.push({ name, entries: result.value });
    else {
      unavailable.push(name);
      console.warn(`[seo] sitemap "${name}" unavailable: ${(result.reason as Error).message}`);
    }
  });
  if (kinds.length === 0 && list.length > 0) throw new Error(`no sitemap source answered (${unavailable.join(', ')})`);
  return buildSitemaps(kinds, siteOrigin(), Date.now(), unavailable);
}

/** The process's sitemaps. */
const cache = createSitemapCache(build);
export const sitemaps = (now?: number): Promise<BuiltSitemaps> => cache.get(now);
export const invalidateSitemaps = (reason: string): void => cache.invalidate(reason);

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600, must-revalidate' };
const XML_HEADERS_PARTIAL = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=30, must-revalidate' };

async function answer(pick: (built: BuiltSitemaps) => string | null): Promise<Response> {
  let built: BuiltSitemaps;
  try {
    built = await sitemaps();
  } catch (error) {
    console.warn(`[seo] sitemaps unavailable: ${(error as Error).message}`);
    return unavailableResponse();
  }
  const xml = pick(built);
  if (xml === null) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  // the index without a kind is kept a short while only: the kind comes back with its source
  return new Response(xml, { headers: built.unavailable.length > 0 ? XML_HEADERS_PARTIAL : XML_HEADERS });
}

const unavailableResponse = () =>
  new Response('This sitemap is temporarily unavailable.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30', 'Cache-Control': 'no-store' },
  });

/** `/sitemap.xml`: the sitemap index. */
export function sitemapResponse(): Promise<Response> {
  return answer((built) => built.index);
}

/** `/sitemaps/{kind}-{n}.xml`: one sitemap of the index. */
export async function sitemapPartResponse(req: Request): Promise<Response> {
  const name = decodeURIComponent(new URL(req.url).pathname.split('/').pop() ?? '');
  const kind = /^(.+)-\d+\.xml$/.exec(name)?.[1];
  let missing = false;
  const response = await answer((built) => {
    const file = built.files.get(name);
    missing = !file && kind !== undefined && built.unavailable.includes(kind);
    return file?.xml ?? null;
  });
  // a file of a kind whose source is down (the stock without its engine) is unavailable, not gone
  return missing ? unavailableResponse() : response;
}
