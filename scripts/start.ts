/**
 * `npm start`: builds the production bundle when it is missing or older than the sources, then
 * serves it on 127.0.0.1:$PORT (default 3000) — HOST=0.0.0.0 to listen on every interface.
 * Content comes from the mock stories unless a Storyblok token is configured.
 *
 * Without MEILI_HOST it starts the embedded Meilisearch (data in MEILI_DATA_DIR, default
 * `.data/meili`), indexes the stock of the content source, and hands the site the search-only
 * key. With MEILI_HOST it uses that server as it is (the indexer runs elsewhere: `npm run index`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalSearch } from '../indexer/local';
import { parseConfig } from '../src/config/env';
import { rawContentSource } from '../src/content/select-source';
import { closeLeads, startLeadDelivery } from '../src/leads';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist', 'serve-node.js');
const SOURCES = ['src', 'locales', 'package.json', 'waku.config.ts'];

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
let stopping = false;

/**
 * SIGTERM (`docker stop`; as PID 1 Node ignores a signal it does not handle) and Ctrl-C: let webhook
 * deliveries in flight finish and close the lead database, then exit, which stops an embedded
 * Meilisearch and writes `--cpu-prof` profiles. Leads are committed before a visitor hears "sent", so
 * a request cut off here loses nothing. A second signal exits at once.
 */
function stop(): void {
  if (stopping) process.exit(1);
  stopping = true;
  const grace = new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
  void Promise.race([closeLeads(), grace])
    .catch((error: Error) => console.error(`[start] closing the lead store: ${error.message}`))
    .finally(() => process.exit(0));
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);

// Fail early, before building, with a message saying what to set.
try {
  parseConfig(process.env);
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
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
    const search = await startLocalSearch({ dataDir, source: rawContentSource(), log: () => {} });
    const { indexed, skipped } = search.indexed;
    console.log(
      `[start] Meilisearch on ${search.host}: ${indexed} vehicles indexed` +
        `${skipped.length ? `, ${skipped.length} skipped` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    process.env.MEILI_HOST = search.host;
    process.env.MEILI_SEARCH_KEY = search.searchKey;
    // the Storyblok webhook writes vehicles into this engine (src/editors)
    process.env.MEILI_ADMIN_KEY ??= search.adminKey;
  } catch (error) {
    // the site still serves every page but the stock (503 'search unavailable')
    console.error(`[start] the embedded search engine could not start: ${(error as Error).message}`);
  }
}

// leads left pending by a previous run go out now, not only after the next submission
try {
  startLeadDelivery();
} catch (error) {
  console.error(`[start] the lead store could not open: ${(error as Error).message}`);
  process.exit(1);
}

process.env.PORT ??= '3000';
process.env.HOST ??= '127.0.0.1';
process.env.NODE_ENV = 'production';
await import(pathToFileURL(entry).href);
console.log(`[start] site on http://${process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST}:${process.env.PORT}/`);
