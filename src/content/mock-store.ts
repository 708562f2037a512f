import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../routing/locales';
import { collectRelationUuids, relationPaths } from './relations';
import { describeIssues, SbStory } from './storyblok-schema';

/**
 * The mock content: Storyblok-shaped story files in `{root}/{locale}/{full_slug}.json`, loaded once
 * (lazily) and queried in memory the way the Content Delivery API v2 answers. Answers have the API's
 * raw shape (`{story, rels, links, rel_uuids?}` and `{stories, ...}` with `total`/`perPage`), so the
 * same store backs the in-process mock source and the mock CDN server used in tests.
 *
 * Like Storyblok's field-level translation, a story exists in every language: a story missing from a
 * locale's folder is answered with its default-locale (fr-lu) version.
 */

/** A story as stored in a file (validated with SbStory, kept as written so every field is served). */
export type RawStory = Record<string, unknown> & { id: number; uuid: string; full_slug: string; content: Record<string, unknown> };

/** Relation part of every stories answer, as the API sends it. */
export type RelationsAnswer = {
  rels: RawStory[];
  links: unknown[];
  /** Sent instead of `rels` when more than {@link REL_UUIDS_THRESHOLD} stories are related. */
  rel_uuids?: string[];
};
export type StoryAnswer = { story: RawStory } & RelationsAnswer;
export type StoriesAnswer = { stories: RawStory[] } & RelationsAnswer;

export type StoryParams = {
  /** Storyblok language: 'default' (fr-lu) or a locale code; unknown codes fall back to the default. */
  language?: string;
  /** 'published' (the API's default) hides stories that were never published; 'draft' shows all. */
  version?: 'published' | 'draft';
  /** Comma-separated or listed `component.field` relation paths. */
  resolve_relations?: string | readonly string[];
  /** With 'uuid', the identifier is a story uuid instead of a full slug. */
  find_by?: 'uuid';
};

export type StoriesParams = Omit<StoryParams, 'find_by'> & {
  starts_with?: string;
  /** Root component of the story. */
  content_type?: string;
  /** `field:asc|desc[:int|float]` where field is a story property or `content.<field>`. */
  sort_by?: string;
  per_page?: number;
  page?: number;
  /** Comma-separated uuids; the answer keeps the requested sort (or default order). */
  by_uuids?: string;
  /** Comma-separated uuids; the answer keeps the order of the list. */
  by_uuids_ordered?: string;
  /** Comma-separated tags; a story matches when it has one of them. */
  with_tag?: string;
  /** Comma-separated full_slug patterns left out, `*` a wildcard (`vehicles/*`). */
  excluding_slugs?: string;
};

export type LinksParams = {
  starts_with?: string;
  paginated?: boolean;
  per_page?: number;
  page?: number;
  version?: 'published' | 'draft';
  /** Adds `published_at`, `created_at` and `updated_at` to each link (`include_dates=1`). */
  include_dates?: boolean;
};

export type LinkEntry = {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  path: string | null;
  real_path: string;
  is_folder: boolean;
  is_startpage: boolean;
  parent_id: number | null;
  published: boolean;
  position: number;
  published_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
};

/** The API sends `rel_uuids` instead of `rels` above this many related stories. */
export const REL_UUIDS_THRESHOLD = 50;
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

export interface MockStore {
  readonly root: string;
  /** Loads the files (once); later calls return the same promise. */
  load(): Promise<void>;
  /** One story by full slug (or uuid with find_by), or null when there is none. */
  story(slugOrUuid: string, params?: StoryParams): Promise<StoryAnswer | null>;
  /** A page of stories with the total number of matches. */
  stories(params?: StoriesParams): Promise<{ answer: StoriesAnswer; total: number; perPage: number }>;
  /** The links endpoint: every story of the default locale, keyed by uuid. */
  links(params?: LinksParams): Promise<{ answer: { links: Record<string, LinkEntry> }; total: number; perPage: number }>;
  /**
   * Stores a story as it now is, in every language (a test's publish, or a draft saved): it replaces
   * the story with the same uuid, in the languages that showed the default version.
   */
  put(raw: RawStory): Promise<void>;
  /** Removes the story with this uuid from every language (a test's delete). */
  remove(uuid: string): Promise<void>;
}

