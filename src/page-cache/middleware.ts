import type { Context, MiddlewareHandler } from 'hono';
import { config } from '../config/env';
import { CACHE_DEFAULTS } from '../content/cache';
import { contentVersion } from '../content/select-source';
import { logger } from '../log';
import { routes } from '../routing';
import { chooseEncoding, compressBytes, COMPRESSIBLE } from '../server/middleware/compression';
import { pagePathFromUrl, pageUncacheableReason } from '../server/request';
import { replaceResponse, takeResponse } from '../server/response';
import { indexVersion } from '../stock/search';
import { cachePlan } from './plan';
import { PageStore, type CachedPage, type RenderOutcome } from './store';

const log = logger('page-cache');

const RSC_PAGE_PREFIX = '/RSC/R/';
/** Waku's client router names the elements it already holds; the payload leaves them out, so it is part of the key. */
const ROUTER_SKIP_HEADER = 'x-waku-router-skip';
/** Hop-by-hop and per-response headers a kept page must not replay. */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'keep-alive']);

export type PageCacheOptions = { maxBytes: number; ttlMs?: number; versions?: () => Promise<string | null> };

/** The versions every kept page depends on: the live stock index and the content the CMS gave. */
async function sourceVersions(): Promise<string | null> {
  const [index, content] = await Promise.all([indexVersion(), contentVersion()]);
  return index === null || content === null ? null : `${index}|${content}`;
}

/**
 * The page cache (issue 16): rendered pages and their RSC payloads, kept whole in memory by page,
 * canonical query and the versions of the stock index and the content, so an entry can never
 * outlive the data it shows: a sold vehicle the index has deleted changes the index version, and
 * every page rendered before is never asked for again (the LRU lets it go). See plan.ts for which
 * pages are kept and why each is the same for every visitor.
 *
 * It sits inside Waku's request context, after the redirects (a kept page is never served instead
 * of a 301) and around the status middleware (the status a page set is kept with it). Each page is
 * compressed once per encoding and served with `Content-Encoding`, so the outer compression leaves
 * it alone. `X-Page-Cache` says `hit`, `miss` or `coalesced` (waited for a render under way).
 */
export function pageCache(options: PageCacheOptions = { maxBytes: config().pageCache.maxBytes }): MiddlewareHandler {
  if (options.maxBytes <= 0) return (_c, next) => next();
  const store = new PageStore({ maxBytes: options.maxBytes, ttlMs: options.ttlMs ?? CACHE_DEFAULTS.ttlMs });
  const versions = options.versions ?? sourceVersions;

  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const url = new URL(c.req.url);
    const rsc = url.pathname.startsWith(RSC_PAGE_PREFIX);
    const query = pageQuery(url, rsc);
    if (!query) return next();
    const path = pagePathFromUrl(url);
    const match = routes().parse(path);
    const plan = match ? cachePlan(match, query) : null;
    if (!plan) return next();
    const version = await versions();
    if (version === null) return next();
    const key = [rsc ? 'rsc' : 'html', path, plan.canonical, version, rsc ? (c.req.header(ROUTER_SKIP_HEADER) ?? '') : ''].join('\n');

    if (!plan.storable) {
      // served from the entry of the canonical URL when there is one, rendered as asked otherwise
      const kept = store.peek(key);
      if (!kept) return next();
      serve(c, store, key, kept, 'hit');
      return;
    }
    let outcome: Awaited<ReturnType<PageStore['get']>>;
    try {
      outcome = await store.get(key, () => render(c, next));
    } catch (error) {
      // the render this request waited for failed: render it here, as if there were no cache
      log.warn('a shared render failed; rendering again', { path, err: error });
      return next();
    }
    serve(c, store, key, outcome.page, outcome.source);
  };
}

/** The page's own query: the URL's for a page, the `query` parameter of an RSC request (null: anything else in it). */
function pageQuery(url: URL, rsc: boolean): URLSearchParams | null {
  if (!rsc) return url.searchParams;
  for (const name of url.searchParams.keys()) if (name !== 'query') return null;
  return new URLSearchParams(url.searchParams.get('query') ?? '');
}

/** Renders the page through the rest of the chain and holds it whole; only a plain 200 without cookies is kept. */
async function render(c: Context, next: () => Promise<void>): Promise<RenderOutcome> {
  await next();
  const { status, headers, body } = takeResponse(c.res);
  const bytes = body ? new Uint8Array(await new Response(body).arrayBuffer()) : new Uint8Array();
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name)) kept.push([name, value]);
  });
  const page: CachedPage = { status, headers: kept, body: bytes, encoded: new Map() };
  // read after the body: the page marks itself while it renders, and rendering ends with the body
  const varies = pageUncacheableReason();
  const store = status === 200 && !headers.has('set-cookie') && !headers.has('content-encoding') && !varies;
  return { page, store };
}

function serve(c: Context, store: PageStore, key: string, page: CachedPage, source: 'hit' | 'coalesced' | 'miss'): void {
  const headers = new Headers(page.headers);
  headers.set('X-Page-Cache', source);
  let body = page.body;
  if (COMPRESSIBLE.test(headers.get('content-type') ?? '')) {
    headers.append('Vary', 'Accept-Encoding');
    const encoding = body.byteLength >= 256 ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
    if (encoding) {
      let encoded = page.encoded.get(encoding);
      if (!encoded) {
        encoded = compressBytes(page.body, encoding);
        store.addEncoding(key, page, encoding, encoded);
      }
      body = encoded;
      headers.set('Content-Encoding', encoding);
    }
  }
  headers.set('Content-Length', String(body.byteLength));
  replaceResponse(c, new Response(body.byteLength > 0 ? (body as Uint8Array<ArrayBuffer>) : null, { status: page.status, headers }));
}
