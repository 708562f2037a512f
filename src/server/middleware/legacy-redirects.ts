import type { MiddlewareHandler } from 'hono';
import { legacyRedirects } from '../../../redirects';

/** A path of the old site answers 301 with its new address (the table in `redirects/`). */
export function legacyRedirect(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const url = new URL(c.req.url);
      const target = legacyRedirects()(url.pathname, url.search);
      if (target !== null) {
        c.res = new Response(null, { status: 301, headers: { Location: target } });
        return;
      }
    }
    await next();
  };
}
