import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { closedPort } from '../test/meilisearch/support';

const ROOT = path.resolve(import.meta.dirname, '..');

const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * `docker stop` and Ctrl-C send SIGTERM / SIGINT. As PID 1 in a container Node ignores a signal it
 * does not handle, so `npm start` must exit by itself, and take its embedded Meilisearch with it.
 */
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`npm start stops on ${signal}, with its embedded Meilisearch`, async () => {
    // a cold start indexes the mock stock first: on a loaded two-core machine that alone took 60 s
    test.setTimeout(180_000);
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-stop-'));
    const port = await closedPort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_USE_MOCKS: 'true',
      MEILI_DATA_DIR: path.join(tmp, 'meili'),
      LEADS_DATA_DIR: path.join(tmp, 'leads'),
    };
    delete env.MEILI_HOST;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => output, { timeout: 150_000 }).toContain('[start] site on');
      const engine = /Meilisearch on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      expect(engine, output).not.toBeNull();
      const enginePort = Number(engine![1]);
      expect(await accepts('127.0.0.1', enginePort)).toBe(true);
      const hello = await fetch(`http://127.0.0.1:${port}/hello`);
      expect(hello.status).toBe(200);

      child.kill(signal);
      const code = await Promise.race([exited, new Promise<'still running'>((r) => setTimeout(() => r('still running'), 10_000))]);
      expect(code).toBe(0);
      await expect.poll(() => accepts('127.0.0.1', enginePort), { timeout: 10_000 }).toBe(false);
      expect(await accepts('127.0.0.1', port)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await fs.rm(tmp, { recursive: true, force: true });
    }
  });
}
