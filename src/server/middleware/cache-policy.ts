import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { EdgeConfig } from '../../config/env';
import { routes } from '../../routing';
import type { RouteName } from '../../routing/table';
import { pagePathFromUrl } from '../../request';
import { replaceResponse, setResponseHeader, takeResponse } from '../response';
import { etagMatches } from './static-files';

/**
 * Whether every page of a route holds a lead form of its own (a vehicle's interest form, a lease offer's
 * enquiry): what a visitor typed or was sent must never sit in a cache. The route rows say it
 * (`forms` in src/routes/route-row.ts); the server entry passes their answer (`holdsForm` in src/routes).
 */
export type HoldsForm = (route: RouteName) => boolean;

/** Small generated documents (the sitemap, JSON answers) are buffered to get an ETag; pages stream and get none. */
const VALIDATED_TYPES = /^\s*(?:application\/(?:xml|json)|text\/xml|text\/plain)\s*(?:;|$)/i;
const MAX_VALIDATED_BYTES = 2 * 1024 * 1024;

/**
 * A page that is the same for everyone, kept by the page cache and sent with its validator
 * (src/page-cache): a browser asks again each time (`max-age=0`; the answer is a 304 while the page has
 * not changed), a shared cache keeps it `s-maxage` seconds, serves it stale while it asks again
 * (`stale-while-revalidate`, RFC 5861) and while the site fails (`stale-if-error`). A publish purges the
 * pages it changed sooner (src/edge). docs/edge-cache.md.
 */
export function sharedPageCacheControl(edge: Pick<EdgeConfig, 'sMaxAge' | 'staleWhileRevalidate' | 'staleIfError'>): string {
  return [
    'public',
    'max-age=0',
    `s-maxage=${edge.sMaxAge}`,
    `stale-while-revalidate=${edge.staleWhileRevalidate}`,
    `stale-if-error=${edge.staleIfError}`,
  ].join(', ');
}

/**
 * A page's payload (client navigation) kept by the page cache: the same for everyone who sends the same
 * request headers (the elements and the frame the tab already holds), which a CDN does not key on
 * (Cloudflare keys on no `Vary` but `Accept-Encoding`), so only the browser keeps it, and revalidates it.
 */
export const PAYLOAD_CACHE_CONTROL = 'private, no-cache';

/** A page that showed something of this visitor or of this moment while it rendered (a lead form's key): kept by no one. */
export const UNSHARED_PAGE_CACHE_CONTROL = 'no-store';

/** The Cache-Control of a response that has none yet, by method, status, route and type. */
export function defaultCacheControl(req: { method: string; url: string }, res: Response, holdsForm: HoldsForm): string {
  if (req.method !== 'GET' && req.method !== 'HEAD') return 'no-store';
  if (res.status === 301 || res.status === 308) return 'public, max-age=3600';
  if (res.status >= 300) return 'no-store';
  const type = res.headers.get('Content-Type') ?? '';
  const url = new URL(req.url);
  // a page, or its RSC payload (client navigation; Waku sends it without a content type of its own)
  if (/^\s*text\/(?:html|x-component)/i.test(type) || url.pathname.startsWith('/RSC/R/')) {
    const match = routes().parse(pagePathFromUrl(url));
    // pages change with the stock and the CMS: a cache may keep them but must ask first
    return match && holdsForm(match.route) ? 'no-store' : 'no-cache';
  }
  if (/xml/i.test(type)) return 'public, max-age=3600, must-revalidate';
  return 'no-cache';
}

/**
 * Gives every response a Cache-Control (what a route or the static files set wins), and buffered
 * generated documents (sitemap XML, JSON) an ETag, answering a matching `If-None-Match` with 304;
 * not a `no-store` answer (the latest-build manifest), which no cache keeps to revalidate.
 */
export function cachePolicy(holdsForm: HoldsForm): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', defaultCacheControl(c.req.raw, c.res, holdsForm));
    const res = c.res;
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || res.status !== 200 || res.headers.has('ETag')) return;
    // a response no cache may keep is never revalidated: its tag would be bytes and a hash for nothing
    if (/\bno-store\b/i.test(res.headers.get('Cache-Control') ?? '')) return;
    if (!VALIDATED_TYPES.test(res.headers.get('Content-Type') ?? '') || res.headers.has('Content-Encoding')) return;
    const length = Number(res.headers.get('Content-Length') ?? 0);
    if (length > MAX_VALIDATED_BYTES) return;
    const { headers, body } = takeResponse(res);
    if (!body) return;
    const bytes = new Uint8Array(await new Response(body).arrayBuffer());
    const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
    headers.set('ETag', etag);
    if (etagMatches(c.req.header('If-None-Match'), etag)) {
      headers.delete('Content-Length');
      headers.delete('Content-Type');
      replaceResponse(c, new Response(null, { status: 304, headers }));
      return;
    }
    headers.set('Content-Length', String(bytes.byteLength));
    replaceResponse(c, new Response(bytes, { status: 200, headers }));
  };
}
