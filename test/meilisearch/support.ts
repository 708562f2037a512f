/**
 * Test helpers around a real Meilisearch (the npm-shipped 1.21.0 binary), for any test suite:
 *
 *   let meili: TestMeilisearch;
 *   beforeAll(async () => { meili = await withMeilisearch(); });
 *   afterAll(() => meili?.stop());
 *
 * Each call starts its own engine on a free 127.0.0.1 port with a fresh temp data dir (about
 * 0.1 s); `stop()` ends it and deletes the dir.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMeilisearch, type EmbeddedMeilisearch } from '../../src/meilisearch/embedded';
import { vi } from 'vitest';
import { ensureApiKeys } from '../../src/meilisearch/keys';

export type TestMeilisearch = {
  host: string;
  masterKey: string;
  /** Search-only key. */
  searchKey: string;
  /** Admin key (documents, settings, tasks, swaps). */
  adminKey: string;
  dataDir: string;
  /** The running engine, for lifetime tests. */
  engine: EmbeddedMeilisearch;
  /** Stops the engine and deletes its data dir. Idempotent. */
  stop(): Promise<void>;
};

export async function withMeilisearch(options: { log?: 'quiet' | 'inherit' } = {}): Promise<TestMeilisearch> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'test-meili-'));
  let engine: EmbeddedMeilisearch;
  try {
    engine = await startEmbeddedMeilisearch({ dataDir, log: options.log ?? 'quiet' });
  } catch (error) {
    await fsp.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  try {
    const { searchKey, adminKey } = await ensureApiKeys(engine.host, engine.masterKey);
    let stopping: Promise<void> | undefined;
    return {
      host: engine.host,
      masterKey: engine.masterKey,
      searchKey,
      adminKey,
      dataDir,
      engine,
      stop: () => (stopping ??= engine.stop().finally(() => fsp.rm(dataDir, { recursive: true, force: true }))),
    };
  } catch (error) {
    await engine.stop();
    await fsp.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** True when no live process has this pid (a zombie waiting for its reaper counts as gone). */
export function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

/** A TCP server on 127.0.0.1 that accepts connections and never answers. */
export async function silentServer(): Promise<{ host: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A 127.0.0.1 port with nothing listening (bound, read, released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Points the site's own search client at `meili` through the environment it reads (src/config/env.ts),
 * then drops the module cache: the site's config and search client are made on first use, from the
 * environment, so the modules a test imports after this call talk to this engine. The timeout is long
 * because the cores are shared: a slow answer is not what these tests are about. Restore `process.env`
 * in the test's `afterAll`.
 */
export function pointSiteAt(meili: Pick<TestMeilisearch, 'host' | 'searchKey'>, options: { index?: string } = {}): void {
  process.env.MEILI_HOST = meili.host;
  process.env.MEILI_SEARCH_KEY = meili.searchKey;
  process.env.MEILI_INDEX = options.index ?? 'vehicles';
  process.env.MEILI_TIMEOUT_MS = '10000';
  vi.resetModules();
}
