import { openPostgresPool } from '../leads/postgres-pool';
import type { SharedLock } from './shared-lock';

/**
 * The reindex lock in the shared PostgreSQL of several instances (`DATABASE_URL`, the leads'
 * database): one row per lock name with its holder and expiry. Taking it is one statement (an insert
 * that takes over only an expired row or renews the holder's own), so two instances asking at the
 * same moment cannot both get it; a holder that dies frees it when its expiry passes. Beside it, the
 * time each lock's work last finished (`editor_marks`): a reindex asked on one instance moments after
 * another instance's finished is coalesced with it.
 */

/** pg_advisory_xact_lock key: instances starting together create the table once. */
const MIGRATION_LOCK = 7_361_426_202;

export async function openPostgresLock(databaseUrl: string): Promise<SharedLock> {
  // a connection the server dropped must not take the process down
  const pool = openPostgresPool({ connectionString: databaseUrl, max: 2, application_name: 'autopolis-editors' }, (error) =>
    console.error(`[editors] the lock's database connection failed: ${error.message}`),
  );
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS editor_locks (
      name  text PRIMARY KEY,
      owner text NOT NULL,
      until timestamptz NOT NULL
    )`);
    await client.query(`CREATE TABLE IF NOT EXISTS editor_marks (
      name text PRIMARY KEY,
      at   timestamptz NOT NULL
    )`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
    await pool.end();
    throw error;
  }
  client.release();

  return {
    async acquire(name, owner, ttlMs) {
      const result = await pool.query(
        `INSERT INTO editor_locks (name, owner, until) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
         ON CONFLICT (name) DO UPDATE SET owner = EXCLUDED.owner, until = EXCLUDED.until
         WHERE editor_locks.until < now() OR editor_locks.owner = EXCLUDED.owner
         RETURNING owner`,
        [name, owner, ttlMs],
      );
      return result.rowCount === 1;
    },
    async release(name, owner) {
      await pool.query('DELETE FROM editor_locks WHERE name = $1 AND owner = $2', [name, owner]);
    },
    async holder(name) {
      const result = await pool.query<{ owner: string }>('SELECT owner FROM editor_locks WHERE name = $1 AND until >= now()', [name]);
      return result.rows[0]?.owner;
    },
    async finished(name) {
      await pool.query('INSERT INTO editor_marks (name, at) VALUES ($1, now()) ON CONFLICT (name) DO UPDATE SET at = EXCLUDED.at', [name]);
    },
    async lastFinished(name) {
      const result = await pool.query<{ at: Date }>('SELECT at FROM editor_marks WHERE name = $1', [name]);
      return result.rows[0]?.at.getTime();
    },
    close: () => pool.end(),
  };
}
