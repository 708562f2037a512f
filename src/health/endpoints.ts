import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { config } from '../config/env';
import { trustedProxies } from '../config/proxies';
import { logger } from '../log';
import { eventCounts } from './counters';
import { healthNotices, readiness, retryStartHolds, startHolds } from './index';
import { isDraining, lifecyclePhase } from './lifecycle';
import { metricsAccess } from './metrics-access';
import { metricGauge, metricsText, perScrape } from './metrics';

const log = logger('health');
let lastReady: boolean | undefined;

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
export const LIVE_PATH = '/livez';
/**
 * While this file exists `/livez` answers 503: an operator (deploy/rollout.sh) takes the instance out of the load
 * balancer before it is stopped, so no request is sent to it while it closes its connections. A new container
 * starts without it; a stopped one started again keeps it, and its start removes it (`clearDrainAtStart`).
 */
export const DRAIN_FILE = path.join(os.tmpdir(), 'autopolis-drain');

/**
 * At a process's start: a drain is meant for the process it was set for, but a container drained, stopped and
 * started again (`docker compose stop`, `start`) keeps its /tmp, and would stay out of the load balancer for good
 * while healthy by every other sign. Removes the file; answers whether there was one.
 */
export function clearDrainAtStart(file = DRAIN_FILE): boolean {
  if (!existsSync(file)) return false;
  rmSync(file, { force: true });
  return true;
}
/** A process that has not been ready once is sent no visitor for this long after its start, at most. */
export const START_GRACE_SECONDS = 60;
export const METRICS_PATH = '/metrics';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * Readiness as Prometheus sees it, read at each scrape: `autopolis_ready` 1 or 0, and each check's
 * state (`autopolis_readiness_check{check="search"}`), so an alert says which dependency failed.
 */
let readinessGaugesSet = false;
function readinessGauges(): void {
  if (readinessGaugesSet) return;
  readinessGaugesSet = true;
  const result = perScrape(readiness);
  metricGauge('autopolis_ready', 'This instance is ready (every check of /readyz passes): 1, else 0', [], async (gauge) =>
    gauge.set((await result()).ready ? 1 : 0),
  );
  metricGauge('autopolis_readiness_check', 'Each readiness check of /readyz: 1 passing, 0 failing', ['check'], async (gauge) => {
    for (const check of (await result()).checks) gauge.set({ check: check.name }, check.ok ? 1 : 0);
  });
}

/**
 * `/metrics` (src/health/metrics.ts) to the internal network or a bearer token (./metrics-access.ts).
 * Anyone else gets what the site answers for a path it does not have (the request goes on to the
 * site's 404 page): a crawler learns nothing; a wrong token gets 401.
 */
