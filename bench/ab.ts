/**
 * `npx tsx bench/ab.ts <folder A> <folder B> …`: site CPU per uncached stock page of two (or more)
 * production builds, measured in turn on one Meilisearch of BENCH_VEHICLES (10 000) vehicles, so they
 * see the same machine: on these shared cores the misses line of `npm run bench` moves by ±0.5 ms with
 * the load, more than a rendering change is worth. Each folder is served as `npm start` serves it
 * (`node --max-semi-space-size=64 --import tsx <folder>/scripts/start.ts --no-build`: build it first);
 * for the build before a change, e.g. `git archive <commit> | tar -x -C /tmp/before`, a `node_modules`
 * symlink and `npx waku build` there.
 *
 * Each round starts every folder's site afresh, sends AB_WARMUP_S (5) s of distinct stock URLs (every
 * request a page cache miss, bench/queries.ts) at 20 connections, then AB_SECONDS (8) s measured: the
 * site process's CPU time (/proc) per request. AB_ROUNDS (4) rounds; the medians at the end.
 *
 * `AB_PAGE=vehicle` measures uncached vehicle pages instead (`/stock/{vehicle}?ab=<n>`: a query makes the page
 * cache leave the page to the renderer), over 50 vehicles of the index, and Meilisearch's CPU per page beside
 * the site's (issue 27: the similar vehicles of a vehicle page must cost no more than one engine search).
 *
 * `AB_PAGE=cached` measures the stock pages the page cache holds instead (the 8 URLs of bench/queries.ts in
 * turn, each kept after its first request), then `/hello` for as long, on the same site: site CPU per page and
 * requests per second of each, and the cached page's throughput as a multiple of `/hello`'s (issue 39: each
 * answer of a kept page writes its own nonce). `AB_ENCODING=br` (or gzip) sends that `Accept-Encoding`, as a
 * browser does; without it the pages are asked for uncompressed, as `npm run bench` asks. A kept page's compressed
 * copies are made in libuv's pool once it is served again (brotli at quality 5, then 11: about 0.2 s of CPU per stock
 * page), so on a loaded machine give the warm-up time to finish them (AB_WARMUP_S=30 at a load of 30 on 2 cores), or the
 * measured seconds count their CPU. Each round then prints the page cache's counters from the site's `/metrics`: the
 * answers sent from a copy or compressed per answer, the copies made and why the others were not kept.
 *
 * `<folder>=<node binary>` serves that folder with another Node, e.g. one build on Node 20 and on Node 24
 * (`.ci/node24` prepares a Node 24 copy of the project, whose better-sqlite3 is built for it):
 *   npx tsx bench/ab.ts .=$(which node) /tmp/autopolis-node24/project=/tmp/autopolis-node24/node/bin/node
 */
import path from 'node:path';
import { loadTest } from './load';
import { distinctStockPaths, STOCK_CASES, stockPath } from './queries';
import { startBenchSearch, startBenchSite } from './stack';
import { loadAverage, processCpuMs, summarize } from './stats';

const sites = process.argv.slice(2).map((spec) => {
  const [folder, node] = spec.split('=') as [string, string | undefined];
  return { label: spec, root: path.resolve(folder), node: node ? path.resolve(node) : undefined };
});
// one folder: its figures alone (with AB_PAGE=cached, its page cache's counters after each round)
if (sites.length < 1) {
  console.error('usage: npx tsx bench/ab.ts <folder A>[=<node>] [<folder B>[=<node>] …]');
  process.exit(2);
}
const ROUNDS = Number(process.env.AB_ROUNDS ?? 4);
const SECONDS = Number(process.env.AB_SECONDS ?? 8);
const WARMUP_S = Number(process.env.AB_WARMUP_S ?? 5);
const CONCURRENCY = 20;

const PAGE = process.env.AB_PAGE === 'vehicle' ? 'vehicle' : process.env.AB_PAGE === 'cached' ? 'cached' : 'stock';
const ENCODING = process.env.AB_ENCODING;
const HEADERS = ENCODING ? { 'accept-encoding': ENCODING } : undefined;

const search = await startBenchSearch({ vehicles: Number(process.env.BENCH_VEHICLES ?? 10_000) });
console.log(`${loadAverage()} at start; ${PAGE} pages`);

/** The vehicle pages' parameters: 50 vehicles of the index. */
async function vehicleParams(): Promise<string[]> {
  const answer = await fetch(`${search.host}/indexes/${search.index}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${search.searchKey}` },
    body: JSON.stringify({ q: '', limit: 50, attributesToRetrieve: ['param'] }),
  });
  return ((await answer.json()) as { hits: { param: string }[] }).hits.map((h) => h.param);
}
const vehicles = PAGE === 'vehicle' ? await vehicleParams() : [];
/** `n` paths never asked before (across sites and rounds): every request renders. */
const distinctPaths = (n: number, from: number): string[] =>
  PAGE === 'vehicle'
    ? Array.from({ length: n }, (_, i) => `/stock/${vehicles[(from + i) % vehicles.length]}?ab=${from + i}`)
    : distinctStockPaths(n, from);

const cpu = new Map<string, number[]>(sites.map((s) => [s.label, []]));
/** AB_PAGE=cached: per site, the rounds' cached and /hello figures. */
const cached = new Map<string, { cpu: number; rps: number; helloCpu: number; helloRps: number }[]>(sites.map((s) => [s.label, []]));

