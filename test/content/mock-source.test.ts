import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockSource } from '../../src/content/mock-source';
import { createMockStore, REL_UUIDS_THRESHOLD } from '../../src/content/mock-store';
import type { ContentSource } from '../../src/content/source';
import type { SbStory } from '../../src/content/storyblok-schema';
import { LOCALES } from '../../src/routing/locales';
import {
  buildContentRoot,
  FIXTURE_STORIES,
  FLEET_BRANDS,
  fleetBrandUuids,
  GENERATED_ARTICLES,
  generatedArticleDate,
  UUID,
} from '../fixtures/content/build';

const RELATIONS = ['brand_logos.brands', 'brand_overview.brands'];

let fixtures: { root: string; cleanup: () => Promise<void> };
let source: ContentSource;

beforeAll(async () => {
  fixtures = await buildContentRoot();
  // The store loads once per folder; its load warnings are asserted in the store tests below.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  source = createMockSource(fixtures.root);
  await source.getStory('home', 'fr-lu');
  vi.restoreAllMocks();
});
afterAll(async () => {
  await fixtures.cleanup();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const body = (story: SbStory | null) => (story?.content.body ?? []) as Record<string, unknown>[];
const slugs = (stories: SbStory[]) => stories.map((s) => s.full_slug);

describe('mock source', () => {
  it('answers the localized story in each locale', async () => {
    const titles: Record<string, unknown> = {};
    for (const locale of LOCALES) titles[locale] = (await source.getStory('home', locale))?.content.title;
    expect(titles).toEqual({ 'fr-lu': 'Accueil', 'de-lu': 'Startseite', 'en-gb': 'Home' });
    expect((await source.getStory('/news/first-drive/', 'de-lu'))?.content.title).toBe('Erste Fahrt');
  });

  it('answers null for an unknown slug', async () => {
    expect(await source.getStory('no/such/page', 'en-gb')).toBeNull();
  });

  it('answers an untranslated story with the default content in the asked language', async () => {
    const story = await source.getStory('only-french', 'en-gb');
    expect(story).toMatchObject({ full_slug: 'only-french', lang: 'en-gb', content: { title: 'Seulement en français' } });
  });

  it('resolves relations to the related stories of the same locale', async () => {
    const home = await source.getStory('home', 'de-lu', { resolveRelations: RELATIONS });
    const brands = body(home)[1]?.brands as { uuid: string; full_slug: string; content: { tagline: string } }[];
    expect(brands.map((b) => b.full_slug)).toEqual(['brands/ford', 'brands/kia']);
    expect(brands[1]?.content.tagline).toBe('Bewegung, die inspiriert');
    // Without resolve_relations the field keeps its uuids.
    expect(body(await source.getStory('home', 'de-lu'))[1]?.brands).toEqual([UUID.ford, UUID.kia]);
  });

  it('drops a relation to an unknown story with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await source.getStory('brands', 'en-gb', { resolveRelations: RELATIONS });
    expect((body(page)[0]?.brands as { uuid: string }[]).map((b) => b.uuid)).toEqual([UUID.ford, UUID.kia, UUID.mg]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`"brands".*brand_overview\\.brands.*${UUID.dangling}`)));
  });

  it('resolves more than 50 relations (sent as rel_uuids)', async () => {
    const story = await source.getStory('showcase', 'fr-lu', { resolveRelations: RELATIONS });
    const brands = body(story)[0]?.brands as { uuid: string; content: { name: string } }[];
    expect(brands).toHaveLength(FLEET_BRANDS);
    expect(brands.map((b) => b.uuid)).toEqual(fleetBrandUuids());
    expect(brands[59]?.content.name).toBe('Marque 60 fr-lu');
  });

  it('lists a folder filtered by content type and sorted by a content field', async () => {
    const news = await source.getAllStories({ startsWith: 'news/', contentType: 'article', sortBy: 'content.date:desc' }, 'en-gb');
    // Mock mode shows every file (drafts too); the invalid one was skipped at load.
    expect(slugs(news)).toEqual(['news/coming-soon', 'news/new-showroom', 'news/first-drive', 'news/winter-tyres']);
    expect(news.map((s) => s.content.title)).toEqual(['Coming soon', 'New showroom', 'First drive', 'Winter tyres']);
    const asc = await source.getAllStories({ startsWith: 'news/', sortBy: 'content.date:asc' }, 'fr-lu');
    expect(slugs(asc)).toEqual(['news/winter-tyres', 'news/first-drive', 'news/new-showroom', 'news/coming-soon']);
  });

  it('sorts by position, name and created_at', async () => {
    const byPosition = await source.getAllStories({ startsWith: 'news/', sortBy: 'position:asc' }, 'fr-lu');
    expect(slugs(byPosition)).toEqual(['news/new-showroom', 'news/first-drive', 'news/winter-tyres', 'news/coming-soon']);
    const byName = await source.getAllStories({ startsWith: 'brands/', sortBy: 'name:desc' }, 'fr-lu');
    expect(slugs(byName)).toEqual(['brands/mg', 'brands/kia', 'brands/ford']);
    const byCreated = await source.getAllStories({ startsWith: 'news/', sortBy: 'created_at:desc' }, 'fr-lu');
    expect(slugs(byCreated)[0]).toBe('news/coming-soon');
  });

  it('returns every match across pages of 25', async () => {
    const all = await source.getAllStories({ startsWith: 'generated/', contentType: 'article', sortBy: 'content.date:asc' }, 'de-lu');
    expect(all).toHaveLength(GENERATED_ARTICLES);
    const dates = all.map((s) => s.content.date);
    expect(dates).toEqual(Array.from({ length: GENERATED_ARTICLES }, (_, i) => generatedArticleDate(i + 1)).sort());
  });

  it('filters a list by content type', async () => {
    const pages = await source.getAllStories({ contentType: 'brand', startsWith: 'brands/' }, 'fr-lu');
    expect(slugs(pages).sort()).toEqual(['brands/ford', 'brands/kia', 'brands/mg']);
  });
});

