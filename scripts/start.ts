/**
 * The site (`npm start` runs it under scripts/supervise.ts, which starts it again if it dies; the
 * image runs it as it is): builds the production bundle when it is missing or older than the sources, then
 * serves it on 127.0.0.1:$PORT (default 3000) — HOST=0.0.0.0 to listen on every interface.
 * Content comes from the mock stories unless a Storyblok token is configured.
 *
 * Without MEILI_HOST it starts the embedded Meilisearch (data in MEILI_DATA_DIR, default
 * `.data/meili`), supervised (restarted with backoff when it exits or stops answering), indexes the stock of the
 * content source (retried in the background while the CMS fails; the index on disk serves
 * meanwhile), and hands the site the search-only key. With MEILI_HOST it uses that server as it is
 * (the indexer runs elsewhere: `npm run index`). SIGTERM stops in order: see `stop()`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import net from 'node:net';
import { serveLocalSearch, type ServedSearch } from '../src/indexing/local';
import { checkServingConfig, parseConfig } from '../src/config/env';
import { trustedProxies } from '../src/config/proxies';
import { segmentsFromEnv } from '../src/routing/segments';
import { checkLocaleFiles, LOCALES_DIR } from '../src/i18n/locale-files';
import { rawContentSource } from '../src/content/select-source';
import { closeEditors } from '../src/editors/runtime';
import { closeAlerts } from '../src/alerts';
import { closeLeads, startLeadDelivery } from '../src/leads';
import { openLeadStore } from '../src/leads/open-store';
import { migrateAlertSchemaAtStart, openAlertSql } from '../src/alerts/sql';
import { installConsoleBridge } from '../src/log/console-bridge';
import { clearDrainAtStart } from '../src/health/endpoints';
import { setLifecyclePhase } from '../src/health/lifecycle';
import { boundConnectionsPerAddress, MAX_CONNECTIONS_PER_ADDRESS, SERVER_OPTIONS } from '../src/server/connections';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist', 'serve-node.js');
const serverEntry = path.join(root, 'dist', 'server', 'index.js');
const SOURCES = ['src', 'locales', 'framework', 'package.json', 'waku.config.ts'];

function newestMtime(p: string): number {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

function needsBuild(): boolean {
  if (process.argv.includes('--no-build')) return false;
  if (!existsSync(entry)) return true;
  const built = statSync(entry).mtimeMs;
  return SOURCES.some((s) => existsSync(path.join(root, s)) && newestMtime(path.join(root, s)) > built);
}

/** `docker stop` waits 10 s before it kills: finish within that. */
const STOP_GRACE_MS = 8_000;
/** Of which requests in progress may take this long; the lead store and the engine close after. */
const DRAIN_MS = 5_000;
/** A connection without a request for this long while draining is closed. */
const IDLE_GRACE_MS = 1_000;
let stopping = false;
let server: Server | undefined;
let search: ServedSearch | undefined;

const within = <T>(ms: number, work: Promise<T>) => Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);

/**
 * SIGTERM (`docker stop`; as PID 1 Node ignores a signal it does not handle) and Ctrl-C (SIGINT to the
 * whole process group, which the embedded engine, in a group of its own, does not receive), in order:
 *   0. the engine's supervisor stands down: nothing restarts it from now on, and it keeps serving;
 *   1. stop accepting connections (the lifecycle turns "draining": not ready, connections close);
 *   2. let requests in progress finish, within DRAIN_MS (then the remaining connections are cut);
 *   3. stop the lead delivery worker after its deliveries in flight and close the lead store for
 *      good (a post now gets 503; nothing reopens the store); at the same time stop the editors'
 *      worker after the job under way and close its queue (src/editors: the job's vehicle is written
 *      to the engine, not cut off by its stop and charged a failed attempt);
 *   4. stop the embedded search engine (requests in progress and the editors' job could use it until now);
 * then exit, which writes `--cpu-prof` profiles. A second signal exits at once.
 */
