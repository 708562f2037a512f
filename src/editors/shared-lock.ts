/**
 * What both places of the reindex lock implement (the editors' queue file, PostgreSQL): on its own,
 * so that lock-postgres.ts, which reindex-lock.ts loads on demand, does not import that module back.
 *
 * A named lock with an expiry, shared by everyone who may reindex.
 */
/** The lock of the full reindex (and the name its last finish is recorded under). */
export const REINDEX_LOCK = 'full-reindex';

export type SharedLock = {
  /** Takes the lock, or renews it for its holder; false when someone else holds it. */
  acquire(name: string, owner: string, ttlMs: number): Promise<boolean>;
  release(name: string, owner: string): Promise<void>;
  /** Who holds the lock now, or undefined. */
  holder(name: string): Promise<string | undefined>;
  /** Records that the work under the lock finished now (a full reindex did): requests for it are coalesced for a while. */
  finished(name: string): Promise<void>;
  /** When the work under the lock last finished (epoch ms), or undefined. */
  lastFinished(name: string): Promise<number | undefined>;
  close(): Promise<void>;
};
