import type { MiddlewareHandler } from 'hono';
import { staticErrorHtml } from '../../errors/fallback-page';
import { routes } from '../../routing';

/**
 * Cleans the URL before anything renders:
 * - a malformed percent-encoding (`/%E0%A4%A`) answers 400 with the page-not-found page, instead of
 *   failing deep in the framework with a 500;
 * - `/a/b/` → 301 `/a/b` (query kept). Repeated slashes collapse, so `//evil.example/` can never
 *   become a protocol-relative redirect to another host;
 * - a route segment in another locale's word (`/de-lu/concessions`) → 301 to the locale's own
 *   (`/de-lu/locations`): one address per page per locale.
 */
export function urlHygiene(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const { pathname } = url;
    try {
      decodeURI(pathname);
    } catch {
      const locale = routes().localeOf(pathname);
      c.res = new Response(staticErrorHtml(locale, 'page'), { status: 400, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      return;
    }
    if (pathname.length > 1 && (pathname.endsWith('/') || pathname.includes('//'))) {
      const clean = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
      c.res = new Response(null, { status: 301, headers: { Location: `${clean}${url.search}` } });
      return;
    }
    const local = routes().localSegmentPath(pathname);
    if (local !== null && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      c.res = new Response(null, { status: 301, headers: { Location: `${local}${url.search}` } });
      return;
    }
    await next();
  };
}
