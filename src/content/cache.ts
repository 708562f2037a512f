import type { Locale } from '../routing/locales';
import { ContentUnavailableError, type ContentSource, type DatasourceEntry, type StoryQuery } from './source';
import type { SbStory } from './storyblok-schema';

/**
 * The content source as the pages see it: answers kept in this process, so a burst of page views
 * costs the CMS one request per distinct question (its limit is 5 per second), and pages keep
 * working while the CMS does not answer.
 *
 * - An answer stays fresh until `invalidate()` (the Storyblok webhook calls it on every publish,
 *   unpublish, delete or move) or for `ttlMs` (a change whose webhook was lost still shows).
 * - Identical questions asked while one is under way share its answer (coalescing).
 * - Every question has a deadline (`timeoutMs`): past it the question fails with ContentUnavailableError
 *   even if the CMS hangs. The fetch goes on: its answer, when it comes, is kept, and the same
 *   question asked meanwhile waits for it rather than asking the CMS again.
 * - When a fetch fails and an earlier answer exists, that answer is served (stale on error) and its
 *   age logged; without one the error goes to the page, which answers 503. After a failure the CMS
 *   is given `backoffMs` before it is asked again, so a hanging CMS does not make every page wait.
 */

export type CacheOptions = {
  /** Deadline of one fetch (request, retries and relations), ms. */
  timeoutMs: number;
  /** Longest time an answer is served without asking again, ms (default 5 min). */
  ttlMs?: number;
  /**
   * The same for datasource entries (default `ttlMs`): saving an entry gives the space no new content
   * version, so without a webhook only this time shows a saved redirect (STORYBLOK_CV_POLL_S).
   */
  datasourceTtlMs?: number;
  /** After a failed fetch, how long questions are answered from the cache (or refused) without asking, ms (default 5 s). */
  backoffMs?: number;
  /** Most answers kept (default 2 000; the least recently used goes first). */
  maxEntries?: number;
  log?: (line: string) => void;
  now?: () => number;
};

export type CachedContentSource = ContentSource & {
  /**
   * Marks every answer stale (they are asked again on next use, and still served if that fails).
   * Returns the source's content version (Storyblok's `cv`) after the change, when it has one.
   */
  invalidate(reason: string): Promise<number | undefined>;
  /** True once an answer was fetched: pages can be served from memory even if the CMS goes away (readiness). */
  isWarm(): boolean;
  /** The state of the cache, for readiness and logs. */
  status(): CacheStatus;
};

export type CacheStatus = {
  source: ContentSource['name'];
  entries: number;
  warm: boolean;
  /** Time of the last failed fetch, and why, if the CMS has failed since the last success. */
  failing: { since: number; reason: string } | null;
  lastInvalidatedAt: number | null;
  /** Changes at every invalidation (and once more when the new content version is known): what a page cache keys on. */
  generation: number;
};

type Entry = { value: unknown; fetchedAt: number; generation: number; ttlMs: number };

export const CACHE_DEFAULTS = { ttlMs: 5 * 60_000, backoffMs: 5_000, maxEntries: 2_000 } as const;

