import StoryblokClient, { type ISbStoriesParams, type ISbStoryParams } from 'storyblok-js-client';
import { ConfigError, type SiteConfig } from '../config/env';
import type { Locale } from '../routing/locales';
import { collectRelationUuids, replaceRelations } from './relations';
import { ContentUnavailableError, storyblokLanguage, type ContentSource, type StoryQuery } from './source';
import { describeIssues, SbDatasourceEntry, SbStory } from './storyblok-schema';

/**
 * The content source of production: Storyblok's Content Delivery API v2 through storyblok-js-client.
 *
 * What the client does by itself (read in its code, v7.7):
 * - throttles to `rateLimit` requests per rolling second, per client instance;
 * - retries a 429 answer up to `maxRetries` times, `retriesDelay` ms apart (nothing else is retried);
 * - resolves `resolve_relations` into the content, fetching `rel_uuids` with `by_uuids` in batches of 50;
 * - caches published answers in a process-wide memory map keyed by URL and parameters (including the
 *   token and `cv`), and sends the last seen `cv` with every request (`cv: 'auto'`).
 *
 * What this module adds:
 * - a check of `cdn/spaces/me` at most every `cvCheckIntervalMs`: a new space version becomes the
 *   client's `cv` and flushes the cache, so edits appear without a restart (cached answers would
 *   otherwise never see a newer `cv`);
 * - a short memory of unknown slugs per `cv`, so repeated requests for missing pages do not use up
 *   the 5 requests per second;
 * - relation uuids the client left unresolved are fetched (batches of 50, without `starts_with`, which
 *   the client wrongly adds to its relation requests) or dropped with a warning;
 * - SbStory validation of every story: an invalid story is skipped with a warning, never thrown;
 * - errors mapped to `ContentUnavailableError` (404 of a single story → null), without the token.
 */

export const STORYBLOK_LIMITS = {
  /** Requests per second with an access token (the CDN). An OAuth (management) token would get 3; the site never uses one. */
  rateLimit: 5,
  maxRetries: 10,
  retriesDelayMs: 300,
  perPage: 25,
  relationBatch: 50,
  timeoutSeconds: 10,
  cvCheckIntervalMs: 60_000,
} as const;

export type StoryblokSourceOptions = {
  /** Delay between retries after a 429 (default 300 ms; tests shorten it). */
  retriesDelayMs?: number;
  /** How often the space version is checked for published content (default 60 s; 0 checks before every call). */
  cvCheckIntervalMs?: number;
  /** Request timeout in seconds (default 10). */
  timeoutSeconds?: number;
};

type ClientError = { status?: unknown; message?: unknown };

