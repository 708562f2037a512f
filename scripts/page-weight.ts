/**
 * `npm run page-weight`: what each page kind loads of the site's own CSS and JavaScript, and how much
 * of it the page does not use, measured in headless Chromium (Debian's /usr/bin/chromium through
 * Playwright) with the DevTools coverage: CSS bytes loaded (the stylesheets' text, those the HTML holds
 * inline included, printed as `(inline)` with `--files`) and the share no
 * rule of which matched anything, JS bytes loaded (the site's script files, not the page's inline
 * data) and the share that never ran. "Unused" is what Chromium says once the page has settled (its
 * scripts running, every request made so far answered); code a click would run counts as unused, so the
 * JS share is an upper bound, and a lazy chunk not yet asked for (the map's, a few hundred ms later on
 * a wide screen) is not counted.
 *
 *   npm run page-weight                       # the current build (dist/), fr-lu pages
 *   npm run page-weight -- --locale de-lu     # the same pages in another locale
 *   npm run page-weight -- --root <dir>       # another build: <dir>/dist/serve-node.js, served from <dir>
 *   npm run page-weight -- --base <url>       # a site already running (nothing started)
 *   npm run page-weight -- --files            # each page's files too
 *
 * Starts its own Meilisearch with the mock stock and the built server on free 127.0.0.1 ports, and stops
 * them. Raw sizes (before compression); see bench/transfer.ts for bytes on the wire. `CSS req` is the number of
 * stylesheet requests the page makes (issue 29: the CSS a page needs above the fold in one request or inline).
 */
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM } from '../bench/js-size';
import { startMockBuild } from '../bench/stack';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const LOCALE = arg('--locale') ?? 'fr-lu';
const SHOW_FILES = process.argv.includes('--files');
const PREFIX = LOCALE === 'fr-lu' ? '' : `/${LOCALE}`;
const WORDS = {
  'fr-lu': {
    locations: 'concessions',
    privateLease: 'private-lease',
    interest: 'interessee',
    form: 'formulaires/prise-de-rendez-vous-pneus-roues',
    careers: 'carrieres',
  },
  'de-lu': {
    locations: 'locations',
    privateLease: 'privatleasing',
    interest: 'interest',
    form: 'formulare/reifentermin',
    careers: 'karriere',
  },
  'en-gb': {
    locations: 'locations',
    privateLease: 'private-lease',
    interest: 'interest',
    form: 'forms/tyre-appointment',
    careers: 'careers',
  },
}[LOCALE];
if (!WORDS) throw new Error(`unknown locale ${LOCALE}`);

/** The page kinds measured, found on the running site (the first vehicle, lease offer and article it links). */
async function pagesOf(base: string): Promise<[string, string][]> {
  const text = async (p: string) => (await fetch(`${base}${p}`)).text();
  const first = (html: string, re: RegExp, fallback: string) => re.exec(html)?.[1] ?? fallback;
  const stock = await text(`${PREFIX}/stock?sort=year-desc`);
  const vehicle = first(stock, new RegExp(`href="(${PREFIX}/stock/\\d+-1-[a-z0-9-]+)"`), `${PREFIX}/stock`);
  const leases = await text(`${PREFIX}/${WORDS!.privateLease}`);
  const offer = first(leases, new RegExp(`href="(${PREFIX}/${WORDS!.privateLease}/[a-z0-9-]+)"`), `${PREFIX}/${WORDS!.privateLease}`);
  const news = await text(`${PREFIX}/news`);
  const article = first(news, new RegExp(`href="(${PREFIX}/news/[a-z0-9-]+)"`), `${PREFIX}/news`);
  return [
    ['home', PREFIX || '/'],
    ['stock', `${PREFIX}/stock`],
    ['vehicle', vehicle],
    ['interest form', `${vehicle}/${WORDS!.interest}`],
    ['dealerships', `${PREFIX}/${WORDS!.locations}`],
    ['dealership', `${PREFIX}/${WORDS!.locations}/bertrange`],
    ['private lease', `${PREFIX}/${WORDS!.privateLease}`],
    ['lease offer', offer],
    ['form page', `${PREFIX}/${WORDS!.form}`],
    ['article', article],
    ['careers', `${PREFIX}/${WORDS!.careers}`],
  ];
}

type Weight = { bytes: number; unused: number; files: { url: string; bytes: number; unused: number }[] };

