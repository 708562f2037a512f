/**
 * The production site for integration tests, started the way `npm start` starts it (scripts/start.ts:
 * it builds first when the build is missing or older than the sources), on a free port, against a
 * Meilisearch of the test's own that holds the mock stock. `stopSearch()` takes the engine away
 * while the site runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startLocalSearch, type LocalSearch } from '../../../src/indexing/local';
import { createMockSource } from '../../../src/content/mock-source';
import { closedPort } from '../../meilisearch/support';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; chunks: Buffer[] };

export type TestApp = {
  base: string;
  search: LocalSearch;
  masterKey: string;
  leadsDir: string;
  /** Every line the app wrote on stdout and stderr so far. */
  output(): string[];
  stopSearch(): Promise<void>;
  stop(): Promise<void>;
  /** One request over node:http: nothing is decompressed or followed, the body arrives as sent. */
  raw(pathname: string, init?: { method?: string; headers?: Record<string, string>; body?: Buffer | string }): Promise<RawResponse>;
};

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'test-ops-'));
  const masterKey = 'ops-test-master-key-0123456789abcdef';
  const search = await startLocalSearch({
    dataDir: path.join(tmp, 'meili'),
    source: createMockSource(),
    port: await closedPort(),
    masterKey,
    log: () => {},
  });
  const port = await closedPort();
  const leadsDir = path.join(tmp, 'leads');
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_USE_MOCKS: 'true',
      MEILI_HOST: search.host,
      MEILI_SEARCH_KEY: search.searchKey,
      MEILI_TIMEOUT_MS: '1000',
      LEADS_DATA_DIR: leadsDir,
      LEADS_RATE_LIMIT_MAX: '10000',
      LEADS_RATE_LIMIT_PER_MAILBOX: '10000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let partial = '';
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;

  const raw: TestApp['raw'] = (pathname, init = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request(`${base}${pathname}`, { method: init.method ?? 'GET', headers: init.headers ?? {}, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), chunks }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(init.body);
    });

  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    child.kill('SIGKILL');
    await search.stop().catch(() => {});
    await fs.rm(tmp, { recursive: true, force: true });
  };

  // the first start may build the site (about 30 s on this machine)
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the app exited (${child.exitCode}):\n${lines.join('\n')}`);
    }
    const ok = await raw('/healthz').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app did not answer /healthz:\n${lines.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return { base, search, masterKey, leadsDir, output: () => [...lines], stopSearch: () => search.stop(), stop, raw };
}
