import type { MiddlewareHandler } from 'hono';
import { logger } from '../log';
import { eventCounts } from './counters';
import { readiness } from './index';

const log = logger('health');
let lastReady: boolean | undefined;

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * `/healthz`: the process answers (liveness; restart it when this fails). `/readyz`: every
 * readiness check passes (send it traffic), else 503, each check with its state and time in ms, and
 * the counts of events operators watch since the process started (`counts`, ./counters.ts: the
 * Content-Security-Policy violations browsers report, for one). Answered before static files, the site's middleware and its rate limits.
 */
export function healthEndpoints(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path !== HEALTH_PATH && path !== READY_PATH) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.res = new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
      return;
    }
    const time = new Date().toISOString();
    if (path === HEALTH_PATH) {
      c.res = json({ status: 'ok', time, uptimeSeconds: Math.round(process.uptime()) }, 200);
      return;
    }
    const { ready, checks } = await readiness();
    // probes are not logged, a change of state is (once)
    if (ready !== lastReady) {
      const failing = checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.error}`);
      if (ready) log.info('ready', { checks: checks.map((c) => c.name).join(', ') });
      else log.warn('not ready', { failing: failing.join('; ') });
      lastReady = ready;
    }
    c.res = json({ status: ready ? 'ready' : 'not ready', time, checks, counts: eventCounts() }, ready ? 200 : 503);
  };
}
