import type { Context, MiddlewareHandler } from 'hono';
import { config, type EdgeConfig } from '../config/env';
import { metricCounter, metricGauge } from '../health/metrics';
import { CACHE_DEFAULTS } from '../content/cache';
import { contentVersion } from '../content/select-source';
import { routes } from '../routing';
import type { RouteName } from '../routing/table';
import { chooseEncoding, compressBytes, COMPRESSIBLE } from '../server/middleware/compression';
import { CONTENT_KEY, surrogateHeaders } from '../edge/keys';
import { pageNonce, pagePathFromUrl, pageTags, pageUncacheableReason } from '../request';
import { PAYLOAD_CACHE_CONTROL, sharedPageCacheControl, UNSHARED_PAGE_CACHE_CONTROL } from '../server/middleware/cache-policy';
import { replaceResponse, takeResponse } from '../server/response';
import { indexVersion } from '../stock/search';
import { cachePlan, type Planner } from './plan';
import { KEPT_FRAME_HEADER, parseKeptVersions } from '../navigation/kept-frame-protocol';
import { answerCopy, findNonceSlots, freshNonce, writeNonce } from './nonce';
import { createRefiner, type Refiner } from './refine';
import { PageStore, type CachedPage, type RenderOutcome } from './store';
import { noneMatch, pageEtag } from './validators';

const RSC_PAGE_PREFIX = '/RSC/R/';
/** Waku's client router names the elements it already holds; the payload leaves them out, so it is part of the key. */
const ROUTER_SKIP_HEADER = 'x-waku-router-skip';
/** A tab names the frame versions it holds (src/navigation/kept-frame-protocol.ts); a payload leaves out a frame the tab holds. */
const KEPT_FRAME = (c: Context) => parseKeptVersions(c.req.header(KEPT_FRAME_HEADER)).join(' ');
/** Hop-by-hop and per-response headers a kept page must not replay. */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'keep-alive', 'vary']);

export type PageCacheOptions = {
  maxBytes: number;
  ttlMs?: number;
  versions?: () => Promise<string | null>;
  /** The shared caches' lifetimes of a kept page (EDGE_* in src/config/env.ts). */
  edge?: Pick<EdgeConfig, 'sMaxAge' | 'staleWhileRevalidate' | 'staleIfError'>;
};

/** How a kept answer is sent: its validator, its Cache-Control and what it varies on. */
type Sending = { etag: string; cacheControl: string; vary: string };

/** The versions every kept page depends on: the live stock index and the content the CMS gave. */
async function sourceVersions(): Promise<string | null> {
  const [index, content] = await Promise.all([indexVersion(), contentVersion()]);
  return index === null || content === null ? null : `${index}|${content}`;
}

/**
 * The page cache (issue 16): rendered pages and their RSC payloads, kept whole in memory by page,
 * canonical query and the versions of the stock index and the content, so an entry can never
 * outlive the data it shows: a sold vehicle the index has deleted changes the index version, and
 * every page rendered before is never asked for again (the LRU lets it go). Each route's row says
 * whether its pages are kept (`plannerOf`, given by server-entry.tsx; the planners are plan.ts's).
 *
 * It sits inside Waku's request context, after the redirects (a kept page is never served instead
 * of a 301) and around the status middleware (the status a page set is kept with it). Each page is
 * compressed once per encoding and served with `Content-Encoding`, so the outer compression leaves
 * it alone; a page served again gets a smaller brotli copy, made once in the background (refine.ts).
 * `X-Page-Cache` says `hit`, `miss` (rendered now) or `coalesced` (waited for a render under way).
 *
 * A page's HTML carries the nonce of its Content-Security-Policy: a kept page keeps where its render's
 * nonce is (nonce.ts), and every answer, the render's own included, gets a fresh one written there and in
 * its policy (issue 39: a nonce served to one visitor must not be one the next visitor's page trusts).
 * Its bytes differ per answer, so it cannot be kept compressed as it is: it is compressed per answer until,
 * served again, it gets a compressed copy made in the background whose nonces sit in stored blocks
 * (nonce.ts), where each answer writes its own (brotli on 127 KB per answer cost about 1.5 ms; the copy's
 * rewrite about 0.01 ms). A payload (no nonce) keeps its compressed copies as before.
 *
 * Every kept page and payload is sent with a validator worked out from its key and the build
 * (validators.ts), and a request that names it (`If-None-Match`) is answered 304 before anything is
 * looked up or rendered, HEAD included (the HTTP layer answers HEAD as the GET). A page is sent with a
 * shared cache's lifetimes and the keys of what it shows (`Surrogate-Key`, `Cache-Tag`: src/edge/keys.ts),
 * a payload for the browser alone (docs/edge-cache.md).
 */
