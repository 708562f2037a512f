import type { MiddlewareHandler } from 'hono';
import { staticErrorHtml } from '../../errors/fallback-page';
import { routes } from '../../routing';
import { pagePathFromUrl, renderedResponseData } from '../../request';

const isHtml = (res: Response) => (res.headers.get('content-type') ?? '').startsWith('text/html');

/**
 * Gives a rendered page the HTTP status it asked for (404, 500, 503...) while rendering, and
 * replaces Waku's empty HTML shell (a render failure outside our error handling) with a fully
 * server-rendered, localized error page.
 */
export function responseStatus(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!isHtml(res)) return;
    const url = new URL(c.req.url);
    if (res.status >= 500) {
      const locale = routes().localeOf(pagePathFromUrl(url));
      console.error(`[server] ${url.pathname}: the page could not be rendered (${res.status}); sent the fallback error page`);
      c.res = new Response(staticErrorHtml(locale), { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      return;
    }
    const wanted = renderedResponseData();
    if (wanted.status && wanted.status !== res.status) {
      const headers = new Headers(res.headers);
      for (const [k, v] of Object.entries(wanted.headers ?? {})) headers.set(k, v);
      if (wanted.status >= 400) headers.set('Cache-Control', 'no-store');
      c.res = new Response(res.body, { status: wanted.status, headers });
    }
  };
}
