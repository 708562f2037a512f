import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createMockStore, type StoriesParams } from '../../src/content/mock-store';

/**
 * A local stand-in for Storyblok's Content Delivery API v2, serving the mock store over node:http on
 * 127.0.0.1 (port 0). It answers the shapes the real API sends (`total` and `per-page` headers, `cv`,
 * `rels` or `rel_uuids`), checks the token, can answer 429 a given number of times, and records every
 * request so tests can assert on retries, batching and parameters.
 */

export type RecordedRequest = { path: string; query: Record<string, string>; status: number; at: number };

export type MockCdnOptions = {
  /** Folder of `{locale}/{full_slug}.json` story files. */
  root: string;
  /** The only accepted `token` (default 'test-token'). */
  token?: string;
  /** Answer the first `times` requests to `path` (e.g. '/v2/cdn/stories/home') with `status`. */
  failFirst?: { path: string; times: number; status: 429 };
  /** The space's content version, sent as `cv` and as `space.version` (default 1700000000). */
  cv?: number;
  /** Where the store's warnings about skipped files go (default console.warn). */
  warn?: (message: string) => void;
  /** Datasource entries by datasource slug (default: `{root}/../datasources/{slug}.json` when there is one). */
  datasources?: Record<string, { name: string; value: string }[]>;
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
  /** Publishes a new content version. */
  setCv(cv: number): void;
  /** The space's current content version. */
  cv(): number;
  /** Replaces a datasource's entries (an editor saved one). */
  setDatasource(slug: string, entries: { name: string; value: string }[]): void;
  /** Replaces the body rewrite of `transformBody` (null: none), e.g. to publish a change. */
  setTransform(transform: MockCdnOptions['transformBody'] | null): void;
  /**
   * Injects a fault into every request from now on: 'hang' (never answers), 'reset' (closes the
   * connection without an answer), an HTTP status, or null to serve again.
   */
  setFault(fault: 'hang' | 'reset' | { status: number } | null): void;
  close(): Promise<void>;
};

const API = '/v2/cdn';

const int = (v: string | undefined): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const versionOf = (v: string | undefined): 'published' | 'draft' => (v === 'draft' ? 'draft' : 'published');

export async function startMockCdn(options: MockCdnOptions): Promise<MockCdn> {
  const store = createMockStore(options.root, { warn: options.warn });
  await store.load();
  const token = options.token ?? 'test-token';
  let cv = options.cv ?? 1_700_000_000;
  let failuresLeft = options.failFirst?.times ?? 0;
  let transform = options.transformBody;
  let fault: 'hang' | 'reset' | { status: number } | null = null;
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
    if (q.token !== token) return { status: 401, body: { error: 'Unauthorized' } };

    const finish = (body: Record<string, unknown>) => (transform ? transform({ path, query: q }, body) : body);

    if (path === `${API}/spaces/me`) {
      return {
        status: 200,
        body: finish({
          space: { id: 1, name: 'Autopolis (mock)', domain: 'http://localhost:3000/', version: cv, language_codes: ['de-lu', 'en-gb'] },
        }),
      };
    }
    if (path === `${API}/links` || path === `${API}/links/`) {
      const paginated = q.paginated === '1' || q.paginated === 'true';
      const {
        answer: body,
        total,
        perPage,
      } = await store.links({
        starts_with: q.starts_with,
        paginated,
        per_page: int(q.per_page),
        page: int(q.page),
        version: versionOf(q.version),
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
        body: finish({ datasource_entries: rows, cv }),
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
        resolve_relations: q.resolve_relations,
      };
      const { answer: body, total, perPage } = await store.stories(params);
      return { status: 200, body: finish({ ...body, cv }), headers: { total: String(total), 'per-page': String(perPage) } };
    }
    if (path.startsWith(`${API}/stories/`)) {
      const slug = decodeURIComponent(path.slice(`${API}/stories/`.length));
      const found = await store.story(slug, {
        language: q.language,
        version: versionOf(q.version),
        resolve_relations: q.resolve_relations,
        find_by: q.find_by === 'uuid' ? 'uuid' : undefined,
      });
      if (!found) return { status: 404, body: ['This record could not be found'] };
      return { status: 200, body: finish({ ...found, cv }) };
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
    if (fault) {
      record.status = fault.status;
      send(res, fault.status, { error: 'injected fault' });
      return;
    }
    if (req.method !== 'GET') {
      record.status = 405;
      send(res, 405, { error: 'Method Not Allowed' });
      return;
    }
    answer(path, query).then(
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
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    endpoint: `${url}/v2`,
    token,
    requests,
    requestsTo: (prefix) => requests.filter((r) => r.path.startsWith(prefix)),
    setCv(next) {
      cv = next;
    },
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