async function stop(signal: string): Promise<void> {
  if (stopping) process.exit(1);
  stopping = true;
  const started = Date.now();
  const since = () => `${Date.now() - started} ms`;
  console.log(`[start] ${signal}: draining (no new connections; requests in progress may finish within ${DRAIN_MS} ms)`);
  search?.engine.standDown();
  setLifecyclePhase('draining');
  if (server) {
    // Stop listening, but not as http.Server#close does, which also closes idle connections at once:
    // a connection accepted a moment ago, whose request is still on its way, counts as idle and
    // would be reset. Its request is served (answered with `Connection: close`); connections still
    // idle after IDLE_GRACE_MS are closed.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    let idle: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server?.closeIdleConnections();
      idle = setInterval(() => server?.closeIdleConnections(), 100);
    }, IDLE_GRACE_MS);
    await within(DRAIN_MS, closed);
    clearTimeout(grace);
    clearInterval(idle);
    server.closeAllConnections();
  }
  setLifecyclePhase('closed');
  console.log(`[start] requests finished (${since()}); closing the lead store and stopping the editors' worker`);
  await within(
    STOP_GRACE_MS - DRAIN_MS - 1_000,
    Promise.all([
      closeLeads({ forGood: true }).catch((error: Error) => console.error(`[start] closing the lead store: ${error.message}`)),
      closeEditors().catch((error: Error) => console.error(`[start] stopping the editors' worker: ${error.message}`)),
      closeAlerts().catch((error: Error) => console.error(`[start] stopping the alerts' worker: ${error.message}`)),
    ]),
  );
  if (search) {
    console.log(`[start] lead store closed and editors' worker stopped (${since()}); stopping the search engine`);
    await within(1_000, search.stop()).catch((error: Error) => console.error(`[start] stopping the search engine: ${error.message}`));
  }
  console.log(`[start] stopped in ${since()}`);
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));

/**
 * `npm start` stopped with a SIGTERM to npm alone: npm exits without passing the signal on, and this
 * process, left to init, went on serving (issue 39). A parent that goes away is a stop like a SIGTERM.
 * As PID 1 (the image's CMD) or started by init there is no parent to lose.
 */
const PARENT_POLL_MS = 500;
const parent = process.ppid;
if (parent > 1) {
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    void stop(`the parent process (${parent}) exited`);
  }, PARENT_POLL_MS);
  watch.unref();
}

// every line this process writes (its own, the site's, the lead worker's) is one JSON object (src/log)
installConsoleBridge();

