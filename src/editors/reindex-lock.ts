import type { EditorQueue } from './queue';

/**
 * One full reindex at a time, across the site and `npm run index` (both open the same queue file):
 * the lock is a row with an expiry, renewed while the reindex runs, so a crashed holder frees it
 * after `LOCK_TTL_MS`. While it is held, vehicle jobs wait (worker.ts): a change that arrives during
 * a full reindex is applied after its swap, never to an index the swap is about to replace.
 */

export const REINDEX_LOCK = 'full-reindex';
export const LOCK_TTL_MS = 60_000;
const RENEW_EVERY_MS = 10_000;

export class ReindexBusyError extends Error {
  override name = 'ReindexBusyError';
}

/** Runs `work` holding the reindex lock; throws ReindexBusyError when another holder has it. */
export async function withReindexLock<T>(queue: EditorQueue, owner: string, work: () => Promise<T>): Promise<T> {
  if (!queue.acquire(REINDEX_LOCK, owner, LOCK_TTL_MS)) {
    throw new ReindexBusyError(`a full reindex is already running (${queue.holder(REINDEX_LOCK) ?? 'another process'})`);
  }
  const renew = setInterval(() => {
    try {
      queue.acquire(REINDEX_LOCK, owner, LOCK_TTL_MS);
    } catch {
      // a busy database: the next renewal tries again, well within the lock's lifetime
    }
  }, RENEW_EVERY_MS);
  renew.unref();
  try {
    return await work();
  } finally {
    clearInterval(renew);
    queue.release(REINDEX_LOCK, owner);
  }
}
