import type { MiddlewareHandler } from 'hono';
import { replaceResponse, takeResponse } from '../response';

/**
 * HEAD is answered as the GET of the same URL, with the GET's status and headers and no body. The
 * framework only sees GETs (Waku 0.27 answers 500 to a HEAD on an API route such as the sitemap),
 * and the body the GET started to produce is cancelled instead of rendered to the end.
 */
export function headAsGet(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'HEAD') return next();
    const raw = c.req.raw;
    c.req.raw = new Request(raw.url, { method: 'GET', headers: raw.headers, signal: raw.signal });
    await next();
    const { status, statusText, headers, body } = takeResponse(c.res);
    await body?.cancel().catch(() => {});
    replaceResponse(c, new Response(null, { status, statusText, headers }));
  };
}
