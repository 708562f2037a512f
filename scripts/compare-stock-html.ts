/**
 * `tsx scripts/compare-stock-html.ts <before> <after> [page…]`: serves two production builds (each folder's
 * `dist/`, e.g. a copy of the build before a change and the worktree's after it) with the mock content
 * and stock (bench/stack.ts `startMockBuild`), asks both for the same pages (the stock pages below in the
 * three locales, or the pages given after the two folders: a path, or `sitemap:<regex>` for every address
 * of either build's sitemaps whose path matches, so that a page only one build has is compared too, and
 * answers 404 in the other) and says whether their HTML is the same. A rendering optimisation must not change what a visitor
 * gets: the markup outside the inlined RSC payload must be byte for byte the same. The payload (the
 * `__FLIGHT_DATA` scripts, what React hydrates from) is compared on its own and may differ when a
 * change sends the same elements in another shape; the build's id, asset hashes, the pages' nonces and
 * the forms' submission keys (random UUIDs) are masked.
 * Each server is asked for the first page once before the comparison: on a busy machine a fresh server's first
 * search can pass MEILI_TIMEOUT_MS, and a page then leaves out its stock preview (seen on 1 of 600 pages with
 * a load average of 25). A page that differs is asked for again of both; one that is the same the second
 * time is counted apart ('UNSTABLE', both versions of the first answers kept): an answer that changes from
 * one request to the next is not a change of the build, but is worth a look.
 * Exits 1 when the markup of a page differs, and writes both versions of it next to each other in
 * COMPARE_OUT (/tmp).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startMockBuild } from '../bench/stack';

const [beforeArg, afterArg, ...pageArgs] = process.argv.slice(2);
if (!beforeArg || !afterArg) {
  console.error(
    'usage: tsx scripts/compare-stock-html.ts <folder of the build before> <folder of the build after> [path | sitemap:<regex>]…',
  );
  process.exit(2);
}
const [before, after] = [path.resolve(beforeArg), path.resolve(afterArg)];

const STOCK_PAGES = [
  '/stock',
  '/stock?brand=ford',
  '/stock?brand=kia&fuel=electric',
  '/stock?price_min=20000&price_max=40000&sort=price-asc',
  '/stock?page=2',
  '/stock?price_type=private',
  '/stock?q=kombi',
  '/stock?brand=ford&model=ford%2Fpuma&year_from=2020&mileage_max=90000',
  '/stock?brand=nomatch',
  '/de-lu/stock?brand=ford&price_type=business',
  '/en-gb/stock?condition=used&page=2',
];

const FLIGHT = /<script(?: nonce="NONCE")?>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\((.*?)\)<\/script>/gs;

/** The markup without the payload scripts, and the payload as one text; build ids, asset hashes and nonces masked. */
function split(html: string): { markup: string; payload: string } {
  const masked = html
    .replace(/ nonce="[A-Za-z0-9+/=]+"/g, ' nonce="NONCE"') // the page's Content-Security-Policy nonce, new on every request
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css)\b/g, '-HASH.$1')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, 'UUID') // a form's submission key
    .replace(/\b[0-9a-z]{8,}-[0-9a-f]{8}\b/g, 'BUILD');
  let payload = '';
  const markup = masked.replace(FLIGHT, (_, chunk: string) => {
    payload += chunk.startsWith('"') ? (JSON.parse(chunk) as string) : chunk;
    return '';
  });
  return { markup, payload };
}

/** The paths of every address in a build's sitemaps (the index, then each file) whose path matches. */
async function sitemapPaths(origin: string, pattern: RegExp): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')));
  const files = locs(await (await fetch(`${origin}/sitemap.xml`)).text());
  const pages = (await Promise.all(files.map(async (f) => locs(await (await fetch(`${origin}${f.pathname}`)).text())))).flat();
  return pages.map((u) => `${u.pathname}${u.search}`).filter((p) => pattern.test(p));
}

const out = process.env.COMPARE_OUT ?? '/tmp';
const servers = await Promise.all([startMockBuild(before), startMockBuild(after)]);
let differing = 0;
let unstable = 0;
const PAGES: string[] = [];

/** Both builds' answers to one page. */
const ask = (page: string) =>
  Promise.all(
    servers.map(async (s) => {
      const res = await fetch(`${s.origin}${page}`);
      return { status: res.status, ...split(await res.text()) };
    }),
  );
const alike = ([a, b]: Awaited<ReturnType<typeof ask>>) => a!.status === b!.status && a!.markup === b!.markup;

try {
  for (const arg of pageArgs.length > 0 ? pageArgs : STOCK_PAGES) {
    if (!arg.startsWith('sitemap:')) PAGES.push(arg);
    else {
      const pattern = new RegExp(arg.slice('sitemap:'.length));
      const [first, second] = await Promise.all(servers.map((s) => sitemapPaths(s.origin, pattern)));
      PAGES.push(...first!, ...second!.filter((p) => !first!.includes(p)));
    }
  }
  await ask(PAGES[0]!);
  for (const page of PAGES) {
    const answers = await ask(page);
    const [a, b] = answers;
    const same = alike(answers);
    const again = same || !alike(await ask(page));
    const payload = a!.payload === b!.payload ? 'same payload' : `payload ${a!.payload.length} → ${b!.payload.length} characters`;
    const status = a!.status === b!.status ? `${a!.status}` : `${a!.status} → ${b!.status}`;
    console.log(
      `${same ? 'same    ' : again ? 'DIFFER  ' : 'UNSTABLE'} ${page} (${status}, markup ${a!.markup.length} characters; ${payload})`,
    );
    if (!same) {
      if (again) differing++;
      else unstable++;
      const name = page.replace(/[^a-z0-9]+/gi, '_');
      writeFileSync(path.join(out, `compare-before${name}.html`), a!.markup);
      writeFileSync(path.join(out, `compare-after${name}.html`), b!.markup);
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
const unstableLine = unstable ? `; ${unstable} differed once and were the same when asked again` : '';
console.log(
  differing
    ? `${differing} of ${PAGES.length} pages differ (both versions in ${out}/compare-*.html)${unstableLine}`
    : `all ${PAGES.length} pages the same${unstableLine}`,
);
process.exit(differing ? 1 : 0);
