import type { MiddlewareHandler } from 'hono';

/** The methods the site answers; an API route narrows them (src/server-entry.tsx). */
export const SITE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'] as const;

/**
 * Answers any other method (TRACE, TRACK, CONNECT, an invented one) with 405 before anything reads
 * the request: fetch's `Request` refuses TRACE and CONNECT outright, so they reached Waku's API
 * routes as a 500, and TRACE is the cross-site tracing probe a security scan sends first.
 */
export function unsupportedMethods(): MiddlewareHandler {
  return async (c, next) => {
    if ((SITE_METHODS as readonly string[]).includes(c.req.method)) return next();
    c.res = new Response('Method Not Allowed\n', {
      status: 405,
      headers: { Allow: 'GET, HEAD, POST, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };
}
