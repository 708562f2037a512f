/**
 * `npm run lighthouse`: Lighthouse against the production build, the way users' tools score it, with
 * Debian's Chromium. It serves the build as `npm start` does (bench/stack.ts: a Meilisearch of its own
 * with LIGHTHOUSE_VEHICLES generated vehicles, all on free 127.0.0.1 ports, removed at the end), then
 * runs each page LIGHTHOUSE_RUNS times (3) per form factor (mobile, desktop) and prints the median of
 * every category: performance, accessibility, best practices, SEO.
 *
 * Not a test: performance depends on the machine and its load (printed at start and end); the other
 * categories do not.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { loadAverage } from '../bench/stats';
import { startBenchSearch, startBenchSite, type BenchSearch, type BenchSite } from '../bench/stack';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const VEHICLES = Number(process.env.LIGHTHOUSE_VEHICLES ?? 400);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

async function pagesOf(origin: string): Promise<[string, string][]> {
  const stock = await (await fetch(`${origin}/stock?sort=year-desc`)).text();
  const vehicle = /href="(\/stock\/\d+-1-[a-z0-9-]+)"/.exec(stock)?.[1];
  const news = await (await fetch(`${origin}/news`)).text();
  const article = /href="(\/news\/[a-z0-9-]+)"/.exec(news)?.[1];
  return [
    ['home', '/'],
    ['stock', '/stock'],
    ['vehicle', vehicle ?? '/stock'],
    ['dealership', '/concessions/bertrange'],
    ['article', article ?? '/news'],
    ['content page', '/services'],
    ['form page', '/formulaires/prise-de-rendez-vous-pneus-roues'],
  ];
}

async function main() {
  console.log(`Lighthouse, ${new Date().toISOString()}, ${RUNS} runs per page and form factor (median), ${loadAverage()} at start`);
  let search: BenchSearch | undefined;
  let site: BenchSite | undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    search = await startBenchSearch({ vehicles: VEHICLES });
    site = await startBenchSite(search);
    const pages = await pagesOf(site.origin);
    console.log(`\n${'page'.padEnd(14)} ${'form factor'.padEnd(12)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
    for (const [label, path] of pages) {
      for (const factor of ['mobile', 'desktop'] as const) {
        const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
        for (let run = 0; run < RUNS; run++) {
          const result = await lighthouse(
            `${site.origin}${path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            factor === 'desktop' ? desktopConfig : undefined,
          );
          for (const c of CATEGORIES) scores[c]!.push(Math.round((result?.lhr.categories[c]?.score ?? NaN) * 100));
        }
        console.log(
          `${label.padEnd(14)} ${factor.padEnd(12)} ${CATEGORIES.map((c) => String(median(scores[c]!)).padStart(15)).join('')}   ${path}`,
        );
      }
    }
  } finally {
    await site?.stop();
    await search?.stop();
    await chrome.kill();
    console.log(`\n${loadAverage()} at end`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
