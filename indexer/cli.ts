/**
 * `npm run index`: syncs the vehicles of the content source (mocks or Storyblok) into Meilisearch.
 *
 *   npm run index                          full reindex into a fresh index, then an atomic swap
 *   npm run index -- --upsert 100123       re-read one vehicle and write it (or remove it if gone)
 *   npm run index -- --upsert 100123 --slug vehicles/100123-ford-puma-titanium
 *   npm run index -- --delete 100123       remove one vehicle
 *   npm run index -- --allow-empty         let an empty read replace a non-empty index
 *   npm run index -- --if-needed           reindex only when the index is missing, empty, or of another build or
 *                                          content version (src/indexing/stamp.ts): the compose files' indexer, so
 *                                          `docker compose up -d` does not rebuild a current index
 *
 * Environment: MEILI_HOST, MEILI_ADMIN_KEY or MEILI_MASTER_KEY, MEILI_INDEX (see config.ts), and
 * the content settings of the site (PUBLIC_USE_MOCKS, STORYBLOK_TOKEN, …). With the master key
 * and MEILI_SEARCH_KEY_FILE set, the search-only key is written to that file for the web app.
 *
 * Exit status: 0 when the run succeeded, even if invalid vehicles were skipped; 1 when it could
 * not run (configuration, Meilisearch unreachable, content source unavailable, failed task);
 * 2 for wrong arguments.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { config as siteConfig, ConfigError } from '../src/config/env';
import { ContentUnavailableError } from '../src/content/source';
import { rawContentSource } from '../src/content/select-source';
import { openEditorQueue } from '../src/editors/queue';
import { openReindexLock, ReindexBusyError, withReindexLock } from '../src/editors/reindex-lock';
import { ensureApiKeys } from '../src/meilisearch/keys';
import { IndexerConfigError, parseIndexerConfig, resolveAdminKey } from './config';
import { describeSkipped } from '../src/indexing/documents';
import { describeMeiliError, IndexerError } from '../src/indexing/meili';
import { reindexAll } from '../src/indexing/reindex';
import { reindexNeeded } from '../src/indexing/stamp';
import { deleteVehicle, upsertVehicle } from '../src/indexing/single';
import { writeSecretFile } from './secret-file';
import type { ContentChange } from '../src/edge/keys';
import { createPurger, purgeChange } from '../src/edge/purge';

const USAGE = 'usage: npm run index [-- --upsert <story id> [--slug <full slug>] | --delete <story id> | --allow-empty | --if-needed]';

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        upsert: { type: 'string' },
        delete: { type: 'string' },
        slug: { type: 'string' },
        'allow-empty': { type: 'boolean', default: false },
        'if-needed': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`[index] ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.upsert !== undefined && values.delete !== undefined) {
    console.error(`[index] --upsert and --delete cannot be combined\n${USAGE}`);
    return 2;
  }
  const storyIdText = values.upsert ?? values.delete;
  const storyId = storyIdText === undefined ? undefined : Number(storyIdText);
  if (storyIdText !== undefined && !(Number.isSafeInteger(storyId) && storyId! > 0)) {
    console.error(`[index] a story id is a positive integer, got "${storyIdText}"\n${USAGE}`);
    return 2;
  }

  const config = parseIndexerConfig(process.env);
  const adminKey = await resolveAdminKey(config);
  const target = { host: config.host, adminKey, index: config.index };
  await shareSearchKey(config.host, config.masterKey);

  // the shared cache in front of the site (EDGE_PURGE) drops the pages that show what changed
  const purge = (change: ContentChange, reason: string) => purgeChange(change, reason, { purger: createPurger(siteConfig().edge.purge) });
  if (values.delete !== undefined) {
    const deleted = await deleteVehicle(target, storyId!);
    await purge({ kind: 'vehicles', ids: [deleted.id] }, `npm run index -- --delete ${storyId}`);
    return 0;
  }
  const source = rawContentSource();
  if (values.upsert !== undefined) {
    const upserted = await upsertVehicle({ ...target, source }, storyId!, values.slug ? { fullSlug: values.slug } : {});
    await purge({ kind: 'vehicles', ids: [upserted.id] }, `npm run index -- --upsert ${storyId}`);
    return 0;
  }
  // The lock the site's instances share (PostgreSQL with DATABASE_URL, else the webhook queue of the same
  // EDITORS_DATA_DIR): one full reindex at a time, and the site's vehicle updates wait for this one's swap
  // instead of being lost in it.
  // the content version before the documents are read: a publish during the reindex makes the stamp older, not newer
  const build = buildVersion();
  const contentVersion = source.refresh ? ((await source.refresh().catch(() => 'unknown' as const)) ?? null) : null;
  if (values['if-needed']) {
    const decision = await reindexNeeded(target, config.index, { build, contentVersion });
    if (!decision.needed) {
      console.log(`[index] kept the index: ${decision.reason} (a full reindex: ${FORCE_HINT})`);
      return 0;
    }
    console.log(`[index] a full reindex is needed: ${decision.reason}`);
  }
  const site = siteConfig();
  const queue = openEditorQueue(site.editors.dataDir);
  let result;
  try {
    const lock = await openReindexLock(queue, site.leads.databaseUrl);
    try {
      result = await withReindexLock(lock, `npm run index (pid ${process.pid})`, () =>
        reindexAll({
          ...target,
          source,
          allowEmpty: values['allow-empty'],
          // a content version not read is not stamped: the next --if-needed run rebuilds
          ...(contentVersion === 'unknown' ? {} : { stamp: { build, contentVersion } }),
        }),
      );
    } finally {
      await lock.close();
    }
  } finally {
    queue.close();
  }
  const skipped = result.skipped.length ? ` (${describeSkipped(result.skipped)})` : '';
  console.log(
    `[index] indexed ${result.indexed} vehicles, skipped ${result.skipped.length}${skipped} into "${result.index}" in ${(result.durationMs / 1000).toFixed(1)} s`,
  );
  await purge({ kind: 'reindex' }, 'npm run index');
  return 0;
}

/** How an operator forces a full reindex under compose, whose indexer runs with --if-needed. */
const FORCE_HINT = '`docker compose run --rm indexer node indexer/cli.js`, or `npm run index` outside Docker';

