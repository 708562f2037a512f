import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { logger, withLogContext } from '../../log';
import { setResponseHeader } from '../response';
import { IMMUTABLE } from './static-files';

const log = logger('http');
const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Probes by the orchestrator: logged at debug level only (a change of readiness is logged by the endpoint). */
const QUIET_PATHS = new Set(['/healthz', '/livez', '/readyz']);

/**
 * The path as logged: query parameter names are kept, their values are not (a search or a
 * redirect parameter may hold an e-mail address or a name).
 */
export function loggedPath(url: URL): string {
  const names = [...new Set(url.searchParams.keys())];
  return names.length ? `${url.pathname}?${names.map(encodeURIComponent).join('&')}` : url.pathname;
}

/**
 * Gives every request an id (the caller's `X-Request-Id` when it is a plain token, a new UUID
 * otherwise), returns it in `X-Request-Id` (except on an immutable build file), adds it to every log
 * line written while the request is handled, and writes one line per request: method, path, status,
 * duration in ms.
 */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const url = new URL(c.req.url);
    const method = c.req.method; // before the HEAD middleware turns a HEAD into a GET
    await withLogContext({ requestId: id }, async () => {
      await next();
      // not on a content-hashed build file: the same bytes for every visitor, kept a year, and 52 bytes
      // on each of a first page's dozen script and style responses (issue 29); its log line has the id
      if (c.res.headers.get('cache-control') !== IMMUTABLE) setResponseHeader(c, 'X-Request-Id', id);
      const status = c.res.status;
      const fields = { method, path: loggedPath(url), status, ms: Math.round((performance.now() - started) * 10) / 10 };
      if (QUIET_PATHS.has(url.pathname)) log.debug('request', fields);
      else if (status >= 500) log.error('request', fields);
      else log.info('request', fields);
    });
  };
}
