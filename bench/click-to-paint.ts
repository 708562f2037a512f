/**
 * Click to paint, stock card → vehicle page, in Chromium against the production build:
 * the time from the click on a card's link to the vehicle page's heading painted, as a full page
 * load (the link marked `data-full-load`), as a client navigation (Waku's router) and as a client
 * navigation whose payload was fetched while the pointer rested on the card, median of N.
 *
 *   npx tsx bench/click-to-paint.ts [runs]      (builds first when the build is missing or stale)
 *   BENCH_LATENCY_MS=150 npx tsx bench/click-to-paint.ts   (with a phone network's round trip)
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM } from './js-size';
import { startBenchSearch, startBenchSite } from './stack';

const RUNS = Number(process.argv[2] ?? 7);
/** Round-trip latency added by Chromium's network emulation (BENCH_LATENCY_MS, default none). */
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);

type Mode = 'full load' | 'client navigation' | 'prefetched on hover';

/** Clicks the first card and resolves with the ms until the vehicle heading is painted. */
async function clickToPaint(page: Page, origin: string, mode: Mode): Promise<number> {
  const full = mode === 'full load';
  await page.goto(`${origin}/en-gb/stock`);
  // the page's scripts run (the first latest-build check is made on mount)
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/build-manifest.json')));
  // a card below the first screen: not among the few fetched ahead because they came into view
  const link = page.locator('.vehicle-card a[href*="/stock/"]').nth(12);
  if (full) await link.evaluate((a) => a.setAttribute('data-full-load', ''));
  const target = await link.getAttribute('href');
  await page.evaluate(() => {
    addEventListener('click', () => sessionStorage.setItem('clickAt', String(performance.timeOrigin + performance.now())), {
      capture: true,
      once: true,
    });
  });
  if (mode === 'prefetched on hover') {
    // the pointer rests on the card (its payload is fetched ahead), then the visitor clicks
    const fetched = page.waitForResponse((r) => r.url().includes('/RSC/') && r.url().includes(`${target}.txt`));
    await link.hover();
    await (await fetched).finished();
  }
  await link.click();
  await page.waitForURL(`**${target}`);
  // the vehicle heading is there, then the next frame is painted
  await page.locator('.vehicle-page h1, main h1').first().waitFor();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => resolve(performance.timeOrigin + performance.now() - Number(sessionStorage.getItem('clickAt')))),
        ),
      ),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const search = await startBenchSearch({ vehicles: 500 });
const site = await startBenchSite(search);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  if (LATENCY_MS > 0) {
    // a phone's round trip: what a prefetch saves is the network's time, which localhost hides
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    console.log(`with ${LATENCY_MS} ms of added round-trip latency`);
  }
  await clickToPaint(page, site.origin, 'client navigation'); // warm-up
  const results: Record<Mode, number[]> = { 'full load': [], 'client navigation': [], 'prefetched on hover': [] };
  for (let i = 0; i < RUNS; i++) {
    for (const mode of Object.keys(results) as Mode[]) results[mode].push(await clickToPaint(page, site.origin, mode));
  }
  for (const [kind, values] of Object.entries(results)) {
    console.log(
      `${kind.padEnd(20)} median ${median(values).toFixed(0)} ms  (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, n=${values.length})`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
  await search.stop();
}
