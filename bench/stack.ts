/**
 * What the benchmarks run against, started on free 127.0.0.1 ports and removed afterwards:
 *
 *   - `startBenchSearch`: N vehicles written by the deterministic generator
 *     (`mocks/vehicles/generate.ts`) into a temp folder, an embedded Meilisearch with its data in
 *     the same temp folder, and the stock indexed by the real indexer (`startLocalSearch`, i.e.
 *     `reindexAll` with the production index settings);
 *   - `startBenchSite`: the production build served the way `npm start` serves it
 *     (`scripts/start.ts`, which builds first when the build is missing or stale), with
 *     MEILI_HOST/MEILI_SEARCH_KEY pointing at that Meilisearch, so it starts no engine of its own.
 *
 * Both `stop()`s are idempotent and the temp folder is deleted by `BenchSearch.stop()`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startLocalSearch } from '../src/indexing/local';
import { createMockSource } from '../src/content/mock-source';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** `node --import tsx`: one process per child (no npx/tsx wrapper between us and the server). */
const TSX = 'tsx';

export type BenchSearch = {
  host: string;
  searchKey: string;
  index: string;
  /** the Meilisearch process */
  pid: number | undefined;
  vehicles: number;
  generateMs: number;
  indexMs: number;
  stop(): Promise<void>;
};

export async function startBenchSearch(options: { vehicles: number; log?: (line: string) => void }): Promise<BenchSearch> {
  const log = options.log ?? (() => {});
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-stock-'));
  const removeTmp = () => fs.rm(tmp, { recursive: true, force: true });
  try {
    const stories = path.join(tmp, 'stories');
    let t = performance.now();
    const gen = spawnSync(
      process.execPath,
      ['--import', TSX, path.join(ROOT, 'mocks', 'vehicles', 'generate.ts'), '--count', String(options.vehicles), '--out', stories],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (gen.status !== 0) throw new Error(`the vehicle generator failed:\n${gen.stderr || gen.stdout}`);
    const generateMs = performance.now() - t;
    log(`generated ${options.vehicles} vehicles in ${(generateMs / 1000).toFixed(1)} s`);
    // the site's settings story beside them: the indexer reads the financing defaults from it
    await fs.copyFile(path.join(ROOT, 'mocks', 'stories', 'fr-lu', 'settings.json'), path.join(stories, 'fr-lu', 'settings.json'));

    t = performance.now();
    const search = await startLocalSearch({ dataDir: path.join(tmp, 'meili'), source: createMockSource(stories), log: () => {} });
    const indexMs = performance.now() - t;
    if (search.indexed.indexed !== options.vehicles) {
      await search.stop();
      throw new Error(`indexed ${search.indexed.indexed} of ${options.vehicles} vehicles (${search.indexed.skipped.length} skipped)`);
    }
    log(`Meilisearch 1.21 on ${search.host}: started and indexed in ${(indexMs / 1000).toFixed(1)} s`);
    let stopped = false;
    return {
      host: search.host,
      searchKey: search.searchKey,
      index: search.indexed.index,
      pid: search.engine.process.pid,
      vehicles: options.vehicles,
      generateMs,
      indexMs,
      async stop() {
        if (stopped) return;
        stopped = true;
        await search.stop();
        await removeTmp();
      },
    };
  } catch (error) {
    await removeTmp();
    throw error;
  }
}

/** `pid`: the Node process that serves the site (scripts/start.ts imports the server in-process). */
export type BenchSite = { origin: string; pid: number | undefined; stop(): Promise<void> };

/**
 * `nodeFlags`: extra Node options for the site process, e.g. `--cpu-prof`. `root`: another checkout
 * to serve (bench/ab.ts), whose build is used as it is (`--no-build`). `node`: another Node binary
 * (default: this process's), e.g. Node 24 from `.ci/node24` against this machine's Node 20.
 */
export async function startBenchSite(
  search: Pick<BenchSearch, 'host' | 'searchKey' | 'index'>,
  options: { nodeFlags?: string[]; root?: string; node?: string } = {},
): Promise<BenchSite> {
  const root = options.root ?? ROOT;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // the Node flags of `npm start` (package.json), so the bench measures what the site runs with
  const child = spawn(
    options.node ?? process.execPath,
    [
      '--max-semi-space-size=64',
      ...(options.nodeFlags ?? []),
      '--import',
      TSX,
      path.join(root, 'scripts', 'start.ts'),
      ...(options.root ? ['--no-build'] : []),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_USE_MOCKS: 'true',
        MEILI_HOST: search.host,
        MEILI_SEARCH_KEY: search.searchKey,
        MEILI_INDEX: search.index,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  // a CPU profile is written at exit, which can take a while on a small machine
  const stop = () => stopChild(child, options.nodeFlags?.includes('--cpu-prof') ? 60_000 : 5_000);
  try {
    // the first start may build the site (~10-30 s on this machine)
    await waitForOk(`${origin}/hello`, child, 180_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- site output ---\n${output.join('').slice(-4000)}`);
  }
  return { origin, pid: child.pid, stop };
}

/**
 * A production build as it is, from any folder: `<root>/dist/serve-node.js` served from `root` with the
 * mock content and the mock stock in a Meilisearch of its own (for comparing two builds, e.g. before and
 * after a change: bench/transfer.ts, scripts/page-weight.ts). Nothing is built.
 */
export async function startMockBuild(root: string): Promise<Pick<BenchSite, 'origin' | 'stop'>> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-build-'));
  const search = await startLocalSearch({ dataDir: path.join(tmp, 'meili'), source: createMockSource(), log: () => {} });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_USE_MOCKS: 'true',
      MEILI_HOST: search.host,
      MEILI_SEARCH_KEY: search.searchKey,
      LEADS_DATA_DIR: path.join(tmp, 'leads'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    await stopChild(child, 5_000);
    await search.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${origin}/hello`, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** SIGTERM, then SIGKILL after `graceMs`. */
function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitForOk(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with status ${child.exitCode} before answering`);
    const status = await new Promise<number>((resolve) => {
      const req = http.get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.setTimeout(2_000, () => req.destroy());
    });
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
