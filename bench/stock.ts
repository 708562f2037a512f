/**
 * `npm run bench`: the performance benchmark of the stock page (issue 3), on the production build.
 *
 * Generates BENCH_VEHICLES (10 000) vehicles, indexes them into an embedded Meilisearch and serves
 * the site as `npm start` does (bench/stack.ts), all on free 127.0.0.1 ports, then prints:
 *   1. latency, one request at a time, interleaved so both see the same machine state:
 *      - the engine's own time: a raw node:http client POSTing the page's exact multi-search body
 *        to Meilisearch (plus the processingTimeMs Meilisearch reports);
 *      - the stock page's server time (GET /stock?…, full HTML, to the last byte), and /hello's;
 *   2. throughput at BENCH_CONCURRENCY (20) kept-alive connections for BENCH_DURATION_S (10) s,
 *      after BENCH_WARMUP_S (5) s of the same load on each: the stock page cycling through the
 *      filter combinations of bench/queries.ts, then /hello;
 *   3. the JavaScript shipped for the stock page, compressed (bench/js-size.ts);
 *   4. the 44 ms fetch trap: the same multi-searches through Node's fetch and through the site's
 *      node:http transport (bench/transport.ts);
 *   5. the goals of the issue, met or not.
 * Everything it started is stopped and its temp data deleted at the end.
 *
 * BENCH_CPU_PROFILE=<folder> also writes a V8 CPU profile of the site process there (`--cpu-prof`,
 * written when the site stops; open it in Chrome DevTools' Performance panel).
 *
 * Not a test: numbers depend on the machine and its load (printed at start and end).
 */
import path from 'node:path';
import { kb, loadAverage, ms, processCpuMs, summarize } from './stats';
import { CHROMIUM, scriptsFromHtml, scriptsInChromium } from './js-size';
import { keepAliveAgent, loadTest, timedGet, timedPost } from './load';
import { distinctStockPaths, STOCK_CASES, stockPath, stockSearchBody } from './queries';
import { startBenchSearch, startBenchSite, type BenchSearch, type BenchSite } from './stack';
import { compareTransports, printTransports } from './transport';
import { similarSearchRequest } from '../src/stock/search';
import type { Vehicle } from '../src/stock/types';
import { KEPT_FRAME_HEADER } from '../src/navigation/kept-frame-protocol';

/** The payload address Waku's router asks for a page (`/stock?q` → `/RSC/R/stock.txt?query=q`). */
function payloadPath(pagePath: string): string {
  const [pathname, search = ''] = pagePath.split('?');
  return `/RSC/R${pathname}.txt?query=${encodeURIComponent(search)}`;
}

/** The version of the frame a page is sent with (its `KeptFrame`'s prop, in the HTML's inline payload). */
async function keptFrameVersion(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const version = /\\"version\\":\\"([A-Za-z0-9_-]{16})\\"/.exec(html)?.[1];
  if (!version) throw new Error(`no kept frame version in ${url}`);
  return version;
}

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TRANSPORT_SEARCHES = Number(process.env.BENCH_TRANSPORT_SEARCHES ?? 60);
const USE_CHROMIUM = process.env.BENCH_CHROMIUM !== '0';
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;

const GOALS = { medianAboveEngineMs: 15, throughputShareOfHello: 0.4, jsGzipBytes: 120 * 1024 };
/** Issue 16: the page cache, and the cost of a page it does not hold. */
const CACHE_GOALS = { cachedShareOfHello: 0.8, uncachedSiteCpuMs: 5, p95OverHello: 2 };

const section = (title: string) => console.log(`\n== ${title}`);
const pad = (s: string, n: number) => s.padEnd(n);
const num = (s: string, n = 10) => s.padStart(n);

async function main() {
  console.log(`stock page benchmark, ${new Date().toISOString()}, Node ${process.version}`);
  console.log(`${loadAverage()} at start`);
  console.log(`${VEHICLES} vehicles, ${CONCURRENCY} connections for ${DURATION_S} s, ${ROUNDS} rounds of ${STOCK_CASES.length} stock URLs`);

  let search: BenchSearch | undefined;
  let site: BenchSite | undefined;
  const stopAll = async () => {
    await site?.stop();
    await search?.stop();
  };
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));

  try {
    search = await startBenchSearch({ vehicles: VEHICLES, log: (line) => console.log(line) });
    const t = performance.now();
    site = await startBenchSite(search, { nodeFlags: CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILE)}`] : [] });
    console.log(`site (production build, scripts/start.ts) on ${site.origin} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await run(search, site);
  } finally {
    await stopAll();
    console.log(`\nstopped the site and Meilisearch, deleted the temp data; ${loadAverage()} at end`);
    if (CPU_PROFILE) console.log(`CPU profile of the site in ${path.resolve(CPU_PROFILE)}`);
  }
}

