/**
 * Output: resolves each story for each locale (translations, French typography, blok `_uid`s, image
 * assets) into the `story` object of a Content Delivery API v2 answer, and writes the files.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { IMAGE_DIRS, LANG_KEY, LOCALES, imageFilename, isImage, isT, type Lang, type Locale, type StoryDef } from './content.ts';
import { addDays, folderId, hashInt, isoAt, storyId, storyUuid, uuidFrom } from './ids.ts';
import type { Images, Registry } from './registry.ts';
import { svgFile } from './svg.ts';
import { FOLDER_SLUGS, TRANSLATED_SLUGS } from '../data/translated-slugs.ts';

/** French typography: no-break space before high punctuation and inside guillemets. */
const frenchSpaces = (s: string): string => s.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

/** Resolves translated values for one locale, turns image references into assets, and gives every blok a stable _uid. */
function resolve(value: unknown, lang: Lang, slug: string, path: string, images: Images): Json {
  if (isT(value)) return resolve(value[lang], lang, slug, path, images);
  if (isImage(value)) {
    const asset = {
      id: images.id(value),
      alt: value.alt,
      name: '',
      focus: '',
      title: '',
      filename: imageFilename(value),
      copyright: '',
      fieldtype: 'asset',
      meta_data: {},
      is_external_url: false,
    };
    return resolve(asset, lang, slug, path, images);
  }
  if (typeof value === 'string') return lang === 'fr' ? frenchSpaces(value) : value;
  if (Array.isArray(value)) return value.map((v, k) => resolve(v, lang, slug, `${path}/${k}`, images));
  if (value !== null && typeof value === 'object') {
    const out: { [k: string]: Json } = {};
    if ('component' in value && typeof value.component === 'string' && !('_uid' in value)) out._uid = uuidFrom(`blok:${slug}:${path}`);
    for (const [k, v] of Object.entries(value)) out[k] = resolve(v, lang, slug, `${path}/${k}`, images);
    return out;
  }
  return value as Json;
}

/**
 * A story's address in a locale: each folder's translated slug and its own where they have one
 * (mocks/data/translated-slugs.ts); a folder's start page (`carrieres`) is the folder's.
 */
export function fullSlugIn(fullSlug: string, locale: Locale): string {
  if (locale === 'fr-lu') return fullSlug;
  const parts = fullSlug.split('/');
  return parts
    .map((word, i) => {
      const path = parts.slice(0, i + 1).join('/');
      const own = i === parts.length - 1 ? TRANSLATED_SLUGS[path]?.[locale] : undefined;
      return own ?? FOLDER_SLUGS[path]?.[locale] ?? word;
    })
    .join('/');
}

/** What Storyblok's Translatable Slugs app adds to a story that has translated slugs; nothing to the others. */
function translatedSlugs(def: StoryDef) {
  const others = LOCALES.filter((l) => l !== 'fr-lu');
  if (others.every((lang) => fullSlugIn(def.fullSlug, lang) === def.fullSlug)) return { default_full_slug: null, translated_slugs: null };
  return {
    default_full_slug: def.fullSlug,
    translated_slugs: others.map((lang) => ({ path: fullSlugIn(def.fullSlug, lang), name: null, lang, published: true })),
  };
}

export function buildStory(def: StoryDef, locale: Locale, images: Images) {
  const { fullSlug, name, content, meta } = def;
  const own = fullSlugIn(fullSlug, locale);
  const parts = fullSlug.split('/');
  const folder = parts.slice(0, -1).join('/');
  const created = isoAt(meta.created ?? '2025-11-20', `${fullSlug}:created`);
  const firstPublished = meta.articleDate
    ? `${meta.articleDate}T07:30:00.000Z`
    : isoAt(meta.published ?? addDays(meta.created ?? '2025-11-20', 7), `${fullSlug}:first`);
  const published = meta.articleDate
    ? isoAt(addDays(meta.articleDate, hashInt(`${fullSlug}:upd`, 3)), `${fullSlug}:published`, 8, 8)
    : isoAt('2026-11-' + String(2 + hashInt(`${fullSlug}:pubday`, 18)).padStart(2, '0'), `${fullSlug}:published`);
  return {
    name,
    created_at: created,
    published_at: published,
    updated_at: published,
    id: storyId(fullSlug),
    uuid: storyUuid(fullSlug),
    content: resolve(content, LANG_KEY[locale], fullSlug, '', images),
    slug: own.split('/').pop(),
    full_slug: own,
    sort_by_date: meta.articleDate ?? null,
    position: -10 * (1 + hashInt(`${fullSlug}:pos`, 50)),
    tag_list: meta.tags ?? [],
    is_startpage: false,
    parent_id: folder ? folderId(folder) : 0,
    meta_data: null,
    group_id: uuidFrom(`group:${fullSlug}`),
    first_published_at: firstPublished,
    release_id: null,
    lang: locale === 'fr-lu' ? 'default' : locale,
    path: null,
    alternates: [],
    ...translatedSlugs(def),
  };
}

/** Checks that no two stories share a slug or an id. */
export function checkUnique(stories: readonly StoryDef[]): void {
  const slugs = new Set<string>();
  const ids = new Set<number>();
  for (const def of stories) {
    if (slugs.has(def.fullSlug)) throw new Error(`duplicate story ${def.fullSlug}`);
    slugs.add(def.fullSlug);
    const id = storyId(def.fullSlug);
    if (ids.has(id)) throw new Error(`id collision for ${def.fullSlug}`);
    ids.add(id);
  }
}

/**
 * Writes `mocks/stories/{locale}/…` and `public/images/{kind}/…` under `outRoot`, after removing what
 * an earlier run wrote there (the vehicle stories and images of mocks/vehicles/generate.ts stay).
 */
export function write(registry: Registry, outRoot: string): { storyFiles: number; images: number } {
  checkUnique(registry.stories);
  const storiesDir = join(outRoot, 'mocks', 'stories');
  for (const locale of LOCALES) {
    if (!existsSync(join(storiesDir, locale))) continue;
    for (const entry of readdirSync(join(storiesDir, locale), { withFileTypes: true })) {
      if (entry.name !== 'vehicles') rmSync(join(storiesDir, locale, entry.name), { recursive: true, force: true });
    }
  }
  let storyFiles = 0;
  for (const locale of LOCALES) {
    for (const def of registry.stories) {
      const file = join(storiesDir, locale, `${fullSlugIn(def.fullSlug, locale)}.json`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(buildStory(def, locale, registry.images), null, 2)}\n`);
      storyFiles++;
    }
  }
  const imagesDir = join(outRoot, 'public', 'images');
  for (const dir of Object.values(IMAGE_DIRS)) rmSync(join(imagesDir, dir), { recursive: true, force: true });
  for (const [filename, { ref }] of registry.images.byFilename) {
    const file = join(outRoot, 'public', filename);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svgFile(ref));
  }
  return { storyFiles, images: registry.images.byFilename.size };
}
