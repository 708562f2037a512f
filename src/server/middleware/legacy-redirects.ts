import type { MiddlewareHandler } from 'hono';
import { legacyRedirects } from '../../../redirects';
import { href, routes } from '../../routing';
import { legacyStockRedirect } from '../../stock/legacy-params';

/** The new address of an old one, or null: a path of the old site, or the stock list with the old used-stock parameters. */
function legacyTarget(url: URL): string | null {
  const fromTable = legacyRedirects()(url.pathname, url.search);
  if (fromTable !== null) return fromTable;
  if (!url.search) return null;
  const match = routes().parse(url.pathname);
  return match?.route === 'stockList' ? legacyStockRedirect(url.searchParams, href(match.locale, 'stockList')) : null;
}

/** Old addresses answer 301 with their new one before anything renders. */
export function legacyRedirect(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const target = legacyTarget(new URL(c.req.url));
      if (target !== null) {
        c.res = new Response(null, { status: 301, headers: { Location: target } });
        return;
      }
    }
    await next();
  };
}
