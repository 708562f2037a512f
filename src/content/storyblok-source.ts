import StoryblokClient, { type ISbStoriesParams, type ISbStoryParams } from 'storyblok-js-client';
import { ConfigError, type SiteConfig } from '../config/env';
import type { Locale } from '../routing/locales';
import { collectRelationUuids, replaceRelations } from './relations';
import { ContentUnavailableError, storyblokLanguage, type ContentSource, type PublishedStory, type StoryQuery } from './source';
import { describeIssues, SbDatasourceEntry, SbStory } from './storyblok-schema';

/**
 * The content source of production: Storyblok's Content Delivery API v2 through storyblok-js-client.
 *
 * What the client does by itself (read in its code, v7.7):
 * - throttles each kind of request to Storyblok's documented tier, per client instance: single stories
 *   and listings of up to 25 at 50 per second, 26–50 at 15, 51–75 at 10, 76–100 at 6
 *   (https://www.storyblok.com/docs/api/content-delivery/v2/getting-started/rate-limit), or to the
 *   quota a response's `X-RateLimit-Policy` header names;
 * - retries a 429 answer up to `maxRetries` times, `retriesDelay` ms apart (nothing else is retried);
 * - resolves `resolve_relations` into the content, fetching `rel_uuids` with `by_uuids` in batches of 50;
 * - caches published answers in a process-wide memory map keyed by URL and parameters (including the
 *   token and `cv`), and sends the last seen `cv` with every request (`cv: 'auto'`).
 *
 * What this module adds:
 * - a check of `cdn/spaces/me` at most every `cvCheckIntervalMs` (STORYBLOK_CV_POLL_S): a new space
 *   version becomes the client's `cv` and flushes the cache, so edits appear without a restart (cached
 *   answers would otherwise never see a newer `cv`). The space's version changes when content is
 *   published ("a Unix timestamp that is updated every time you publish new content",
 *   https://storyblok.com/faq/how-stories-are-cached-content-delivery-api);
 * - listings read 100 stories a page, the API's largest page
 *   (https://www.storyblok.com/docs/api/content-delivery/v2/getting-started/pagination): 2 000 vehicles
 *   are 20 requests at 6 per second where pages of 25 at 5 per second were 80 requests and 16 s
 *   (bench/storyblok-cold-start.ts measures it);
 * - datasource entries are read by a client without the memory cache and with a `cv` of the current
 *   poll interval: saving an entry changes no `cv` and datasource answers carry none, so an answer
 *   cached under the space's `cv` would never show a saved redirect;
 * - a short memory of unknown slugs per `cv`, so repeated requests for missing pages cost nothing;
 * - relation uuids the client left unresolved are fetched (batches of 50, without `starts_with`, which
 *   the client wrongly adds to its relation requests) or dropped with a warning;
 * - SbStory validation of every story: an invalid story is skipped with a warning, never thrown;
 * - errors mapped to `ContentUnavailableError` (404 of a single story → null), without the token.
 */

export const STORYBLOK_LIMITS = {
  maxRetries: 10,
  retriesDelayMs: 300,
  /** The API's largest page of stories (datasource entries and links allow 1 000). */
  perPage: 100,
  /** The Links API's largest page. */
  linksPerPage: 1000,
  relationBatch: 50,
  timeoutSeconds: 10,
  cvCheckIntervalMs: 50_000,
} as const;

export type StoryblokSourceOptions = {
  /** Delay between retries after a 429 (default 300 ms; tests shorten it). */
  retriesDelayMs?: number;
  /** How often the space version is checked for published content (default: the configuration's, else 50 s; 0 checks before every call). */
  cvCheckIntervalMs?: number;
  /** Request timeout in seconds (default 10). */
  timeoutSeconds?: number;
  /** A cap on requests per second below Storyblok's tiers (tests and benches compare). */
  rateLimit?: number;
  /** Stories per page of a listing (default 100). */
  perPage?: number;
};

type ClientError = { status?: unknown; message?: unknown };