/** Bytes of a text marked used by a list of [start, end) ranges (merged, so overlaps count once). */
function usedBytes(ranges: { start: number; end: number }[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let used = 0;
  let reach = 0;
  for (const { start, end } of sorted) {
    const from = Math.max(start, reach);
    if (end > from) used += end - from;
    reach = Math.max(reach, end);
  }
  return used;
}

/**
 * V8's block coverage: every function with its ranges, outer first; a nested range's count overrides
 * the outer one's. Bytes whose innermost range ran at least once are used.
 */
function executedBytes(source: string, functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[]): number {
  const ran = new Uint8Array(source.length);
  const ranges = functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(r.endOffset, source.length));
  return ran.reduce((n, b) => n + b, 0);
}

async function measure(browser: Browser, url: string): Promise<{ css: Weight; js: Weight; stylesheets: number }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page: Page = await context.newPage();
  let stylesheets = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets += 1;
  });
  try {
    await page.coverage.startCSSCoverage({ resetOnNavigation: false });
    await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status()}`);
    // settled: the page's scripts have run (their first latest-build check is made on mount) and every
    // resource asked for so far has arrived (a condition, not a wait for the network to fall silent)
    await page.waitForFunction(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries.some((e) => e.name.includes('/build-manifest.json')) && entries.every((e) => e.responseEnd > 0);
    });
    const origin = new URL(url).origin;
    const own = (u: string) => u.startsWith(origin) && u !== page.url() && u !== url && !/\/RSC\//.test(u);
    // a page's HTML holds its stylesheets' rules inline (src/server/page-styles.tsx): those sheets are the document's
    const inline = (u: string) => u === page.url() || u === url;
    const cssEntries = (await page.coverage.stopCSSCoverage()).filter((e) => own(e.url) || inline(e.url));
    const jsEntries = (await page.coverage.stopJSCoverage()).filter((e) => own(e.url) && e.source !== undefined);
    const css: Weight = { bytes: 0, unused: 0, files: [] };
    for (const e of cssEntries) {
      const bytes = Buffer.byteLength(e.text ?? '');
      const used = usedBytes(e.ranges);
      css.files.push({ url: inline(e.url) ? '(inline)' : new URL(e.url).pathname, bytes, unused: e.text ? 1 - used / e.text.length : 0 });
      css.bytes += bytes;
      css.unused += bytes * (e.text ? 1 - used / e.text.length : 0);
    }
    const js: Weight = { bytes: 0, unused: 0, files: [] };
    const seen = new Set<string>();
    for (const e of jsEntries) {
      if (seen.has(e.url)) continue;
      seen.add(e.url);
      const source = e.source!;
      const bytes = Buffer.byteLength(source);
      const share = source.length ? 1 - executedBytes(source, e.functions) / source.length : 0;
      js.files.push({ url: new URL(e.url).pathname, bytes, unused: share });
      js.bytes += bytes;
      js.unused += bytes * share;
    }
    return { css, js, stylesheets };
  } finally {
    await context.close();
  }
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
const pct = (part: number, whole: number) => `${whole ? Math.round((100 * part) / whole) : 0}%`.padStart(4);

const given = arg('--base');
const site = given ? { origin: given.replace(/\/$/, ''), stop: async () => {} } : await startMockBuild(path.resolve(arg('--root') ?? '.'));
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    console.log(`page weight, ${LOCALE}: the site's own CSS and JS a page loads (raw KB) and the share it leaves unused`);
    console.log(`${'page'.padEnd(15)} ${'CSS KB'.padStart(6)} unused CSS req ${'JS KB'.padStart(6)} unused  path`);
    for (const [name, p] of await pagesOf(site.origin)) {
      const { css, js, stylesheets } = await measure(browser, `${site.origin}${p}`);
      console.log(
        `${name.padEnd(15)} ${kb(css.bytes)} ${pct(css.unused, css.bytes).padStart(6)} ${String(stylesheets).padStart(7)} ${kb(js.bytes)} ${pct(js.unused, js.bytes).padStart(6)}  ${p}`,
      );
      if (SHOW_FILES) {
        for (const f of [...css.files, ...js.files]) console.log(`    ${kb(f.bytes)} ${pct(f.unused, 1).padStart(6)}  ${f.url}`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await site.stop();
}