describe('mock store', () => {
  it('skips invalid files with a warning naming them', async () => {
    const warnings: string[] = [];
    const store = createMockStore(FIXTURE_STORIES, { warn: (m) => warnings.push(m) });
    await store.load();
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toMatch(/"news\/broken" \(fr-lu\) skipped: content\._uid/);
    expect(warnings.join('\n')).toMatch(/en-gb\/news\/garbage\.json skipped: not JSON/);
    expect(await store.story('news/broken', { version: 'draft' })).toBeNull();
  });

  it("answers the API's language parameter: default, a locale, an unknown code", async () => {
    const store = createMockStore(FIXTURE_STORIES, { warn: () => {} });
    const title = async (language?: string) => (await store.story('home', { language }))?.story.content.title;
    expect(await title()).toBe('Accueil');
    expect(await title('default')).toBe('Accueil');
    expect(await title('de-lu')).toBe('Startseite');
    expect(await title('xx-yy')).toBe('Accueil');
  });

  it('hides never-published stories from the published version', async () => {
    const store = createMockStore(FIXTURE_STORIES, { warn: () => {} });
    expect(await store.story('news/coming-soon')).toBeNull();
    expect(await store.story('news/coming-soon', { version: 'draft' })).not.toBeNull();
    const { total } = await store.stories({ starts_with: 'news/' });
    expect(total).toBe(3);
  });

  it('pages with total, finds by uuid and by uuids', async () => {
    const store = createMockStore(fixtures.root, { warn: () => {} });
    const page = await store.stories({ starts_with: 'generated/', per_page: 25, page: 2 });
    expect(page.total).toBe(GENERATED_ARTICLES);
    expect(page.answer.stories).toHaveLength(GENERATED_ARTICLES - 25);
    expect(page.perPage).toBe(25);
    expect((await store.story(UUID.kia, { find_by: 'uuid' }))?.story.full_slug).toBe('brands/kia');
    const ordered = await store.stories({ by_uuids_ordered: [UUID.mg, UUID.ford].join(',') });
    expect(ordered.answer.stories.map((s) => s.full_slug)).toEqual(['brands/mg', 'brands/ford']);
    const some = await store.stories({ by_uuids: [UUID.mg, UUID.ford, UUID.dangling].join(','), sort_by: 'name:asc' });
    expect(some.answer.stories.map((s) => s.full_slug)).toEqual(['brands/ford', 'brands/mg']);
  });

  it('sends rels up to 50 related stories and rel_uuids beyond', async () => {
    const store = createMockStore(fixtures.root, { warn: () => {} });
    const few = await store.story('brands', { resolve_relations: 'brand_overview.brands' });
    expect(few?.rels.map((s) => s.full_slug)).toEqual(['brands/ford', 'brands/kia', 'brands/mg']);
    expect(few?.rel_uuids).toBeUndefined();
    const many = await store.story('showcase', { resolve_relations: RELATIONS, language: 'en-gb' });
    expect(many?.rels).toEqual([]);
    expect(many?.rel_uuids).toHaveLength(FLEET_BRANDS);
    expect(FLEET_BRANDS).toBeGreaterThan(REL_UUIDS_THRESHOLD);
    // Relations of unrelated fields are not followed.
    expect((await store.story('brands', { resolve_relations: 'hero.brands' }))?.rels).toEqual([]);
  });
});

describe('content source selection', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('uses the mocks when useMocks is true, once per process', async () => {
    vi.stubEnv('PUBLIC_USE_MOCKS', 'true');
    vi.resetModules();
    const { contentSource } = await import('../../src/content/select-source');
    expect(contentSource().name).toBe('mocks');
    expect(contentSource()).toBe(contentSource());
  });

  it('uses Storyblok when a token is set and mocks are off', async () => {
    vi.stubEnv('PUBLIC_USE_MOCKS', 'false');
    vi.stubEnv('STORYBLOK_TOKEN', 'some-public-token');
    vi.resetModules();
    const { contentSource } = await import('../../src/content/select-source');
    expect(contentSource().name).toBe('storyblok');
  });

  it('logs and rethrows a configuration error', async () => {
    vi.stubEnv('PUBLIC_USE_MOCKS', 'false');
    vi.stubEnv('STORYBLOK_TOKEN', '');
    vi.resetModules();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { contentSource } = await import('../../src/content/select-source');
    expect(() => contentSource()).toThrow(/STORYBLOK_TOKEN/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('STORYBLOK_TOKEN'));
  });
});

describe('the pages’ listing (issue 36, point 7)', () => {
  it('leaves the vehicles out, as Storyblok’s excluding_slugs does, and keeps every other story', async () => {
    const { EVERY_PAGE } = await import('../../src/content/source');
    const shipped = createMockSource();
    const all = await shipped.getAllStories({}, 'fr-lu');
    const pages = await shipped.getAllStories(EVERY_PAGE, 'fr-lu');
    expect(all.some((s) => s.full_slug.startsWith('vehicles/'))).toBe(true);
    expect(pages.some((s) => s.full_slug.startsWith('vehicles/'))).toBe(false);
    expect(pages.map((s) => s.full_slug)).toEqual(all.filter((s) => !s.full_slug.startsWith('vehicles/')).map((s) => s.full_slug));
  });
});
