import type { MiddlewareHandler } from 'hono';

/**
 * `/a/b/` → 301 `/a/b` (query kept). Repeated slashes collapse, so `//evil.example/` can never
 * become a protocol-relative redirect to another host.
 */
export function trailingSlash(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const { pathname } = url;
    if (pathname.length > 1 && (pathname.endsWith('/') || pathname.includes('//'))) {
      const clean = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
      c.res = new Response(null, { status: 301, headers: { Location: `${clean}${url.search}` } });
      return;
    }
    await next();
  };
}
