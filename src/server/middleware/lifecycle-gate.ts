import type { MiddlewareHandler } from 'hono';
import { staticErrorHtml } from '../../errors/fallback-page';
import { isDraining, lifecyclePhase } from '../../health/lifecycle';
import { routes } from '../../routing';
import { pagePathFromUrl } from '../../request';

/** Seconds a client should wait before retrying elsewhere or later. */
const RETRY_AFTER_S = '10';

/**
 * While the server drains, every answer closes its connection (a kept-alive client reconnects to a
 * server that is not stopping); once the lead store is closed, a POST is refused with 503 and
 * `Retry-After` instead of reaching a form action that could not store it.
 */
export function lifecycleGate(): MiddlewareHandler {
  return async (c, next) => {
    if (lifecyclePhase() === 'closed' && c.req.method === 'POST') {
      const locale = routes().localeOf(pagePathFromUrl(new URL(c.req.url)));
      c.res = new Response(staticErrorHtml(locale, 'busy'), {
        status: 503,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Retry-After': RETRY_AFTER_S,
          Connection: 'close',
          'Cache-Control': 'no-store',
        },
      });
      return;
    }
    await next();
    if (!isDraining()) return;
    try {
      c.res.headers.set('Connection', 'close');
    } catch {
      // immutable headers (a proxied response): the listener is closed anyway
    }
  };
}