function statusOf(err: unknown): number | undefined {
  const status = (err as ClientError | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

const MISSING_SLUGS_MAX = 5000;

/** What the source needs of the configuration (the deadline is the caching layer's, see cache.ts). */
export type StoryblokSourceConfig = Omit<SiteConfig['storyblok'], 'timeoutMs'> & { timeoutMs?: number };

export function createStoryblokSource(config: StoryblokSourceConfig, options: StoryblokSourceOptions = {}): ContentSource {
  const token = config.token;
  if (!token) {
    throw new ConfigError(
      "No Storyblok access token: set STORYBLOK_TOKEN to the space's public or preview token, or set PUBLIC_USE_MOCKS=true to serve the mock content.",
    );
  }
  const version = config.version;
  const cvCheckIntervalMs = options.cvCheckIntervalMs ?? STORYBLOK_LIMITS.cvCheckIntervalMs;

  const client = new StoryblokClient({
    accessToken: token,
    rateLimit: STORYBLOK_LIMITS.rateLimit,
    maxRetries: STORYBLOK_LIMITS.maxRetries,
    retriesDelay: options.retriesDelayMs ?? STORYBLOK_LIMITS.retriesDelayMs,
    // The client's own timeout (whole seconds) backs up the caller's deadline (cache.ts), which is shorter.
    timeout:
      options.timeoutSeconds ?? (config.timeoutMs ? Math.max(1, Math.ceil(config.timeoutMs / 1000)) : STORYBLOK_LIMITS.timeoutSeconds),
    cache: { type: 'memory', clear: 'auto', cv: 'auto' },
    version,
    region: config.region,
    // `endpoint` replaces the region host and the https switch entirely: it is the API base ending in /v2.
    ...(config.endpoint ? { endpoint: config.endpoint.replace(/\/+$/, '') } : {}),
  });

  const scrub = (text: string) => text.split(token).join('***');

  function unavailable(what: string, err: unknown): ContentUnavailableError {
    const status = statusOf(err);
    const raw = (err as ClientError | undefined)?.message;
    const message = typeof raw === 'string' && raw ? raw : err instanceof Error ? err.message : 'unknown error';
    let detail: string;
    if (status === 401 || status === 403) detail = `HTTP ${status}: the access token was refused (check STORYBLOK_TOKEN)`;
    else if (status === 429) detail = `HTTP 429: still rate limited after ${STORYBLOK_LIMITS.maxRetries} retries`;
    else if (status !== undefined) detail = `HTTP ${status}: ${message}`;
    else detail = `no answer from ${config.endpoint ? 'the configured endpoint' : `the ${config.region} API`} (${message})`;
    return new ContentUnavailableError(scrub(`Storyblok ${what} failed: ${detail}`));
  }

  // --- content version (cv) ---------------------------------------------------------------------
  let cvCheckedAt = Number.NEGATIVE_INFINITY;
  let cvCheck: Promise<ContentUnavailableError | undefined> | undefined;

  async function refreshCv(): Promise<void> {
    if (version === 'draft' || Date.now() - cvCheckedAt < cvCheckIntervalMs) return;
    await checkCv();
  }

  /** Checks the space's version now; resolves with the error when the check failed (never rejects). */
  function checkCv(): Promise<ContentUnavailableError | undefined> {
    cvCheck ??= (async () => {
      try {
        const res = await client.get('cdn/spaces/me', {});
        const cv = Number((res.data as { space?: { version?: unknown } } | undefined)?.space?.version);
        if (Number.isInteger(cv) && cv > 0) {
          const known = client.cacheVersion();
          if (known !== cv) {
            if (known) await client.flushCache();
            client.setCacheVersion(cv);
          }
        }
        return undefined;
      } catch (err) {
        // The content requests themselves report an outage; cached answers stay usable until the next check.
        const error = unavailable('space version check', err);
        console.warn(`[content] ${error.message}`);
        return error;
      } finally {
        cvCheckedAt = Date.now();
        cvCheck = undefined;
      }
    })();
    return cvCheck;
  }

  // --- unknown slugs, remembered per cv ------------------------------------------------------------
  const missing = new Map<string, number | undefined>();
  const missingKey = (slug: string, locale: Locale) => `${locale}|${slug}`;
  const knownMissing = (slug: string, locale: Locale) =>
    version === 'published' && missing.has(missingKey(slug, locale)) && missing.get(missingKey(slug, locale)) === client.cacheVersion();
  function rememberMissing(slug: string, locale: Locale) {
    if (version !== 'published' || !client.cacheVersion()) return;
    if (missing.size >= MISSING_SLUGS_MAX) missing.clear();
    missing.set(missingKey(slug, locale), client.cacheVersion());
  }

  // --- validation and relations ---------------------------------------------------------------------
  async function fetchRelated(uuids: string[], locale: Locale): Promise<Map<string, unknown>> {
    const found = new Map<string, unknown>();
    for (let i = 0; i < uuids.length; i += STORYBLOK_LIMITS.relationBatch) {
      const batch = uuids.slice(i, i + STORYBLOK_LIMITS.relationBatch);
      const params: ISbStoriesParams = {
        by_uuids: batch.join(','),
        per_page: STORYBLOK_LIMITS.relationBatch,
        language: storyblokLanguage(locale),
        version,
      };
      let res;
      try {
        res = await client.getStories(params);
      } catch (err) {
        throw unavailable(`request for related stories (${locale})`, err);
      }
      for (const story of res.data.stories) found.set(story.uuid, structuredClone(story));
    }
    return found;
  }

  /** Validates the stories (skipping invalid ones) and completes their relation fields. */
  async function finish(raws: unknown[], fields: readonly string[], locale: Locale): Promise<SbStory[]> {
    const stories = raws.flatMap((raw) => {
      const parsed = SbStory.safeParse(raw);
      if (parsed.success) return [parsed.data];
      const slug = (raw as { full_slug?: unknown } | null)?.full_slug;
      console.warn(
        `[content] Storyblok story "${typeof slug === 'string' ? slug : '?'}" (${locale}) skipped: ${describeIssues(parsed.error)}`,
      );
      return [];
    });
    if (fields.length === 0) return stories;
    const unresolved: string[] = [];
    for (const story of stories) collectRelationUuids(story.content, fields, unresolved);
    const related = unresolved.length > 0 ? await fetchRelated(unresolved, locale) : new Map<string, unknown>();
    for (const story of stories) {
      replaceRelations(story.content, fields, related, (uuid, relation) =>
        console.warn(
          `[content] Storyblok story "${story.full_slug}" (${locale}): ${relation} names story ${uuid}, which is not published in this version; dropped`,
        ),
      );
    }
    return stories;
  }

  return {
    name: 'storyblok',

    async refresh() {
      if (version === 'draft') return undefined;
      // A check already under way may have been sent before the change: wait for it, then check again.
      if (cvCheck) await cvCheck;
      const failed = await checkCv();
      if (failed) throw failed;
      return client.cacheVersion() || undefined;
    },

    async getDatasourceEntries(datasource) {
      await refreshCv();
      let raws: unknown[];
      try {
        raws = await client.getAll('cdn/datasource_entries', { datasource, per_page: 1000 } as ISbStoriesParams, 'datasource_entries');
      } catch (err) {
        if (statusOf(err) === 404) return [];
        throw unavailable(`request for the datasource "${datasource}"`, err);
      }
      return raws.flatMap((raw) => {
        const entry = SbDatasourceEntry.safeParse(raw);
        if (entry.success) return [entry.data];
        console.warn(`[content] Storyblok datasource "${datasource}": an entry skipped: ${describeIssues(entry.error)}`);
        return [];
      });
    },

    async getStory(fullSlug, locale, opts) {
      const slug = fullSlug.replace(/^\/+|\/+$/g, '');
      const fields = opts?.resolveRelations ?? [];
      await refreshCv();
      if (knownMissing(slug, locale)) return null;
      const params: ISbStoryParams = { version, language: storyblokLanguage(locale) };
      if (fields.length > 0) params.resolve_relations = fields.join(',');
      let res;
      try {
        res = await client.getStory(slug, params);
      } catch (err) {
        if (statusOf(err) === 404) {
          rememberMissing(slug, locale);
          return null;
        }
        throw unavailable(`request for story "${slug}" (${locale})`, err);
      }
      // Answers may come from the client's cache: work on a copy.
      const [story] = await finish([structuredClone(res.data.story)], fields, locale);
      return story ?? null;
    },

    async getAllStories(query: StoryQuery, locale) {
      const fields = query.resolveRelations ?? [];
      await refreshCv();
      const params: ISbStoriesParams = {
        version,
        language: storyblokLanguage(locale),
        per_page: STORYBLOK_LIMITS.perPage,
      };
      if (query.startsWith) params.starts_with = query.startsWith;
      if (query.contentType) params.content_type = query.contentType;
      if (query.sortBy) params.sort_by = query.sortBy;
      if (fields.length > 0) params.resolve_relations = fields.join(',');
      let raws: unknown[];
      try {
        raws = await client.getAll('cdn/stories', params, 'stories');
      } catch (err) {
        throw unavailable(`request for stories${query.startsWith ? ` under "${query.startsWith}"` : ''} (${locale})`, err);
      }
      return finish(structuredClone(raws), fields, locale);
    },
  };
}