export function pageCache(
  plannerOf: (route: RouteName) => Planner | undefined,
  options: PageCacheOptions = { maxBytes: config().pageCache.maxBytes },
): MiddlewareHandler {
  if (options.maxBytes <= 0) return (_c, next) => next();
  const ttlMs = options.ttlMs ?? CACHE_DEFAULTS.ttlMs;
  const store = new PageStore({ maxBytes: options.maxBytes, ttlMs, dropped: (reason) => pageCacheDrops().inc({ reason }) });
  const pageCacheControl = sharedPageCacheControl(options.edge ?? config().edge);
  const versions = options.versions ?? sourceVersions;
  const refiner = createRefiner();
  // what it holds, read at each scrape of /metrics (hits and misses are counted as they are served)
  metricGauge('autopolis_page_cache_bytes', 'Bytes of rendered pages the page cache holds', [], (g) => g.set(store.stats().bytes));
  metricGauge('autopolis_page_cache_entries', 'Pages and payloads the page cache holds', [], (g) => g.set(store.stats().entries));
  metricGauge(
    'autopolis_page_cache_copy_running_seconds',
    'How long the background copy holding each turn (fast, best) has been under way; 0 when the turn is free',
    ['quality'],
    (g) => {
      for (const [quality, seconds] of Object.entries(refiner.running())) g.set({ quality }, seconds);
    },
  );
  /** the versions the last request was keyed by: a change renews every kept page */
  let lastVersion: string | undefined;

  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const url = new URL(c.req.url);
    const rsc = url.pathname.startsWith(RSC_PAGE_PREFIX);
    const query = pageQuery(url, rsc);
    if (!query) return next();
    const path = pagePathFromUrl(url);
    const match = routes().parse(path);
    const plan = match ? cachePlan(plannerOf(match.route), match, query) : null;
    if (!plan) return next();
    const version = await versions();
    if (version === null) return next();
    if (lastVersion !== undefined && version !== lastVersion) pageCacheVersionChanges().inc();
    lastVersion = version;
    const key = [
      rsc ? 'rsc' : 'html',
      path,
      plan.canonical,
      version,
      rsc ? (c.req.header(ROUTER_SKIP_HEADER) ?? '') : '',
      rsc ? KEPT_FRAME(c) : '',
    ].join('\n');
    const sending: Sending = {
      etag: pageEtag({ key, encoding: chooseEncoding(c.req.header('Accept-Encoding')), ttlMs }),
      cacheControl: rsc ? PAYLOAD_CACHE_CONTROL : pageCacheControl,
      // a payload leaves out what the tab holds: the headers that say so pick the answer too
      vary: rsc ? `Accept-Encoding, ${ROUTER_SKIP_HEADER}, ${KEPT_FRAME_HEADER}` : 'Accept-Encoding',
    };
    const kept = store.holds(key);
    if (noneMatch(c.req.header('If-None-Match'), sending.etag, kept !== undefined)) return notModified(c, sending, kept);

    const found = store.lookup(key);
    // a page the cache may hold, asked for: what the cache had for it (a miss renders, kept or not)
    pageCacheAnswers().inc({ result: !found ? 'miss' : 'page' in found ? 'hit' : 'coalesced' });
    if (found && 'page' in found) return serve(c, store, key, found.page, 'hit', sending, refiner);
    if (found) {
      try {
        return serve(c, store, key, await found.pending, 'coalesced', sending);
      } catch {
        // the render this request waited for was not kept (an error page, a failure): render it here
        return next();
      }
    }
    // a request written otherwise than the canonical URL renders as asked and is never kept
    if (!plan.storable) return next();
    await renderAndKeep(c, next, store, key, sending);
  };
}

