/**
 * Full reindex: every vehicle of the content source into a fresh index, then an atomic swap with
 * the live one, so a search sees either the whole old stock or the whole new stock, never a
 * half-built index.
 *
 *   1. check Meilisearch answers (before spending minutes reading the CMS);
 *   2. read every vehicle story, validate each (invalid ones are skipped with id and reason);
 *   3. create `<index>_next_<timestamp>` with primary key `id`, apply the settings (`vehicleIndexSettings`) and
 *      wait for them (settings first: documents are then indexed once, with the right settings);
 *   4. add the documents in batches, waiting on each task, one progress line per batch;
 *   5. check the new index holds exactly the documents sent;
 *   6. live index exists: swap the two (`POST /swap-indexes`), then delete the swapped-out one;
 *      no live index yet: rename the new one (`rename: true`, Meilisearch ≥ 1.18; a plain swap
 *      with a missing index fails with `index_not_found`).
 * A failure before the swap deletes the new index and leaves the live one untouched.
 */
import { randomBytes } from 'node:crypto';
import type { Meilisearch, Settings } from 'meilisearch';
import type { ContentSource } from '../content/source';
import { readSiteDirectories } from '../directory/directory';
import { readFinancingDefaults } from '../stock/financing/terms';
import { checkLenders } from './lenders';
import { forgetDeparted, keepDeparted } from './departed';
import { vehicleIndexSettings, type VehicleDocument } from '../stock/document';
import { readVehicleStories, toDocuments, type SkippedVehicle } from './documents';
import { adminClient, describeMeiliError, IndexerError, meiliCode, settle, type MeiliTarget } from './meili';
import { metricCounter } from '../health/metrics';
import { writeStamp } from './stamp';

export type ReindexOptions = MeiliTarget & {
  /** The live index (default `vehicles`). */
  index?: string;
  source: ContentSource;
  /** One line per step and per batch (default console.log). */
  log?: (line: string) => void;
  /** Documents per request (default 5 000). */
  batchSize?: number;
  /**
   * Allow replacing a live index that has vehicles with an empty one (default false: an empty
   * read is far more often a broken CMS answer than a sold-out dealership).
   */
  allowEmpty?: boolean;
  /**
   * What this index is built from (./stamp.ts): written beside it after the swap, so a later
   * `--if-needed` run keeps it. The content version is the one read before the documents.
   */
  stamp?: { build: string; contentVersion: number | null };
};

export type ReindexResult = {
  index: string;
  indexed: number;
  skipped: SkippedVehicle[];
  durationMs: number;
  /** 'swapped' with a live index, 'created' when there was none. */
  mode: 'swapped' | 'created';
};

export const DEFAULT_INDEX = 'vehicles';
export const DEFAULT_BATCH_SIZE = 5_000;
/** A `<index>_next_<timestamp>_*` index older than this is the leftover of a crashed run. */
const STALE_NEXT_MS = 6 * 60 * 60_000;

/** The settings for these documents as the client's type (the shared constant is deeply readonly). */
export const indexSettings = (documents: readonly VehicleDocument[]): Settings =>
  structuredClone(vehicleIndexSettings(documents)) as unknown as Settings;

const reindexes = () =>
  metricCounter('autopolis_reindexes_total', 'Full reindexes of the stock run by this process, by outcome (ok, failed)', ['outcome']);

export async function reindexAll(options: ReindexOptions): Promise<ReindexResult> {
  try {
    const result = await reindexOnce(options);
    reindexes().inc({ outcome: 'ok' });
    return result;
  } catch (error) {
    reindexes().inc({ outcome: 'failed' });
    throw error;
  }
}

