import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closedPort } from '../../test/meilisearch/support';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The production build served by a process of the test's own, with its own environment (a tag
 * manager container, …), on a free port. No Meilisearch: pages without stock only.
 */
export async function ownServer(env: Record<string, string>, distDir = 'dist'): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await closedPort();
  const leadsDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-own-leads-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, distDir, 'serve-node.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_USE_MOCKS: 'true',
      LEADS_DATA_DIR: leadsDir,
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 300) throw new Error('the site did not start');
    if ((await fetch(`${base}/build-manifest.json`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      rmSync(leadsDir, { recursive: true, force: true });
    },
  };
}
