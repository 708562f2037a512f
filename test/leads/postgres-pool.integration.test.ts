import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresPool } from '../../src/leads/postgres-pool';
import { startPostgres, type TestPostgres } from './support/postgres';
import { waitUntil } from '../meilisearch/support';

/**
 * A connection lost while a transaction holds it, between two of its queries (the window in which PostgreSQL's restart
 * stopped the site in `npm run faults`): real PostgreSQL, the backend ended with `pg_terminate_backend`, which sends
 * the same "terminating connection due to administrator command" as a fast shutdown.
 */
let server: TestPostgres;
beforeAll(async () => {
  server = await startPostgres();
}, 120_000);
afterAll(() => server?.stop());

describe('openPostgresPool', () => {
  it('survives a checked-out connection the server ends, fails that transaction, and serves the next one', async () => {
    const lost: Error[] = [];
    const pool = openPostgresPool({ connectionString: await server.createDatabase(), max: 2 }, (error) => lost.push(error));
    try {
      const client = await pool.connect();
      await client.query('BEGIN');
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // another connection ends this one while it waits between two queries of its transaction
      const admin = openPostgresPool({ connectionString: server.url, max: 1 }, () => undefined);
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      // without a listener on the checked-out connection this event is an uncaught exception, and the test run fails
      expect(await waitUntil(() => lost.length > 0, 10_000)).toBe(true);
      expect(lost[0]!.message).toMatch(/terminating connection/);
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release();
      // the broken connection is dropped: the pool opens a new one
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