// Fail early, before building, with a message saying what to set.
try {
  // the route segment overrides are the route table's to validate (the configuration knows no segment): the
  // routing floor's words here; a feature's words are checked when the site registers its routes at start
  segmentsFromEnv(parseConfig(process.env).segmentOverrides);
  // serving in production (this script always does: NODE_ENV is set to it below) beyond this machine needs PUBLIC_SITE_URL
  checkServingConfig({ ...process.env, NODE_ENV: 'production' });
  // a locale file that is not JSON or misses a key stops here, naming the file and the key (src/i18n/locale-files.ts);
  // in a checkout only: the runtime image (Dockerfile) has no locales/ folder, its messages are inside its build
  if (existsSync(LOCALES_DIR)) checkLocaleFiles();
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
}
// `--check`: the configuration alone, then exit (0: it would start). deploy/rollout.sh runs it in the new image with
// the new .env before any running container is replaced, so a wrong setting stops the upgrade, not the site.
if (process.argv.includes('--check')) {
  console.log('[start] configuration ok');
  process.exit(0);
}
// `--migrate`: the lead database's migrations (the leads' and the alerts' schemas), each under its advisory lock,
// then exit (0: migrated, or already current). deploy/rollout.sh runs it once in the new image before any instance
// is replaced: a failing migration stops the upgrade while the old instances serve, and the new ones start on a
// schema that is already theirs (a second run, or an instance starting beside it, finds it current).
if (process.argv.includes('--migrate')) {
  const { leads } = parseConfig(process.env);
  try {
    const store = await openLeadStore({ databaseUrl: leads.databaseUrl, dataDir: leads.dataDir });
    await store.close();
    await (await openAlertSql(leads)).close();
    console.log(`[start] the lead database is migrated (${leads.databaseUrl ? 'PostgreSQL' : 'SQLite'}: leads and alerts)`);
    process.exit(0);
  } catch (error) {
    console.error(`[start] MIGRATION FAILED: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (needsBuild()) {
  console.log('[start] building the site (waku build)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'waku', 'cli.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.MEILI_HOST) {
  const dataDir = path.resolve(root, process.env.MEILI_DATA_DIR ?? path.join('.data', 'meili'));
  const started = Date.now();
  try {
    // The engine starts whatever the CMS does; the first indexing retries in the background until it
    // succeeds, and the stock serves the index already on disk meanwhile. Start-up waits for its first try only.
    search = await serveLocalSearch({ dataDir, source: rawContentSource() });
    await search.firstAttempt;
    console.log(`[start] Meilisearch on ${search.host} (started in ${((Date.now() - started) / 1000).toFixed(1)} s, supervised)`);
    process.env.MEILI_HOST = search.host;
    process.env.MEILI_SEARCH_KEY = search.searchKey;
    // the Storyblok webhook writes vehicles into this engine (src/editors)
    process.env.MEILI_ADMIN_KEY ??= search.adminKey;
  } catch (error) {
    // the site still serves every page but the stock (503 'search unavailable')
    console.error(`[start] the embedded search engine could not start (search engine): ${(error as Error).message}`);
  }
}

// a container drained (deploy/rollout.sh, or an instance taken out by hand), stopped and started again: in service again
if (clearDrainAtStart()) console.log('[start] removed the drain file the previous process of this container left: served once started');

// leads left pending by a previous run go out now, not only after the next submission
try {
  startLeadDelivery();
} catch (error) {
  console.error(`[start] the lead store could not open: ${(error as Error).message}`);
  process.exit(1);
}
// the alerts' tables, in the same database, migrated now too: until both schemas are, the instance is held out of
// service (/livez starting), and a failing migration of either keeps it so (src/leads/migration-gate.ts)
void migrateAlertSchemaAtStart(parseConfig(process.env).leads);

process.env.PORT ??= '3000';
process.env.HOST ??= '127.0.0.1';
process.env.NODE_ENV = 'production';
// What dist/serve-node.js does, keeping the server so a stop can close its listener first.
const site = (await import(pathToFileURL(serverEntry).href)) as {
  INTERNAL_runFetch: (env: NodeJS.ProcessEnv, req: Request, ...args: unknown[]) => Promise<Response>;
  unstable_serverEntry: {
    serve: (options: {
      fetch: (req: Request, ...args: unknown[]) => Promise<Response>;
      hostname: string;
      port: number;
      serverOptions: typeof SERVER_OPTIONS;
    }) => Server;
  };
};
server = site.unstable_serverEntry.serve({
  fetch: (req, ...args) => site.INTERNAL_runFetch(process.env, req, ...args),
  hostname: process.env.HOST,
  port: Number.parseInt(process.env.PORT, 10),
  // a public site's deadlines for headers, requests and idle connections (src/server/connections.ts)
  serverOptions: SERVER_OPTIONS,
});
// a trusted proxy's connections carry many visitors (it bounds its own clients): not bound per address
boundConnectionsPerAddress(server, MAX_CONNECTIONS_PER_ADDRESS, undefined, trustedProxies(parseConfig(process.env).trustedProxies));
server.once('listening', () => {
  console.log(`[start] site on http://${process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST}:${process.env.PORT}/`);
  // under `npm start`'s supervisor (scripts/supervise.ts): from now on a stop of this process is a fault to restart
  if (process.send) {
    process.send({ kind: 'listening' });
    process.channel?.unref();
  }
});
