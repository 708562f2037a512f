/**
 * `npm start`'s supervisor: runs the site (scripts/start.ts) as a child and starts it again when it
 * dies, logged as a fault. Docker runs scripts/start.js itself, under its own restart policy; this is
 * for a machine where `npm start` is the process manager (issue 39: one request stopped the site, and
 * under `npm start` nothing restarted it).
 *
 * - The site is started again only after it had once listened: a site that stops before that (a
 *   configuration error, a failed build, a port in use) stops `npm start` too, with its exit code,
 *   instead of failing in a loop.
 * - Each restart waits longer (1 s, doubling to 30 s), and the wait starts over once a run has lasted
 *   a minute: a site that dies on every request is not restarted in a tight loop.
 * - SIGTERM and SIGINT are passed on to the site once each (the site drains, then stops its engine;
 *   a second signal stops it at once); the site runs in a process group of its own, so Ctrl-C reaches
 *   it only through here, once. The supervisor exits with the site's code. A parent that goes away (a
 *   SIGTERM to npm alone: npm exits without passing it on) is a SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { installConsoleBridge } from '../src/log/console-bridge';
import { logger } from '../src/log';

const SITE = path.join(import.meta.dirname, 'start.ts');
const NODE_OPTIONS = ['--max-semi-space-size=64', '--import', 'tsx'];
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** A run that lasted this long was healthy: the next restart waits the first delay again. */
const HEALTHY_RUN_MS = 60_000;
const PARENT_POLL_MS = 500;

installConsoleBridge();
const log = logger('supervisor');

let site: ChildProcess | undefined;
let stopping = false;
let delayMs = FIRST_DELAY_MS;
let restartTimer: NodeJS.Timeout | undefined;

/** The site's arguments: those of `npm start -- …`; a restart never builds again (the first run did). */
const argsOf = (restart: boolean) => [
  ...process.argv.slice(2).filter((a) => !restart || a !== '--no-build'),
  ...(restart ? ['--no-build'] : []),
];

function run(restart: boolean): void {
  const started = Date.now();
  let listened = false;
  const child = spawn(process.execPath, [...NODE_OPTIONS, SITE, ...argsOf(restart)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  site = child;
  child.on('message', (message: unknown) => {
    if ((message as { kind?: unknown }).kind === 'listening') listened = true;
  });
  child.once('exit', (code, signal) => {
    site = undefined;
    if (stopping || (!listened && !restart)) process.exit(code ?? (signal ? 1 : 0));
    if (Date.now() - started >= HEALTHY_RUN_MS) delayMs = FIRST_DELAY_MS;
    log.error('the site stopped by itself: starting it again', {
      code,
      signal,
      ranMs: Date.now() - started,
      restartInMs: delayMs,
    });
    restartTimer = setTimeout(() => run(true), delayMs);
    delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
  });
}

function stop(signal: NodeJS.Signals | 'parent gone'): void {
  if (!stopping) log.info(`${signal}: stopping the site`);
  stopping = true;
  clearTimeout(restartTimer);
  if (!site) process.exit(0);
  site.kill(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
const parent = process.ppid;
if (parent > 1) {
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop('parent gone');
  }, PARENT_POLL_MS);
  watch.unref();
}

run(false);
