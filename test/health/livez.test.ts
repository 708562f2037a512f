import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { registerReadinessCheck } from '../../src/health';
import { clearDrainAtStart, healthEndpoints } from '../../src/health/endpoints';
import { setLifecyclePhase } from '../../src/health/lifecycle';

/**
 * `/livez` is what the load balancer of the scale stack checks (deploy/Caddyfile): an instance that answers
 * and is neither stopping nor drained by the operator. A shared dependency that fails (here a readiness check
 * standing for Meilisearch) makes `/readyz` 503 on every instance, so Caddy would have no instance left and
 * answer 503 for every page, the content pages too; `/livez` stays 200.
 */
const folder = mkdtempSync(path.join(os.tmpdir(), 'livez-'));
const drainFile = path.join(folder, 'drain');

function app(uptime = 0): Hono {
  const hono = new Hono();
  hono.use(healthEndpoints({ drainFile, startGraceSeconds: 60, uptimeSeconds: () => uptime }));
  hono.get('*', (c) => c.text('page'));
  return hono;
}

const get = async (pathname: string, hono = app()) => {
  const response = await hono.request(pathname);
  return { status: response.status, body: (await response.json()) as { status: string } };
};

/** A readiness check standing for a shared dependency, which the test turns off. */
let dependencyUp = true;
const removeCheck = registerReadinessCheck('search', () => {
  if (!dependencyUp) throw new Error('search engine unavailable');
});

afterEach(() => {
  setLifecyclePhase('serving');
  rmSync(drainFile, { force: true });
  dependencyUp = true;
});
afterAll(() => {
  removeCheck();
  rmSync(folder, { recursive: true, force: true });
});

describe('/livez', () => {
  it('stays 200 while a shared dependency fails after the start, where /readyz answers 503', async () => {
    const hono = app();
    expect(await get('/livez', hono)).toMatchObject({ status: 200, body: { status: 'serving' } });
    dependencyUp = false;
    expect((await get('/readyz', hono)).status).toBe(503);
    expect(await get('/livez', hono)).toMatchObject({ status: 200, body: { status: 'serving' } });
  });

  it('answers 503 to a fresh instance until it has been ready once (a restart gets visitors once it can serve the stock)', async () => {
    const hono = app();
    dependencyUp = false;
    expect(await get('/livez', hono)).toMatchObject({ status: 503, body: { status: 'starting' } });
    dependencyUp = true;
    expect((await get('/livez', hono)).status).toBe(200);
  });

  it('lets an instance that could not be ready in its first minute in anyway (a dependency down at start)', async () => {
    dependencyUp = false;
    expect(await get('/livez', app(59))).toMatchObject({ status: 503, body: { status: 'starting' } });
    expect(await get('/livez', app(60))).toMatchObject({ status: 200, body: { status: 'serving' } });
  });

  it('answers 503 while the drain file exists, and 200 again once it is gone', async () => {
    writeFileSync(drainFile, '');
    expect(await get('/livez')).toMatchObject({ status: 503, body: { status: 'drained' } });
    rmSync(drainFile);
    expect((await get('/livez')).status).toBe(200);
  });

  it('serves again after a start that finds the drain file a stopped container kept (stop, then start)', async () => {
    writeFileSync(drainFile, '');
    expect(await get('/livez')).toMatchObject({ status: 503, body: { status: 'drained' } });
    // scripts/start.ts at the next start of the same container
    expect(clearDrainAtStart(drainFile)).toBe(true);
    expect(await get('/livez')).toMatchObject({ status: 200, body: { status: 'serving' } });
    expect(clearDrainAtStart(drainFile)).toBe(false);
  });

  it('answers 503 once the process is stopping', async () => {
    setLifecyclePhase('draining');
    expect(await get('/livez')).toMatchObject({ status: 503, body: { status: 'draining' } });
  });

  it('answers only GET and HEAD, uncached', async () => {
    expect((await app().request('/livez', { method: 'POST' })).status).toBe(405);
    const response = await app().request('/livez');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
