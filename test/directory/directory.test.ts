import { describe, expect, it } from 'vitest';
import { createCachedSource } from '../../src/content/cache';
import type { ContentSource, StoryQuery } from '../../src/content/source';
import { SbStory } from '../../src/content/storyblok-schema';
import { directoryOf, getDirectory, readDirectory, readSiteDirectories } from '../../src/directory/directory';
import { nameFromSlug, placeFromSlug } from '../../src/directory/slug-names';
import type { Locale } from '../../src/routing/locales';

/** A story as the sources give it (the envelope validated), with the content given. */
let nextId = 1;
function story(fullSlug: string, content: Record<string, unknown>): SbStory {
  const id = nextId++;
  const slug = fullSlug.split('/').pop()!;
  return SbStory.parse({
    id,
    uuid: `uuid-${id}`,
    name: slug,
    slug,
    full_slug: fullSlug,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
    content: { _uid: `uid-${id}`, ...content },
  });
}
const site = (slug: string, name: string, town: string, kind?: 'dealership' | 'workshop') =>
  story(`concessions/${slug}`, { component: 'location', name, town, ...(kind ? { kind } : {}) });
const brand = (slug: string, name: string) => story(slug, { component: 'brand', name });

/** A content source over stories per locale, answering the queries the real sources answer. */
class StoriesSource implements ContentSource {
  readonly name = 'mocks' as const;
  reads = 0;
  constructor(public stories: Partial<Record<Locale, SbStory[]>>) {}
  async getStory(fullSlug: string, locale: Locale) {
    return this.stories[locale]?.find((s) => s.full_slug === fullSlug) ?? null;
  }
  async getAllStories(query: StoryQuery, locale: Locale) {
    this.reads++;
    return (this.stories[locale] ?? []).filter(
      (s) =>
        (query.startsWith === undefined || s.full_slug.startsWith(query.startsWith)) &&
        (query.contentType === undefined || s.content.component === query.contentType),
    );
  }
}

const GROUP = [
  site('niederkorn', 'Autopolis Niederkorn', 'Niederkorn'),
  site('mersch', 'Autopolis Service Mersch', 'Mersch', 'workshop'),
  site('bertrange', 'Autopolis Bertrange', 'Bertrange'),
  brand('ford', 'Ford'),
  brand('mg', 'MG'),
  story('news/a', { component: 'article', title: 'Not a site' }),
];

