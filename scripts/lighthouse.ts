/**
 * `npm run lighthouse`: Lighthouse against the production build, the way users' tools score it, with
 * Debian's Chromium. It serves the build as `npm start` does (bench/stack.ts: a Meilisearch of its own
 * with LIGHTHOUSE_VEHICLES generated vehicles, all on free 127.0.0.1 ports, removed at the end), then
 * runs each page LIGHTHOUSE_RUNS times (3) per form factor (mobile, desktop) and prints the median of
 * every category: performance, accessibility, best practices, SEO, and the audits that cost points
 * outside performance. `LIGHTHOUSE_PAGES=home,vehicle` runs only those pages.
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

/** A few of what an audit found (the element, the URL or the message), enough to know where to look. */
function itemsOf(audit: { details?: unknown }): string {
  const items = ((audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 3);
  const described = items.map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const text =
      node?.snippet ?? item.text ?? item.url ?? item.description ?? (item.subItems ? JSON.stringify(item.subItems).slice(0, 200) : '');
    return String(text).replace(/\s+/g, ' ').slice(0, 160);
  });
  return described.length > 0 ? `: ${described.join(' | ')}` : '';
}

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
    // LIGHTHOUSE_PAGES=home,stock runs only those pages
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
    const pages = (await pagesOf(site.origin)).filter(([label]) => !only || only.includes(label));
    console.log(`\n${'page'.padEnd(14)} ${'form factor'.padEnd(12)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
    for (const [label, path] of pages) {
      for (const factor of ['mobile', 'desktop'] as const) {
        const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
        /** the audits that cost points outside performance (which the machine's load moves), named once per page */
        const failed = new Set<string>();
        for (let run = 0; run < RUNS; run++) {
          const result = await lighthouse(
            `${site.origin}${path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            factor === 'desktop' ? desktopConfig : undefined,
          );
          for (const c of CATEGORIES) scores[c]!.push(Math.round((result?.lhr.categories[c]?.score ?? NaN) * 100));
          for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
            for (const ref of result?.lhr.categories[c]?.auditRefs ?? []) {
              const audit = result?.lhr.audits[ref.id];
              if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
                failed.add(`${c}: ${ref.id} (${audit.title})${itemsOf(audit)}`);
            }
          }
        }
        console.log(
          `${label.padEnd(14)} ${factor.padEnd(12)} ${CATEGORIES.map((c) => String(median(scores[c]!)).padStart(15)).join('')}   ${path}`,
        );
        for (const line of failed) console.log(`${''.padEnd(27)}↳ ${line}`);
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
