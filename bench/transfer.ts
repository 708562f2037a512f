/**
 * Bytes on the wire for a first and a second visit to the stock page, in headless Chromium (Debian's
 * /usr/bin/chromium through Playwright): the sum of every response's `encodedDataLength` (headers and
 * body as transferred, after compression) reported by the DevTools protocol. The second visit is a
 * new navigation in the same browser context, so it uses the HTTP cache as a returning visitor would.
 *
 *   npx tsx bench/transfer.ts                 # the current build (dist/)
 *   npx tsx bench/transfer.ts --root <dir>    # another build: <dir>/dist/serve-node.js, served from <dir>
 *
 * Starts its own Meilisearch with the mock stock and the built server on free ports, and stops them.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startLocalSearch } from '../indexer/local';
import { createMockSource } from '../src/content/mock-source';
import { closedPort } from '../test/search/support';
import { CHROMIUM } from './js-size';

type Visit = { requests: number; bytes: number; fromCache: number; byType: Record<string, number> };

async function visit(page: Page, url: string): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const cached = new Set<string>();
  const result: Visit = { requests: 0, bytes: 0, fromCache: 0, byType: {} };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    result.requests += 1;
    if (cached.has(e.requestId) || e.encodedDataLength === 0) result.fromCache += 1;
    result.bytes += e.encodedDataLength;
    const type = types.get(e.requestId) ?? 'Other';
    result.byType[type] = (result.byType[type] ?? 0) + e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  // the load event waits for scripts and images of the document; give late requests (lazy chunks) a moment to finish
  await page.waitForFunction(() => performance.getEntriesByType('resource').every((r) => (r as PerformanceResourceTiming).responseEnd > 0));
  await cdp.detach();
  return result;
}

const rootArg = process.argv.indexOf('--root');
const root = path.resolve(rootArg > 0 ? process.argv[rootArg + 1]! : '.');
const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-transfer-'));
const search = await startLocalSearch({ dataDir: path.join(tmp, 'meili'), source: createMockSource(), log: () => {} });
const port = await closedPort();
const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_USE_MOCKS: 'true',
    MEILI_HOST: search.host,
    MEILI_SEARCH_KEY: search.searchKey,
    LEADS_DATA_DIR: path.join(tmp, 'leads'),
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/hello`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 200) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const first = await visit(page, `${base}/stock`);
    const second = await visit(page, `${base}/stock`);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    for (const [name, v] of [
      ['first visit', first],
      ['second visit', second],
    ] as const) {
      const types = Object.entries(v.byType)
        .map(([t, b]) => `${t} ${kb(b)}`)
        .join(', ');
      console.log(`${name}: ${kb(v.bytes)} in ${v.requests} responses (${v.fromCache} from cache) — ${types}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
  await search.stop();
  await rm(tmp, { recursive: true, force: true });
}
