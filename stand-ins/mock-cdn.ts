import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createMockStore, type RawStory, type StoriesParams } from '../src/content/mock-store';

/**
 * A local stand-in for Storyblok's Content Delivery API v2, serving the mock store over node:http on
 * 127.0.0.1 (port 0). It answers the shapes the real API sends (`total` and `per-page` headers, `cv`,
 * `rels` or `rel_uuids`), checks the token, can answer 429 a given number of times, and records every
 * request so tests can assert on retries, batching and parameters.
 *
 * It is strict where Storyblok documents a behaviour the site must not assume away; each names its page:
 * - the space's version (`cv`) changes when content is published, unpublished or deleted, and only
 *   then ("a Unix timestamp that is updated every time you publish new content",
 *   https://storyblok.com/faq/how-stories-are-cached-content-delivery-api): `publish`, `unpublish`;
 *   saving a datasource entry changes no `cv` (`setDatasource`);
 * - datasource answers carry no `cv`
 *   (https://www.storyblok.com/docs/api/content-delivery/v2/datasources/retrieve-multiple-datasource-entries);
 * - a story link's `cached_url` is the linked story's full_slug when the story holding the link was
 *   published ("cached_url … will be set during publishing", https://storyblok.com/faq/link-object-history):
 *   `publish` writes it, and renaming the linked story later leaves it as it was;
 * - the documented rate limits of uncached requests, per second, answered 429 beyond them: single
 *   stories and listings of up to 25 entries 50, 26–50 entries 15, 51–75 10, 76–100 6
 *   (https://www.storyblok.com/docs/api/content-delivery/v2/getting-started/rate-limit). Every request
 *   counts as uncached, which is stricter than the CDN (1 000 per second for cached answers);
 * - pages of at most 100 stories, 1 000 links or datasource entries
 *   (https://www.storyblok.com/docs/api/content-delivery/v2/getting-started/pagination);
 * - drafts and the two tokens ("To access the draft version of your content, you can use the preview token,
 *   and for receiving published content, you can use the public token. The preview token also allows to load
 *   the published content", https://www.storyblok.com/docs/api/content-delivery/v2/getting-started): with
 *   `previewToken` set, `version=draft` answers the saved drafts (`saveDraft`) to that token only and refuses
 *   the public `token` (401); `version=published` answers the published stories to both. A saved draft changes
 *   no `cv` (the space's version follows publishing, above); `publish` makes a story both the published and
 *   the draft version. Without `previewToken`, `token` reads both versions (a preview token alone);
 * - every block of a draft answer carries `_editable`, the HTML comment the visual editor finds the block by
 *   ("shipped in the draft JSON by adding the key _editable to each component",
 *   https://storyblok.com/docs/guide/in-depth/storyblok-latest-js-v1); published answers carry none.
 */

export type RecordedRequest = { path: string; query: Record<string, string>; status: number; at: number };

export type MockCdnOptions = {
  /** Folder of `{locale}/{full_slug}.json` story files. */
  root: string;
  /** The accepted `token` (default 'test-token'): the public one when `previewToken` is set. */
  token?: string;
  /** The space's preview token: the only one that reads `version=draft` (default: none, `token` reads both). */
  previewToken?: string;
  /** The address to listen on (default 127.0.0.1; a Docker bridge's gateway lets containers reach it). */
  host?: string;
  /** Answer the first `times` requests to `path` (e.g. '/v2/cdn/stories/home') with `status`. */
  failFirst?: { path: string; times: number; status: 429 };
  /** The space's content version, sent as `cv` and as `space.version` (default 1700000000). */
  cv?: number;
  /** Where the store's warnings about skipped files go (default console.warn). */
  warn?: (message: string) => void;
  /** Datasource entries by datasource slug (default: `{root}/../datasources/{slug}.json` when there is one). */
  datasources?: Record<string, { name: string; value: string }[]>;
  /** Apply Storyblok's rate limits (default true; false for a test that measures something else under load). */
  rateLimits?: boolean;
  /** Rewrites a successful JSON body before it is sent (e.g. to serve a broken story). */
  transformBody?: (request: { path: string; query: Record<string, string> }, body: Record<string, unknown>) => Record<string, unknown>;
};

