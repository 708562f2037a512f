/**
 * Measures the search path to Meilisearch with each transport.
 *
 *   npx tsx bench/transport.ts            (BENCH_SEARCHES=300, BENCH_DOCS=10000, BENCH_INDEXING_THREADS=1)
 *
 * Starts an embedded Meilisearch in a temp dir, indexes generated vehicles, then runs the same
 * faceted, filtered searches (hitsPerPage 24) through:
 *   (a) the meilisearch client on its default transport (Node's fetch)
 *   (b) the client with requestInit.dispatcher = undici Agent({ pipelining: 0 }) (if `undici` is importable)
 *   (b') the same with a default undici Agent (keep-alive), to show where the cost comes from
 *   (c) the client with our node:http keep-alive httpClient (src/search/http.ts)
 *   (d) a raw node:http keep-alive POST to /indexes/:uid/search (the engine's own floor)
 * Requests are interleaved round-robin so that every transport sees the same engine state.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Meilisearch, type SearchParams } from 'meilisearch';
import { createSearchClient } from '../src/search/client';
import { startEmbeddedMeilisearch } from '../src/search/embedded';
import { ensureApiKeys } from '../src/search/keys';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const DOCS = Number(process.env.BENCH_DOCS ?? 10_000);
const INDEXING_THREADS = Number(process.env.BENCH_INDEXING_THREADS ?? 1);
const WARMUP = 20;
const INDEX = 'bench_vehicles';

const BRANDS: Record<string, string[]> = {
  ford: ['puma', 'kuga', 'focus', 'fiesta', 'mustang-mach-e', 'ranger', 'transit'],
  volkswagen: ['golf', 'polo', 'tiguan', 'passat', 'id-3', 'id-4', 't-roc'],
  mazda: ['cx-30', 'cx-5', 'mx-5', 'mazda2', 'mazda3', 'cx-60'],
  bmw: ['serie-1', 'serie-3', 'x1', 'x3', 'i4', 'ix'],
  audi: ['a1', 'a3', 'a4', 'q3', 'q5', 'e-tron'],
  skoda: ['fabia', 'octavia', 'superb', 'kodiaq', 'enyaq'],
  toyota: ['yaris', 'corolla', 'rav4', 'c-hr', 'aygo-x'],
  peugeot: ['208', '308', '2008', '3008', '5008'],
};
const FUELS = ['petrol', 'diesel', 'hybrid', 'plug-in-hybrid', 'electric'];
const BODIES = ['hatchback', 'suv', 'estate', 'sedan', 'coupe', 'convertible', 'van', 'pickup'];
const LOCATIONS = ['luxembourg-gasperich', 'bertrange', 'esch-sur-alzette', 'ettelbruck', 'wasserbillig', 'differdange', 'mersch', 'strassen'];

/** Deterministic pseudo-random numbers, so every run indexes the same stock. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generateVehicles(count: number) {
  const random = rng(42);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const brands = Object.keys(BRANDS);
  return Array.from({ length: count }, (_, i) => {
    const brand = pick(brands);
    const model = pick(BRANDS[brand]!);
    const year = 2012 + Math.floor(random() * 14);
    const fuel = pick(FUELS);
    const body = pick(BODIES);
    const mileage = year >= 2025 ? Math.floor(random() * 50) * 10 : Math.floor(random() * 20_000) * 10;
    const price = 9_000 + Math.floor(random() * 900) * 100;
    return {
      id: `v${i + 1}`,
      brand,
      model,
      fuel,
      price,
      mileage,
      year,
      body,
      location: pick(LOCATIONS),
      title: `${brand} ${model.replace(/-/g, ' ')} ${fuel} ${body} ${year}`,
    };
  });
}

function searchParams(i: number): { q: string; params: SearchParams } {
  const queries = ['', '', 'golf', 'suv', 'ford puma', 'hybrid', 'tiguan', 'bmw x'];
  const fuel = FUELS[i % FUELS.length]!;
  return {
    q: queries[i % queries.length]!,
    params: {
      filter: [`fuel = "${fuel}"`, `price <= ${30_000 + (i % 7) * 10_000}`, `year >= ${2014 + (i % 5)}`],
      facets: ['brand', 'fuel', 'body', 'location'],
      hitsPerPage: 24,
      page: 1 + (i % 3),
      sort: [i % 2 ? 'price:asc' : 'year:desc'],
    },
  };
}

type UndiciModule = { Agent: new (opts?: object) => { close(): Promise<void> } };

/** `undici` is not a dependency of the project; it is importable only when something else brings it. */
async function importUndici(): Promise<UndiciModule | null> {
  try {
    const name = 'undici';
    return (await import(name)) as UndiciModule;
  } catch {
    return null;
  }
}

