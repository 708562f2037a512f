import type { EdgePurge } from '../edge/purge';
import { VEHICLE_FOLDER } from '../indexing/documents';
import { wakeAlerts } from '../alerts';
import { reindexAll } from '../indexing/reindex';
import { deleteVehicle, upsertVehicle } from '../indexing/single';
import type { ContentSource } from '../content/source';
import { SETTINGS_SLUG } from '../content/settings-slug';
import { SETTINGS_REINDEX, type EditorQueue, type Job } from './queue';
import { queueLock, REINDEX_LOCK, ReindexBusyError, withReindexLock, type SharedLock } from './reindex-lock';
import { DATASOURCE_ACTIONS } from './webhook';

/**
 * Does the work of the webhook jobs, one at a time in arrival order, in the site's process:
 *
 * - every story event first invalidates the page cache (the content version is checked at once, so
 *   the next page view reads the change);
 * - a vehicle story (under `vehicles/`) published or moved into the folder is upserted into the live
 *   index; unpublished, deleted or moved out of the folder, it is removed;
 * - a replay of a job already done at the same content version (Storyblok's `cv`) is skipped after
 *   one look at that version, before the page cache is touched: the same event delivered twice does
 *   the work once;
 * - the settings story published (the financing defaults per price type the indexer writes into
 *   every vehicle's terms) asks for a full reindex after the content refresh (`SETTINGS_REINDEX`), so
 *   the cards and pages stop showing the old terms;
 * - a full reindex runs in the background under the reindex lock; vehicle jobs wait while anyone
 *   (this site, another instance or `npm run index`) holds it, then run after its swap; a reindex
 *   asked while one runs, or within the queue's `reindexQuietMs` after one finished, is coalesced
 *   with it (skipped);
 * - a failure is retried with exponential backoff, then the job is marked failed (and logged);
 * - once a job's change is in the page cache and the index, the shared cache in front of the site (a CDN,
 *   Varnish) is told to drop the pages that show it (`purge`, src/edge): a vehicle its page and every page
 *   showing the stock, any other story every page (each shows the CMS's header and footer), a full reindex
 *   every page showing the stock.
 */

export type SearchTarget = { host: string; adminKey: string; index: string };

export type WorkerDeps = {
  queue: EditorQueue;
  /** The reindex lock shared with the other instances and `npm run index` (default: the queue file's). */
  lock?: SharedLock;
  /** The content source read directly (not the page cache): the current story. */
  source: ContentSource;
  /** The page cache: invalidated on every story event; returns the new content version when known. */
  invalidate: (reason: string) => Promise<number | undefined>;
  /** Tells the shared cache in front of the site to drop the pages a change made stale (src/edge/purge.ts, the catch-up's too); never throws. */
  purge?: EdgePurge;
  /** Where vehicles are written, or a sentence saying why the site cannot write them. */
  search: () => SearchTarget | string;
  retry?: { baseMs: number; maxMs: number; maxAttempts: number };
  /** How long a vehicle job waits before looking at the reindex lock again (default 500 ms). */
  lockPollMs?: number;
  owner?: string;
  log?: (line: string) => void;
  now?: () => number;
};

export type EditorWorker = ReturnType<typeof createEditorWorker>;

export const RETRY_DEFAULTS = { baseMs: 2_000, maxMs: 10 * 60_000, maxAttempts: 30 } as const;

