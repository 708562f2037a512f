import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { REINDEX_LOCK } from './shared-lock';

// Loaded at run time from node_modules, never bundled (see src/leads/db.ts: the native addon).
const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;

/**
 * The editors' work queue: one SQLite file, `webhooks.sqlite`, in the editors' data folder. A
 * webhook is answered once its job is committed here, so a restart loses nothing; the worker
 * (worker.ts) takes due jobs in order, retries failures with backoff, and records what it did.
 *
 * The same file holds the full-reindex lock, shared with `npm run index` when both use the same
 * folder: one full reindex at a time, and vehicle jobs wait while one runs (see worker.ts).
 *
 * Replays cost next to nothing (Storyblok signs the body only, so a captured body stays valid): a
 * request for a full reindex while one waits or runs, or within `reindexQuietMs` after one finished,
 * stores nothing and is answered as coalesced; a story event whose same body was handled within
 * `replayQuietMs` is stored once, due when that window ends (a real republish of the same story is
 * applied then; a replay is found at the same content version and skipped, see worker.ts).
 */

export const QUEUE_FILE = 'webhooks.sqlite';

const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE jobs (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    kind         TEXT    NOT NULL CHECK (kind IN ('story', 'reindex')),
    action       TEXT    NOT NULL,
    story_id     INTEGER,
    full_slug    TEXT,
    body_hash    TEXT    NOT NULL,
    state        TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'running', 'done', 'skipped', 'failed')),
    attempts     INTEGER NOT NULL DEFAULT 0,
    next_at      INTEGER NOT NULL,
    received_at  INTEGER NOT NULL,
    finished_at  INTEGER,
    cv           INTEGER,
    outcome      TEXT,
    last_error   TEXT
  );
  CREATE INDEX jobs_due ON jobs (state, next_at);
  CREATE INDEX jobs_body ON jobs (body_hash, state);
  CREATE TABLE locks (
    name         TEXT    PRIMARY KEY,
    owner        TEXT    NOT NULL,
    until        INTEGER NOT NULL
  );
  `,
  // when a lock's work last finished (a full reindex, also by `npm run index`): replays are coalesced with it
  `
  CREATE TABLE marks (
    name         TEXT    PRIMARY KEY,
    at           INTEGER NOT NULL
  );
  CREATE INDEX jobs_finished ON jobs (kind, finished_at);
  `,
];

export type JobKind = 'story' | 'reindex';
export type JobState = 'pending' | 'running' | 'done' | 'skipped' | 'failed';

export type Job = {
  id: number;
  kind: JobKind;
  action: string;
  storyId: number | null;
  fullSlug: string | null;
  bodyHash: string;
  state: JobState;
  attempts: number;
  nextAt: number;
  receivedAt: number;
  finishedAt: number | null;
  cv: number | null;
  outcome: string | null;
  lastError: string | null;
};

type Row = {
  id: number;
  kind: JobKind;
  action: string;
  story_id: number | null;
  full_slug: string | null;
  body_hash: string;
  state: JobState;
  attempts: number;
  next_at: number;
  received_at: number;
  finished_at: number | null;
  cv: number | null;
  outcome: string | null;
  last_error: string | null;
};

const toJob = (r: Row): Job => ({
  id: r.id,
  kind: r.kind,
  action: r.action,
  storyId: r.story_id,
  fullSlug: r.full_slug,
  bodyHash: r.body_hash,
  state: r.state,
  attempts: r.attempts,
  nextAt: r.next_at,
  receivedAt: r.received_at,
  finishedAt: r.finished_at,
  cv: r.cv,
  outcome: r.outcome,
  lastError: r.last_error,
});

export type NewJob = { kind: JobKind; action: string; storyId?: number | null; fullSlug?: string | null; bodyHash: string };

/**
 * The action of the full reindex a publish of the settings story asks for (the financing defaults
 * per price type live there, and the indexer writes them into every vehicle's terms): it must read
 * the new settings, so it is coalesced only with a reindex that has not started yet, never with one
 * running or finished (those read the old settings); the worker runs it after one under way.
 */
export const SETTINGS_REINDEX = 'settings-changed';

export type EnqueueResult = {
  /** The job stored, or the one this request is coalesced with (none when that is a reindex of `npm run index`). */
  job: Job | undefined;
  /** True when nothing new was stored: the request is coalesced. */
  duplicate: boolean;
  /** Why the request was coalesced, or why its job waits (a replay window), for the answer and the log. */
  coalesced?: string;
};

export type QueuePolicy = {
  /** A full reindex asked within this long after one finished is coalesced with it (default 5 min). */
  reindexQuietMs: number;
  /** A story event whose same body was handled within this long waits until then (default 10 s). */
  replayQuietMs: number;
};

export const QUEUE_POLICY_DEFAULTS: QueuePolicy = { reindexQuietMs: 5 * 60_000, replayQuietMs: 10_000 };

export type EditorQueue = ReturnType<typeof openEditorQueue>;

/** Finished jobs are kept this long (the duplicate check of replays reads them), then deleted. */
const KEEP_FINISHED_MS = 7 * 24 * 3600_000;

export function openEditorQueue(dataDir: string, options: { now?: () => number } & Partial<QueuePolicy> = {}) {
  const now = options.now ?? Date.now;
  const policy: QueuePolicy = {
    reindexQuietMs: options.reindexQuietMs ?? QUEUE_POLICY_DEFAULTS.reindexQuietMs,
    replayQuietMs: options.replayQuietMs ?? QUEUE_POLICY_DEFAULTS.replayQuietMs,
  };
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, QUEUE_FILE));
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.transaction(() => {
      const version = db.pragma('user_version', { simple: true }) as number;
      for (let v = version; v < MIGRATIONS.length; v++) {
        db.exec(MIGRATIONS[v]!);
        db.pragma(`user_version = ${v + 1}`);
      }
    }).immediate();
  } catch (error) {
    db.close();
    throw error;
  }

  const insert = db.prepare(
    `INSERT INTO jobs (kind, action, story_id, full_slug, body_hash, next_at, received_at)
     VALUES (@kind, @action, @storyId, @fullSlug, @bodyHash, @nextAt, @now) RETURNING *`,
  );
  const pendingSame = db.prepare(`SELECT * FROM jobs WHERE body_hash = ? AND state = 'pending' ORDER BY id LIMIT 1`);
  const activeReindex = db.prepare(
    `SELECT * FROM jobs WHERE kind = 'reindex' AND state IN ('pending', 'running') ORDER BY state = 'running' DESC, id LIMIT 1`,
  );
  const waitingReindex = db.prepare(`SELECT * FROM jobs WHERE kind = 'reindex' AND state = 'pending' ORDER BY id LIMIT 1`);
  const lastReindex = db.prepare(
    `SELECT * FROM jobs WHERE kind = 'reindex' AND state IN ('done', 'skipped') ORDER BY finished_at DESC LIMIT 1`,
  );
  const lastSame = db.prepare(
    `SELECT finished_at FROM jobs WHERE body_hash = ? AND state IN ('done', 'skipped') ORDER BY finished_at DESC LIMIT 1`,
  );
  const markGet = db.prepare(`SELECT at FROM marks WHERE name = ?`);
  const markPut = db.prepare(`INSERT OR REPLACE INTO marks (name, at) VALUES (?, ?)`);
  const due = db.prepare(`SELECT * FROM jobs WHERE state = 'pending' AND next_at <= ? ORDER BY id LIMIT 1`);
  const nextDue = db.prepare(`SELECT MIN(next_at) AS at FROM jobs WHERE state = 'pending'`);
  const claim = db.prepare(`UPDATE jobs SET state = 'running', attempts = attempts + 1 WHERE id = ? AND state = 'pending'`);
  const finish = db.prepare(
    `UPDATE jobs SET state = @state, finished_at = @now, cv = @cv, outcome = @outcome, last_error = NULL WHERE id = @id`,
  );
  const retry = db.prepare(`UPDATE jobs SET state = @state, next_at = @nextAt, last_error = @error WHERE id = @id`);
  const defer = db.prepare(`UPDATE jobs SET state = 'pending', next_at = @nextAt, attempts = attempts - 1 WHERE id = @id`);
  const doneSame = db.prepare(
    `SELECT * FROM jobs WHERE body_hash = ? AND state = 'done' AND cv IS NOT NULL AND id <> ? ORDER BY id DESC LIMIT 1`,
  );
  const byId = db.prepare(`SELECT * FROM jobs WHERE id = ?`);
  const all = db.prepare(`SELECT * FROM jobs ORDER BY id`);
  const prune = db.prepare(`DELETE FROM jobs WHERE state IN ('done', 'skipped', 'failed') AND finished_at < ?`);
  const lockGet = db.prepare(`SELECT owner, until FROM locks WHERE name = ?`);
  const lockPut = db.prepare(`INSERT OR REPLACE INTO locks (name, owner, until) VALUES (?, ?, ?)`);
  const lockDel = db.prepare(`DELETE FROM locks WHERE name = ? AND owner = ?`);

  // A job left 'running' by a process that stopped is run again (its work is idempotent).
  db.prepare(`UPDATE jobs SET state = 'pending' WHERE state = 'running'`).run();
  prune.run(now() - KEEP_FINISHED_MS);

  return {
    policy,
    /**
     * Stores a job, unless the request is coalesced (`duplicate`, nothing stored):
     * - a story event whose same delivery (same body) is already waiting: that job stands for both;
     *   one whose same body was handled less than `replayQuietMs` ago is stored due when that ends;
     * - a full reindex while one waits or runs (here, or `npm run index` holding the lock in this
     *   file), or less than `reindexQuietMs` after one finished (a job of this queue, or a run of
     *   `npm run index`): that one stands for it; the settings' reindex (`SETTINGS_REINDEX`) only
     *   while one waits.
     */
    enqueue(job: NewJob): EnqueueResult {
      return db
        .transaction((): EnqueueResult => {
          const at = now();
          let nextAt = at;
          if (job.kind === 'reindex' && job.action === SETTINGS_REINDEX) {
            const waiting = waitingReindex.get() as Row | undefined;
            if (waiting) return { job: toJob(waiting), duplicate: true, coalesced: 'a full reindex is waiting' };
          } else if (job.kind === 'reindex') {
            const active = activeReindex.get() as Row | undefined;
            if (active) {
              return {
                job: toJob(active),
                duplicate: true,
                coalesced: `a full reindex is ${active.state === 'running' ? 'running' : 'waiting'}`,
              };
            }
            const held = lockGet.get(REINDEX_LOCK) as { owner: string; until: number } | undefined;
            if (held && held.until > at) return { job: undefined, duplicate: true, coalesced: `a full reindex is running (${held.owner})` };
            const last = lastReindex.get() as Row | undefined;
            const marked = (markGet.get(REINDEX_LOCK) as { at: number } | undefined)?.at;
            const finishedAt = Math.max(last?.finished_at ?? -Infinity, marked ?? -Infinity);
            if (at - finishedAt < policy.reindexQuietMs) {
              return {
                job: last && last.finished_at === finishedAt ? toJob(last) : undefined,
                duplicate: true,
                coalesced: `a full reindex finished ${Math.round((at - finishedAt) / 1000)} s ago`,
              };
            }
          } else {
            const same = pendingSame.get(job.bodyHash) as Row | undefined;
            if (same) return { job: toJob(same), duplicate: true, coalesced: 'the same event is waiting' };
            const handledAt = (lastSame.get(job.bodyHash) as { finished_at: number | null } | undefined)?.finished_at;
            if (handledAt != null && at - handledAt < policy.replayQuietMs) nextAt = handledAt + policy.replayQuietMs;
          }
          const row = insert.get({ ...job, storyId: job.storyId ?? null, fullSlug: job.fullSlug ?? null, now: at, nextAt }) as Row;
          return {
            job: toJob(row),
            duplicate: false,
            ...(nextAt > at
              ? {
                  coalesced: `the same event was handled ${Math.round((at - (nextAt - policy.replayQuietMs)) / 1000)} s ago: due in ${Math.round((nextAt - at) / 1000)} s`,
                }
              : {}),
          };
        })
        .immediate();
    },
    /** The oldest due job, marked running (its attempt counted), or undefined. */
    take(): Job | undefined {
      return db
        .transaction(() => {
          const row = due.get(now()) as Row | undefined;
          if (!row) return undefined;
          claim.run(row.id);
          return toJob(byId.get(row.id) as Row);
        })
        .immediate();
    },
    /** When the next pending job is due (ms epoch), or undefined when none waits. */
    nextDueAt(): number | undefined {
      return (nextDue.get() as { at: number | null }).at ?? undefined;
    },
    complete(id: number, result: { state: 'done' | 'skipped'; cv?: number | null; outcome: string }): void {
      finish.run({ id, state: result.state, now: now(), cv: result.cv ?? null, outcome: result.outcome });
    },
    /** A failed attempt: again at `nextAt`, or 'failed' for good when `nextAt` is null. */
    fail(id: number, error: string, nextAt: number | null): void {
      retry.run({ id, state: nextAt === null ? 'failed' : 'pending', nextAt: nextAt ?? now(), error: error.slice(0, 2000) });
      if (nextAt === null) db.prepare(`UPDATE jobs SET finished_at = ? WHERE id = ?`).run(now(), id);
    },
    /** Puts a job back without counting the attempt (it waited for the reindex lock). */
    defer(id: number, nextAt: number): void {
      defer.run({ id, nextAt });
    },
    /** A job with the same body finished at a known content version (a replay of work already done). */
    doneBefore(job: Job): Job | undefined {
      const row = doneSame.get(job.bodyHash, job.id) as Row | undefined;
      return row ? toJob(row) : undefined;
    },
    get(id: number): Job | undefined {
      const row = byId.get(id) as Row | undefined;
      return row ? toJob(row) : undefined;
    },
    list(): Job[] {
      return (all.all() as Row[]).map(toJob);
    },
    /** Takes (or renews) a named lock for `ttlMs`; false when another owner holds it. */
    acquire(name: string, owner: string, ttlMs: number): boolean {
      return db
        .transaction(() => {
          const held = lockGet.get(name) as { owner: string; until: number } | undefined;
          if (held && held.owner !== owner && held.until > now()) return false;
          lockPut.run(name, owner, now() + ttlMs);
          return true;
        })
        .immediate();
    },
    release(name: string, owner: string): void {
      lockDel.run(name, owner);
    },
    /** Records that a lock's work finished now (see reindex-lock.ts). */
    mark(name: string): void {
      markPut.run(name, now());
    },
    /** When a lock's work last finished (epoch ms), or undefined. */
    marked(name: string): number | undefined {
      return (markGet.get(name) as { at: number } | undefined)?.at;
    },
    /** The owner of a named lock, if it is held. */
    holder(name: string): string | undefined {
      const held = lockGet.get(name) as { owner: string; until: number } | undefined;
      return held && held.until > now() ? held.owner : undefined;
    },
    close(): void {
      if (db.open) db.close();
    },
  };
}