/** Site CPU per request and requests per second of `urls` at 20 connections for AB_SECONDS. */
async function measure(pid: number | undefined, urls: string[]) {
  const before = processCpuMs(pid);
  const run = await loadTest({ urls, concurrency: CONCURRENCY, durationMs: SECONDS * 1000, headers: HEADERS });
  const after = processCpuMs(pid);
  const failures = Object.keys(run.failures).length ? ` failures ${JSON.stringify(run.failures)}` : '';
  return { cpu: before === null || after === null ? NaN : (after - before) / run.requests, rps: run.rps, requests: run.requests, failures };
}
/**
 * The page cache's counters of a site (its /metrics, which answers the loopback), one `name{labels} value` each:
 * what it answered and how (a kept page's copy or compressed per answer), the copies it made and why it did not.
 * Null for a build without them.
 */
async function pageCacheCounters(origin: string): Promise<string | null> {
  const text = await fetch(`${origin}/metrics`).then(
    (r) => (r.ok ? r.text() : ''),
    () => '',
  );
  const lines = text
    .split('\n')
    .filter((line) => line.startsWith('autopolis_page_cache_') && !line.startsWith('autopolis_page_cache_bytes'))
    .map((line) => line.replace('autopolis_page_cache_', ''));
  return lines.length > 0 ? lines.join(', ') : null;
}
const engineCpu = new Map<string, number[]>(sites.map((s) => [s.label, []]));
let next = 0;
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const { label, root, node } of sites) {
      const site = await startBenchSite(search, { root, node });
      try {
        if (PAGE === 'cached') {
          const pages = STOCK_CASES.map((c) => `${site.origin}${stockPath(c)}`);
          const hello = [`${site.origin}/hello`];
          await loadTest({ urls: pages, concurrency: CONCURRENCY, durationMs: WARMUP_S * 1000, headers: HEADERS });
          await loadTest({ urls: hello, concurrency: CONCURRENCY, durationMs: WARMUP_S * 1000 });
          const page = await measure(site.pid, pages);
          const counters = await pageCacheCounters(site.origin);
          const greeting = await measure(site.pid, hello);
          cached.get(label)!.push({ cpu: page.cpu, rps: page.rps, helloCpu: greeting.cpu, helloRps: greeting.rps });
          console.log(
            `round ${round + 1} ${label}: cached stock ${page.cpu.toFixed(3)} ms site CPU, ${page.rps.toFixed(0)} req/s${page.failures}; /hello ${greeting.cpu.toFixed(2)} ms, ${greeting.rps.toFixed(0)} req/s${greeting.failures}; ${loadAverage()}`,
          );
          if (counters) console.log(`  page cache after the cached pages: ${counters}`);
          continue;
        }
        // never the same URL twice across sites and rounds: every request renders
        const urls = (n: number) => distinctPaths(n, (next += n) - n).map((p) => `${site.origin}${p}`);
        await loadTest({ urls: urls(5_000), concurrency: CONCURRENCY, durationMs: WARMUP_S * 1000 });
        const before = processCpuMs(site.pid);
        const engineBefore = processCpuMs(search.pid);
        const run = await loadTest({ urls: urls(30_000), concurrency: CONCURRENCY, durationMs: SECONDS * 1000 });
        const after = processCpuMs(site.pid);
        const engineAfter = processCpuMs(search.pid);
        const perPage = before === null || after === null ? NaN : (after - before) / run.requests;
        const enginePerPage = engineBefore === null || engineAfter === null ? NaN : (engineAfter - engineBefore) / run.requests;
        cpu.get(label)!.push(perPage);
        engineCpu.get(label)!.push(enginePerPage);
        const failures = Object.keys(run.failures).length ? ` failures ${JSON.stringify(run.failures)}` : '';
        console.log(
          `round ${round + 1} ${label}: ${perPage.toFixed(2)} ms site CPU per page, Meilisearch ${enginePerPage.toFixed(2)} ms, ${run.rps.toFixed(1)} req/s, ${run.requests} requests${failures}; ${loadAverage()}`,
        );
      } finally {
        await site.stop();
      }
    }
  }
} finally {
  await search.stop();
}
for (const [label, rounds] of cached) {
  if (rounds.length === 0) continue;
  const median = (pick: (r: (typeof rounds)[number]) => number) => summarize(rounds.map(pick)).median;
  const ratio = median((r) => r.rps / r.helloRps);
  console.log(
    `${label}: cached stock page${ENCODING ? ` (${ENCODING})` : ''}, medians: ${median((r) => r.cpu).toFixed(3)} ms site CPU, ${median((r) => r.rps).toFixed(0)} req/s = ${ratio.toFixed(1)}× /hello's (${median((r) => r.helloRps).toFixed(0)} req/s, ${median((r) => r.helloCpu).toFixed(2)} ms)`,
  );
}
for (const [label, values] of cpu) {
  if (values.length === 0) continue;
  console.log(
    `${label}: site CPU per ${PAGE} page, median ${summarize(values).median.toFixed(2)} ms (rounds: ${values.map((v) => v.toFixed(2)).join(', ')}); Meilisearch ${summarize(engineCpu.get(label)!).median.toFixed(2)} ms`,
  );
}