type Runner = { label: string; run: (i: number) => Promise<unknown>; times: number[] };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-meili-'));
  const startedAt = performance.now();
  const meili = await startEmbeddedMeilisearch({ dataDir: dir, maxIndexingThreads: INDEXING_THREADS });
  const startupMs = performance.now() - startedAt;
  const agentsToClose: { close(): unknown }[] = [];
  try {
    console.log(`Meilisearch 1.21.0 at ${meili.host}: healthy after ${startupMs.toFixed(0)} ms`);
    const { adminKey, searchKey } = await ensureApiKeys(meili.host, meili.masterKey);

    // Index setup (the admin key of the default keys covers any index name).
    const admin = createSearchClient({ host: meili.host, apiKey: adminKey, timeoutMs: 60_000 });
    await admin.createIndex(INDEX, { primaryKey: 'id' }).waitTask();
    await admin
      .index(INDEX)
      .updateSettings({
        searchableAttributes: ['title', 'brand', 'model'],
        filterableAttributes: ['brand', 'fuel', 'body', 'location', 'price', 'mileage', 'year'],
        sortableAttributes: ['price', 'mileage', 'year'],
      })
      .waitTask({ timeout: 60_000 });
    const docs = generateVehicles(DOCS);
    const indexStart = performance.now();
    const task = await admin.index(INDEX).addDocuments(docs).waitTask({ timeout: 120_000, interval: 20 });
    const indexMs = performance.now() - indexStart;
    if (task.status !== 'succeeded') throw new Error(`indexing failed: ${JSON.stringify(task.error)}`);
    console.log(`indexed ${DOCS} documents in ${indexMs.toFixed(0)} ms (max-indexing-threads ${INDEXING_THREADS})`);

    // Transports.
    const runners: Runner[] = [];
    const viaClient = (label: string, client: Meilisearch) =>
      runners.push({
        label,
        times: [],
        run: (i) => {
          const { q, params } = searchParams(i);
          return client.index(INDEX).search(q, params);
        },
      });

    viaClient('(a) client, default fetch', new Meilisearch({ host: meili.host, apiKey: searchKey }));

    const undici = await importUndici();
    if (undici) {
      const noReuse = new undici.Agent({ pipelining: 0 });
      const reuse = new undici.Agent();
      agentsToClose.push(noReuse, reuse);
      viaClient(
        '(b) client, fetch + undici Agent({pipelining:0})',
        new Meilisearch({ host: meili.host, apiKey: searchKey, requestInit: { dispatcher: noReuse } as RequestInit }),
      );
      viaClient(
        "(b') client, fetch + undici Agent() keep-alive",
        new Meilisearch({ host: meili.host, apiKey: searchKey, requestInit: { dispatcher: reuse } as RequestInit }),
      );
    } else {
      console.log('(b) skipped: the `undici` package is not importable');
    }

    viaClient('(c) client, node:http keep-alive httpClient', createSearchClient({ host: meili.host, apiKey: searchKey }));

    const rawAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    agentsToClose.push({ close: () => rawAgent.destroy() });
    let answerBytes = 0;
    const engineMs: number[] = [];
    runners.push({
      label: '(d) raw node:http keep-alive POST',
      times: [],
      run: (i) =>
        new Promise((resolve, reject) => {
          const { q, params } = searchParams(i);
          const body = JSON.stringify({ q, ...params });
          const req = http.request(
            `${meili.host}/indexes/${INDEX}/search`,
            {
              method: 'POST',
              agent: rawAgent,
              headers: { Authorization: `Bearer ${searchKey}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => {
                const raw = Buffer.concat(chunks);
                answerBytes = Math.max(answerBytes, raw.length);
                if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}: ${raw.toString()}`));
                const answer = JSON.parse(raw.toString('utf8')) as { processingTimeMs: number };
                engineMs.push(answer.processingTimeMs);
                resolve(answer);
              });
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end(body);
        }),
    });

    // Sanity: every transport answers the same thing.
    const sample = (await runners[0]!.run(0)) as { totalHits?: number; facetDistribution?: object };
    console.log(`sample answer: totalHits ${sample.totalHits}, facets ${Object.keys(sample.facetDistribution ?? {}).join(', ')}`);

    for (let i = 0; i < WARMUP; i++) for (const r of runners) await r.run(i);
    for (let i = 0; i < SEARCHES; i++) {
      for (const r of runners) {
        const t0 = performance.now();
        await r.run(i);
        r.times.push(performance.now() - t0);
      }
    }

    console.log(`\n${SEARCHES} searches each (facets brand/fuel/body/location, 3 filters, sort, hitsPerPage 24; answers up to ${(answerBytes / 1024).toFixed(1)} KB)`);
    console.log(`${'transport'.padEnd(52)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}`);
    for (const r of runners) {
      const sorted = [...r.times].sort((a, b) => a - b);
      const fmt = (n: number) => `${n.toFixed(2)} ms`.padStart(9);
      console.log(`${r.label.padEnd(52)} ${fmt(percentile(sorted, 50))} ${fmt(percentile(sorted, 95))} ${fmt(sorted[sorted.length - 1]!)}`);
    }
    const engineSorted = engineMs.slice(WARMUP).sort((a, b) => a - b);
    console.log(`engine processingTimeMs (reported by Meilisearch): median ${percentile(engineSorted, 50)} ms, p95 ${percentile(engineSorted, 95)} ms`);
  } finally {
    for (const a of agentsToClose) await a.close();
    const stopStart = performance.now();
    await meili.stop();
    console.log(`\nMeilisearch stopped in ${(performance.now() - stopStart).toFixed(0)} ms`);
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