/**
 * The build of this indexer (src/indexing/stamp.ts): the package's version and, in the image, the hash
 * deploy/runtime.ts wrote beside the bundles (`build-id`: the indexer's code and the mock stories it ships), so a
 * new image with other documents reindexes and a restart of the same one does not. A checkout has no such file.
 */
function buildVersion(): string {
  const root = new URL('..', import.meta.url);
  const read = (file: string) => {
    try {
      return readFileSync(new URL(file, root), 'utf8').trim();
    } catch {
      return undefined;
    }
  };
  const version = (JSON.parse(read('package.json') ?? '{}') as { version?: string }).version ?? '0.0.0';
  return `${version}+${read('build-id') ?? 'checkout'}`;
}

/**
 * With the master key, hands the web app its keys through files (docker compose: a volume the app reads):
 * MEILI_SEARCH_KEY_FILE the search-only key; MEILI_ADMIN_KEY_FILE, when set, the indexer's admin key, with
 * which the app's Storyblok webhook writes vehicles into the live index.
 */
async function shareSearchKey(host: string, masterKey: string | undefined): Promise<void> {
  const file = process.env.MEILI_SEARCH_KEY_FILE?.trim();
  const adminFile = process.env.MEILI_ADMIN_KEY_FILE?.trim();
  if (!(file || adminFile) || !masterKey) return;
  try {
    const { searchKey, adminKey } = await ensureApiKeys(host, masterKey);
    if (file) {
      await writeSecretFile(file, searchKey);
      console.log(`[index] wrote the search-only key to ${file}`);
    }
    if (adminFile) {
      await writeSecretFile(adminFile, adminKey);
      console.log(`[index] wrote the admin key to ${adminFile}`);
    }
  } catch (error) {
    throw describeMeiliError(error, host);
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const known =
    error instanceof IndexerError ||
    error instanceof IndexerConfigError ||
    error instanceof ConfigError ||
    error instanceof ReindexBusyError ||
    error instanceof ContentUnavailableError;
  console.error(`[index] failed: ${known ? (error as Error).message : ((error as Error)?.stack ?? String(error))}`);
  process.exitCode = 1;
}
// Keep-alive sockets and the content source's timers must not hold the process open.
process.exit(process.exitCode);
