/**
 * Measures the stock search path to Meilisearch with each transport (the 44 ms trap of DESIGN.md).
 *
 *   npx tsx bench/transport.ts     (BENCH_SEARCHES=300, BENCH_VEHICLES=10000)
 *
 * `npm run bench` (bench/stock.ts) runs the same comparison, with fewer searches, on its index.
 * Standalone, it generates and indexes the vehicles itself (bench/stack.ts). Every transport sends
 * the stock page's own multi-search bodies (bench/queries.ts), one request at a time:
 *   (a) the meilisearch client on its default transport (Node's fetch)
 *   (b) the client with requestInit.dispatcher = undici Agent({ pipelining: 0 }) (if `undici` is importable)
 *   (b') the same with a default undici Agent (keep-alive), to show where the cost comes from
 *   (c) the client with our node:http keep-alive httpClient (src/meilisearch/http.ts): what the site uses
 *   (d) a raw node:http keep-alive POST /multi-search (the engine's own floor)
 * Requests are interleaved round-robin so that every transport sees the same engine state.
 */
import { Meilisearch, type MultiSearchParams } from 'meilisearch';
import { createSearchClient } from '../src/meilisearch/client';
import { keepAliveAgent, timedPost } from './load';
import { STOCK_CASES, stockSearchBody } from './queries';
import { startBenchSearch } from './stack';
import { ms, summarize, type Summary } from './stats';

export type TransportRow = { label: string; key: 'fetch' | 'undici-no-reuse' | 'undici-keep-alive' | 'node-http' | 'raw'; times: Summary };
export type TransportReport = { rows: TransportRow[]; searches: number; answerBytes: number };

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

export async function compareTransports(options: {
  host: string;
  searchKey: string;
  bodies: readonly MultiSearchParams[];
  searches: number;
  warmup?: number;
  /** default: all; e.g. ['fetch', 'node-http', 'raw'] */
  only?: TransportRow['key'][];
}): Promise<TransportReport> {
  const { host, searchKey, bodies, searches } = options;
  const wanted = (key: TransportRow['key']) => !options.only || options.only.includes(key);
  type Runner = { label: string; key: TransportRow['key']; run: (i: number) => Promise<unknown>; times: number[] };
  const runners: Runner[] = [];
  const closers: (() => unknown)[] = [];
  const body = (i: number) => bodies[i % bodies.length]!;
  const viaClient = (key: TransportRow['key'], label: string, client: Meilisearch) => {
    if (wanted(key)) runners.push({ key, label, times: [], run: (i) => client.multiSearch(body(i)) });
  };

  try {
    viaClient('fetch', '(a) client, default fetch', new Meilisearch({ host, apiKey: searchKey }));
    const undici = wanted('undici-no-reuse') || wanted('undici-keep-alive') ? await importUndici() : null;
    if (undici) {
      const noReuse = new undici.Agent({ pipelining: 0 });
      const reuse = new undici.Agent();
      closers.push(
        () => noReuse.close(),
        () => reuse.close(),
      );
      viaClient(
        'undici-no-reuse',
        '(b) client, fetch + undici Agent({pipelining:0})',
        new Meilisearch({ host, apiKey: searchKey, requestInit: { dispatcher: noReuse } as RequestInit }),
      );
      viaClient(
        'undici-keep-alive',
        "(b') client, fetch + undici Agent() keep-alive",
        new Meilisearch({ host, apiKey: searchKey, requestInit: { dispatcher: reuse } as RequestInit }),
      );
    }
    viaClient('node-http', '(c) client, node:http keep-alive (the site)', createSearchClient({ host, apiKey: searchKey }));

    let answerBytes = 0;
    if (wanted('raw')) {
      const agent = keepAliveAgent(4);
      closers.push(() => agent.destroy());
      const headers = { authorization: `Bearer ${searchKey}` };
      runners.push({
        key: 'raw',
        label: '(d) raw node:http keep-alive POST',
        times: [],
        run: async (i) => {
          const r = await timedPost(`${host}/multi-search`, agent, JSON.stringify(body(i)), headers);
          if (r.status !== 200) throw new Error(`multi-search answered ${r.status}: ${r.body.toString().slice(0, 300)}`);
          answerBytes = Math.max(answerBytes, r.bytes);
          return r;
        },
      });
    }

    for (let i = 0; i < (options.warmup ?? 10); i++) for (const r of runners) await r.run(i);
    for (let i = 0; i < searches; i++) {
      for (const r of runners) {
        const t0 = performance.now();
        await r.run(i);
        r.times.push(performance.now() - t0);
      }
    }
    return { rows: runners.map((r) => ({ label: r.label, key: r.key, times: summarize(r.times) })), searches, answerBytes };
  } finally {
    for (const close of closers) await close();
  }
}

export function printTransports(report: TransportReport, indent = ''): void {
  console.log(`${indent}${'transport'.padEnd(48)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
  for (const r of report.rows) {
    console.log(`${indent}${r.label.padEnd(48)} ${ms(r.times.median, 2).padStart(9)} ${ms(r.times.p95, 2).padStart(9)}`);
  }
}

async function main() {
  const searches = Number(process.env.BENCH_SEARCHES ?? 300);
  const vehicles = Number(process.env.BENCH_VEHICLES ?? 10_000);
  const search = await startBenchSearch({ vehicles, log: (line) => console.log(line) });
  try {
    const bodies = STOCK_CASES.map((c) => stockSearchBody(c, search.index));
    const report = await compareTransports({ host: search.host, searchKey: search.searchKey, bodies, searches, warmup: 20 });
    console.log(
      `\n${searches} stock page multi-searches per transport (${STOCK_CASES.length} filter combinations; answers up to ${(report.answerBytes / 1024).toFixed(1)} KB)`,
    );
    printTransports(report);
  } finally {
    await search.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