export type MockCdn = {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** API base to configure as the Storyblok endpoint: `${url}/v2` */
  endpoint: string;
  token: string;
  requests: RecordedRequest[];
  /** Requests whose path starts with `prefix`. */
  requestsTo(prefix: string): RecordedRequest[];
  /**
   * An editor publishes: the story given is stored as published now (its `published_at` set, its story
   * links' `cached_url` written from the linked stories' current full_slug), and the space gets a new
   * content version. Without a story, only the version changes: a publish whose change the test serves
   * through `setTransform`.
   */
  publish(story?: RawStory): Promise<void>;
  /**
   * An editor saves without publishing: `version=draft` answers this story (in every language that showed the
   * default version), `version=published` keeps the published one, and `cv` stays as it was.
   */
  saveDraft(story: RawStory): Promise<void>;
  /** An editor unpublishes (or deletes) the story with this uuid: it is gone from every answer, with a new content version. */
  unpublish(uuid: string): Promise<void>;
  /** The space's current content version. */
  cv(): number;
  /** Replaces a datasource's entries (an editor saved one): no new content version, as in Storyblok. */
  setDatasource(slug: string, entries: { name: string; value: string }[]): void;
  /** Requests answered 429 because they went past the documented rate limits. */
  throttled(): RecordedRequest[];
  /** Replaces the body rewrite of `transformBody` (null: none), e.g. to publish a change. */
  setTransform(transform: MockCdnOptions['transformBody'] | null): void;
  /**
   * Injects a fault into every request from now on: 'hang' (never answers), 'reset' (closes the
   * connection without an answer), an HTTP status, a delay before each answer (a slow network, a
   * busy API), or null to serve again.
   */
  setFault(fault: Fault): void;
  close(): Promise<void>;
};

type Fault = 'hang' | 'reset' | { status: number } | { delayMs: number } | null;

const API = '/v2/cdn';

const int = (v: string | undefined): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const versionOf = (v: string | undefined): 'published' | 'draft' => (v === 'draft' ? 'draft' : 'published');

/** Storyblok's rate limit for a request, per second (see the comment at the top). */
export function rateTier(path: string, perPage: number | undefined): { tier: string; limit: number } {
  const listing = [`${API}/stories`, `${API}/links`, `${API}/datasource_entries`].includes(path.replace(/\/$/, ''));
  if (!listing) return { tier: 'single', limit: 50 };
  const n = perPage ?? 25;
  if (n <= 25) return { tier: 'single', limit: 50 };
  if (n <= 50) return { tier: 'up-to-50', limit: 15 };
  if (n <= 75) return { tier: 'up-to-75', limit: 10 };
  return { tier: 'up-to-100', limit: 6 };
}

