/**
 * `npm run lighthouse`: Lighthouse against the production build, the way users' tools score it, with
 * Debian's Chromium. It serves the build as `npm start` does (bench/stack.ts: a Meilisearch of its own
 * with LIGHTHOUSE_VEHICLES generated vehicles, all on free 127.0.0.1 ports, removed at the end), then
 * runs each page LIGHTHOUSE_RUNS times (3) per form factor (mobile, desktop) and prints the median of
 * every category: performance, accessibility, best practices, SEO, and the audits that cost points
 * outside performance. `LIGHTHOUSE_PAGES=home,vehicle` runs only those pages; `LIGHTHOUSE_LOCALES=fr-lu,de-lu,en-gb`
 * the pages of those locales (default fr-lu), each with its visitors' Accept-Language; `LIGHTHOUSE_FORM_FACTORS=mobile`
 * one form factor.
 *
 * `LIGHTHOUSE_BEFORE=<folder>` measures a second production build beside this one, interleaved (each run of a
 * page measures this build, then that one, on the same Meilisearch), and prints both builds' scores and the
 * median total blocking time of each, with the load average of the row (issue 41: "3-5x the TBT of the
 * 25 November build" needs both in the same run, as the load moves between runs). Prepare the folder as
 * bench/ab.ts describes: `git archive <commit> | tar -x -C /tmp/before`, a `node_modules` symlink, `npx waku
 * build` there.
 *
 * Not a test: performance depends on the machine and its load (printed at start and end); the other
 * categories do not.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import os from 'node:os';
import path from 'node:path';
import { loadAverage } from '../bench/stats';
import { LOCALES, pagesOf, type MeasuredLocale } from '../bench/page-kinds';
import { startBenchSearch, startBenchSite, type BenchSearch, type BenchSite } from '../bench/stack';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const VEHICLES = Number(process.env.LIGHTHOUSE_VEHICLES ?? 400);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** another build's folder, measured beside this one in the same run (see the header) */
const BEFORE = process.env.LIGHTHOUSE_BEFORE ? path.resolve(process.env.LIGHTHOUSE_BEFORE) : undefined;
/** LIGHTHOUSE_FORM_FACTORS=mobile measures the phone only (a run of every page in three locales takes an hour here). */
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop')
  .split(',')
  .map((f) => f.trim())
  .filter((f): f is 'mobile' | 'desktop' => f === 'mobile' || f === 'desktop');

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

/** One build under test: its label and its site. */
type Build = { label: string; site: BenchSite };
/** What the runs of one page, form factor and build gave. */
type Runs = { scores: Record<string, number[]>; tbt: number[]; failed: Set<string> };
const emptyRuns = (): Runs => ({ scores: Object.fromEntries(CATEGORIES.map((c) => [c, []])), tbt: [], failed: new Set() });

/** One Lighthouse run of `url`, its scores, TBT and the audits that cost points outside performance added to `into`. */
async function runOnce(url: string, port: number, locale: MeasuredLocale, factor: 'mobile' | 'desktop', into: Runs) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // a visitor of that locale: their browser asks for its language
      extraHeaders: { 'Accept-Language': LOCALES[locale].language },
    },
    factor === 'desktop' ? desktopConfig : undefined,
  );
  for (const c of CATEGORIES) into.scores[c]!.push(Math.round((result?.lhr.categories[c]?.score ?? NaN) * 100));
  into.tbt.push(result?.lhr.audits['total-blocking-time']?.numericValue ?? NaN);
  for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of result?.lhr.categories[c]?.auditRefs ?? []) {
      const audit = result?.lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        into.failed.add(`${c}: ${ref.id} (${audit.title})${itemsOf(audit)}`);
    }
  }
}

async function main() {
  console.log(
    `Lighthouse, ${new Date().toISOString()}, ${RUNS} runs per page and form factor (median), ${loadAverage()} at start${
      BEFORE ? `; this build and ${BEFORE} interleaved` : ''
    }`,
  );
  let search: BenchSearch | undefined;
  const builds: Build[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    search = await startBenchSearch({ vehicles: VEHICLES });
    builds.push({ label: 'this', site: await startBenchSite(search) });
    if (BEFORE) builds.push({ label: 'before', site: await startBenchSite(search, { root: BEFORE }) });
    const site = builds[0]!.site;
    // LIGHTHOUSE_PAGES=home,stock runs only those pages; LIGHTHOUSE_LOCALES=fr-lu,de-lu,en-gb the locales (fr-lu)
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
    const locales = (process.env.LIGHTHOUSE_LOCALES ?? 'fr-lu').split(',').map((l) => l.trim()) as MeasuredLocale[];
    for (const locale of locales) if (!(locale in LOCALES)) throw new Error(`LIGHTHOUSE_LOCALES: unknown locale ${locale}`);
    console.log(
      `\n${'page'.padEnd(14)} ${'locale'.padEnd(7)} ${'form factor'.padEnd(12)} ${BEFORE ? 'build'.padEnd(7) : ''}${CATEGORIES.map((c) =>
        c.padStart(15),
      ).join('')}${'TBT ms'.padStart(9)}`,
    );
    /** per page kind and form factor, each build's median TBT: the summary at the end */
    const summary: { label: string; locale: string; factor: string; tbt: number[]; load: number }[] = [];
    for (const locale of locales) {
      // the addresses come from this build; the same mock stock and content give the other build the same pages
      const pages = (await pagesOf(site.origin, locale)).filter(([label]) => !only || only.includes(label));
      for (const [label, pagePath] of pages) {
        for (const factor of FORM_FACTORS) {
          const runs = builds.map(emptyRuns);
          // interleaved: run n of every build before run n + 1 of any, so both see the same load
          for (let run = 0; run < RUNS; run++) {
            for (const [i, build] of builds.entries())
              await runOnce(`${build.site.origin}${pagePath}`, chrome.port, locale, factor, runs[i]!);
          }
          const load = os.loadavg()[0]!;
          for (const [i, build] of builds.entries()) {
            console.log(
              `${label.padEnd(14)} ${locale.padEnd(7)} ${factor.padEnd(12)} ${BEFORE ? build.label.padEnd(7) : ''}${CATEGORIES.map((c) =>
                String(median(runs[i]!.scores[c]!)).padStart(15),
              ).join(
                '',
              )}${String(Math.round(median(runs[i]!.tbt))).padStart(9)}   ${pagePath}${i === builds.length - 1 ? `   load ${load.toFixed(2)}` : ''}`,
            );
            for (const line of runs[i]!.failed) console.log(`${''.padEnd(35)}↳ ${line}`);
          }
          summary.push({ label, locale, factor, tbt: runs.map((r) => median(r.tbt)), load });
        }
      }
    }
    if (BEFORE) {
      console.log(
        `\nTotal blocking time, median of ${RUNS} (ms): this build / ${BEFORE}, and the 1-minute load average after the page's runs`,
      );
      for (const row of summary) {
        const [now, before] = row.tbt.map((t) => Math.round(t!));
        const verdict = now! <= before! ? 'not above' : 'ABOVE';
        console.log(
          `${row.label.padEnd(14)} ${row.locale.padEnd(7)} ${row.factor.padEnd(8)} ${String(now).padStart(6)} / ${String(before).padStart(6)}   ${verdict.padEnd(9)}   load ${row.load.toFixed(2)}`,
        );
      }
    }
  } finally {
    for (const { site } of builds) await site.stop();
    await search?.stop();
    await chrome.kill();
    console.log(`\n${loadAverage()} at end`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
