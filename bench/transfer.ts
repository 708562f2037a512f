/**
 * Bytes on the wire of a visitor's first pages (issue 29), in headless Chromium (Debian's
 * /usr/bin/chromium through Playwright): the sum of every response's `encodedDataLength` (headers and
 * body as transferred, after compression) reported by the DevTools protocol, prefetches included.
 *
 *   - the first visit to `/stock` in a new browser context, on a phone (360 × 780, touch) and on a wide
 *     screen (1440 × 900, mouse), until the page has settled: its scripts running (their first latest-build check is
 *     made on mount), the browser idle (the in-view prefetch scan is made then), every request made so
 *     far answered and no new one started; the first card's payload, fetched ahead as it comes into
 *     view, counts here;
 *   - the next page: from there (wide screen), a click on the first vehicle card, until that page has
 *     settled the same way (its payload, its code and what it prefetches); and the same in a new context with
 *     the fourth card, which is not fetched as it comes into view (only the first is) but when pointed at;
 *   - a second visit to `/stock` (a new navigation in the same context: the HTTP cache of a returning visitor).
 *
 * `/stock` is asked for first until the page cache sends its best brotli copy, as a live site does (see `warm`).
 *
 * Each line says whether its goal is met: first visit ≤ 90 KB on a phone, ≤ 120 KB wide; next page ≤ 10 KB (issue 40;
 * issue 29's were 100 and 12 KB).
 *
 *   npx tsx bench/transfer.ts                 # the current build (dist/)
 *   npx tsx bench/transfer.ts --root <dir>    # another build: <dir>/dist/serve-node.js, served from <dir>
 *   npx tsx bench/transfer.ts --files         # each response too: its bytes, its type and its address
 *
 * Starts its own Meilisearch with the mock stock and the built server on free ports, and stops them.
 */
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM } from './js-size';
import { startMockBuild } from './stack';

type Visit = {
  requests: number;
  bytes: number;
  fromCache: number;
  stylesheets: number;
  /** Of those, the ones that held up the document's first paint (a first visit's document load only). */
  renderBlocking?: number;
  byType: Record<string, number>;
  files: { url: string; type: string; bytes: number }[];
};

/** Counts what the page transfers while `act` runs and until the page has settled. */
async function transferred(page: Page, act: () => Promise<unknown>): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const cached = new Set<string>();
  const urls = new Map<string, string>();
  const network: Network = { sent: 0, inFlight: new Set(), changed: () => {} };
  const result: Visit = { requests: 0, bytes: 0, fromCache: 0, stylesheets: 0, byType: {}, files: [] };
  const ended = (id: string) => {
    network.inFlight.delete(id);
    network.changed();
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    network.sent += 1;
    network.inFlight.add(e.requestId);
    if (e.type === 'Stylesheet') result.stylesheets += 1;
  });
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.loadingFailed', (e) => ended(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    ended(e.requestId);
    result.requests += 1;
    if (cached.has(e.requestId) || e.encodedDataLength === 0) result.fromCache += 1;
    result.bytes += e.encodedDataLength;
    const type = types.get(e.requestId) ?? 'Other';
    result.byType[type] = (result.byType[type] ?? 0) + e.encodedDataLength;
    result.files.push({ url: urls.get(e.requestId) ?? '?', type, bytes: e.encodedDataLength });
  });
  await act();
  await settled(page, network);
  await cdp.detach();
  return result;
}

/** The requests the DevTools protocol has seen sent, and those not finished yet (a fetch in flight is in no Performance entry). */
type Network = { sent: number; inFlight: Set<string>; changed: () => void };

/**
 * The page's scripts have run, the browser has been idle (twice: a scan may start another), no request is
 * in flight, and a round of that started no new request: what the page fetches ahead while the visitor
 * looks at it (the first card's payload, fetched when it comes into view once the browser is idle) counts
 * in the visit that fetched it, not in the next one.
 */
async function settled(page: Page, network: Network) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/build-manifest.json')));
  for (;;) {
    const sentBefore = network.sent;
    for (let i = 0; i < 2; i++) {
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()))));
    }
    if (network.inFlight.size > 0) await new Promise<void>((resolve) => (network.changed = () => network.inFlight.size === 0 && resolve()));
    network.changed = () => {};
    if (network.sent === sentBefore) return;
  }
}