const pageCacheAnswers = () =>
  metricCounter(
    'autopolis_page_cache_requests_total',
    'Pages the page cache may hold, by what it had: hit, coalesced (a render under way) or miss',
    ['result'],
  );

/**
 * The answer to a request that holds the page's current version: no body, and what a 304 repeats of the
 * 200 (RFC 9110, 15.4.5: ETag, Cache-Control, Vary; the keys of a kept page, which a CDN updates with it).
 */
function notModified(c: Context, sending: Sending, kept: CachedPage | undefined): void {
  const headers = new Headers({
    ETag: sending.etag,
    'Cache-Control': sending.cacheControl,
    Vary: sending.vary,
    'X-Page-Cache': 'revalidated',
  });
  for (const [name, value] of kept?.headers ?? []) if (/^(?:surrogate-key|cache-tag)$/i.test(name)) headers.set(name, value);
  replaceResponse(c, new Response(null, { status: 304, headers }));
}

const pageCacheDrops = () =>
  metricCounter(
    'autopolis_page_cache_dropped_total',
    'Kept pages and payloads the page cache let go of itself: evicted (for room) or expired',
    ['reason'],
  );

const pageCacheVersionChanges = () =>
  metricCounter(
    'autopolis_page_cache_version_changes_total',
    'Changes of the stock index or content version that kept pages are keyed by (each page is rendered again)',
  );

/**
 * The answers of kept pages with a nonce, by encoding and what was sent: `copy` (a kept compressed copy with the
 * answer's nonce written in it), `compressed` (compressed for this answer: its copy is not made yet, or was refused),
 * `page` (uncompressed, the page with the answer's nonce written in it).
 */
const noncedAnswers = () =>
  metricCounter(
    'autopolis_page_cache_nonced_answers_total',
    'Answers of kept pages with a nonce, by encoding and what was sent: copy, compressed (per answer) or page',
    ['encoding', 'body'],
  );

class NotKept extends Error {}

/**
 * Renders the page through the rest of the chain, holds it whole and serves it from the entry made
 * of it (compressed once), like a hit. Held, not streamed: a kept page is sent in one write, and
 * streaming a copy to the cache (a tee) cost more CPU per page than the render's wait is worth (the
 * page waits for its search before its first byte anyway). Only a plain 200 without cookies, which
 * nothing in it marked as of the moment, is kept; anything else is sent as it came.
 */
