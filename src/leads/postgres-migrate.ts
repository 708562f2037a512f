import type * as Pg from 'pg';

/**
 * A schema migration that ran and failed (a statement refused, or a database newer than this code), as
 * opposed to a database that could not be reached: the instance must not serve with this code until it
 * succeeds (src/leads/index.ts holds its start). The message names the schema, the version and the
 * database's own error, never a connection string.
 */
export class SchemaMigrationError extends Error {
  override name = 'SchemaMigrationError';
}

/** PostgreSQL's connection errors (class 08, and the server shutting down, 57P01–57P03): the database is away, no migration failed. */
const isConnectionError = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return (
    typeof code === 'string' && (/^(08|57P0[1-3])/.test(code) || /^E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH|AI_AGAIN)$/.test(code))
  );
};

/**
 * Applies the migrations not yet applied to one schema of the lead database, in one transaction, under
 * an advisory lock (instances starting together, and deploy/rollout.sh's `start.js --migrate` beside a
 * running instance, migrate once: the second waits for the first's commit, then finds the version it wrote);
 * its version is kept in `table`. The lock is the transaction's (`pg_advisory_xact_lock`), so it is released
 * at commit or rollback, also when the process dies mid-way. The same mechanism creates the reindex lock's
 * tables (src/editors/lock-postgres.ts). Used by the lead store and by the alerts (src/alerts), each with its
 * own table and lock key. A failure is a `SchemaMigrationError` unless the database could not be reached.
 */
export async function migratePostgres(
  pool: Pg.Pool,
  schema: { table: string; lock: number; migrations: readonly string[]; name: string },
): Promise<{ from: number; to: number }> {
  const { table, lock, migrations, name } = schema;
  const client = await pool.connect();
  let step = 'taking the migration lock';
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [lock]);
    step = 'reading the schema version';
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (version integer NOT NULL)`);
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${table}`);
    const version = rows[0]?.version ?? 0;
    if (version > migrations.length)
      throw new SchemaMigrationError(`${name} is at schema version ${version}, newer than this code (${migrations.length})`);
    for (let v = version; v < migrations.length; v++) {
      step = `migrating to version ${v + 1} of ${migrations.length}`;
      await client.query(migrations[v]!);
    }
    if (rows.length === 0) await client.query(`INSERT INTO ${table} (version) VALUES ($1)`, [migrations.length]);
    else await client.query(`UPDATE ${table} SET version = $1`, [migrations.length]);
    await client.query('COMMIT');
    return { from: version, to: migrations.length };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (error instanceof SchemaMigrationError || isConnectionError(error)) throw error;
    throw new SchemaMigrationError(`${name}: ${step} failed (rolled back, nothing changed): ${(error as Error).message}`, { cause: error });
  } finally {
    client.release();
  }
}