/** A phone has a touch screen (no pointer that hovers: the site fetches the first card in view there); a wide screen a mouse. */
async function firstVisit(browser: Browser, url: string, viewport: { width: number; height: number }, touch = false) {
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  const visit = await transferred(page, () => page.goto(url, { waitUntil: 'load' }));
  // Chromium's own verdict on each resource (Resource Timing's renderBlockingStatus)
  visit.renderBlocking = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
        .filter((e) => new URL(e.name).pathname.endsWith('.css')).length,
  );
  return { context, page, visit };
}

const SHOW_FILES = process.argv.includes('--files');
const rootArg = process.argv.indexOf('--root');
const root = path.resolve(rootArg > 0 ? process.argv[rootArg + 1]! : '.');
const site = await startMockBuild(root);
const base = site.origin;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * A visitor's first visit is not the site's: a live site's `/stock` is in its page cache, asked for many
 * times, and so sent with its best brotli copy (src/page-cache/refine.ts). The page is asked for until
 * that copy is served (it is made in the background after the first hit), at most 100 times: a build whose
 * `/metrics` counts the copies (a page with a nonce gets a fast copy, then the best) until its best brotli copy
 * is done; an older build until its answer is smaller than the first.
 */
async function warm(url: string): Promise<string> {
  const length = async () => Number((await fetch(url, { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-length'));
  const bestDone = async (): Promise<boolean | null> => {
    const text = await fetch(`${base}/metrics`).then((r) => (r.ok ? r.text() : ''));
    if (!text.includes('autopolis_page_cache_copies_total')) return null;
    return /autopolis_page_cache_copies_total\{encoding="br",quality="best",outcome="(?:kept|larger)"\} [1-9]/.test(text);
  };
  const first = await length();
  for (let i = 0; i < 100; i++) {
    const now = await length();
    const best = await bestDone();
    if (best === null ? now < first : best) return `${kb(first)} -> ${kb(await length())} after ${i + 1} hits`;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return `${kb(first)}, not refined after 100 hits`;
}

try {
  const warmed = await warm(`${base}/stock`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const phone = await firstVisit(browser, `${base}/stock`, { width: 360, height: 780 }, true);
    await phone.context.close();
    const wide = await firstVisit(browser, `${base}/stock`, { width: 1440, height: 900 });
    const card = wide.page.locator('.vehicle-card a[href*="/stock/"]').first();
    const next = await transferred(wide.page, async () => {
      const href = (await card.getAttribute('href'))!;
      await card.click();
      await wide.page.waitForURL((u) => u.pathname === href);
      await wide.page.locator('main h1').waitFor();
    });
    const second = await transferred(wide.page, () => wide.page.goto(`${base}/stock`, { waitUntil: 'load' }));
    await wide.context.close();
    // the same from another card than the first (the one fetched when it comes into view): its own payload on intent
    const other = await firstVisit(browser, `${base}/stock`, { width: 1440, height: 900 });
    const fourth = other.page.locator('.vehicle-card a[href*="/stock/"]').nth(3);
    const nextOther = await transferred(other.page, async () => {
      const href = (await fourth.getAttribute('href'))!;
      await fourth.click();
      await other.page.waitForURL((u) => u.pathname === href);
      await other.page.locator('main h1').waitFor();
    });
    await other.context.close();

    console.log('transfer: bytes on the wire (headers and bodies, compressed), prefetches included');
    console.log(`    /stock warmed in the page cache first, as a live site's is (its brotli body ${warmed})`);
    for (const [name, v, goal] of [
      ['first /stock visit, 360 px', phone.visit, 90 * 1024],
      ['first /stock visit, 1440 px', wide.visit, 120 * 1024],
      ['next page (the first vehicle card)', next, 10 * 1024],
      ['next page (the fourth vehicle card)', nextOther, 10 * 1024],
      ['second /stock visit', second, undefined],
    ] as const) {
      const types = Object.entries(v.byType)
        .map(([t, b]) => `${t} ${kb(b)}`)
        .join(', ');
      const verdict = goal === undefined ? '' : v.bytes <= goal ? ` — goal ≤ ${kb(goal)} met` : ` — goal ≤ ${kb(goal)} MISSED`;
      console.log(
        `${name}: ${kb(v.bytes)} in ${v.requests} responses (${v.fromCache} from cache), ${v.stylesheets} stylesheet requests` +
          `${v.renderBlocking === undefined ? '' : ` (${v.renderBlocking} render-blocking)`}${verdict}`,
      );
      console.log(`    ${types}`);
      if (SHOW_FILES)
        for (const f of v.files) console.log(`      ${kb(f.bytes).padStart(9)} ${f.type.padEnd(10)} ${f.url.replace(base, '')}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await site.stop();
}
