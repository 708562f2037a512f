import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../src/config/env';
import { ContentUnavailableError, type ContentSource } from '../../src/content/source';
import { EVERY_PAGE } from '../../src/content/source';
import { createStoryblokSource, STORYBLOK_LIMITS, type StoryblokSourceOptions } from '../../src/content/storyblok-source';
import type { SbStory } from '../../src/content/storyblok-schema';
import { LOCALES } from '../../src/routing/locales';
import {
  buildContentRoot,
  FLEET_BRANDS,
  fleetBrandUuids,
  GENERATED_ARTICLES,
  generatedArticleDate,
  generatedArticleTitle,
  UUID,
} from '../fixtures/content/build';
import { startMockCdn, type MockCdn, type MockCdnOptions } from '../../stand-ins/mock-cdn';

/** The fixtures' invalid files are the store's concern (mock-source tests); here they are noise. */
const ignore = () => {};
const RELATIONS = ['brand_logos.brands', 'brand_overview.brands'];
const CV = 1_700_000_000;

let fixtures: { root: string; cleanup: () => Promise<void> };
let cdn: MockCdn | undefined;
let tokens = 0;

beforeAll(async () => {
  fixtures = await buildContentRoot();
});
afterAll(async () => {
  await fixtures.cleanup();
});
afterEach(async () => {
  await cdn?.close();
  cdn = undefined;
  vi.restoreAllMocks();
});

/**
 * A mock CDN and a source reading it. Each test gets its own token: the client's memory cache and
 * content versions are shared by every client of the process and keyed by token, not by endpoint.
 */
async function setup(
  cdnOptions: Partial<MockCdnOptions> = {},
  storyblok: Partial<SiteConfig['storyblok']> = {},
  options: StoryblokSourceOptions = {},
): Promise<{ cdn: MockCdn; source: ContentSource }> {
  const token = `public-token-${++tokens}-${process.pid}`;
  cdn = await startMockCdn({ root: fixtures.root, token, cv: CV, warn: ignore, ...cdnOptions });
  const source = createStoryblokSource(
    { token, version: 'published', endpoint: cdn.endpoint, region: 'eu', ...storyblok },
    { retriesDelayMs: 20, ...options },
  );
  return { cdn, source };
}

