import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { metricCounter, metricHistogram } from '../../health/metrics';
import { logger, withLogContext } from '../../log';
import { pagePathFromUrl } from '../../request';
import { routes } from '../../routing';
import { setResponseHeader } from '../response';
import { IMMUTABLE, STATIC_DEFAULT } from './static-files';

const log = logger('http');
const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Probes by the orchestrator: logged at debug level only (a change of readiness is logged by the endpoint). */
const QUIET_PATHS = new Set(['/healthz', '/livez', '/readyz', '/metrics']);

/** Seconds: from a cached page (a few ms) to a stock page under load and the upload of a CV. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const requestsTotal = () =>
  metricCounter('autopolis_http_requests_total', 'Requests answered, by route kind and status', ['kind', 'status']);
const requestSeconds = () =>
  metricHistogram(
    'autopolis_http_request_duration_seconds',
    'Time to answer a request (to its headers), by route kind',
    ['kind'],
    DURATION_BUCKETS,
  );

/**
 * What a request was, for the metrics, in a few dozen values: `probe` (health, readiness, metrics), `static` (a
 * build or public file), else the name of the route of the route table it asked for (its RSC payload
 * included: `stock`, `vehicle`, `page` for a CMS page), `unmatched` for a path no route takes.
 */
export function routeKind(url: URL, cacheControl: string | null): string {
  if (QUIET_PATHS.has(url.pathname)) return 'probe';
  if (cacheControl === IMMUTABLE || cacheControl === STATIC_DEFAULT) return 'static';
  const path = pagePathFromUrl(url);
  return routes().parse(path.length > 1 ? path.replace(/\/+$/, '') : path)?.route ?? 'unmatched';
}

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
 * duration in ms; the same counted and timed by route kind for `/metrics`.
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
      const seconds = (performance.now() - started) / 1000;
      const fields = { method, path: loggedPath(url), status, ms: Math.round(seconds * 10_000) / 10 };
      const kind = routeKind(url, c.res.headers.get('cache-control'));
      requestsTotal().inc({ kind, status: String(status) });
      requestSeconds().observe({ kind }, seconds);
      if (QUIET_PATHS.has(url.pathname)) log.debug('request', fields);
      else if (status >= 500) log.error('request', fields);
      else log.info('request', fields);
    });
  };
}