describe('the directory of dealerships and brands', () => {
  it('names the sites and brands as their stories do, dealerships first, then by name', async () => {
    const d = await readDirectory(new StoriesSource({ 'en-gb': GROUP }), 'en-gb');
    expect(d.sites.map((s) => [s.slug, s.name, s.place, s.kind])).toEqual([
      ['bertrange', 'Autopolis Bertrange', 'Bertrange', 'dealership'],
      ['niederkorn', 'Autopolis Niederkorn', 'Niederkorn', 'dealership'],
      ['mersch', 'Autopolis Service Mersch', 'Mersch', 'workshop'],
    ]);
    expect(d.dealerships).toEqual(['bertrange', 'niederkorn']);
    expect(d.name('niederkorn')).toBe('Autopolis Niederkorn');
    expect(d.place('mersch')).toBe('Mersch');
    expect(d.brandName('mg')).toBe('MG');
    expect([...d.brands]).toEqual([
      ['ford', 'Ford'],
      ['mg', 'MG'],
    ]);
  });

  it('reads each locale’s own stories', async () => {
    const source = new StoriesSource({
      'fr-lu': [site('luxembourg-gare', 'Autopolis Luxembourg-Gare', 'Luxembourg-Gare')],
      'de-lu': [site('luxembourg-gare', 'Autopolis Luxemburg-Bahnhof', 'Luxemburg-Bahnhof')],
    });
    expect((await readDirectory(source, 'fr-lu')).place('luxembourg-gare')).toBe('Luxembourg-Gare');
    expect((await readDirectory(source, 'de-lu')).name('luxembourg-gare')).toBe('Autopolis Luxemburg-Bahnhof');
  });

  it('falls back to names read from the slug, in one place', async () => {
    const d = await readDirectory(new StoriesSource({ 'en-gb': GROUP }), 'en-gb');
    expect(d.site('bascharage')).toBeNull();
    expect(d.place('remich-sur-moselle')).toBe('Remich-sur-Moselle');
    // a site without a story is named by its place, as the forms always did
    expect(d.name('bascharage')).toBe('Bascharage');
    expect(d.brandName('alfa-romeo')).toBe('Alfa Romeo');
    expect(directoryOf('fr-lu').place('esch-sur-alzette')).toBe(placeFromSlug('esch-sur-alzette'));
    expect(directoryOf('fr-lu').brandName('alfa-romeo')).toBe(nameFromSlug('alfa-romeo'));
    expect(nameFromSlug('mustang-mach-e')).toBe('Mustang Mach E');
  });

  it('tells two sites of one town apart by their full names', async () => {
    const d = await readDirectory(
      new StoriesSource({
        'fr-lu': [
          site('luxembourg-nord', 'Autopolis Kirchberg', 'Luxembourg'),
          site('luxembourg-sud', 'Autopolis Gasperich', 'Luxembourg'),
        ],
      }),
      'fr-lu',
    );
    expect(d.dealerships.map(d.place)).toEqual(['Autopolis Gasperich', 'Autopolis Kirchberg']);
  });

  it('skips a story that cannot be a site or a brand, and a slug seen twice', async () => {
    const d = await readDirectory(
      new StoriesSource({
        'en-gb': [
          site('bertrange', 'Autopolis Bertrange', 'Bertrange'),
          site('bertrange', 'A copy', 'Bertrange'),
          story('concessions/Bad_Slug', { component: 'location', name: 'Bad', town: 'Bad' }),
          story('concessions/nameless', { component: 'location', name: ' ', town: 'Nowhere' }),
          story('kia', { component: 'brand', name: '' }),
        ],
      }),
      'en-gb',
    );
    expect(d.sites.map((s) => [s.slug, s.name])).toEqual([['bertrange', 'Autopolis Bertrange']]);
    expect(d.brands.size).toBe(0);
    expect(d.brandName('kia')).toBe('Kia');
  });

  it('shows a new dealership story without a code change, and follows the content when it is refreshed', async () => {
    const source = new StoriesSource({ 'de-lu': [...GROUP] });
    const cached = createCachedSource(source, { timeoutMs: 1000 });
    const before = await readDirectory(cached, 'de-lu');
    expect(before.dealerships).toEqual(['bertrange', 'niederkorn']);
    // asked again with the same content: the same directory, no new read of the CMS
    const reads = source.reads;
    expect(await readDirectory(cached, 'de-lu')).toBe(before);
    expect(source.reads).toBe(reads);

    // an editor publishes a dealership: one story, and the webhook invalidates the content
    source.stories['de-lu']!.push(site('bascharage', 'Autopolis Bascharage', 'Bascharage'));
    expect((await readDirectory(cached, 'de-lu')).dealerships).toEqual(['bertrange', 'niederkorn']);
    await cached.invalidate('published concessions/bascharage');
    const after = await readDirectory(cached, 'de-lu');
    expect(after).not.toBe(before);
    expect(after.dealerships).toEqual(['bascharage', 'bertrange', 'niederkorn']);
    expect(after.name('bascharage')).toBe('Autopolis Bascharage');
  });

  it('gives the indexer the sites of every locale', async () => {
    const all = await readSiteDirectories(new StoriesSource({ 'en-gb': GROUP }));
    expect(Object.keys(all).sort()).toEqual(['de-lu', 'en-gb', 'fr-lu']);
    expect(all['en-gb'].place('bertrange')).toBe('Bertrange');
    expect(all['en-gb'].brands.size).toBe(0);
    expect(all['fr-lu'].place('bertrange')).toBe('Bertrange');
  });

  it('reads the mock CMS: the three dealerships of the stock and the brands', async () => {
    const d = await getDirectory('fr-lu');
    expect(d.dealerships).toEqual(['bertrange', 'esch-sur-alzette', 'niederkorn']);
    expect(d.site('mersch')).toMatchObject({ kind: 'workshop', name: 'Autopolis Service Mersch' });
    expect(d.name('esch-sur-alzette')).toBe('Autopolis Esch-sur-Alzette');
    // the number the vehicle page's call button dials
    expect(d.site('bertrange')?.phone).toBe('+352 00 00 10 00');
    expect(d.brandName('alfa-romeo')).toBe('Alfa Romeo');
    expect(d.brandName('mg')).toBe('MG');
  });
});
