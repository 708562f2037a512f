import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_NAME, LOCALES, type Locale } from '../routing/locales';
import type { SbFieldDefinition } from './fields';
import type { ManagementClient } from './management';
import type { ContentModel, SbComponentDefinition } from './model';
import { localAssetFiles, uploadAssets, withAssets } from './assets';
import { ensureDatasources, type PushResult } from './push';
import { translationSuffix, validateBlok, type ModelIssue } from './validate';

/**
 * `npm run cms -- seed`: the mock stories (`mocks/stories/{locale}/…`) into an empty space, so a new
 * space shows the same site as the mocks. A story exists once, in the default language, with its
 * other languages as Storyblok's field-level translations (`field__i18n__de_lu`: src/cms-model/validate.ts) and its translated
 * slugs; folders are made for every path; relations and story links get the new stories' uuids.
 */

export type RawStory = Record<string, unknown> & {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  content: Record<string, unknown>;
};

/** One story in every language: the default file and the others' (when the locale has its own). */
export type StoryFamily = { story: RawStory; translations: Partial<Record<Locale, RawStory>> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function jsonFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * The mocks' test fixtures (`mocks/stories/{locale}/test/…`): pages broken on purpose (an unknown section, a
 * link to no page) that the e2e tests open. They are no content of the site: `seed` leaves them out of
 * a real space, and `check` out of its count on the mocks.
 */
export const FIXTURE_FOLDER = 'test/';
export const isFixture = (fullSlug: string): boolean => fullSlug.startsWith(FIXTURE_FOLDER);

/** The mock stories grouped by uuid, default language first; the test fixtures only when asked for. */
export async function readMockStories(root: string, options: { fixtures?: boolean } = {}): Promise<StoryFamily[]> {
  const families = new Map<string, StoryFamily>();
  for (const locale of [DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE)]) {
    for (const file of await jsonFiles(path.join(root, locale))) {
      const story = JSON.parse(await readFile(file, 'utf8')) as RawStory;
      if (!options.fixtures && isFixture(story.full_slug)) continue;
      if (locale === DEFAULT_LOCALE) families.set(story.uuid, { story, translations: {} });
      else {
        const family = families.get(story.uuid);
        if (family) family.translations[locale] = story;
      }
    }
  }
  return [...families.values()];
}

/** Every blok of a content tree by `_uid`. */
function bloksByUid(content: unknown, out = new Map<string, Record<string, unknown>>()) {
  if (Array.isArray(content)) for (const item of content) bloksByUid(item, out);
  else if (isRecord(content)) {
    if (typeof content._uid === 'string' && typeof content.component === 'string') out.set(content._uid, content);
    for (const value of Object.values(content)) bloksByUid(value, out);
  }
  return out;
}

/** A value as the field stores it: a list typed one per line is a textarea's text. */
export function stored(field: SbFieldDefinition | undefined, value: unknown): unknown {
  if (field?.type === 'textarea' && Array.isArray(value)) return value.join('\n');
  return value;
}

/**
 * A story's content in the default language with the other languages' texts as field-level
 * translations: a translatable field whose translation differs gets `field__i18n__{lang}` (its hyphen written `_`).
 */
export function storyblokContent(
  components: ReadonlyMap<string, SbComponentDefinition>,
  content: Record<string, unknown>,
  translations: Partial<Record<Locale, Record<string, unknown>>>,
): Record<string, unknown> {
  const others = Object.entries(translations).map(([lang, c]) => ({ lang, byUid: bloksByUid(c) }));
  const convert = (blok: Record<string, unknown>): Record<string, unknown> => {
    const definition = typeof blok.component === 'string' ? components.get(blok.component) : undefined;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(blok)) {
      const field = definition?.schema[key];
      if (field?.type === 'bloks' && Array.isArray(value)) {
        out[key] = value.map((item) => (isRecord(item) ? convert(item) : item));
        continue;
      }
      out[key] = stored(field, value);
      if (!field?.translatable || typeof blok._uid !== 'string') continue;
      for (const { lang, byUid } of others) {
        const translated = byUid.get(blok._uid)?.[key];
        if (translated !== undefined && JSON.stringify(translated) !== JSON.stringify(value)) {
          out[`${key}${translationSuffix(lang)}`] = stored(field, translated);
        }
      }
    }
    return out;
  };
  return convert(content);
}