async function renderAndKeep(c: Context, next: () => Promise<void>, store: PageStore, key: string, sending: Sending): Promise<void> {
  let settle!: (outcome: RenderOutcome) => void;
  let fail!: (error: unknown) => void;
  const shared = store.render(
    key,
    new Promise<RenderOutcome>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    }),
  );
  shared.catch(() => {}); // the waiters render for themselves
  try {
    await next();
  } catch (error) {
    fail(error);
    throw error;
  }
  const { status, headers, body } = takeResponse(c.res);
  if (!body || status !== 200 || headers.has('set-cookie') || headers.has('content-encoding')) {
    fail(new NotKept(`status ${status}`));
    return;
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await new Response(body).arrayBuffer());
  } catch (error) {
    fail(error);
    throw error;
  }
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name)) kept.push([name, value]);
  });
  // the render's nonce (page-policy.ts started it inside this middleware), where the HTML holds it
  const renderNonce = headers.has('content-security-policy') ? pageNonce() : undefined;
  const nonce = renderNonce ? (findNonceSlots(bytes, renderNonce) ?? undefined) : undefined;
  // read once the body has ended: the page marks itself while it renders, and rendering ends with the body
  const uncacheable = pageUncacheableReason();
  // what the page showed, for a shared cache's purge: every page shows the CMS (its frame), and what it read
  if (!uncacheable && /^\s*text\/html/i.test(headers.get('content-type') ?? ''))
    kept.push(...surrogateHeaders([CONTENT_KEY, ...pageTags()]));
  const page: CachedPage = { status, headers: kept, body: bytes, encoded: new Map(), nonce };
  if (uncacheable) {
    // a page of this visitor alone (a lead form's submission key): the requests that waited for this render
    // render their own. Handed this one, every visitor who opened the form at the same moment posted with the
    // same key, got "sent", and the lead store kept only the first lead (npm run faults: 4 acknowledged, 2 stored)
    fail(new NotKept(uncacheable));
    return serve(c, store, key, page, 'miss', null);
  }
  settle({ page, store: true });
  serve(c, store, key, await shared, 'miss', sending);
}

/** The page's own query: the URL's for a page, the `query` parameter of an RSC request (null: anything else in it). */
function pageQuery(url: URL, rsc: boolean): URLSearchParams | null {
  if (!rsc) return url.searchParams;
  for (const name of url.searchParams.keys()) if (name !== 'query') return null;
  return new URLSearchParams(url.searchParams.get('query') ?? '');
}

/** Sends a page (`sending`: kept, with its validator; null: this visitor's own render, kept by no one). */
function serve(
  c: Context,
  store: PageStore,
  key: string,
  page: CachedPage,
  source: 'hit' | 'coalesced' | 'miss',
  sending: Sending | null,
  refiner?: Refiner,
): void {
  const headers = new Headers(page.headers);
  headers.set('X-Page-Cache', source);
  if (sending) {
    headers.set('ETag', sending.etag);
    headers.set('Cache-Control', sending.cacheControl);
    headers.set('Vary', sending.vary);
  } else {
    headers.set('Cache-Control', UNSHARED_PAGE_CACHE_CONTROL);
  }
  let body = page.body;
  const compressible = COMPRESSIBLE.test(headers.get('content-type') ?? '');
  // Vary: Accept-Encoding is the outer compression's, as for every compressible response
  const encoding = compressible && body.byteLength >= 256 ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  if (page.nonce) {
    // this answer's own nonce, in its body and its policy: the render's is never sent
    const nonce = freshNonce();
    const policy = headers.get('content-security-policy');
    if (policy) headers.set('Content-Security-Policy', policy.replaceAll(page.nonce.nonce, nonce));
    const copy = encoding ? page.nonced?.get(encoding) : undefined;
    if (copy) body = answerCopy(copy, nonce);
    else body = writeNonce(page.body, page.nonce, nonce);
    noncedAnswers().inc({ encoding: encoding ?? 'identity', body: copy ? 'copy' : encoding ? 'compressed' : 'page' });
    if (encoding) {
      // until its copy whose nonce can be rewritten is made (in the background, once it is served again)
      if (!copy) body = compressBytes(body, encoding);
      void refiner?.refine(store, key, page, encoding);
      headers.set('Content-Encoding', encoding);
    }
  } else if (encoding) {
    let encoded = page.encoded.get(encoding);
    if (!encoded) {
      encoded = compressBytes(page.body, encoding);
      store.addEncoding(key, page, encoding, encoded);
    } else if (encoding === 'br') {
      // a page served again: its brotli copy is made smaller, once, in the background (refine.ts)
      void refiner?.refine(store, key, page);
    }
    body = encoded;
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(body.byteLength));
  replaceResponse(c, new Response(body.byteLength > 0 ? (body as Uint8Array<ArrayBuffer>) : null, { status: page.status, headers }));
}