const isRecordValue = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every story link in `value` with a uuid gets `cached_url` = that story's full_slug now (as a publish does). */
function writeCachedUrls(value: unknown, slugOf: (uuid: string) => string | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => writeCachedUrls(v, slugOf));
  if (!isRecordValue(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = writeCachedUrls(v, slugOf);
  if (out.linktype === 'story' && typeof out.id === 'string' && out.id !== '') {
    const slug = slugOf(out.id);
    if (slug !== undefined) out.cached_url = slug;
  }
  // a rich-text link mark: attrs.href from attrs.uuid
  if (out.linktype === 'story' && typeof out.uuid === 'string' && 'href' in out) {
    const slug = slugOf(out.uuid);
    if (slug !== undefined) out.href = `/${slug}`;
  }
  return out;
}

/** The space's id, in `spaces/me` and in the `_editable` comments. */
const SPACE_ID = 1;

/** Every block (an object with `component` and `_uid`) in `value` with the `_editable` comment of story `storyId`. */
function withEditable(value: unknown, storyId: number): unknown {
  if (Array.isArray(value)) return value.map((v) => withEditable(v, storyId));
  if (!isRecordValue(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withEditable(v, storyId);
  if (typeof out.component === 'string' && typeof out._uid === 'string' && out._editable === undefined) {
    const comment = { name: out.component, space: String(SPACE_ID), uid: out._uid, id: String(storyId) };
    out._editable = `<!--#storyblok#${JSON.stringify(comment)}-->`;
  }
  return out;
}

/** A draft answer's stories (the story, the list, the resolved relations), each block with its `_editable`. */
function editableStories<T extends Record<string, unknown>>(body: T): T {
  const mark = (story: RawStory) => ({ ...story, content: withEditable(story.content, story.id) as RawStory['content'] });
  const out: Record<string, unknown> = { ...body };
  if (isRecordValue(body.story)) out.story = mark(body.story as RawStory);
  if (Array.isArray(body.stories)) out.stories = (body.stories as RawStory[]).map(mark);
  if (Array.isArray(body.rels)) out.rels = (body.rels as RawStory[]).map(mark);
  return out as T;
}

export async function startMockCdn(options: MockCdnOptions): Promise<MockCdn> {
  const store = createMockStore(options.root, { warn: options.warn });
  await store.load();
  // the draft version of every story: the published one until an editor saves a draft (the warnings are store's)
  const drafts = createMockStore(options.root, { warn: () => {} });
  await drafts.load();
  const token = options.token ?? 'test-token';
  const previewToken = options.previewToken;
  /** The store a request with this version and token reads, or null when the token may not read it. */
  const storeFor = (version: 'published' | 'draft', given: string | undefined) => {
    const preview = previewToken !== undefined && given === previewToken;
    if (!preview && given !== token) return null;
    if (version === 'published') return store;
    return preview || previewToken === undefined ? drafts : null;
  };
  let cv = options.cv ?? 1_700_000_000;
  let failuresLeft = options.failFirst?.times ?? 0;
  const rateLimits = options.rateLimits ?? true;
  const recent = new Map<string, number[]>();
  /** True when one more request of this tier would go past its limit in the last second (and then it is not counted). */
  function overLimit(path: string, q: Record<string, string>): boolean {
    if (!rateLimits) return false;
    const { tier, limit } = rateTier(path, int(q.per_page));
    const now = Date.now();
    const times = (recent.get(tier) ?? []).filter((t) => now - t < 1000);
    recent.set(tier, times);
    if (times.length >= limit) return true;
    times.push(now);
    return false;
  }
  let transform = options.transformBody;
  let fault: Fault = null;
  const requests: RecordedRequest[] = [];
  const datasources = new Map(Object.entries(options.datasources ?? {}));
  async function datasource(slug: string): Promise<{ name: string; value: string }[] | null> {
    if (datasources.has(slug)) return datasources.get(slug)!;
    if (!/^[a-z0-9-]+$/.test(slug)) return null;
    try {
      return JSON.parse(await readFile(join(options.root, '..', 'datasources', `${slug}.json`), 'utf8')) as {
        name: string;
        value: string;
      }[];
    } catch {
      return null;
    }
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
    res.end(text);
  }

  async function answer(
    path: string,
    q: Record<string, string>,
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    if (options.failFirst && path === options.failFirst.path && failuresLeft > 0) {
      failuresLeft--;
      return { status: options.failFirst.status, body: { error: 'Too Many Requests' } };
    }
    const source = storeFor(versionOf(q.version), q.token);
    if (!source) return { status: 401, body: { error: 'Unauthorized' } };
    if (overLimit(path, q)) return { status: 429, body: { error: 'Too Many Requests' } };

    const finish = (body: Record<string, unknown>) => (transform ? transform({ path, query: q }, body) : body);

    if (path === `${API}/spaces/me`) {
      return {
        status: 200,
        body: finish({
          space: {
            id: SPACE_ID,
            name: 'Autopolis (mock)',
            domain: 'http://localhost:3000/',
            version: cv,
            language_codes: ['de-lu', 'en-gb'],
          },
        }),
      };
    }
    if (path === `${API}/links` || path === `${API}/links/`) {
      const paginated = q.paginated === '1' || q.paginated === 'true';
      const {
        answer: body,
        total,
        perPage,
      } = await source.links({
        starts_with: q.starts_with,
        paginated,
        per_page: int(q.per_page),
        page: int(q.page),
        version: versionOf(q.version),
        include_dates: q.include_dates === '1',
      });
      const headers: Record<string, string> = paginated ? { total: String(total), 'per-page': String(perPage) } : {};
      return { status: 200, body: finish({ ...body, cv }), headers };
    }
    if (path === `${API}/datasource_entries` || path === `${API}/datasource_entries/`) {
      const entries = await datasource(q.datasource ?? '');
      if (!entries) return { status: 404, body: ['This record could not be found'] };
      const rows = entries.map((e, i) => ({ id: i + 1, name: e.name, value: e.value, dimension_value: null }));
      return {
        status: 200,
        body: finish({ datasource_entries: rows }),
        headers: { total: String(rows.length), 'per-page': String(rows.length || 25) },
      };
    }
    if (path === `${API}/stories` || path === `${API}/stories/`) {
      const params: StoriesParams = {
        language: q.language,
        version: versionOf(q.version),
        starts_with: q.starts_with,
        content_type: q.content_type,
        sort_by: q.sort_by,
        per_page: int(q.per_page),
        page: int(q.page),
        by_uuids: q.by_uuids,
        by_uuids_ordered: q.by_uuids_ordered,
        with_tag: q.with_tag,
        excluding_slugs: q.excluding_slugs,
        resolve_relations: q.resolve_relations,
      };
      const { answer, total, perPage } = await source.stories(params);
      const body = params.version === 'draft' ? editableStories(answer) : answer;
      return { status: 200, body: finish({ ...body, cv }), headers: { total: String(total), 'per-page': String(perPage) } };
    }
    if (path.startsWith(`${API}/stories/`)) {
      const slug = decodeURIComponent(path.slice(`${API}/stories/`.length));
      const found = await source.story(slug, {
        language: q.language,
        version: versionOf(q.version),
        resolve_relations: q.resolve_relations,
        find_by: q.find_by === 'uuid' ? 'uuid' : undefined,
      });
      if (!found) return { status: 404, body: ['This record could not be found'] };
      return { status: 200, body: finish({ ...(versionOf(q.version) === 'draft' ? editableStories(found) : found), cv }) };
    }
    return { status: 404, body: ['This record could not be found'] };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const query = Object.fromEntries(url.searchParams);
    // An endpoint configured without the /v2 suffix still reaches the v2 API.
    const path = url.pathname.startsWith('/cdn/') ? `/v2${url.pathname}` : url.pathname;
    const record: RecordedRequest = { path, query, status: 0, at: Date.now() };
    requests.push(record);
    if (fault === 'hang') return;
    if (fault === 'reset') {
      record.status = -1;
      req.socket.destroy();
      return;
    }
    if (fault && 'status' in fault) {
      record.status = fault.status;
      send(res, fault.status, { error: 'injected fault' });
      return;
    }
    const delayMs = fault && 'delayMs' in fault ? fault.delayMs : 0;
    if (req.method !== 'GET') {
      record.status = 405;
      send(res, 405, { error: 'Method Not Allowed' });
      return;
    }
    const answered = answer(path, query);
    const after = delayMs > 0 ? answered.then((a) => new Promise<typeof a>((r) => setTimeout(() => r(a), delayMs))) : answered;
    after.then(
      ({ status, body, headers }) => {
        record.status = status;
        send(res, status, body, headers);
      },
      (err: unknown) => {
        record.status = 500;
        send(res, 500, { error: (err as Error).message });
      },
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url,
    endpoint: `${url}/v2`,
    token,
    requests,
    requestsTo: (prefix) => requests.filter((r) => r.path.startsWith(prefix)),
    async publish(story) {
      // a new Unix timestamp, later than the last one even within the same second
      cv = Math.max(cv + 1, Math.floor(Date.now() / 1000));
      if (!story) return;
      const links = (await store.links({ version: 'draft' })).answer.links;
      const now = new Date().toISOString();
      const published = writeCachedUrls(story, (uuid) => links[uuid]?.slug) as RawStory;
      const stored = { ...published, published_at: now, first_published_at: story.first_published_at ?? now };
      await store.put(stored);
      await drafts.put(stored);
    },
    async saveDraft(story) {
      await drafts.put(story);
    },
    async unpublish(uuid) {
      cv = Math.max(cv + 1, Math.floor(Date.now() / 1000));
      await store.remove(uuid);
      await drafts.remove(uuid);
    },
    throttled: () => requests.filter((r) => r.status === 429 && !(options.failFirst && r.path === options.failFirst.path)),
    cv: () => cv,
    setDatasource(slug, entries) {
      datasources.set(slug, entries);
    },
    setTransform(next) {
      transform = next ?? undefined;
    },
    setFault(next) {
      fault = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