export function createEditorWorker(deps: WorkerDeps) {
  const log = deps.log ?? ((line: string) => console.log(line));
  const now = deps.now ?? Date.now;
  const retry = deps.retry ?? RETRY_DEFAULTS;
  const lockPollMs = deps.lockPollMs ?? 500;
  const owner = deps.owner ?? `site:${process.pid}`;
  const lock = deps.lock ?? queueLock(deps.queue);
  const purge = deps.purge ?? (() => {});

  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let reindexing: Promise<void> | undefined;
  const settledWaiters: (() => void)[] = [];

  function schedule(): void {
    if (stopped) return;
    clearTimeout(timer);
    const at = deps.queue.nextDueAt();
    if (at === undefined) {
      if (!reindexing) for (const resolve of settledWaiters.splice(0)) resolve();
      return;
    }
    timer = setTimeout(wake, Math.max(0, at - now()));
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = (async () => {
      do {
        again = false;
        for (let job = deps.queue.take(); job && !stopped; job = deps.queue.take()) await run(job);
      } while (again && !stopped);
    })()
      .catch((error: Error) => log(`[editors] the worker stopped on an unexpected error: ${error.stack ?? error.message}`))
      .finally(() => {
        draining = undefined;
        schedule();
      });
  }

  const describe = (job: Job) =>
    job.kind === 'reindex'
      ? `job ${job.id} (full reindex)`
      : job.storyId === null
        ? `job ${job.id} (${job.action})`
        : `job ${job.id} (${job.action} story ${job.storyId}${job.fullSlug ? ` ${job.fullSlug}` : ''})`;

  async function run(job: Job): Promise<void> {
    try {
      if (job.kind === 'reindex') return await startReindex(job);
      await runStory(job);
    } catch (error) {
      const message = (error as Error)?.message ?? String(error);
      if (job.attempts >= retry.maxAttempts) {
        deps.queue.fail(job.id, message, null);
        log(`[editors] ${describe(job)} failed for good after ${job.attempts} attempts: ${message}`);
        return;
      }
      const delay = Math.min(retry.maxMs, retry.baseMs * 2 ** (job.attempts - 1));
      deps.queue.fail(job.id, message, now() + delay);
      log(`[editors] ${describe(job)} failed (attempt ${job.attempts}), again in ${Math.round(delay / 1000)} s: ${message}`);
    }
  }

  async function runStory(job: Job): Promise<void> {
    const work = vehicleWork(job);
    // A vehicle change waits for a full reindex under way (its swap would drop it); checked before
    // anything else, so a waiting job costs nothing.
    if ((work === 'upsert' || work === 'delete') && (await lock.holder(REINDEX_LOCK))) {
      deps.queue.defer(job.id, now() + lockPollMs);
      return;
    }
    // A replay of work done at the content version the CMS still has costs one look at that version:
    // no page of the cache is dropped, no story read (the source's own check, not the page cache's invalidation).
    const prior = deps.queue.doneBefore(job);
    if (prior && prior.cv !== null && deps.source.refresh) {
      const current = await deps.source.refresh();
      if (current === prior.cv) {
        deps.queue.complete(job.id, {
          state: 'skipped',
          cv: current,
          outcome: `replay of job ${prior.id}, already done at content version ${current}`,
        });
        log(`[editors] ${describe(job)}: replay of job ${prior.id} at the same content version, nothing to do`);
        return;
      }
    }
    const cv = await deps.invalidate(`${job.action} ${job.fullSlug ?? `story ${job.storyId}`}`);
    if (work === 'settings') {
      const asked = deps.queue.enqueue({ kind: 'reindex', action: SETTINGS_REINDEX, bodyHash: `settings:${job.id}` });
      const outcome = asked.duplicate
        ? `content cache refreshed, ${asked.coalesced ?? 'reindex coalesced'}`
        : 'content cache refreshed, full reindex asked';
      deps.queue.complete(job.id, { state: 'done', cv: cv ?? null, outcome });
      log(`[editors] ${describe(job)}: ${outcome}`);
      purge({ kind: 'story' }, describe(job));
      return;
    }
    if (work === 'none') {
      deps.queue.complete(job.id, { state: 'done', cv: cv ?? null, outcome: 'content cache refreshed' });
      purge({ kind: 'story' }, describe(job));
      log(`[editors] ${describe(job)}: content refreshed in ${now() - job.receivedAt} ms`);
      return;
    }
    const target = deps.search();
    if (typeof target === 'string') throw new Error(`the vehicle cannot be indexed: ${target}`);
    const quiet = () => {};
    const result =
      work === 'upsert'
        ? await upsertVehicle({ ...target, source: deps.source, log: quiet }, job.storyId!, job.fullSlug ? { fullSlug: job.fullSlug } : {})
        : await deleteVehicle({ ...target, log: quiet }, job.storyId!);
    const outcome =
      result.action === 'upserted'
        ? `vehicle ${result.id} upserted`
        : `vehicle ${result.id} ${result.existed ? 'removed' : 'not in the index'} (${result.reason})`;
    deps.queue.complete(job.id, { state: 'done', cv: cv ?? null, outcome });
    log(`[editors] ${describe(job)}: ${outcome}, ${now() - job.receivedAt} ms after the webhook`);
    purge({ kind: 'vehicles', ids: [result.id] }, describe(job));
    // the saved searches and price alerts look at the index now rather than at their next poll
    wakeAlerts();
  }

  /** What a story job does to the index. */
  function vehicleWork(job: Job): 'upsert' | 'delete' | 'settings' | 'none' {
    // a datasource entry saved (the editors' redirects): the content is refreshed, no vehicle changes
    if ((DATASOURCE_ACTIONS as readonly string[]).includes(job.action)) return 'none';
    const slug = job.fullSlug;
    if (slug === SETTINGS_SLUG && job.action === 'published') return 'settings';
    const isVehicle = slug !== null && slug.startsWith(VEHICLE_FOLDER);
    switch (job.action) {
      case 'published':
        return slug === null || isVehicle ? 'upsert' : 'none';
      case 'moved':
        // Moved out of the vehicle folder: it may have been a vehicle, so it leaves the index.
        return isVehicle ? 'upsert' : 'delete';
      default:
        // unpublished, deleted: the payload may not say where the story was; removing an id that is not there is harmless.
        return 'delete';
    }
  }

  async function startReindex(job: Job): Promise<void> {
    // Coalesced with a full reindex under way anywhere (this process, another instance, `npm run index`),
    // or with one that finished moments before this request or after it arrived: a replay costs nothing.
    const holder = reindexing ? owner : await lock.holder(REINDEX_LOCK);
    if (job.action === SETTINGS_REINDEX) {
      // the run under way read the settings before they changed: this one runs after it
      if (holder) return deps.queue.defer(job.id, now() + lockPollMs);
      return runReindex(job);
    }
    const finishedAt = holder ? undefined : await lock.lastFinished(REINDEX_LOCK);
    if (holder || (finishedAt !== undefined && finishedAt >= job.receivedAt - deps.queue.policy.reindexQuietMs)) {
      const outcome = holder
        ? `coalesced with the full reindex under way (${holder})`
        : `coalesced with the full reindex that finished at ${new Date(finishedAt!).toISOString()}`;
      deps.queue.complete(job.id, { state: 'skipped', outcome });
      log(`[editors] ${describe(job)}: ${outcome}`);
      return;
    }
    await runReindex(job);
  }

  /** Starts a full reindex under the lock; resolves once the lock is taken (the reindex runs on). */
  async function runReindex(job: Job): Promise<void> {
    const target = deps.search();
    if (typeof target === 'string') throw new Error(`the full reindex cannot run: ${target}`);
    const started = now();
    log(`[editors] ${describe(job)}: started`);
    // the lock is taken before this function returns (vehicle jobs taken next wait for it); the reindex runs on
    let locked!: () => void;
    const taken = new Promise<void>((resolve) => (locked = resolve));
    reindexing = withReindexLock(lock, owner, async () => {
      locked();
      const result = await reindexAll({ ...target, source: deps.source, log: quiet });
      await deps.invalidate('full reindex');
      return result;
    })
      .then(
        (result) => {
          deps.queue.complete(job.id, { state: 'done', outcome: `${result.indexed} vehicles indexed, ${result.skipped.length} skipped` });
          log(`[editors] ${describe(job)}: ${result.indexed} vehicles indexed (${result.skipped.length} skipped) in ${now() - started} ms`);
          purge({ kind: 'reindex' }, describe(job));
          wakeAlerts();
        },
        (error: Error) => {
          if (error instanceof ReindexBusyError) {
            deps.queue.defer(job.id, now() + 1_000);
            return;
          }
          const nextAt = job.attempts >= retry.maxAttempts ? null : now() + Math.min(retry.maxMs, retry.baseMs * 2 ** (job.attempts - 1));
          deps.queue.fail(job.id, error.message, nextAt);
          log(`[editors] ${describe(job)} failed (attempt ${job.attempts})${nextAt === null ? ' for good' : ''}: ${error.message}`);
        },
      )
      .finally(() => {
        reindexing = undefined;
        locked();
        wake();
      });
    await taken;
  }

  const quiet = () => {};

  return {
    /** Looks for due jobs now (the webhook calls it after storing one). */
    wake,
    /** Resolves when no job is due or running (tests, and a clean stop). */
    settled(): Promise<void> {
      if (!draining && !reindexing && deps.queue.nextDueAt() === undefined) return Promise.resolve();
      return new Promise((resolve) => settledWaiters.push(resolve));
    },
    /** Stops taking jobs; waits for the job under way (not for a full reindex in the background). */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await draining;
    },
    isReindexing: () => reindexing !== undefined,
  };
}