/** Replaces every string equal to a known old uuid (relations, story links) with its new one. */
export function withNewUuids(value: unknown, uuids: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return uuids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => withNewUuids(v, uuids));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNewUuids(v, uuids)]));
  return value;
}

const parentPath = (fullSlug: string) => fullSlug.split('/').slice(0, -1).join('/');
const lastSegment = (fullSlug: string) => fullSlug.split('/').at(-1)!;

/** The story's addresses in the other languages, where they differ (Translatable Slugs). */
function translatedSlugs(family: StoryFamily) {
  return Object.entries(family.translations).flatMap(([lang, story]) => {
    const slug = lastSegment(story!.full_slug);
    const name = story!.name;
    return slug !== family.story.slug || name !== family.story.name ? [{ lang, slug, name }] : [];
  });
}

/** Folder path → its slug in each language whose stories say another one. */
function folderTranslations(families: readonly StoryFamily[]): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const family of families) {
    const own = family.story.full_slug.split('/');
    for (const [lang, story] of Object.entries(family.translations)) {
      const other = story!.full_slug.split('/');
      if (other.length !== own.length) continue;
      for (let depth = 1; depth < own.length; depth++) {
        if (other[depth - 1] === own[depth - 1]) continue;
        const folder = own.slice(0, depth).join('/');
        const names = out.get(folder) ?? new Map<string, string>();
        names.set(lang, other[depth - 1]!);
        out.set(folder, names);
      }
    }
  }
  return out;
}

export type SeedResult = {
  folders: number;
  stories: number;
  relinked: number;
  /** Stories given a real path (`path`: the page the visual editor previews them on). */
  paths: number;
  /** Images uploaded as assets of the space. */
  assets: number;
  entries: number;
  issues: ModelIssue[];
  /** The mocks' story uuids → the space's, where they differ. */
  uuids: ReadonlyMap<string, string>;
};

/**
 * A story's real path: Storyblok's `path`, "the real path defined in the story's entry configuration (usually
 * only required for Storyblok's Visual Editor)" (https://www.storyblok.com/docs/api/management/stories/the-story-object).
 * The visual editor previews a story at it instead of its full_slug, so a vehicle opens its vehicle page, a lease
 * offer its offer page and the settings the home page with their header and footer. Null: the story's own address.
 */
export function realPath(model: ContentModel, story: { id: number; slug: string; content: Record<string, unknown> }): string | null {
  const component = typeof story.content.component === 'string' ? story.content.component : '';
  return model.realPaths?.get(component)?.(story) ?? null;
}

type Created = { id: number; uuid: string };

