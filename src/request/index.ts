import { randomBytes } from 'node:crypto';
import { unstable_getContext as getContext, unstable_getContextData as getContextData } from 'waku/server';
import { sharePageNonceReader } from './html-render-nonce';

/**
 * The only module that touches the current request (URL, headers, cookies) and the response status.
 * Everything else asks here, so a move to another Waku version changes one file. A folder of its own
 * below the features (which read it while they render) and below the HTTP layer of src/server.
 */

const RSC_PREFIX = '/RSC/R';

/**
 * The page path of the current request. For Waku's RSC requests (client navigation) the page path
 * is encoded as `/RSC/R/<path>.txt`; this returns the page path in both cases.
 */
export function pagePathFromUrl(url: URL): string {
  const { pathname } = url;
  if (!pathname.startsWith(`${RSC_PREFIX}/`) || !pathname.endsWith('.txt')) return pathname;
  const inner = pathname.slice(RSC_PREFIX.length, -'.txt'.length);
  if (inner === '/_root') return '/';
  return inner.startsWith('/__') ? `/_${inner.slice(3)}` : inner;
}

function request(): Request | null {
  try {
    return getContext().req;
  } catch {
    return null;
  }
}

export function currentPagePath(): string {
  const req = request();
  return req ? pagePathFromUrl(new URL(req.url)) : '/';
}

/** The query parameters of the current request (empty outside a request). */
export function currentSearchParams(): URLSearchParams {
  const req = request();
  return req ? new URL(req.url).searchParams : new URLSearchParams();
}

export function requestHeader(name: string): string | null {
  return request()?.headers.get(name) ?? null;
}

/**
 * The page of this site the visitor came from (its path and query, from the `Referer` the browser
 * sends for a link followed on the same site, also for a client navigation's RSC request), or null:
 * an address typed or bookmarked, a link from another site, or the same page reloaded.
 */
export function referringPagePath(): string | null {
  const req = request();
  const referer = req?.headers.get('referer');
  if (!req || !referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  const here = new URL(req.url);
  if (from.host !== (req.headers.get('host') ?? here.host) && from.host !== here.host) return null;
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  if (from.pathname === pagePathFromUrl(here)) return null;
  return from.pathname + from.search;
}

/** The socket address of the visitor (stored by the client-address middleware), if known. */
export function clientAddress(): string | undefined {
  return (getContextData() as { clientAddress?: string }).clientAddress;
}

/** Called once per request by the client-address middleware, which sees the socket. */
export function rememberClientAddress(address: string | undefined): void {
  if (address) (getContextData() as { clientAddress?: string }).clientAddress = address;
}

/**
 * A value one step of the request leaves for a later one, e.g. a form's server action for the page
 * rendered after it in the same request (the form's answer without JavaScript).
 */
export function setRequestValue(key: string, value: unknown): void {
  const data = getContextData() as { values?: Map<string, unknown> };
  data.values ??= new Map();
  data.values.set(key, value);
}

/** What `setRequestValue` left under `key` in this request, if anything (undefined outside a request). */
export function requestValue<T>(key: string): T | undefined {
  try {
    return (getContextData() as { values?: Map<string, unknown> }).values?.get(key) as T | undefined;
  } catch {
    return undefined;
  }
}

/**
 * Marks the page being rendered as one the page cache must not keep: its output depends on the
 * moment or the visitor (opening hours that say "open now", a form's bookable days). Harmless
 * outside a request.
 */
export function markPageUncacheable(reason: string): void {
  try {
    const data = getContextData() as { uncacheable?: string };
    data.uncacheable ??= reason;
  } catch {
    // rendering outside a request (tests, the sitemap): nothing is cached there
  }
}

/** The current time for a page that shows something of the moment ("open now"): it is marked uncacheable. */
export function pageClock(why: string): Date {
  markPageUncacheable(why);
  return new Date();
}

/** Why the page just rendered must not be cached, or undefined when nothing in it said so. */
export function pageUncacheableReason(): string | undefined {
  try {
    return (getContextData() as { uncacheable?: string }).uncacheable;
  } catch {
    return undefined;
  }
}

/**
 * Names what the page being rendered shows, for a shared cache's purge (src/edge/keys.ts: a vehicle, a
 * story, the stock index). The page cache sends the names with a kept page. Harmless outside a request.
 */
export function tagPage(key: string): void {
  try {
    const data = getContextData() as { tags?: Set<string> };
    (data.tags ??= new Set()).add(key);
  } catch {
    // rendering outside a request (tests, the sitemap, the alerts): no page to tag
  }
}

/** What the page just rendered named with `tagPage` (empty outside a request). */
export function pageTags(): ReadonlySet<string> {
  try {
    return (getContextData() as { tags?: Set<string> }).tags ?? new Set();
  } catch {
    return new Set();
  }
}

type ResponseData = { status?: number; headers?: Record<string, string> };

function responseData(): ResponseData {
  const data = getContextData() as { response?: ResponseData };
  data.response ??= {};
  return data.response;
}

/** Sets the HTTP status of the response being rendered (applied by the response-status middleware). */
export function setResponseStatus(status: number): void {
  responseData().status = status;
}

/** Adds a response header to the response being rendered. */
export function setResponseHeader(name: string, value: string): void {
  const data = responseData();
  data.headers = { ...data.headers, [name]: value };
}

/** What the page asked for while rendering; read by the middleware once rendering has produced a response. */
export function renderedResponseData(): ResponseData {
  return responseData();
}

/** Random bytes drawn at a time for nonces, 16 each: one call to the system's generator per 256 nonces. */
const NONCE_POOL_BYTES = 4096;
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;

/**
 * A fresh nonce: 16 random bytes in base64 (24 characters, the last two `==`), each byte used once. Drawn from
 * a pool filled by `randomBytes` as `crypto.randomUUID` does: one `randomBytes(16)` per nonce was 0.4 % of an
 * uncached stock page's CPU (two nonces: the render's and its answer's; `npm run bench:profile`, 28 November).
 */
export function newNonce(): string {
  if (noncePoolAt + 16 > noncePool.byteLength) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolAt, noncePoolAt + 16);
  noncePoolAt += 16;
  return nonce;
}

/**
 * The Content Security Policy nonce of the page being rendered (src/server/middleware/page-policy.ts
 * starts it before the render and names it in the page's policy). Kept under `nonce` in the request's
 * context data, where the build hands it to Waku's HTML render (framework/patches/render-html-with-nonce.ts:
 * the bootstrap script, React's inline scripts and the RSC payload's scripts carry it) until Waku 1.x's
 * `unstable_setNonce` does the same. A page's own inline `<script>` elements take it from `pageNonce()`.
 */
export function startPageNonce(): string {
  const data = getContextData() as { nonce?: string };
  data.nonce ??= newNonce();
  return data.nonce;
}

/** The nonce of the page being rendered, if its render was started with one (undefined outside a page request). */
export function pageNonce(): string | undefined {
  try {
    return (getContextData() as { nonce?: string }).nonce;
  } catch {
    return undefined;
  }
}

// the HTML render's client components write the nonce without the payload carrying it (html-render-nonce.ts)
sharePageNonceReader(pageNonce);

/** Whether the current request asks for a page's payload (a client navigation or a prefetch), not its HTML. */
export function isPagePayloadRequest(): boolean {
  const req = request();
  return req ? new URL(req.url).pathname.startsWith(`${RSC_PREFIX}/`) : false;
}
