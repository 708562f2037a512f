import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, processIsGone } from '../meilisearch/support';
import { ensureBuilt, ROOT, status, until } from './support/site';

/**
 * `npm start` as a visitor's machine runs it (issue 39):
 * - a SIGTERM to npm alone made npm exit without passing it on, and the site, left to init, went on
 *   serving: now the site stops, and its engine with it;
 * - a site that died (one request once stopped the process) stayed down: now npm start's supervisor
 *   (scripts/supervise.ts) starts it again and logs the fault.
 */
type Started = { npm: ChildProcess; url: string; port: number; meiliDir: string; lines: string[]; exited: Promise<void> };

let started: Started | undefined;
const dirs: string[] = [];
afterEach(async () => {
  if (started && started.npm.exitCode === null) {
    started.npm.kill('SIGTERM');
    for (const pid of sitePids(started.port)) process.kill(pid, 'SIGTERM');
    await started.exited;
  }
  started = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
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

/** The node processes running scripts/start.ts on this port: the site itself, not npm, its shell or the supervisor. */
function sitePids(port: number): number[] {
  return pidsWith('scripts/start.ts').filter((pid) => {
    try {
      return (
        fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node' &&
        fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`PORT=${port}\0`)
      );
    } catch {
      return false;
    }
  });
}

async function npmStart(): Promise<Started> {
  await ensureBuilt();
  const port = await closedPort();
  const temp = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `npm-start-${name}-`));
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
  const npm = spawn('npm', ['start', '--', '--no-build'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  for (const stream of [npm.stdout!, npm.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  }
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/hello`;
  expect(await until(async () => (await status(url)) === 200, 90_000, exited)).toBe(true);
  return (started = { npm, url, port, meiliDir, lines, exited });
}

describe('npm start', () => {
  it('a SIGTERM to npm alone stops the site and its engine: the port closes and nothing of it keeps running', async () => {
    const { npm, url, port, meiliDir, exited } = await npmStart();
    const site = sitePids(port);
    const engine = pidsWith(meiliDir);
    expect(site).toHaveLength(1);
    expect(engine.length).toBeGreaterThan(0);

    npm.kill('SIGTERM');
    await exited;
    expect(await until(async () => (await status(url)) === 0, 120_000)).toBe(true);
    expect(await until(() => [...site, ...engine].every(processIsGone), 120_000)).toBe(true);
  });

  it('starts the site again when it dies, and logs the fault', async () => {
    const { url, port, lines } = await npmStart();
    const [first] = sitePids(port);
    expect(first).toBeTypeOf('number');
    process.kill(first!, 'SIGKILL');
    // answered again, by another process of the site
    expect(
      await until(async () => {
        const now = sitePids(port);
        return now.length === 1 && now[0] !== first && (await status(url)) === 200;
      }, 90_000),
    ).toBe(true);
    // npm's own banner lines are not JSON; every line of the site and its supervisor is
    const logged = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { level?: string; msg?: string; signal?: string });
    const fault = logged.find((l) => l.msg?.includes('stopped by itself'));
    expect(fault).toMatchObject({ level: 'error', signal: 'SIGKILL' });
  });
});
