import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockCdn, type MockCdn } from '../../stand-ins/mock-cdn';
import { ROOT, startSite, status, until, type Site } from './support/site';

/**
 * Issue 17 §2: the CMS cuts every connection when the site starts. The search engine starts
 * anyway, the log blames the CMS, the stock serves the index already in the engine's data folder,
 * and when the CMS is back the first indexing succeeds by itself (no restart).
 */
type Mode = 'ok' | 'refuse';

/** Storyblok's API as a faulty network sees it: passes to the mock CDN, or cuts every connection. */
async function faultyCms(cdn: MockCdn): Promise<{ endpoint: string; mode: Mode; requests: number; close(): Promise<void> }> {
  const state = { mode: 'ok' as Mode, requests: 0 };
  const server = http.createServer((req, res) => {
    state.requests++;
    if (state.mode === 'refuse') {
      req.socket.destroy();
      return;
    }
    const upstream = http.request(`${cdn.url}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    endpoint: `http://127.0.0.1:${port}/v2`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The mocks' placeholder lenders as a real space would name its creditor (the words that mark them fictional dropped). */
const REAL_LENDER = {
  from: / \((?:prêteur fictif|fictional lender|fiktiver Kreditgeber)\)|Banque Exemple/g,
  to: (found: string) => (found.startsWith('Banque') ? 'Banque Partenaire' : ''),
};

describe('start-up while the CMS is down', () => {
  let cdn: MockCdn;
  let cms: Awaited<ReturnType<typeof faultyCms>>;
  let meiliDir: string;
  let site: Site | undefined;
  // the real CMS in production needs the public address (src/config/env.ts)
  const env = () => ({
    PUBLIC_USE_MOCKS: 'false',
    STORYBLOK_TOKEN: cdn.token,
    STORYBLOK_ENDPOINT: cms.endpoint,
    PUBLIC_SITE_URL: 'http://localhost:3000',
  });

  beforeAll(async () => {
    cdn = await startMockCdn({
      root: path.join(ROOT, 'mocks', 'stories'),
      warn: () => {},
      // a real space names its real creditor: in production the indexer refuses the mocks' placeholder lender
      // from the CMS (src/indexing/lenders.ts), and this site runs in production against the stand-in
      transformBody: (_req, body) => JSON.parse(JSON.stringify(body).replace(REAL_LENDER.from, REAL_LENDER.to)),
    });
    cms = await faultyCms(cdn);
    meiliDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-cms-meili-'));
  });
  afterAll(async () => {
    await site?.stop();
    await cms?.close();
    await cdn?.close();
    fs.rmSync(meiliDir, { recursive: true, force: true });
  });

  it('starts the engine anyway, serves the last good index, blames the CMS, and indexes once the CMS is back', async () => {
    // a first run with the CMS up leaves an index in the engine's data folder
    const first = await startSite({ env: env(), meiliDir });
    expect(await until(() => first.logs().some((l) => /vehicles indexed|Meilisearch on/.test(l)), 30_000)).toBe(true);
    expect(await status(`${first.url}/stock`)).toBe(200);
    await first.stop();

    cms.mode = 'refuse';
    const startedAt = Date.now();
    site = await startSite({ env: env(), meiliDir });
    const logs = () => site!.logs().join('\n');
    expect(await until(() => /first indexing failed \(attempt 1, CMS\)/.test(logs()), 30_000)).toBe(true);
    // the engine runs, and the stock is served from the index on disk
    expect(site.meiliPid()).toBeTypeOf('number');
    expect(logs()).not.toMatch(/search engine could not start/);
    const stockWhileDown = await status(`${site.url}/stock`);
    console.log(
      `[faults] CMS down at start: site up in ${Date.now() - startedAt} ms, engine pid ${site.meiliPid()}, /stock ${stockWhileDown}`,
    );

    // the CMS comes back: the indexing retried with backoff succeeds without a restart
    cms.mode = 'ok';
    const backAt = Date.now();
    expect(await until(() => /first indexing: \d+ vehicles indexed .*\(attempt \d+\)/.test(logs()), 40_000)).toBe(true);
    console.log(`[faults] CMS back: indexed ${Date.now() - backAt} ms later`);
    expect(await status(`${site.url}/stock`)).toBe(200);
  });
});
