/**
 * The site as `npm start` runs it (production build, embedded Meilisearch, lead store), started by a
 * test on a free 127.0.0.1 port with its own temp folders, and stopped by it. Also: the engine's
 * pid, the log lines, a no-JavaScript form post built from the rendered form, and polling helpers.
 *
 * The production build must exist and be current: `ensureBuilt()` runs `waku build` once (under a
 * lock, several test files may ask at once) when dist is missing or older than the sources.
 * FAULTS_SITE_ROOT points the tests at another checkout (to measure the code before a fix).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closedPort } from '../../meilisearch/support';
import { hiddenFields } from '../../../bench/form-posts';

export { hiddenFields, jpegPhoto, multipartBody } from '../../../bench/form-posts';

export const ROOT = path.resolve(process.env.FAULTS_SITE_ROOT ?? path.join(import.meta.dirname, '..', '..', '..'));
const ENTRY = path.join(ROOT, 'dist', 'serve-node.js');
const SOURCES = ['src', 'locales', 'framework', 'package.json', 'waku.config.ts'];

function newestMtime(p: string): number {
  const s = fs.statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

function stale(): boolean {
  if (!fs.existsSync(ENTRY)) return true;
  const built = fs.statSync(ENTRY).mtimeMs;
  return SOURCES.some((s) => fs.existsSync(path.join(ROOT, s)) && newestMtime(path.join(ROOT, s)) > built);
}

/** Builds the site once if needed; concurrent callers wait for the one that builds. */
export async function ensureBuilt(): Promise<void> {
  const lock = path.join(os.tmpdir(), `faults-build-${Buffer.from(ROOT).toString('hex').slice(-40)}.lock`);
  for (;;) {
    if (!stale()) return;
    try {
      fs.mkdirSync(lock);
    } catch {
      // someone else builds: wait for the lock to go (or to be a stale one, over 5 minutes old)
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 300_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      if (!stale()) return;
      const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'waku', 'cli.js'), 'build'], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      if (result.status !== 0) throw new Error(`waku build failed (${result.status})`);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

export type Site = {
  url: string;
  process: ChildProcess;
  meiliDir: string;
  leadsDir: string;
  /** Every line the site wrote so far (stdout and stderr). */
  logs(): string[];
  /** The pid of the embedded Meilisearch child right now, if one runs. */
  meiliPid(): number | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (or the given signal) and wait for the exit; SIGKILL after 15 s. Deletes the temp folders unless `keep`. */
  stop(options?: { signal?: NodeJS.Signals; keep?: boolean }): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export async function startSite(
  options: {
    env?: Record<string, string>;
    meiliDir?: string;
    leadsDir?: string;
    waitFor?: 'hello' | 'spawn';
    /** The site leads a process group of its own, as a shell's foreground job does: `process.kill(-site.process.pid, signal)` is Ctrl-C. */
    group?: boolean;
  } = {},
): Promise<Site> {
  await ensureBuilt();
  const port = await closedPort();
  const meiliDir = options.meiliDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'faults-meili-'));
  const leadsDir = options.leadsDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'faults-leads-'));
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!/^(MEILI_|LEADS_|STORYBLOK_|PUBLIC_|VITEST|NODE_ENV$)/.test(k)) env[k] = v;
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_USE_MOCKS: 'true',
    MEILI_DATA_DIR: meiliDir,
    LEADS_DATA_DIR: leadsDir,
    LEADS_RATE_LIMIT_MAX: '10000',
    LEADS_RATE_LIMIT_PER_MAILBOX: '10000',
    ...options.env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'start.ts'), '--no-build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group ?? false,
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      if (process.env.FAULTS_SITE_LOG) for (const l of parts) console.log(`site> ${l}`);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  let stopping: ReturnType<Site['stop']> | undefined;
  const site: Site = {
    url,
    process: child,
    meiliDir,
    leadsDir,
    logs: () => lines.slice(),
    meiliPid: () => childPids(child.pid!).find((pid) => commOf(pid) === 'meilisearch'),
    exited,
    stop: (opts = {}) =>
      (stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill(opts.signal ?? 'SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        const result = await exited;
        clearTimeout(timer);
        if (!opts.keep) {
          if (!options.meiliDir) fs.rmSync(meiliDir, { recursive: true, force: true });
          if (!options.leadsDir) fs.rmSync(leadsDir, { recursive: true, force: true });
        }
        return result;
      })()),
  };
  if (options.waitFor === 'spawn') return site;
  const ready = await until(async () => (await status(`${url}/hello`)) === 200, 90_000, exited);
  if (!ready) {
    await site.stop();
    throw new Error(`the site did not answer /hello:\n${lines.slice(-30).join('\n')}`);
  }
  return site;
}

function childPids(parent: number): number[] {
  const pids: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function commOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Resident memory of a process in MB (from /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The status of a GET (0 when the connection failed). */
export async function status(url: string, init: RequestInit = {}): Promise<number> {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000), ...init });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  } catch {
    return 0;
  }
}

/** Polls `check` until it is true or the time is up (or `abort` settles). */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, abort?: Promise<unknown>): Promise<boolean> {
  let aborted = false;
  void abort?.then(() => (aborted = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !aborted) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !aborted && (await check());
}

/** A valid no-JavaScript post of the vehicle interest form, as multipart form data. */
export async function interestForm(pageUrl: string, values: { name: string; email: string }): Promise<FormData> {
  const data = new FormData();
  for (const [k, v] of await hiddenFields(pageUrl)) data.append(k, v);
  data.set('name', values.name);
  data.set('email', values.email);
  data.set('contact', 'email');
  data.set('consent', 'on');
  return data;
}