function statusOf(err: unknown): number | undefined {
  const status = (err as ClientError | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

const MISSING_SLUGS_MAX = 5000;

/** What the source needs of the configuration (the deadline is the caching layer's, see cache.ts). */
export type StoryblokSourceConfig = Omit<SiteConfig['storyblok'], 'timeoutMs' | 'cvPollMs'> & { timeoutMs?: number; cvPollMs?: number };

export function createStoryblokSource(config: StoryblokSourceConfig, options: StoryblokSourceOptions = {}): ContentSource {
  const token = config.token;
  if (!token) {
    throw new ConfigError(
      "No Storyblok access token: set STORYBLOK_TOKEN to the space's public or preview token, or set PUBLIC_USE_MOCKS=true to serve the mock content.",
    );
  }
  const version = config.version;
  const cvCheckIntervalMs = options.cvCheckIntervalMs ?? config.cvPollMs ?? STORYBLOK_LIMITS.cvCheckIntervalMs;
  const perPage = options.perPage ?? STORYBLOK_LIMITS.perPage;

  const clientOptions = {
    accessToken: token,
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    maxRetries: STORYBLOK_LIMITS.maxRetries,
    retriesDelay: options.retriesDelayMs ?? STORYBLOK_LIMITS.retriesDelayMs,
    // The client's own timeout (whole seconds) backs up the caller's deadline (cache.ts), which is shorter.
    timeout:
      options.timeoutSeconds ?? (config.timeoutMs ? Math.max(1, Math.ceil(config.timeoutMs / 1000)) : STORYBLOK_LIMITS.timeoutSeconds),
    version,
    region: config.region,
    // `endpoint` replaces the region host and the https switch entirely: it is the API base ending in /v2.
    ...(config.endpoint ? { endpoint: config.endpoint.replace(/\/+$/, '') } : {}),
  };
  const client = new StoryblokClient({ ...clientOptions, cache: { type: 'memory', clear: 'auto', cv: 'auto' } });
  /** Datasources: no memory cache (an answer kept under the space's cv would never change, see above). */
  const datasourceClient = new StoryblokClient({ ...clientOptions, cache: { type: 'none' } });
  /** The `cv` a datasource is asked with: the start of the current poll interval, in seconds, so each interval asks the API once. */
  const datasourceCv = () => {
    const step = Math.max(1, Math.round(cvCheckIntervalMs / 1000));
    return Math.floor(Date.now() / 1000 / step) * step;
  };

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

    async listPublished(folder) {
      // The Links API lists stories without their content, up to 1 000 a page when `paginated`, and with
      // `include_dates=1` their `published_at` (https://www.storyblok.com/docs/api/content-delivery/v2/links/retrieve-multiple-links).
      // With the published version it lists what is published now: a story unpublished since is absent.
      await refreshCv();
      let raws: unknown[];
      try {
        raws = await client.getAll(
          'cdn/links',
          { starts_with: folder, version, include_dates: 1, paginated: 1, per_page: STORYBLOK_LIMITS.linksPerPage } as ISbStoriesParams,
          'links',
        );
      } catch (err) {
        throw unavailable(`request for the links under "${folder}"`, err);
      }
      return raws.flatMap((raw): PublishedStory[] => {
        const link = raw as {
          id?: unknown;
          uuid?: unknown;
          slug?: unknown;
          is_folder?: unknown;
          published?: unknown;
          published_at?: unknown;
        };
        if (typeof link.id !== 'number' || typeof link.uuid !== 'string' || typeof link.slug !== 'string' || link.is_folder === true)
          return [];
        if (version === 'published' && link.published === false) return [];
        return [
          {
            id: link.id,
            uuid: link.uuid,
            fullSlug: link.slug,
            publishedAt: typeof link.published_at === 'string' ? link.published_at : null,
          },
        ];
      });
    },

    async getDatasourceEntries(datasource) {
      await refreshCv();
      let raws: unknown[];
      try {
        raws = await datasourceClient.getAll(
          'cdn/datasource_entries',
          { datasource, per_page: 1000, cv: datasourceCv() } as ISbStoriesParams,
          'datasource_entries',
        );
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
        per_page: perPage,
      };
      if (query.startsWith) params.starts_with = query.startsWith;
      if (query.contentType) params.content_type = query.contentType;
      if (query.sortBy) params.sort_by = query.sortBy;
      if (query.excludingSlugs?.length) params.excluding_slugs = query.excludingSlugs.join(',');
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
