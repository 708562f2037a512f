import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  describeRestartEvent,
  ensureExecutable,
  startEmbeddedMeilisearch,
  superviseEmbeddedMeilisearch,
  type RestartEvent,
} from '../../src/meilisearch/embedded';
import { processIsGone, waitUntil, withMeilisearch, type TestMeilisearch } from './support';

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function tempDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'test-meili-embedded-'));
}

describe('embedded Meilisearch', () => {
  let meili: TestMeilisearch;
  beforeAll(async () => {
    meili = await withMeilisearch();
  });
  afterAll(() => meili?.stop());

  it('listens on 127.0.0.1 and reports healthy', async () => {
    expect(meili.host).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await get(`${meili.host}/health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'available' });
  });

  it('runs in production mode with a random master key of 32 bytes', async () => {
    expect(meili.masterKey).toMatch(/^[0-9a-f]{64}$/);
    expect((await get(`${meili.host}/indexes`)).status).toBe(401);
    expect((await get(`${meili.host}/indexes`, { Authorization: 'Bearer not-a-key' })).status).toBe(403);
    expect((await get(`${meili.host}/indexes`, { Authorization: `Bearer ${meili.masterKey}` })).status).toBe(200);
    // The search preview dashboard is only served in development mode.
    expect((await get(`${meili.host}/`)).body).not.toMatch(/<html/i);
  });

  it('keeps the master key out of the command line', () => {
    expect(meili.engine.process.spawnargs.join(' ')).not.toContain(meili.masterKey);
  });

  it('keeps its database inside the data dir', async () => {
    await expect(fs.stat(path.join(meili.dataDir, 'data.ms'))).resolves.toBeTruthy();
  });

  it('rejects a master key shorter than 16 bytes', async () => {
    await expect(startEmbeddedMeilisearch({ dataDir: os.tmpdir(), masterKey: 'short' })).rejects.toThrow(/16 bytes/);
  });

  it('fails clearly, with the engine output, when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    const dir = await tempDir();
    try {
      const error = await startEmbeddedMeilisearch({ dataDir: dir, port }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/exited during startup/);
      expect((error as Error).message).toMatch(/Address already in use|os error 98/i);
    } finally {
      blocker.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('does not hand out another engine that already holds the port', async () => {
    const dir = await tempDir();
    try {
      const port = Number(new URL(meili.host).port);
      await expect(startEmbeddedMeilisearch({ dataDir: dir, port })).rejects.toThrow(/another server|Address already in use/i);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('sets the run bit of a binary that lacks it', async () => {
    const dir = await tempDir();
    try {
      const script = path.join(dir, 'fake-binary');
      await fs.writeFile(script, '#!/bin/sh\necho ok\n', { mode: 0o644 });
      await expect(ensureExecutable(script, dir)).resolves.toBe(script);
      expect((await fs.stat(script)).mode & 0o111).toBe(0o111);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('stop() ends the process, and can be called twice', async () => {
    const dir = await tempDir();
    try {
      const engine = await startEmbeddedMeilisearch({ dataDir: dir });
      const pid = engine.process.pid!;
      expect(processIsGone(pid)).toBe(false);
      await engine.stop();
      expect(processIsGone(pid)).toBe(true);
      await engine.stop();
      await expect(get(`${engine.host}/health`)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded Meilisearch dies with its parent', () => {
  const fixture = fileURLToPath(new URL('./fixtures/parent.ts', import.meta.url));

  async function runParent(mode: 'exit' | 'sigkill' | 'wait') {
    const dir = await tempDir();
    const parent = spawn(process.execPath, ['--import', 'tsx', fixture, dir, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    parent.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      parent.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      parent.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0]!);
      });
      void exited.then(() => setTimeout(() => reject(new Error(`parent ended without output: ${stderr}`)), 100));
    });
    const { child } = JSON.parse(line) as { parent: number; child: number };
    return { parent, child, exited, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
  }

  it('on process.exit() without stop()', async () => {
    const run = await runParent('exit');
    try {
      expect((await run.exited).code).toBe(0);
      expect(await waitUntil(() => processIsGone(run.child), 5_000)).toBe(true);
    } finally {
      await run.cleanup();
    }
  });

  it('when the parent is killed with SIGKILL (watchdog)', async () => {
    const run = await runParent('sigkill');
    try {
      expect((await run.exited).signal).toBe('SIGKILL');
      expect(await waitUntil(() => processIsGone(run.child), 8_000)).toBe(true);
    } finally {
      await run.cleanup();
    }
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('on %s, and the parent still exits by that signal', async (signal) => {
    const run = await runParent('wait');
    try {
      run.parent.kill(signal);
      expect((await run.exited).signal).toBe(signal);
      expect(await waitUntil(() => processIsGone(run.child), 5_000)).toBe(true);
    } finally {
      await run.cleanup();
    }
  });
});

describe('the supervisor of the embedded Meilisearch', () => {
  it('restarts an engine that is alive but does not answer (stopped by SIGSTOP), on the same host (time to recover measured)', async () => {
    const dir = await tempDir();
    const events: RestartEvent[] = [];
    const engine = await superviseEmbeddedMeilisearch({
      dataDir: dir,
      liveness: { intervalMs: 250, timeoutMs: 500, misses: 3 },
      onEvent: (e) => events.push(e),
    });
    const hung = engine.process.pid!;
    try {
      expect((await get(`${engine.host}/health`)).status).toBe(200);
      const stoppedAt = Date.now();
      process.kill(hung, 'SIGSTOP');
      const back = await waitUntil(
        () => engine.restarts === 1 && engine.process.pid !== hung && events.at(-1)?.kind === 'restarted',
        120_000,
      );
      const recoveredMs = Date.now() - stoppedAt;
      console.log(`[measure] engine stopped by SIGSTOP: restarted and answering after ${recoveredMs} ms`);
      expect(back).toBe(true);
      expect(events.map((e) => e.kind)).toEqual(['hung', 'exited', 'restarted']);
      expect(events[0]).toMatchObject({ kind: 'hung', misses: 3, pid: hung });
      expect(describeRestartEvent(events[0]!)).toMatch(/did not answer its health check 3 times in a row/);
      expect(processIsGone(hung)).toBe(true);
      expect((await get(`${engine.host}/health`)).status).toBe(200);
    } finally {
      if (!processIsGone(hung)) process.kill(hung, 'SIGKILL');
      await engine.stop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('stands down when the site stops: the engine keeps serving, and an exit then is not restarted', async () => {
    const dir = await tempDir();
    const events: RestartEvent[] = [];
    const engine = await superviseEmbeddedMeilisearch({ dataDir: dir, onEvent: (e) => events.push(e) });
    try {
      engine.standDown();
      expect((await get(`${engine.host}/health`)).status).toBe(200);
      const child = engine.process;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      await new Promise((r) => setImmediate(r));
      expect(events).toEqual([]);
      expect(engine.restarts).toBe(0);
    } finally {
      await engine.stop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('runs the engine in a process group of its own: a signal to the parent group does not reach it', async () => {
    const dir = await tempDir();
    const engine = await startEmbeddedMeilisearch({ dataDir: dir });
    try {
      const pgrp = (pid: number) => {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      };
      expect(pgrp(engine.process.pid!)).toBe(engine.process.pid);
      expect(pgrp(engine.process.pid!)).not.toBe(pgrp(process.pid));
    } finally {
      await engine.stop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