async function run(search: BenchSearch, site: BenchSite) {
  const pages = STOCK_CASES.map((c) => `${site.origin}${stockPath(c)}`);
  const bodies = STOCK_CASES.map((c) => JSON.stringify(stockSearchBody(c, search.index)));
  const hello = `${site.origin}/hello`;
  const engineAgent = keepAliveAgent(2);
  const pageAgent = keepAliveAgent(2);
  const auth = { authorization: `Bearer ${search.searchKey}` };

  const engine = async (i: number) => {
    const r = await timedPost(`${search.host}/multi-search`, engineAgent, bodies[i]!, auth);
    if (r.status !== 200) throw new Error(`multi-search answered ${r.status}: ${r.body.toString().slice(0, 300)}`);
    const answer = JSON.parse(r.body.toString()) as { results: { processingTimeMs: number; totalHits?: number }[] };
    return {
      ms: r.ms,
      processing: answer.results.reduce((s, q) => s + q.processingTimeMs, 0),
      totalHits: answer.results[0]?.totalHits ?? 0,
      queries: answer.results.length,
    };
  };
  const page = async (url: string) => {
    const r = await timedGet(url, pageAgent);
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
    return r;
  };
  // every request of these is a page the cache does not hold
  let distinct = 0;
  const uncachedPage = () => page(`${site.origin}${distinctStockPaths(1, 600_000 + distinct++)[0]}`);

  // sanity and warm-up: every URL answers 200 with results, the engine agrees on the count
  section('stock URLs (fr-lu), multi-search queries per page, hits, HTML size');
  for (let i = 0; i < STOCK_CASES.length; i++) {
    const e = await engine(i);
    const p = await page(pages[i]!);
    const shown = new Intl.NumberFormat('fr-LU').format(e.totalHits).replace(/\s/g, '[\\s\\u00a0\\u202f]');
    const agrees = new RegExp(shown).test(p.body.toString());
    console.log(
      `${pad(stockPath(STOCK_CASES[i]!), 44)} ${e.queries} quer${e.queries > 1 ? 'ies' : 'y '} ${num(String(e.totalHits), 6)} hits ${num(kb(p.bytes), 9)}${agrees ? '' : '  (count not found in the HTML!)'}`,
    );
  }
  for (let r = 0; r < 3; r++) for (let i = 0; i < STOCK_CASES.length; i++) await Promise.all([engine(i), page(pages[i]!), page(hello)]);
  const cacheState = async (url: string) => (await fetch(url)).headers.get('x-page-cache') ?? 'not kept';
  console.log(
    `page cache: a repeated URL answers "${await cacheState(pages[1]!)}", a URL of the distinct stream "${await cacheState(`${site.origin}${distinctStockPaths(1, 1_500_000)[0]}`)}"`,
  );

  // 1. latency, one request at a time, engine / page / hello interleaved
  const engineMs: number[][] = STOCK_CASES.map(() => []);
  const processingMs: number[] = [];
  const pageMs: number[][] = STOCK_CASES.map(() => []);
  const helloMs: number[] = [];
  const uncachedMs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < STOCK_CASES.length; i++) {
      const e = await engine(i);
      engineMs[i]!.push(e.ms);
      processingMs.push(e.processing);
      pageMs[i]!.push((await page(pages[i]!)).ms);
      uncachedMs.push((await uncachedPage()).ms);
      helloMs.push((await page(hello)).ms);
    }
  }
  // the header search's suggestions (src/stock/suggest): what a visitor waits for after a pause in typing
  section(`header search suggestions, one request at a time (${ROUNDS} per word)`);
  const suggestMs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const words of ['ford', 'kia ev', 'puma', 'kombi', 'hyundia']) {
      suggestMs.push((await page(`${site.origin}/api/suggestions?q=${encodeURIComponent(words)}&locale=fr-lu&r=${r}`)).ms);
    }
  }
  const suggest = summarize(suggestMs);
  console.log(
    `${pad('/api/suggestions (5 words, one engine search each)', 44)} ${num(ms(suggest.median))} ${num(ms(suggest.p95))}   (median, p95)`,
  );

  // the vehicle page (issue 27: similar vehicles must cost no more than one engine search): the page
  // the cache holds (its path alone), one it does not (a query makes the page cache leave it to the
  // renderer), and the engine's time of one search of the kind the page sends
  section(`vehicle page, one request at a time (${ROUNDS} rounds of 10 vehicles)`);
  const someVehicles = await timedPost(
    `${search.host}/indexes/${search.index}/search`,
    engineAgent,
    JSON.stringify({ q: '', limit: 10, attributesToRetrieve: ['param', 'vehicle'] }),
    auth,
  );
  const vehicleHits = (JSON.parse(someVehicles.body.toString()) as { hits: { param: string; vehicle: Vehicle }[] }).hits;
  const vehicleCachedMs: number[] = [];
  const vehicleUncachedMs: number[] = [];
  const vehicleEngineMs: number[] = [];
  let vehicleRound = 0;
  for (const hit of vehicleHits) await page(`${site.origin}/stock/${hit.param}`);
  for (let r = 0; r < ROUNDS; r++) {
    for (const hit of vehicleHits) {
      // the vehicle page's similar vehicles: the site's own request (src/stock/search.ts)
      const lookup = await timedPost(
        `${search.host}/multi-search`,
        engineAgent,
        JSON.stringify(similarSearchRequest(hit.vehicle, search.index)),
        auth,
      );
      if (lookup.status !== 200) throw new Error(`similar vehicles answered ${lookup.status}`);
      vehicleEngineMs.push(lookup.ms);
      vehicleCachedMs.push((await page(`${site.origin}/stock/${hit.param}`)).ms);
      vehicleUncachedMs.push((await page(`${site.origin}/stock/${hit.param}?bench=${vehicleRound++}`)).ms);
    }
  }
  const vCached = summarize(vehicleCachedMs);
  const vUncached = summarize(vehicleUncachedMs);
  const vEngine = summarize(vehicleEngineMs);
  console.log(`${pad('', 44)} ${num('median')} ${num('p95')}`);
  console.log(`${pad('vehicle page, cached (HTML, last byte)', 44)} ${num(ms(vCached.median))} ${num(ms(vCached.p95))}`);
  console.log(`${pad('vehicle page, not cached', 44)} ${num(ms(vUncached.median))} ${num(ms(vUncached.p95))}`);
  console.log(`${pad('engine, the similar-vehicles multi-search', 44)} ${num(ms(vEngine.median))} ${num(ms(vEngine.p95))}`);

  engineAgent.destroy();
  pageAgent.destroy();

  section(`latency, one request at a time (${ROUNDS} per URL, interleaved)`);
  console.log(`${pad('URL (page: from the page cache)', 44)} ${num('engine')} ${num('page')} ${num('page-engine', 12)}   (medians)`);
  for (let i = 0; i < STOCK_CASES.length; i++) {
    const e = summarize(engineMs[i]!).median;
    const p = summarize(pageMs[i]!).median;
    console.log(`${pad(stockPath(STOCK_CASES[i]!), 44)} ${num(ms(e))} ${num(ms(p))} ${num(ms(p - e), 12)}`);
  }
  const engineAll = summarize(engineMs.flat());
  const pageAll = summarize(pageMs.flat());
  const helloAll = summarize(helloMs);
  const uncachedAll = summarize(uncachedMs);
  const processing = summarize(processingMs);
  console.log('');
  console.log(`${pad('', 44)} ${num('median')} ${num('p95')}`);
  console.log(`${pad('engine, raw HTTP multi-search (wall time)', 44)} ${num(ms(engineAll.median))} ${num(ms(engineAll.p95))}`);
  console.log(`${pad('engine, processingTimeMs summed per request', 44)} ${num(ms(processing.median, 0))} ${num(ms(processing.p95, 0))}`);
  console.log(`${pad('stock page, cached (HTML, last byte)', 44)} ${num(ms(pageAll.median))} ${num(ms(pageAll.p95))}`);
  console.log(`${pad('stock page, not cached (distinct URLs)', 44)} ${num(ms(uncachedAll.median))} ${num(ms(uncachedAll.p95))}`);
  console.log(`${pad('/hello server time', 44)} ${num(ms(helloAll.median))} ${num(ms(helloAll.p95))}`);

  // 2. throughput
  section(`throughput, ${CONCURRENCY} kept-alive connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up`);
  // CPU time each process spent during the run, per request: robust to the other load on the machine
  const measured = async (urls: readonly string[], headers?: Record<string, string>) => {
    const before = { site: processCpuMs(site.pid), engine: processCpuMs(search.pid), bench: process.cpuUsage() };
    const result = await loadTest({ urls, concurrency: CONCURRENCY, durationMs: DURATION_S * 1000, headers });
    const per = (a: number | null, b: number | null) => (a === null || b === null ? NaN : (b - a) / result.requests);
    const bench = process.cpuUsage(before.bench);
    return {
      ...result,
      cpu: {
        site: per(before.site, processCpuMs(site.pid)),
        engine: per(before.engine, processCpuMs(search.pid)),
        bench: (bench.user + bench.system) / 1000 / result.requests,
      },
    };
  };
  // a server that has been running a while: the JIT has compiled the rendering paths
  const misses = (from: number) => distinctStockPaths(100_000, from).map((p) => `${site.origin}${p}`);
  await loadTest({ urls: misses(100_000), concurrency: CONCURRENCY, durationMs: WARMUP_S * 1000 });
  await loadTest({ urls: pages, concurrency: CONCURRENCY, durationMs: WARMUP_S * 1000 });
  await loadTest({ urls: [hello], concurrency: CONCURRENCY, durationMs: WARMUP_S * 1000 });
  const stockLoad = await measured(pages);
  const missLoad = await measured(misses(300_000));
  const helloLoad = await measured([hello]);
  // a client navigation's payload of an uncached stock page, with the frame (a tab's first payload) and without (the
  // tab names the version it holds: src/navigation/kept-frame.tsx), on the same build, one after the other
  const payloadsOf = (from: number) => distinctStockPaths(100_000, from).map((p) => `${site!.origin}${payloadPath(p)}`);
  const frame = await keptFrameVersion(pages[0]!);
  const framedLoad = await measured(payloadsOf(500_000));
  const keptLoad = await measured(payloadsOf(700_000), { [KEPT_FRAME_HEADER]: frame });
  console.log(
    `${pad('', 30)} ${num('req/s', 7)} ${num('median')} ${num('p95')} ${num('requests', 9)}  CPU per request: site, Meilisearch, load generator`,
  );
  for (const [label, l] of [
    [`stock, cached (${STOCK_CASES.length} URLs in turn)`, stockLoad],
    ['stock, every request a miss', missLoad],
    ['/hello', helloLoad],
    ['stock payload, miss, frame sent', framedLoad],
    ['stock payload, miss, frame kept', keptLoad],
  ] as const) {
    const s = summarize(l.latencies);
    const failures = Object.entries(l.failures)
      .map(([k, v]) => `${v}× ${k}`)
      .join(', ');
    const cpu = `${ms(l.cpu.site)}, ${Number.isNaN(l.cpu.engine) ? '-' : ms(l.cpu.engine)}, ${ms(l.cpu.bench)}`;
    console.log(
      `${pad(label, 30)} ${num(l.rps.toFixed(1), 7)} ${num(ms(s.median))} ${num(ms(s.p95))} ${num(String(l.requests), 9)}  ${cpu}${failures ? `  FAILURES: ${failures}` : ''}`,
    );
  }

  // 3. JavaScript shipped
  section('JavaScript shipped for /stock');
  const { scripts, html } = await scriptsFromHtml(pages[0]!);
  for (const f of scripts.files)
    console.log(`${pad(f.url, 44)} ${num(kb(f.size.raw))} raw ${num(kb(f.size.gzip))} gzip ${num(kb(f.size.brotli))} brotli`);
  console.log(
    `${pad(`script files (HTML + module preloads + imports): ${scripts.files.length}`, 44)} ${num(kb(scripts.total.raw))} raw ${num(kb(scripts.total.gzip))} gzip ${num(kb(scripts.total.brotli))} brotli`,
  );
  for (const f of scripts.lazy ?? [])
    console.log(`${pad(`  lazy, only on demand (not counted): ${f.url}`, 44)} ${num(kb(f.size.raw))} raw ${num(kb(f.size.gzip))} gzip`);
  const browser = USE_CHROMIUM
    ? await scriptsInChromium(pages[0]!).catch((error: Error) => (console.log(`Chromium: ${error.message.split('\n')[0]}`), null))
    : null;
  if (browser) {
    console.log(
      `${pad(`loaded by headless Chromium: ${browser.files.length} scripts`, 44)} ${num(kb(browser.total.raw))} raw ${num(kb(browser.total.gzip))} gzip ${num(kb(browser.total.brotli))} brotli`,
    );
  } else if (USE_CHROMIUM) {
    console.log(`(no Chromium at ${CHROMIUM}: files found from the HTML only)`);
  }
  console.log(
    `${pad('for reference: the HTML document', 44)} ${num(kb(html.html.raw))} raw ${num(kb(html.html.gzip))} gzip (sent uncompressed; ${html.inlineCount} inline scripts, ${kb(html.inlineScripts.raw)} raw: RSC payload for hydration)`,
  );
  const jsGzip = Math.max(scripts.total.gzip, browser?.total.gzip ?? 0);

  // 4. the fetch trap
  section(`Node's fetch vs the site's transport (${TRANSPORT_SEARCHES} stock multi-searches each, one at a time)`);
  const transports = await compareTransports({
    host: search.host,
    searchKey: search.searchKey,
    bodies: STOCK_CASES.map((c) => stockSearchBody(c, search.index)),
    searches: TRANSPORT_SEARCHES,
    only: ['fetch', 'node-http', 'raw'],
  });
  printTransports(transports);

  // 5. goals
  section('goals (issue 16: the page cache)');
  const verdict16 = (ok: boolean) => (ok ? 'met   ' : 'MISSED');
  const cachedShare = stockLoad.rps / helloLoad.rps;
  console.log(
    `${verdict16(cachedShare >= CACHE_GOALS.cachedShareOfHello)} cached stock page ${stockLoad.rps.toFixed(1)} req/s = ${(cachedShare * 100).toFixed(0)}% of /hello's ${helloLoad.rps.toFixed(1)} req/s (goal: at least ${CACHE_GOALS.cachedShareOfHello * 100}%)`,
  );
  console.log(
    `${verdict16(missLoad.cpu.site <= CACHE_GOALS.uncachedSiteCpuMs)} site CPU per uncached stock page ${ms(missLoad.cpu.site)} (goal: at most ${CACHE_GOALS.uncachedSiteCpuMs} ms; ${missLoad.rps.toFixed(1)} req/s)`,
  );
  const stockP95 = summarize(stockLoad.latencies).p95;
  const helloP95 = summarize(helloLoad.latencies).p95;
  console.log(
    `${verdict16(stockP95 <= helloP95 * CACHE_GOALS.p95OverHello)} p95 under ${CONCURRENCY} connections: stock ${ms(stockP95)}, /hello ${ms(helloP95)} (goal: at most ${CACHE_GOALS.p95OverHello}× /hello's)`,
  );

  section('goals (issue 3)');
  // measured on pages the cache does not hold, as when these goals were set
  const overhead = uncachedAll.median - engineAll.median;
  const share = missLoad.rps / helloLoad.rps;
  const verdict = (ok: boolean) => (ok ? 'met   ' : 'MISSED');
  console.log(
    `${verdict(overhead <= GOALS.medianAboveEngineMs)} uncached stock page median ${ms(uncachedAll.median)} = engine ${ms(engineAll.median)} + ${ms(overhead)} (goal: at most + ${GOALS.medianAboveEngineMs} ms)`,
  );
  console.log(
    `${verdict(share >= GOALS.throughputShareOfHello)} uncached stock page ${missLoad.rps.toFixed(1)} req/s = ${(share * 100).toFixed(0)}% of /hello's ${helloLoad.rps.toFixed(1)} req/s (goal: at least ${GOALS.throughputShareOfHello * 100}%)`,
  );
  if (!Number.isNaN(missLoad.cpu.site)) {
    const ratio = helloLoad.cpu.site / missLoad.cpu.site;
    console.log(
      `       site CPU per request: uncached stock ${ms(missLoad.cpu.site)}, cached ${ms(stockLoad.cpu.site)}, /hello ${ms(helloLoad.cpu.site)}: CPU-bound ceiling ${(ratio * 100).toFixed(0)}% before Meilisearch's ${ms(missLoad.cpu.engine)} per stock page`,
    );
  }
  console.log(
    `${verdict(jsGzip <= GOALS.jsGzipBytes)} JavaScript for /stock ${kb(jsGzip)} gzip (goal: at most ${kb(GOALS.jsGzipBytes)} compressed)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
