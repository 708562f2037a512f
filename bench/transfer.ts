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
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM } from './js-size';
import { startMockBuild } from './stack';

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
const site = await startMockBuild(root);
const base = site.origin;
try {
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
  await site.stop();
}