/** Runs `work` with a deadline: past `ms` it rejects with ContentUnavailableError (the work itself is left to finish or fail). */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ContentUnavailableError(`${what}: no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  work.catch(() => undefined); // a late failure after the deadline is not unhandled
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** A source whose every call has a deadline, without caching (draft previews). */
export function deadlineSource(source: ContentSource, timeoutMs: number): ContentSource {
  return {
    name: source.name,
    getStory: (slug, locale, opts) =>
      withDeadline(source.getStory(slug, locale, opts), timeoutMs, `${source.name}: story "${slug}" (${locale})`),
    getAllStories: (query, locale) =>
      withDeadline(source.getAllStories(query, locale), timeoutMs, `${source.name}: stories "${query.startsWith ?? ''}" (${locale})`),
  };
}

export function createCachedSource(source: ContentSource, options: CacheOptions): CachedContentSource {
  const ttlMs = options.ttlMs ?? CACHE_DEFAULTS.ttlMs;
  const backoffMs = options.backoffMs ?? CACHE_DEFAULTS.backoffMs;
  const maxEntries = options.maxEntries ?? CACHE_DEFAULTS.maxEntries;
  const log = options.log ?? ((line: string) => console.warn(line));
  const now = options.now ?? Date.now;

  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  let generation = 0;
  let warm = false;
  let failing: CacheStatus['failing'] = null;
  let lastInvalidatedAt: number | null = null;

  const datasourceTtlMs = options.datasourceTtlMs ?? ttlMs;
  const fresh = (entry: Entry) => entry.generation === generation && now() - entry.fetchedAt < entry.ttlMs;

  function remember(key: string, value: unknown, gen: number, ttl: number): void {
    entries.delete(key); // re-insert: the Map's order is the recency order
    entries.set(key, { value, fetchedAt: now(), generation: gen, ttlMs: ttl });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function serveStale<T>(key: string, entry: Entry, what: string, reason: string): T {
    const age = Math.round((now() - entry.fetchedAt) / 1000);
    log(`[content] ${source.name} unavailable (${reason}); served ${what} from the cache, ${age} s old`);
    return entry.value as T;
  }

  function cached<T>(key: string, what: string, fetch: () => Promise<T>, ttl = ttlMs): Promise<T> {
    const entry = entries.get(key);
    if (entry && fresh(entry)) return Promise.resolve(entry.value as T);
    const backingOff = failing !== null && now() - failing.since < backoffMs;
    if (backingOff && entry) return Promise.resolve(serveStale<T>(key, entry, what, failing!.reason));
    // The fetch itself runs to its end, whatever the deadline of the question that started it: its
    // answer is kept when it comes, and the same question asked meanwhile waits for it (within its
    // own deadline) instead of asking again. A listing of every story that took longer than the
    // deadline (a cold start under CPU load) used to be thrown away and started over by the next
    // question, so pages answered 503 until the load went down.
    const gen = generation;
    const flightKey = `${gen}|${key}`;
    let work = inFlight.get(flightKey) as Promise<T> | undefined;
    if (!work) {
      if (backingOff)
        return Promise.reject(new ContentUnavailableError(`${what}: ${failing!.reason} (not asked again for ${backoffMs} ms)`));
      work = (async () => {
        try {
          const value = await fetch();
          warm = true;
          failing = null;
          remember(key, value, gen, ttl);
          return value;
        } finally {
          inFlight.delete(flightKey);
        }
      })();
      work.catch(() => undefined); // a failure no question waits for any more is not unhandled
      inFlight.set(flightKey, work);
    }
    return withDeadline(work, options.timeoutMs, what).catch((error: unknown) => {
      if (!(error instanceof ContentUnavailableError)) throw error;
      failing ??= { since: now(), reason: error.message };
      const stale = entries.get(key);
      if (stale) return serveStale<T>(key, stale, what, error.message);
      log(`[content] ${source.name} unavailable, nothing cached for ${what}: ${error.message}`);
      throw error;
    });
  }

  const relationsKey = (fields: readonly string[] | undefined) => (fields && fields.length > 0 ? [...fields].sort().join(',') : '');
  const queryKey = (q: StoryQuery) =>
    JSON.stringify([q.startsWith ?? '', q.contentType ?? '', q.sortBy ?? '', relationsKey(q.resolveRelations), q.excludingSlugs ?? []]);

  return {
    name: source.name,
    getStory(fullSlug, locale: Locale, opts) {
      const key = `story|${locale}|${fullSlug}|${relationsKey(opts?.resolveRelations)}`;
      return cached<SbStory | null>(key, `story "${fullSlug}" (${locale})`, () => source.getStory(fullSlug, locale, opts));
    },
    getAllStories(query, locale) {
      const key = `stories|${locale}|${queryKey(query)}`;
      return cached<SbStory[]>(key, `stories "${query.startsWith ?? '*'}" (${locale})`, () => source.getAllStories(query, locale));
    },
    ...(source.getDatasourceEntries
      ? {
          getDatasourceEntries(datasource: string) {
            return cached<DatasourceEntry[]>(
              `datasource|${datasource}`,
              `datasource "${datasource}"`,
              () => source.getDatasourceEntries!(datasource),
              datasourceTtlMs,
            );
          },
        }
      : {}),
    refresh() {
      return this.invalidate('refresh');
    },
    async invalidate(reason) {
      lastInvalidatedAt = now();
      generation++;
      failing = null;
      if (!source.refresh) return undefined;
      // The source learns of the new version (Storyblok: its `cv`), so the next fetches are not answered
      // from its own cache. If it cannot, the caller is told: what it reads next may be the old version.
      try {
        const cv = await withDeadline(source.refresh(), options.timeoutMs, `${source.name}: content version check`);
        generation++; // answers fetched while the check ran may predate it
        return cv;
      } catch (error) {
        log(`[content] ${reason}: the content version could not be checked (${(error as Error).message})`);
        throw error instanceof ContentUnavailableError ? error : new ContentUnavailableError((error as Error).message);
      }
    },
    isWarm: () => warm,
    status: () => ({ source: source.name, entries: entries.size, warm, failing, lastInvalidatedAt, generation }),
  };
}
