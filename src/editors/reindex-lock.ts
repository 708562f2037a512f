import type { EditorQueue } from './queue';
import { REINDEX_LOCK, type SharedLock } from './shared-lock';

export { REINDEX_LOCK, type SharedLock } from './shared-lock';

/**
 * One full reindex at a time, across the site's instances and `npm run index`: the lock is a row with
 * an expiry, renewed while the reindex runs, so a crashed holder frees it after `LOCK_TTL_MS`. While
 * it is held, vehicle jobs wait (worker.ts): a change that arrives during a full reindex is applied
 * after its swap, never to an index the swap is about to replace.
 *
 * Where the row lives follows where the instances meet: with `DATABASE_URL` (several instances, see
 * docs/operating.md, "More than one instance"), in PostgreSQL (`lock-postgres.ts`), so a webhook that
 * reaches one instance never starts a reindex beside another instance's; otherwise in the editors'
 * queue file (one instance, and `npm run index` on the same folder).
 */

export const LOCK_TTL_MS = 60_000;
const RENEW_EVERY_MS = 10_000;

/** The lock kept in the editors' queue file (one instance). */
export function queueLock(queue: EditorQueue): SharedLock {
  return {
    acquire: async (name, owner, ttlMs) => queue.acquire(name, owner, ttlMs),
    release: async (name, owner) => queue.release(name, owner),
    holder: async (name) => queue.holder(name),
    finished: async (name) => queue.mark(name),
    lastFinished: async (name) => queue.marked(name),
    // the queue is closed by its owner
    close: async () => {},
  };
}

export class ReindexBusyError extends Error {
  override name = 'ReindexBusyError';
}

/**
 * Runs `work` holding the reindex lock; throws ReindexBusyError when another holder has it. A success
 * is recorded on the lock (`finished`), so requests for a reindex that arrive moments later, on any
 * instance, are coalesced with this one (see worker.ts).
 */
export async function withReindexLock<T>(lock: SharedLock, owner: string, work: () => Promise<T>): Promise<T> {
  if (!(await lock.acquire(REINDEX_LOCK, owner, LOCK_TTL_MS))) {
    throw new ReindexBusyError(`a full reindex is already running (${(await lock.holder(REINDEX_LOCK)) ?? 'another process'})`);
  }
  const renew = setInterval(() => {
    // a busy database: the next renewal tries again, well within the lock's lifetime
    lock.acquire(REINDEX_LOCK, owner, LOCK_TTL_MS).catch(() => {});
  }, RENEW_EVERY_MS);
  renew.unref();
  try {
    const result = await work();
    await lock.finished(REINDEX_LOCK).catch(() => {}); // without the mark, a replay reindexes once more: harmless
    return result;
  } finally {
    clearInterval(renew);
    await lock.release(REINDEX_LOCK, owner).catch(() => {});
  }
}

/** The lock the instances share: in PostgreSQL when they share one (`DATABASE_URL`), else in the queue file. */
export async function openReindexLock(queue: EditorQueue, databaseUrl: string | undefined): Promise<SharedLock> {
  if (!databaseUrl) return queueLock(queue);
  const { openPostgresLock } = await import('./lock-postgres');
  return openPostgresLock(databaseUrl);
}
