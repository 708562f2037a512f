import type { MiddlewareHandler } from 'hono';
import { legacyRedirects, startLegacyRedirects } from '../../../redirects';
import { staticErrorHtml } from '../../errors/fallback-page';
import { routes } from '../../routing';
import { StockUnavailableError } from '../../stock/search';

/** Seconds a client (a crawler) should wait before asking again for an old vehicle address while the index is down. */
const RETRY_AFTER_S = 30;

/**
 * Old addresses answer 301 with their new one before anything renders (the table, then the rules:
 * see redirects/). It runs before the trailing-slash clean-up, so `/fr/services/` is one 301, not two.
 * The table is validated when the server starts; a request that comes before the validation ends
 * waits for it. An old vehicle address is looked up in the index: while the engine is down it
 * answers 503 with `Retry-After` (a 301 to the wrong place would be cached by browsers and crawlers).
 */
export function legacyRedirect(): MiddlewareHandler {
  // at start-up, so the refused entries are in the log before the first request; not while
  // `waku build` loads the server entry (no CMS listing during a build)
  if (!process.argv.slice(1, 3).includes('build')) void startLegacyRedirects();
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const url = new URL(c.req.url);
      let target: string | null;
      try {
        target = await (await legacyRedirects())(url.pathname, url.search);
      } catch (error) {
        if (!(error instanceof StockUnavailableError)) throw error;
        console.warn(`[redirects] ${url.pathname}: ${error.message}`);
        const locale = routes().localeOf(url.pathname);
        c.res = new Response(staticErrorHtml(locale, 'busy'), {
          status: 503,
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(RETRY_AFTER_S), 'Cache-Control': 'no-store' },
        });
        return;
      }
      if (target !== null) {
        c.res = new Response(null, { status: 301, headers: { Location: target } });
        return;
      }
    }
    await next();
  };
}
