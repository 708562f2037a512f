/**
 * Click to paint, stock card → vehicle page, in Chromium against the production build:
 * the time from the click on a card's link to the vehicle page's heading painted, as a full page
 * load (the link marked `data-full-load`) and as a client navigation (Waku's router), median of N.
 *
 *   npx tsx bench/click-to-paint.ts [runs]      (builds first when the build is missing or stale)
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM } from './js-size';
import { startBenchSearch, startBenchSite } from './stack';

const RUNS = Number(process.argv[2] ?? 7);

/** Clicks the first card and resolves with the ms until the vehicle heading is painted. */
async function clickToPaint(page: Page, origin: string, full: boolean): Promise<number> {
  await page.goto(`${origin}/en-gb/stock`);
  // the page's scripts run (the first latest-build check is made on mount)
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/build-manifest.json')));
  const link = page.locator('.vehicle-card a[href*="/stock/"]').first();
  if (full) await link.evaluate((a) => a.setAttribute('data-full-load', ''));
  const target = await link.getAttribute('href');
  await page.evaluate(() => {
    addEventListener('click', () => sessionStorage.setItem('clickAt', String(performance.timeOrigin + performance.now())), {
      capture: true,
      once: true,
    });
  });
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
  await clickToPaint(page, site.origin, false); // warm-up
  const results: Record<string, number[]> = { 'full load': [], 'client navigation': [] };
  for (let i = 0; i < RUNS; i++) {
    results['full load']!.push(await clickToPaint(page, site.origin, true));
    results['client navigation']!.push(await clickToPaint(page, site.origin, false));
  }
  for (const [kind, values] of Object.entries(results)) {
    console.log(
      `${kind.padEnd(18)} median ${median(values).toFixed(0)} ms  (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, n=${values.length})`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
  await search.stop();
}