export async function seedSpace(
  client: ManagementClient,
  model: ContentModel,
  families: readonly StoryFamily[],
  log: (line: string) => void = () => {},
  /** `publicDir`: where the images the stories name are (`public/`). */
  options: { publicDir?: string } = {},
): Promise<SeedResult> {
  const components = new Map(model.components.map((c) => [c.name, c]));
  const existing = await client.request<{ stories: unknown[] }>('GET', `${client.space}/stories?per_page=1`);
  if (existing.stories.length > 0)
    throw new Error('The space already holds stories: seed fills an empty space only (nothing was changed).');

  // the languages of the site, as the space's languages
  const { space } = await client.request<{ space: { languages?: { code: string; name: string }[] } }>('GET', client.space);
  const languages = space.languages ?? [];
  const missing = LOCALES.filter((l) => l !== DEFAULT_LOCALE && !languages.some((x) => x.code === l));
  if (missing.length > 0) {
    await client.request('PUT', client.space, {
      space: { languages: [...languages, ...missing.map((code) => ({ code, name: LOCALE_NAME[code] }))] },
    });
    log(`languages added: ${missing.join(', ')}`);
  }

  // the images as assets of the space: the stories name their URLs, not the site's own files
  const assets = await uploadAssets(client, localAssetFiles(families), options.publicDir ?? path.resolve('public'), log);
  const asAssets = (c: Record<string, unknown>) => withAssets(c, assets) as Record<string, unknown>;
  const contents = families.map((family) => {
    const translations = Object.fromEntries(Object.entries(family.translations).map(([lang, s]) => [lang, asAssets(s!.content)]));
    return { family, content: storyblokContent(components, asAssets(family.story.content), translations) };
  });
  const issues = contents.flatMap(({ family, content }) =>
    validateBlok(components, content).map((issue) => ({ ...issue, path: `${family.story.full_slug}: ${issue.path}` })),
  );
  for (const issue of issues) log(`warning: ${issue.path}: ${issue.message}`);

  // folders, parents first; a story at a folder's own path becomes the folder's start page
  const folderNames = folderTranslations(families);
  const folderPaths = new Set<string>();
  for (const { story } of families) {
    const parts = story.full_slug.split('/');
    for (let depth = 1; depth < parts.length; depth++) folderPaths.add(parts.slice(0, depth).join('/'));
  }
  const byPath = new Map(families.map((f) => [f.story.full_slug, f]));
  const folders = new Map<string, number>();
  for (const folder of [...folderPaths].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))) {
    const slug = lastSegment(folder);
    const translated = [...(folderNames.get(folder) ?? new Map<string, string>())].map(([lang, s]) => ({ lang, slug: s, name: s }));
    const { story } = await client.request<{ story: Created }>('POST', `${client.space}/stories`, {
      story: {
        name: byPath.get(folder)?.story.name ?? slug,
        slug,
        parent_id: folders.get(parentPath(folder)) ?? 0,
        is_folder: true,
        default_root: null,
        ...(translated.length > 0 ? { translated_slugs_attributes: translated } : {}),
      },
    });
    folders.set(folder, story.id);
  }

  // the entries of the datasources the fields choose from
  const result: PushResult = { created: [], updated: [], unchanged: [] };
  const datasources = await ensureDatasources(client, model, result);
  let entries = 0;
  const brands = datasources.get('brands');
  if (brands) {
    for (const { story } of families.filter((f) => f.story.content.component === 'brand')) {
      await client.request('POST', `${client.space}/datasource_entries`, {
        datasource_entry: { name: String(story.content.name ?? story.name), value: story.slug, datasource_id: brands.id },
      });
      entries++;
    }
  }

  // the stories, published
  const uuids = new Map<string, string>();
  const created: { family: StoryFamily; id: number; content: Record<string, unknown> }[] = [];
  for (const { family, content } of contents) {
    const { story: s } = family;
    const startpage = folders.has(s.full_slug);
    const { story } = await client.request<{ story: Created }>('POST', `${client.space}/stories`, {
      story: {
        name: s.name,
        slug: s.slug,
        parent_id: startpage ? folders.get(s.full_slug) : (folders.get(parentPath(s.full_slug)) ?? 0),
        is_startpage: startpage,
        content,
        tag_list: s.tag_list ?? [],
        ...(typeof s.position === 'number' ? { position: s.position } : {}),
        ...(s.sort_by_date ? { sort_by_date: s.sort_by_date } : {}),
        ...(s.first_published_at ? { first_published_at: s.first_published_at } : {}),
        translated_slugs_attributes: translatedSlugs(family),
      },
      publish: 1,
    });
    if (story.uuid !== s.uuid) uuids.set(s.uuid, story.uuid);
    created.push({ family, id: story.id, content });
  }

  // relations and story links named the mocks' uuids: they now name the new stories; and a data story gets
  // its real path (the page its preview opens), which for a vehicle holds the id the space just gave it
  let relinked = 0;
  let paths = 0;
  for (const { family, id, content } of created) {
    const relinkedContent = withNewUuids(content, uuids) as Record<string, unknown>;
    const relink = JSON.stringify(relinkedContent) !== JSON.stringify(content);
    const path = realPath(model, { id, slug: family.story.slug, content: relinkedContent });
    if (!relink && path === null) continue;
    await client.request('PUT', `${client.space}/stories/${id}`, {
      story: { ...(relink ? { content: relinkedContent } : {}), ...(path !== null ? { path } : {}) },
      publish: 1,
    });
    if (relink) relinked++;
    if (path !== null) paths++;
  }
  return { folders: folders.size, stories: created.length, relinked, paths, assets: assets.size, entries, issues, uuids };
}