async function reindexOnce(options: ReindexOptions): Promise<ReindexResult> {
  const started = Date.now();
  const live = options.index ?? DEFAULT_INDEX;
  const log = options.log ?? ((line: string) => console.log(line));
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const client = adminClient(options);
  const ms = (since: number) => `${Date.now() - since} ms`;

  try {
    await client.getVersion();
  } catch (error) {
    throw describeMeiliError(error, options.host);
  }

  let t = Date.now();
  log(`[index] reading vehicles from ${options.source.name}…`);
  const stories = await readVehicleStories(options.source);
  const { documents, skipped } = toDocuments(
    stories,
    await readSiteDirectories(options.source),
    await readFinancingDefaults(options.source),
  );
  log(`[index] read ${stories.length} vehicle stories in ${ms(t)}: ${documents.length} valid, ${skipped.length} skipped`);
  checkLenders(documents, options.source, log);
  for (const s of skipped) log(`[index] skipped vehicle ${s.id}${s.slug ? ` (${s.slug})` : ''}: ${s.reason}`);

  try {
    const liveCount = await documentCount(client, live);
    if (documents.length === 0 && (liveCount ?? 0) > 0 && !options.allowEmpty) {
      throw new IndexerError(
        `no valid vehicle was read from ${options.source.name}; refusing to replace the ${liveCount} vehicles of "${live}" ` +
          'with an empty index (pass --allow-empty / allowEmpty to do it anyway)',
      );
    }
    await deleteStaleNextIndexes(client, live, log);

    const next = `${live}_next_${Date.now()}_${randomBytes(3).toString('hex')}`;
    t = Date.now();
    await settle(`creating index ${next}`, client.createIndex(next, { primaryKey: 'id' }));
    let swappedIn = false;
    try {
      await settle(`applying the settings of ${next}`, client.index(next).updateSettings(indexSettings(documents)));
      log(`[index] created ${next} with its settings in ${ms(t)}`);

      t = Date.now();
      await addInBatches(client, next, documents, batchSize, (done) => log(`[index] ${done}/${documents.length} vehicles`));
      const stats = await client.index(next).getStats();
      if (stats.numberOfDocuments !== documents.length) {
        throw new IndexerError(`${next} holds ${stats.numberOfDocuments} documents after indexing ${documents.length}`);
      }
      log(`[index] indexed ${documents.length} vehicles into ${next} in ${ms(t)}`);

      // what leaves the stock with this swap keeps its page a while (departed.ts)
      const ids = documents.map((d) => d.id);
      await keepDeparted(client, live, { keep: ids }, log);
      await forgetDeparted(client, live, ids);
      t = Date.now();
      const mode = await swapIn(client, live, next);
      swappedIn = true;
      if (mode === 'swapped') {
        // `next` now holds the old stock.
        await settle(`deleting the previous index (now ${next})`, client.deleteIndex(next));
      }
      log(`[index] ${mode === 'swapped' ? `swapped ${next} with "${live}" and deleted the old stock` : `created "${live}"`} in ${ms(t)}`);
      if (options.stamp)
        await writeStamp(options, live, { ...options.stamp, documents: documents.length, builtAt: new Date().toISOString() });
      return { index: live, indexed: documents.length, skipped, durationMs: Date.now() - started, mode };
    } finally {
      if (!swappedIn)
        await client
          .deleteIndex(next)
          .waitTask()
          .catch(() => undefined);
    }
  } catch (error) {
    throw describeMeiliError(error, options.host);
  }
}

/** Documents of an index, or undefined when the index does not exist. */
async function documentCount(client: Meilisearch, uid: string): Promise<number | undefined> {
  try {
    return (await client.index(uid).getStats()).numberOfDocuments;
  } catch (error) {
    if (meiliCode(error) === 'index_not_found') return undefined;
    throw error;
  }
}

/**
 * Adds the documents in batches. The next batch is sent while the previous one is indexed (one
 * request in flight ahead), and each task is waited for in order; `progress` gets the number of
 * documents indexed so far.
 */
async function addInBatches(
  client: Meilisearch,
  uid: string,
  documents: readonly VehicleDocument[],
  batchSize: number,
  progress: (done: number) => void,
): Promise<void> {
  const index = client.index<VehicleDocument>(uid);
  type Pending = { enqueued: ReturnType<typeof index.addDocuments>; upto: number; first: number };
  let pending: Pending | undefined;
  const finish = async (p: Pending) => {
    await settle(`adding vehicles ${p.first + 1}–${p.upto} to ${uid}`, p.enqueued);
    progress(p.upto);
  };
  for (let first = 0; first < documents.length; first += batchSize) {
    const upto = Math.min(documents.length, first + batchSize);
    const enqueued = index.addDocuments(documents.slice(first, upto), { primaryKey: 'id' });
    enqueued.catch(() => undefined); // awaited below; do not report it as unhandled meanwhile
    await enqueued;
    if (pending) await finish(pending);
    pending = { enqueued, upto, first };
  }
  if (pending) await finish(pending);
  if (documents.length === 0) progress(0);
}

/** Puts `next` in place of `live`: a swap when `live` exists, a rename when it does not. */
async function swapIn(client: Meilisearch, live: string, next: string): Promise<'swapped' | 'created'> {
  let exists = (await documentCount(client, live)) !== undefined;
  // Another indexer may create or delete the live index between the check and the swap: try the
  // other way once.
  for (let attempt = 0; ; attempt++) {
    const task = await client.swapIndexes([{ indexes: exists ? [live, next] : [next, live], rename: !exists }]).waitTask();
    if (task.status === 'succeeded') return exists ? 'swapped' : 'created';
    const code = task.error?.code;
    const raced = exists ? code === 'index_not_found' : code === 'index_already_exists';
    if (!raced || attempt > 0) {
      throw new IndexerError(`swapping ${next} with "${live}" failed: ${task.error?.message ?? task.status}${code ? ` (${code})` : ''}`);
    }
    exists = !exists;
  }
}

/** Deletes `<live>_next_<timestamp>_*` indexes left by runs that crashed hours ago. */
async function deleteStaleNextIndexes(client: Meilisearch, live: string, log: (line: string) => void): Promise<void> {
  const prefix = `${live}_next_`;
  const { results } = await client.getIndexes({ limit: 1000 });
  for (const index of results) {
    if (!index.uid.startsWith(prefix)) continue;
    const stamp = Number(index.uid.slice(prefix.length).split('_')[0]);
    if (!Number.isFinite(stamp) || Date.now() - stamp < STALE_NEXT_MS) continue;
    await client.deleteIndex(index.uid).waitTask();
    log(`[index] deleted ${index.uid}, left by an interrupted run`);
  }
}