const body = (story: SbStory | null) => (story?.content.body ?? []) as Record<string, unknown>[];
const quietLogs = () => vi.spyOn(console, 'log').mockImplementation(() => {});
const captureWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('Storyblok source against the mock CDN', () => {
  it('reads the localized story in each locale, sending token, version, language and cv', async () => {
    const { cdn, source } = await setup();
    const titles: Record<string, unknown> = {};
    for (const locale of LOCALES) titles[locale] = (await source.getStory('home', locale))?.content.title;
    expect(titles).toEqual({ 'fr-lu': 'Accueil', 'de-lu': 'Startseite', 'en-gb': 'Home' });

    const reads = cdn.requestsTo('/v2/cdn/stories/home');
    expect(reads.map((r) => r.query.language)).toEqual(['default', 'de-lu', 'en-gb']);
    for (const r of reads) {
      expect(r.query).toMatchObject({ token: cdn.token, version: 'published', cv: String(CV) });
    }
    // The space version is read once, before the first content request.
    expect(cdn.requestsTo('/v2/cdn/spaces/me')).toHaveLength(1);
    expect(cdn.requests[0]?.path).toBe('/v2/cdn/spaces/me');
  });

  it('validates the envelope and keeps the story fields the site uses', async () => {
    const { source } = await setup();
    const story = await source.getStory('news/first-drive', 'en-gb');
    expect(story).toMatchObject({
      full_slug: 'news/first-drive',
      lang: 'en-gb',
      content: { component: 'article', title: 'First drive', date: '2026-01-10' },
    });
  });

  it('answers null for an unknown slug, and remembers it until the content changes', async () => {
    const { cdn, source } = await setup();
    expect(await source.getStory('no/such/page', 'fr-lu')).toBeNull();
    expect(await source.getStory('no/such/page', 'fr-lu')).toBeNull();
    expect(cdn.requestsTo('/v2/cdn/stories/no/such/page')).toHaveLength(1);
  });

  it('answers an untranslated story in the default language content', async () => {
    const { source } = await setup();
    expect((await source.getStory('only-french', 'de-lu'))?.content.title).toBe('Seulement en français');
  });

  it('reads every page of a list, filtered and sorted by the API (pages of 25 here, to have two)', async () => {
    const { cdn, source } = await setup({}, {}, { perPage: 25 });
    const stories = await source.getAllStories({ startsWith: 'generated/', contentType: 'article', sortBy: 'content.date:desc' }, 'de-lu');
    expect(stories).toHaveLength(GENERATED_ARTICLES);
    const dates = stories.map((s) => s.content.date as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const expected = Array.from({ length: GENERATED_ARTICLES }, (_, i) => i + 1)
      .sort((a, b) => (generatedArticleDate(b) < generatedArticleDate(a) ? -1 : 1))
      .map((n) => generatedArticleTitle(n, 'de-lu'));
    expect(stories.map((s) => s.content.title)).toEqual(expected);

    const pages = cdn.requestsTo('/v2/cdn/stories').filter((r) => r.path === '/v2/cdn/stories');
    expect(pages.map((r) => r.query.page).sort()).toEqual(['1', '2']);
    for (const r of pages) {
      expect(r.query).toMatchObject({
        per_page: '25',
        starts_with: 'generated/',
        content_type: 'article',
        sort_by: 'content.date:desc',
        language: 'de-lu',
        version: 'published',
      });
    }
  });

  it('retries after 429 answers and delivers the story', async () => {
    const log = quietLogs();
    const { cdn, source } = await setup({ failFirst: { path: '/v2/cdn/stories/home', times: 2, status: 429 } });
    const story = await source.getStory('home', 'en-gb');
    expect(story?.content.title).toBe('Home');
    const reads = cdn.requestsTo('/v2/cdn/stories/home');
    expect(reads.map((r) => r.status)).toEqual([429, 429, 200]);
    expect(reads[1]!.at - reads[0]!.at).toBeGreaterThanOrEqual(15);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Hit rate limit'));
  });

  it('resolves 60 relations, fetching the related stories in batches of at most 50', async () => {
    const { cdn, source } = await setup();
    const story = await source.getStory('showcase', 'en-gb', { resolveRelations: RELATIONS });
    const brands = body(story)[0]?.brands as Record<string, unknown>[];
    expect(brands).toHaveLength(FLEET_BRANDS);
    expect(brands.map((b) => b.uuid)).toEqual(fleetBrandUuids());
    expect(brands.every((b) => typeof b === 'object' && (b.content as { name: string }).name.endsWith('en-gb'))).toBe(true);
    expect(brands.some((b) => '_stopResolving' in b)).toBe(false);

    const main = cdn.requestsTo('/v2/cdn/stories/showcase');
    expect(main[0]?.query.resolve_relations).toBe(RELATIONS.join(','));
    const batches = cdn.requests.filter((r) => r.query.by_uuids !== undefined);
    expect(batches.map((r) => r.query.by_uuids!.split(',').length)).toEqual([50, 10]);
    expect(new Set(batches.flatMap((r) => r.query.by_uuids!.split(',')))).toEqual(new Set(fleetBrandUuids()));
    for (const r of batches) expect(r.query).toMatchObject({ language: 'en-gb', version: 'published', per_page: '50' });
  });

  it('resolves relations of a folder listing beyond 50 related stories', async () => {
    const warn = captureWarnings();
    const { cdn, source } = await setup();
    const stories = await source.getAllStories({ startsWith: 'collections/', resolveRelations: RELATIONS }, 'fr-lu');
    expect(stories).toHaveLength(3);
    const all = stories.flatMap((s) => body(s)[0]?.brands as Record<string, unknown>[]);
    expect(all).toHaveLength(FLEET_BRANDS);
    expect(all.every((b) => typeof b === 'object' && b.full_slug !== undefined)).toBe(true);
    // storyblok-js-client adds the list's starts_with to its relation batches, which then find nothing;
    // the source fetches what is left without it.
    const batches = cdn.requests.filter((r) => r.query.by_uuids !== undefined);
    expect(batches.every((r) => r.query.by_uuids!.split(',').length <= 50)).toBe(true);
    expect(batches.filter((r) => r.query.starts_with === undefined).flatMap((r) => r.query.by_uuids!.split(','))).toHaveLength(
      FLEET_BRANDS,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('resolves a few relations from rels and drops a uuid of no story with a warning', async () => {
    const warn = captureWarnings();
    const { source } = await setup();
    const home = await source.getStory('home', 'de-lu', { resolveRelations: RELATIONS });
    const logos = body(home)[1]?.brands as { uuid: string; content: { tagline: string } }[];
    expect(logos.map((b) => b.uuid)).toEqual([UUID.ford, UUID.kia]);
    expect(logos[0]?.content.tagline).toBe('Gebaut für die Ewigkeit');

    const page = await source.getStory('brands', 'fr-lu', { resolveRelations: RELATIONS });
    const brands = body(page)[0]?.brands as { uuid: string }[];
    expect(brands.map((b) => b.uuid)).toEqual([UUID.ford, UUID.kia, UUID.mg]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(UUID.dangling));
  });

  it('skips an invalid story of a list with a warning naming it, and returns the others', async () => {
    const warn = captureWarnings();
    const { source } = await setup({
      transformBody: (req, b) => {
        if (req.path !== '/v2/cdn/stories' || !Array.isArray(b.stories)) return b;
        const stories = (b.stories as Record<string, unknown>[]).map((s) =>
          s.full_slug === 'news/first-drive' ? { ...s, content: { component: 'article' } } : s,
        );
        return { ...b, stories };
      },
    });
    const stories = await source.getAllStories({ startsWith: 'news/', contentType: 'article', sortBy: 'content.date:desc' }, 'fr-lu');
    expect(stories.map((s) => s.full_slug)).toEqual(['news/new-showroom', 'news/winter-tyres']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"news\/first-drive".*content\._uid/));
  });

  it('asks for drafts when configured so, and skips the version check', async () => {
    const { cdn, source } = await setup({}, { version: 'draft' });
    const stories = await source.getAllStories({ startsWith: 'news/', sortBy: 'content.date:desc' }, 'en-gb');
    expect(stories[0]?.full_slug).toBe('news/coming-soon');
    expect(cdn.requests.every((r) => r.query.version === 'draft')).toBe(true);
    expect(cdn.requestsTo('/v2/cdn/spaces/me')).toHaveLength(0);
  });

  it('serves published stories from its cache until the space version changes', async () => {
    const { cdn, source } = await setup({}, {}, { cvCheckIntervalMs: 0 });
    await source.getStory('home', 'fr-lu');
    await source.getStory('home', 'fr-lu');
    expect(cdn.requestsTo('/v2/cdn/stories/home')).toHaveLength(1);
    await cdn.publish();
    expect((await source.getStory('home', 'fr-lu'))?.content.title).toBe('Accueil');
    const reads = cdn.requestsTo('/v2/cdn/stories/home');
    expect(reads.map((r) => r.query.cv)).toEqual([String(CV), String(cdn.cv())]);
  });

  it("asks for the pages' listing without the vehicles (excluding_slugs), so a large stock does not slow the first page", async () => {
    const { cdn, source } = await setup();
    await source.getAllStories(EVERY_PAGE, 'fr-lu');
    const listing = cdn.requestsTo('/v2/cdn/stories').filter((r) => r.path === '/v2/cdn/stories');
    expect(listing.map((r) => r.query.excluding_slugs)).toEqual(listing.map(() => 'vehicles/*'));
  });

  it("reads listings 100 stories a page, the API's largest (issue 36, point 7: pages of 25 were four times the requests)", async () => {
    const { cdn, source } = await setup();
    const all = await source.getAllStories({}, 'fr-lu');
    const pages = cdn.requestsTo('/v2/cdn/stories').filter((r) => r.path === '/v2/cdn/stories');
    expect(pages.every((r) => r.query.per_page === String(STORYBLOK_LIMITS.perPage))).toBe(true);
    expect(pages).toHaveLength(Math.ceil(all.length / 100));
  });

  it('reports a refused token as ContentUnavailableError, without the token', async () => {
    const warn = captureWarnings();
    cdn = await startMockCdn({ root: fixtures.root, token: 'the-right-token', warn: ignore });
    const secret = 'wrong-secret-token-123';
    const source = createStoryblokSource({ token: secret, version: 'published', endpoint: cdn.endpoint, region: 'eu' });
    const error = await source.getStory('home', 'fr-lu').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect((error as Error).message).toMatch(/401.*STORYBLOK_TOKEN/);
    expect((error as Error).message).not.toContain(secret);
    await expect(source.getAllStories({ startsWith: 'news/' }, 'fr-lu')).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(warn.mock.calls.flat().join('\n')).not.toContain(secret);
  });

  it('reports an unreachable server as ContentUnavailableError', async () => {
    captureWarnings();
    const down = await startMockCdn({ root: fixtures.root, warn: ignore });
    await down.close();
    const source = createStoryblokSource({ token: 'any-token', version: 'published', endpoint: down.endpoint, region: 'eu' });
    await expect(source.getStory('home', 'fr-lu')).rejects.toThrow(ContentUnavailableError);
    await expect(source.getAllStories({}, 'en-gb')).rejects.toThrow(/no answer/);
  });

  it('refuses to start without a token', () => {
    expect(() => createStoryblokSource({ token: undefined, version: 'published', endpoint: undefined, region: 'eu' })).toThrow(
      /STORYBLOK_TOKEN/,
    );
  });
});

describe('mock CDN', () => {
  it('answers spaces/me and links like the Content Delivery API', async () => {
    cdn = await startMockCdn({ root: fixtures.root, cv: 42, warn: ignore });
    const me = await (await fetch(`${cdn.endpoint}/cdn/spaces/me?token=${cdn.token}`)).json();
    expect(me).toMatchObject({ space: { version: 42 } });
    const res = await fetch(`${cdn.endpoint}/cdn/links?token=${cdn.token}&starts_with=news/`);
    const links = (await res.json()) as { links: Record<string, { slug: string; real_path: string }>; cv: number };
    expect(Object.values(links.links).map((l) => l.slug)).toEqual(['news/first-drive', 'news/new-showroom', 'news/winter-tyres']);
    expect(links.cv).toBe(42);
    const drafts = (await (
      await fetch(`${cdn.endpoint}/cdn/links?token=${cdn.token}&starts_with=news/&version=draft`)
    ).json()) as typeof links;
    expect(Object.keys(drafts.links)).toHaveLength(4);
    const list = await fetch(`${cdn.endpoint}/cdn/stories?token=${cdn.token}&starts_with=generated/&per_page=10&page=3`);
    expect(list.headers.get('total')).toBe(String(GENERATED_ARTICLES));
    expect(list.headers.get('per-page')).toBe('10');
    expect(((await list.json()) as { stories: unknown[] }).stories).toHaveLength(10);
    expect((await fetch(`${cdn.endpoint}/cdn/stories/home?token=nope`)).status).toBe(401);
    expect((await fetch(`${cdn.endpoint}/cdn/stories/nope?token=${cdn.token}`)).status).toBe(404);
  });
});
