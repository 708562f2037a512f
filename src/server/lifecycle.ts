import type { MiddlewareHandler } from 'hono';
import { staticErrorHtml } from '../errors/fallback-page';
import { routes } from '../routing';
import { pagePathFromUrl } from './request';

/**
 * Where the server is in its life, for the clean stop of `npm start` and for a readiness check:
 *
 *   serving → draining (SIGTERM: the listener is closed, requests in progress finish)
 *           → closed   (the lead store is closed for good: a form post is refused with 503)
 *
 * Kept on `globalThis`, because `scripts/start.ts` (which runs the stop) and the built site (which
 * reads the state) load their own copies of this module.
 */
export type LifecyclePhase = 'serving' | 'draining' | 'closed';

const KEY = Symbol.for('autopolis.server.lifecycle');
type Holder = typeof globalThis & { [KEY]?: { phase: LifecyclePhase; since: number } };
const holder = globalThis as Holder;

export function lifecyclePhase(): LifecyclePhase {
  return holder[KEY]?.phase ?? 'serving';
}

/** True once the stop has begun: a readiness endpoint answers "not ready". */
export function isDraining(): boolean {
  return lifecyclePhase() !== 'serving';
}

export function setLifecyclePhase(phase: LifecyclePhase): void {
  holder[KEY] = { phase, since: Date.now() };
}

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
