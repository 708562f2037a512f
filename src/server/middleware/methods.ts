import type { MiddlewareHandler } from 'hono';
import { routes } from '../../routing';
import { isApiRoute } from '../../routing';
import { pagePathFromUrl } from '../../request';

/** The methods the site answers at all; an API route narrows them (src/server-entry.tsx). */
export const SITE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'] as const;

/** What a page (and its RSC payload, and a static file) takes: it is read, or a form on it is posted. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
const PAGE_ALLOW = PAGE_METHODS.join(', ');

const refused = (allow: string) =>
  new Response('Method Not Allowed\n', {
    status: 405,
    headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * Answers the methods a request's target does not take before anything reads the request:
 *
 * - a method the site never answers (TRACE, TRACK, CONNECT, an invented one): 405. fetch's `Request`
 *   refuses TRACE and CONNECT outright, so they reached Waku's API routes as a 500, and TRACE is the
 *   cross-site tracing probe a security scan sends first;
 * - PUT, PATCH and DELETE to anything but an API route (a page, an RSC payload, a static file): 405
 *   with `Allow`. Waku rendered the page for them and answered 200, as if the page took them;
 * - OPTIONS to anything but an API route: 204 with `Allow`, not a rendered page. API routes answer
 *   their own methods and OPTIONS from their rows (src/server-entry.tsx).
 */
export function unsupportedMethods(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (!(SITE_METHODS as readonly string[]).includes(method)) return void (c.res = refused(PAGE_ALLOW));
    if (method === 'GET' || method === 'HEAD' || method === 'POST') return next();
    const match = routes().parse(pagePathFromUrl(new URL(c.req.url)));
    if (match && isApiRoute(match.route)) return next();
    c.res =
      method === 'OPTIONS'
        ? new Response(null, { status: 204, headers: { Allow: PAGE_ALLOW, 'Cache-Control': 'no-store' } })
        : refused(PAGE_ALLOW);
  };
}
