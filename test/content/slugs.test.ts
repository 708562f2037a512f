import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMockStore } from '../../src/content/mock-store';
import { slugTable, slugTableOf } from '../../src/content/slugs';
import type { SbStory } from '../../src/content/storyblok-schema';
import type { Locale } from '../../src/routing/locales';

const story = (uuid: string, fullSlug: string, defaultSlug = fullSlug): SbStory => ({
  id: 1,
  uuid,
  name: fullSlug,
  slug: fullSlug.split('/').pop()!,
  full_slug: fullSlug,
  default_full_slug: defaultSlug,
  lang: 'default',
  tag_list: [],
  content: { _uid: uuid, component: 'page' },
});

/** The tyre article translated in German and English, the contact page in none. */
const LISTINGS: Record<Locale, SbStory[]> = {
  'fr-lu': [story('a', 'news/saison-des-pneus-hiver'), story('c', 'contact')],
  'de-lu': [story('a', 'news/winterreifen-saison', 'news/saison-des-pneus-hiver'), story('c', 'contact')],
  'en-gb': [story('a', 'en-gb/news/winter-tyre-season', 'news/saison-des-pneus-hiver'), story('c', 'contact')],
};

describe('translated slugs', () => {
  const table = slugTable(LISTINGS);

  it('gives a story its address in each locale, from its address in any locale', () => {
    for (const from of ['news/saison-des-pneus-hiver', 'news/winterreifen-saison', 'news/winter-tyre-season']) {
      expect(table.inLocale(from, 'fr-lu')).toBe('news/saison-des-pneus-hiver');
      expect(table.inLocale(from, 'de-lu')).toBe('news/winterreifen-saison');
      expect(table.inLocale(from, 'en-gb')).toBe('news/winter-tyre-season');
    }
  });

  it('keeps the default slug where a locale has none, and knows nothing of unknown slugs', () => {
    expect(table.inLocale('contact', 'de-lu')).toBe('contact');
    expect(table.inLocale('news/nothing-here', 'de-lu')).toBeNull();
  });

  it('is built once per set of listings', () => {
    expect(slugTableOf(LISTINGS)).toBe(slugTableOf(LISTINGS));
    expect(slugTableOf({ ...LISTINGS, 'de-lu': [...LISTINGS['de-lu']] })).not.toBe(slugTableOf(LISTINGS));
  });
});

describe('mock store with translated slugs', () => {
  it('finds a story by its translated address or by its default one, answered in the language asked', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'slugs-'));
    try {
      const write = async (locale: Locale, s: SbStory) => {
        const file = path.join(root, locale, `${s.full_slug.replace(/^en-gb\//, '')}.json`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, JSON.stringify({ ...s, published_at: '2026-11-01T00:00:00.000Z' }));
      };
      for (const locale of ['fr-lu', 'de-lu'] as const) await write(locale, LISTINGS[locale][0]!);
      const store = createMockStore(root, { warn: () => {} });
      const byOwn = await store.story('news/winterreifen-saison', { language: 'de-lu' });
      const byDefault = await store.story('news/saison-des-pneus-hiver', { language: 'de-lu' });
      expect(byOwn?.story.full_slug).toBe('news/winterreifen-saison');
      expect(byDefault?.story.full_slug).toBe('news/winterreifen-saison');
      // English has no file: the default story, at the default address
      expect((await store.story('news/saison-des-pneus-hiver', { language: 'en-gb' }))?.story.full_slug).toBe(
        'news/saison-des-pneus-hiver',
      );
      expect(await store.story('news/winterreifen-saison', { language: 'en-gb' })).toBeNull();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
