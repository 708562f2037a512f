import type { MiddlewareHandler } from 'hono';
import { config, currentSecret, rereadSecret } from '../config/env';
import { contentSource, rawContentSource } from '../content/select-source';
import { invalidateSitemaps } from '../composition/sitemap';
import { createPurger, edgePurge } from '../edge/purge';
import { openEditorQueue, type EditorQueue } from './queue';
import { handleWebhook } from './webhook';
import { openReindexLock, type SharedLock } from './reindex-lock';
import { createEditorWorker, type EditorWorker, type SearchTarget } from './worker';
import { startCatchUp } from './catch-up';
import type { ContentSignal } from './content-signal-postgres';
import { state } from './runtime';

/**
 * The editors' feature in the site's process: the Storyblok webhook (webhook.ts), its durable queue
 * (queue.ts) and the worker that applies it (worker.ts) to the page cache and the live index.
 */

const SIGNAL_RETRY_MS = 30_000;

export function editorQueue(): EditorQueue {
  const { dataDir, reindexMinIntervalMs } = config().editors;
  state.queue ??= openEditorQueue(dataDir, { reindexQuietMs: reindexMinIntervalMs });
  return state.queue;
}

/** The reindex lock (PostgreSQL with DATABASE_URL), opened once; after a failed opening the next use tries again. */
function sharedLock(): Promise<SharedLock> {
  state.lock ??= openReindexLock(editorQueue(), config().leads.databaseUrl).catch((error: unknown) => {
    state.lock = undefined;
    throw error;
  });
  return state.lock;
}

/** What a change of content makes stale in this process: the content answers (and so the page cache) and the sitemaps. */
function invalidateLocally(reason: string): Promise<number | undefined> {
  invalidateSitemaps(reason);
  return contentSource().invalidate(reason);
}

/**
 * With several instances (`DATABASE_URL`), the webhook reaches one of them: its worker publishes each
 * change on the shared database, and every other instance invalidates as if it had received the
 * webhook (content-signal-postgres.ts). One instance alone has nobody to tell (null).
 */
function contentSignal(): Promise<ContentSignal | null> {
  const databaseUrl = config().leads.databaseUrl;
  state.signal ??= !databaseUrl
    ? Promise.resolve(null)
    : import('./content-signal-postgres')
        .then(({ openContentSignal }) =>
          openContentSignal({
            databaseUrl,
            onChange: (reason) => {
              invalidateLocally(reason).catch(() => {}); // the cache logs why; pages are served stale meanwhile
            },
          }),
        )
        .then((opened) => {
          // what this process read before it listened may predate a publish it did not hear
          invalidateLocally('the content signal started').catch(() => {});
          return opened;
        })
        .catch((error: unknown) => {
          console.error(
            `[editors] the content signal could not start (${(error as Error).message}); other instances refresh by time to live`,
          );
          // tried again by the next job, and in 30 s: an instance that gets no webhook must still listen
          state.signal = undefined;
          setTimeout(() => {
            if (state.worker) void contentSignal();
          }, SIGNAL_RETRY_MS).unref();
          return null;
        });
  return state.signal;
}

/** Starts the worker once per process; jobs left by a previous run are taken at once. */
export function startEditorWorker(): EditorWorker {
  if (state.worker) return state.worker;
  const site = config();
  // one purge for both paths that learn of a publish (the webhook's worker, the catch-up): the same change drops the same pages
  const purge = edgePurge({ purger: createPurger(site.edge.purge) });
  const worker = createEditorWorker({
    queue: editorQueue(),
    // the instances' shared lock, opened on first use; a database that does not answer fails the job, which is retried
    lock: {
      acquire: async (...args) => (await sharedLock()).acquire(...args),
      release: async (...args) => (await sharedLock()).release(...args),
      holder: async (...args) => (await sharedLock()).holder(...args),
      finished: async (...args) => (await sharedLock()).finished(...args),
      lastFinished: async (...args) => (await sharedLock()).lastFinished(...args),
      close: async () => {},
    },
    source: rawContentSource(),
    // a publish or a reindex changes the pages: here, and on the other instances
    invalidate: async (reason) => {
      const version = await invalidateLocally(reason);
      const others = await contentSignal();
      // a database that does not answer does not fail the job: the other instances refresh by time to live
      await others
        ?.publish(reason)
        .catch((error: Error) => console.error(`[editors] other instances were not told of "${reason}": ${error.message}`));
      return version;
    },
    // the shared cache in front of the site (EDGE_PURGE), told in the background: the job is done either way
    purge,
    search: searchTarget,
  });
  state.worker = worker;
  worker.wake();
  void contentSignal(); // listen from the start: another instance may publish first
  // Storyblok never retries a webhook: each instance also notices publishes by the content version (catch-up.ts)
  const raw = rawContentSource();
  if (!site.useMocks && site.storyblok.version === 'published' && !state.catchUp) {
    state.catchUp = startCatchUp({
      source: raw,
      // each instance checks for itself: nobody else needs telling
      invalidate: invalidateLocally,
      // the edge is shared: each instance's catch-up tells it, as the webhook's worker would (a second purge of a page costs one refetch)
      purge,
      search: searchTarget,
      lock: { holder: async (name) => (await sharedLock()).holder(name) },
      intervalMs: site.storyblok.cvPollMs,
    });
  }
  return worker;
}

/** Where the site writes vehicles, or a sentence saying why it cannot. */
function searchTarget(): SearchTarget | string {
  const site = config();
  if (!site.search.host) return 'no search engine is configured (MEILI_HOST)';
  if (!site.editors.adminKey) return 'the site has no Meilisearch admin key (set MEILI_ADMIN_KEY or MEILI_ADMIN_KEY_FILE)';
  // each job (rare: a publish, a catch-up) takes the key the indexer last wrote, so a rotated master key needs no restart
  rereadSecret('MEILI_ADMIN_KEY', site.editors.adminKey);
  return { host: site.search.host, adminKey: currentSecret('MEILI_ADMIN_KEY', site.editors.adminKey), index: site.search.index };
}

/** `POST /api/storyblok/webhook` (registered from the route table in server-entry.tsx). */
export function storyblokWebhookResponse(req: Request): Promise<Response> {
  const { webhookSecret, reindexAction } = config().editors;
  return handleWebhook(req, { secret: webhookSecret, reindexAction, queue: editorQueue, wake: () => startEditorWorker().wake() });
}

/**
 * Starts the worker on the first request the site answers (not at import: `waku build` loads the
 * server entry too), so jobs a restart interrupted resume without waiting for the next webhook.
 */
export function editorWorkerMiddleware(): MiddlewareHandler {
  let started = false;
  return async (_c, next) => {
    if (!started) {
      started = true;
      try {
        startEditorWorker();
      } catch (error) {
        console.error(`[editors] the webhook queue could not start: ${(error as Error).message}`);
      }
    }
    await next();
  };
}

export { closeEditors } from './runtime';