type Entry = { raw: RawStory; story: SbStory; file: string };

/** The folder of the mock stories: `<cwd>/mocks/stories` (the repository root when the app runs). */
export function defaultMockRoot(): string {
  return path.resolve(process.cwd(), 'mocks', 'stories');
}

/** The locale of a Storyblok `language` parameter ('default', absent or unknown → fr-lu). */
export function localeOfLanguage(language: string | undefined): Locale {
  return language && language !== 'default' && isLocale(language) ? language : DEFAULT_LOCALE;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function jsonFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const nested = await Promise.all(
    entries.map(async (e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return jsonFiles(full);
      return e.isFile() && e.name.endsWith('.json') ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

type Warn = (message: string) => void;

async function loadLocale(root: string, locale: Locale, warn: Warn): Promise<Entry[]> {
  const dir = path.join(root, locale);
  const files = await jsonFiles(dir);
  const loaded = await Promise.all(
    files.map(async (file): Promise<Entry | null> => {
      const where = path.relative(root, file);
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(file, 'utf8'));
      } catch (err) {
        warn(`[content] mock story ${where} skipped: not JSON (${(err as Error).message})`);
        return null;
      }
      const parsed = SbStory.safeParse(raw);
      if (!parsed.success) {
        const slug = isRecord(raw) && typeof raw.full_slug === 'string' ? raw.full_slug : where;
        warn(`[content] mock story "${slug}" (${locale}) skipped: ${describeIssues(parsed.error)}`);
        return null;
      }
      return { raw: raw as RawStory, story: parsed.data, file: where };
    }),
  );
  const bySlug = new Set<string>();
  const out: Entry[] = [];
  for (const entry of loaded) {
    if (!entry) continue;
    if (bySlug.has(entry.story.full_slug)) {
      warn(`[content] mock story "${entry.story.full_slug}" (${locale}) skipped: a second file (${entry.file}) has the same full_slug`);
      continue;
    }
    bySlug.add(entry.story.full_slug);
    out.push(entry);
  }
  return out;
}

type SortKey = { get: (e: Entry) => unknown; desc: boolean; numeric: boolean };

function parseSort(sortBy: string | undefined): SortKey[] {
  const position: SortKey = { get: (e) => e.raw.position ?? 0, desc: false, numeric: true };
  const id: SortKey = { get: (e) => e.story.id, desc: false, numeric: true };
  if (!sortBy) return [position, id];
  const [field = '', dir = 'asc', type] = sortBy.split(':');
  const get = field.startsWith('content.')
    ? (e: Entry) => e.raw.content[field.slice('content.'.length)]
    : field === 'position'
      ? (e: Entry) => e.raw.position ?? 0
      : (e: Entry) => e.raw[field];
  const numeric = type === 'int' || type === 'float' || field === 'position' || field === 'id';
  return [{ get, desc: dir.toLowerCase() === 'desc', numeric }, id];
}

function compare(a: Entry, b: Entry, keys: SortKey[]): number {
  for (const key of keys) {
    const va = key.get(a);
    const vb = key.get(b);
    const missingA = va === undefined || va === null || va === '';
    const missingB = vb === undefined || vb === null || vb === '';
    if (missingA || missingB) {
      if (missingA && missingB) continue;
      return missingA ? 1 : -1; // missing values last, in either direction
    }
    let c: number;
    if (key.numeric || (typeof va === 'number' && typeof vb === 'number')) {
      c = Number(va) - Number(vb);
      if (Number.isNaN(c)) c = String(va) < String(vb) ? -1 : String(va) > String(vb) ? 1 : 0;
    } else {
      const sa = String(va);
      const sb = String(vb);
      c = sa < sb ? -1 : sa > sb ? 1 : 0;
    }
    if (c !== 0) return key.desc ? -c : c;
  }
  return 0;
}

const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const clone = <T>(value: T): T => structuredClone(value);

export type MockStoreOptions = {
  /** Where warnings about skipped files go (default console.warn). */
  warn?: (message: string) => void;
};

export function createMockStore(root: string = defaultMockRoot(), options: MockStoreOptions = {}): MockStore {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let loading: Promise<Map<Locale, Entry[]>> | undefined;

  const load = (): Promise<Map<Locale, Entry[]>> => {
    loading ??= (async () => {
      const perLocale = await Promise.all(LOCALES.map((l) => loadLocale(root, l, warn)));
      if (perLocale.every((entries) => entries.length === 0)) warn(`[content] no mock stories found under ${root}`);
      const defaults = perLocale[LOCALES.indexOf(DEFAULT_LOCALE)] ?? [];
      const views = new Map<Locale, Entry[]>();
      LOCALES.forEach((locale, i) => {
        const own = perLocale[i] ?? [];
        if (locale === DEFAULT_LOCALE) {
          views.set(locale, own);
          return;
        }
        const present = new Set(own.map((e) => e.story.uuid));
        // Field-level translation: an untranslated story is the default one, in this language.
        const fallbacks = defaults
          .filter((e) => !present.has(e.story.uuid))
          .map((e) => ({ ...e, raw: { ...e.raw, lang: locale }, story: { ...e.story, lang: locale } }));
        views.set(locale, [...own, ...fallbacks]);
      });
      return views;
    })();
    return loading;
  };

  const visible = async (language: string | undefined, version: 'published' | 'draft' | undefined): Promise<Entry[]> => {
    const all = (await load()).get(localeOfLanguage(language)) ?? [];
    return (version ?? 'published') === 'draft' ? all : all.filter((e) => Boolean(e.story.published_at));
  };

  const relationsFor = (stories: RawStory[], params: StoryParams, pool: Entry[]): RelationsAnswer => {
    const fields = relationPaths(params.resolve_relations);
    if (fields.length === 0) return { rels: [], links: [] };
    const uuids: string[] = [];
    for (const s of stories) collectRelationUuids(s.content, fields, uuids);
    const byUuid = new Map(pool.map((e) => [e.story.uuid, e]));
    const found = uuids.map((u) => byUuid.get(u)).filter((e): e is Entry => e !== undefined);
    if (found.length > REL_UUIDS_THRESHOLD) return { rels: [], links: [], rel_uuids: found.map((e) => e.story.uuid) };
    return { rels: found.map((e) => clone(e.raw)), links: [] };
  };

  return {
    root,
    async load() {
      await load();
    },

    async story(slugOrUuid, params = {}) {
      const pool = await visible(params.language, params.version);
      const key = slugOrUuid.replace(/^\/+|\/+$/g, '');
      // As Storyblok with translated slugs: a story is found by its address in the language asked for,
      // or by its default language's address (answered in the language asked for).
      const entry =
        params.find_by === 'uuid'
          ? pool.find((e) => e.story.uuid === key)
          : (pool.find((e) => e.story.full_slug === key) ?? pool.find((e) => e.story.default_full_slug === key));
      if (!entry) return null;
      const story = clone(entry.raw);
      return { story, ...relationsFor([story], params, pool) };
    },

    async stories(params = {}) {
      const pool = await visible(params.language, params.version);
      let matches = pool;
      if (params.starts_with) {
        const prefix = params.starts_with.replace(/^\/+/, '');
        // a folder is named by its default-language slug in every language (Storyblok's `starts_with`
        // reads the story's own slug, not a translated one: `carrieres/` lists the German job ads too)
        matches = matches.filter((e) => (e.story.default_full_slug ?? e.story.full_slug).startsWith(prefix));
      }
      if (params.content_type) matches = matches.filter((e) => e.story.content.component === params.content_type);
      if (params.excluding_slugs) {
        const patterns = splitList(params.excluding_slugs).map(
          (p) =>
            new RegExp(
              `^${p
                .split('*')
                .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
                .join('.*')}$`,
            ),
        );
        matches = matches.filter((e) => !patterns.some((re) => re.test(e.story.full_slug)));
      }
      if (params.with_tag) {
        const tags = splitList(params.with_tag);
        matches = matches.filter((e) => e.story.tag_list.some((t) => tags.includes(t)));
      }
      const ordered = splitList(params.by_uuids_ordered);
      if (params.by_uuids !== undefined) {
        const wanted = new Set(splitList(params.by_uuids));
        matches = matches.filter((e) => wanted.has(e.story.uuid));
      }
      if (ordered.length > 0) {
        const at = new Map(ordered.map((u, i) => [u, i]));
        matches = matches.filter((e) => at.has(e.story.uuid)).sort((a, b) => at.get(a.story.uuid)! - at.get(b.story.uuid)!);
      } else {
        const keys = parseSort(params.sort_by);
        matches = [...matches].sort((a, b) => compare(a, b, keys));
      }
      const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.trunc(params.per_page ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE));
      const page = Math.max(1, Math.trunc(params.page ?? 1) || 1);
      const stories = matches.slice((page - 1) * perPage, page * perPage).map((e) => clone(e.raw));
      return { answer: { stories, ...relationsFor(stories, params, pool) }, total: matches.length, perPage };
    },

    async links(params = {}) {
      let pool = await visible('default', params.version ?? 'draft');
      if (params.starts_with) pool = pool.filter((e) => e.story.full_slug.startsWith(params.starts_with!));
      pool = [...pool].sort((a, b) => (a.story.full_slug < b.story.full_slug ? -1 : a.story.full_slug > b.story.full_slug ? 1 : 0));
      const perPage = params.paginated ? Math.min(1000, Math.max(1, params.per_page ?? DEFAULT_PER_PAGE)) : pool.length || 1;
      const page = params.paginated ? Math.max(1, params.page ?? 1) : 1;
      const links: Record<string, LinkEntry> = {};
      for (const e of pool.slice((page - 1) * perPage, page * perPage)) {
        links[e.story.uuid] = {
          id: e.story.id,
          uuid: e.story.uuid,
          slug: e.story.full_slug,
          name: e.story.name,
          path: typeof e.raw.path === 'string' ? e.raw.path : null,
          real_path: `/${e.story.full_slug}`,
          is_folder: e.raw.is_folder === true,
          is_startpage: e.raw.is_startpage === true,
          parent_id: typeof e.raw.parent_id === 'number' ? e.raw.parent_id : null,
          published: Boolean(e.story.published_at),
          position: typeof e.raw.position === 'number' ? e.raw.position : 0,
          ...(params.include_dates
            ? {
                published_at: e.story.published_at ?? null,
                created_at: typeof e.raw.created_at === 'string' ? e.raw.created_at : null,
                updated_at: typeof e.raw.updated_at === 'string' ? e.raw.updated_at : null,
              }
            : {}),
        };
      }
      return { answer: { links }, total: pool.length, perPage };
    },

    async put(raw) {
      const views = await load();
      const story = SbStory.parse(raw);
      const defaults = views.get(DEFAULT_LOCALE)!;
      const before = defaults.find((e) => e.story.uuid === raw.uuid);
      for (const locale of LOCALES) {
        const list = views.get(locale)!;
        const i = list.findIndex((e) => e.story.uuid === raw.uuid);
        const translated = locale !== DEFAULT_LOCALE && i >= 0 && list[i]!.file !== before?.file;
        if (translated) continue; // a language with its own file keeps it
        const entry: Entry =
          locale === DEFAULT_LOCALE
            ? { raw: clone(raw), story: clone(story), file: before?.file ?? `(put) ${raw.full_slug}` }
            : {
                raw: { ...clone(raw), lang: locale },
                story: { ...clone(story), lang: locale },
                file: before?.file ?? `(put) ${raw.full_slug}`,
              };
        if (i >= 0) list[i] = entry;
        else list.push(entry);
      }
    },

    async remove(uuid) {
      const views = await load();
      for (const [locale, list] of views)
        views.set(
          locale,
          list.filter((e) => e.story.uuid !== uuid),
        );
    },
  };
}

const stores = new Map<string, MockStore>();

/** The shared store of a folder (one load per folder and process). */
export function mockStore(root: string = defaultMockRoot()): MockStore {
  const key = path.resolve(root);
  let store = stores.get(key);
  if (!store) {
    store = createMockStore(key);
    stores.set(key, store);
  }
  return store;
}