async function serveMetrics(c: Context, next: () => Promise<void>, options: MetricsOptions): Promise<void> {
  const { token, proxies } = options.access?.() ?? { token: config().ops.metricsToken, proxies: config().trustedProxies };
  const access = metricsAccess(
    {
      authorization: c.req.header('authorization'),
      remoteAddress: (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress,
      forwardedFor: c.req.header('x-forwarded-for'),
      otherForwarding: c.req.header('forwarded') !== undefined || c.req.header('x-real-ip') !== undefined,
    },
    { token, proxies: trustedProxies(proxies) },
  );
  if (access === 'outside') return next();
  if (access === 'wrong-token') {
    c.res = new Response('a wrong bearer token for /metrics\n', {
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
    return;
  }
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    c.res = new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
    return;
  }
  readinessGauges();
  const { contentType, body } = await metricsText();
  c.res = new Response(body, { status: 200, headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * `/healthz`: the process answers (liveness; restart it when this fails). `/livez`: this instance can answer
 * pages: it answers, has started (ready once, or START_GRACE_SECONDS passed) and is neither stopping nor drained
 * (DRAIN_FILE), whatever the shared dependencies (Meilisearch, PostgreSQL, the CMS) do later; a load balancer in front of several instances checks it, since an
 * outage of a shared dependency is every instance's, and the pages that do not need it (content, the sitemap)
 * still serve. `/readyz`: every
 * readiness check passes (send it traffic), else 503, each check with its state and time in ms, and
 * the counts of events operators watch since the process started (`counts`, ./counters.ts: the
 * Content-Security-Policy violations browsers report, for one). `/metrics`: the same and more for Prometheus,
 * to the internal network or a bearer token. Answered before static files, the site's middleware and its rate limits.
 */
export type HealthOptions = {
  drainFile?: string;
  startGraceSeconds?: number;
  uptimeSeconds?: () => number;
  /** Who may read /metrics (default: METRICS_TOKEN and TRUSTED_PROXIES of the configuration); tests give their own. */
  access?: () => { token: string | undefined; proxies: readonly string[] };
};
type MetricsOptions = Pick<HealthOptions, 'access'>;

export function healthEndpoints(options: HealthOptions = {}): MiddlewareHandler {
  const drainFile = options.drainFile ?? DRAIN_FILE;
  const grace = options.startGraceSeconds ?? START_GRACE_SECONDS;
  const uptime = options.uptimeSeconds ?? (() => process.uptime());
  // Started: every readiness check passed once (or the grace period is over). A fresh instance (a restart, an
  // upgrade) is sent visitors once it can serve the stock, not as soon as it listens; from then on an outage of a
  // shared dependency does not take it out of the balancer.
  let started = false;
  // A start-up hold (a schema of the lead database not migrated yet, or its migration failed: ./index.ts) keeps it
  // out whatever the grace: this code must not serve a schema it was not written for.
  const hasStarted = async () => {
    if (Object.keys(startHolds()).length > 0) {
      // the held steps are tried again: by the readiness checks (the lead store reopens and migrates) and by each
      // hold's own retry (the alerts' schema)
      await Promise.all([readiness(), retryStartHolds()]);
      if (Object.keys(startHolds()).length > 0) return false;
    }
    if (!started && (uptime() >= grace || (await readiness()).ready)) started = true;
    return started;
  };
  return async (c, next) => {
    const pathname = c.req.path;
    if (pathname === METRICS_PATH) return serveMetrics(c, next, options);
    if (pathname !== HEALTH_PATH && pathname !== READY_PATH && pathname !== LIVE_PATH) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.res = new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
      return;
    }
    const time = new Date().toISOString();
    if (pathname === HEALTH_PATH) {
      c.res = json({ status: 'ok', time, uptimeSeconds: Math.round(process.uptime()) }, 200);
      return;
    }
    if (pathname === LIVE_PATH) {
      const state = isDraining() ? lifecyclePhase() : existsSync(drainFile) ? 'drained' : (await hasStarted()) ? 'serving' : 'starting';
      c.res = json({ status: state, time }, state === 'serving' ? 200 : 503);
      return;
    }
    const [{ ready: checksPass, checks }] = await Promise.all([readiness(), retryStartHolds()]);
    const held = startHolds();
    const ready = checksPass && Object.keys(held).length === 0;
    if (ready) started = true;
    // probes are not logged, a change of state is (once)
    if (ready !== lastReady) {
      const failing = [
        ...checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.error}`),
        ...Object.entries(held).map(([n, r]) => `${n}: ${r}`),
      ];
      if (ready) log.info('ready', { checks: checks.map((c) => c.name).join(', ') });
      else log.warn('not ready', { failing: failing.join('; ') });
      lastReady = ready;
    }
    const notices = healthNotices();
    c.res = json(
      {
        status: ready ? 'ready' : 'not ready',
        time,
        checks,
        counts: eventCounts(),
        ...(Object.keys(held).length ? { holds: held } : {}),
        ...(Object.keys(notices).length ? { notices } : {}),
      },
      ready ? 200 : 503,
    );
  };
}
