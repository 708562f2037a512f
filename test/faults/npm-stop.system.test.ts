import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort, processIsGone } from '../meilisearch/support';
import { ensureBuilt, ROOT, status, until } from './support/site';

/**
 * Issue 39: a SIGTERM to `npm start` alone (a process manager that knows only npm's pid) made npm
 * exit without passing the signal on, and the site, left to init, went on serving. The site now
 * stops as for a SIGTERM when its parent goes away: the port closes and no process of it remains.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pids of every process whose command line holds `needle` (from /proc). */
function pidsWith(needle: string): number[] {
  return fs.readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      return fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(needle) ? [Number(name)] : [];
    } catch {
      return [];
    }
  });
}

describe('SIGTERM to npm alone', () => {
  it('stops the site and its engine: the port closes and nothing of it keeps running', async () => {
    await ensureBuilt();
    const port = await closedPort();
    const temp = (name: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `npm-stop-${name}-`));
      dirs.push(dir);
      return dir;
    };
    const meiliDir = temp('meili');
    const env: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(process.env)) if (!/^(MEILI_|LEADS_|STORYBLOK_|PUBLIC_|VITEST|NODE_ENV$)/.test(k)) env[k] = v;
    Object.assign(env, {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_USE_MOCKS: 'true',
      MEILI_DATA_DIR: meiliDir,
      LEADS_DATA_DIR: temp('leads'),
      EDITORS_DATA_DIR: temp('editors'),
    });
    const npm = spawn('npm', ['start', '--', '--no-build'], { cwd: ROOT, env, stdio: 'ignore' });
    const npmExited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    const url = `http://127.0.0.1:${port}/hello`;
    expect(await until(async () => (await status(url)) === 200, 90_000)).toBe(true);
    // the site's own processes: the node running scripts/start.ts with this port, and its engine on this data folder
    const site = pidsWith('scripts/start.ts').filter(
      (pid) =>
        fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node' &&
        fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`PORT=${port}\0`),
    );
    const engine = pidsWith(meiliDir);
    expect(site).toHaveLength(1);
    expect(engine.length).toBeGreaterThan(0);

    npm.kill('SIGTERM');
    await npmExited;
    expect(await until(() => (status(url) as Promise<number>).then((s) => s === 0), 30_000)).toBe(true);
    expect(await until(() => [...site, ...engine].every(processIsGone), 30_000)).toBe(true);
  }, 180_000);
});
