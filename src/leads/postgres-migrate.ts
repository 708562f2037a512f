import type * as Pg from 'pg';

/**
 * Applies the migrations not yet applied to one schema of the lead database, in one transaction, under
 * an advisory lock (instances starting together migrate once); its version is kept in `table`. Used by the
 * lead store and by the alerts (src/alerts), each with its own table and lock key.
 */
export async function migratePostgres(
  pool: Pg.Pool,
  schema: { table: string; lock: number; migrations: readonly string[]; name: string },
): Promise<void> {
  const { table, lock, migrations, name } = schema;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [lock]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (version integer NOT NULL)`);
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${table}`);
    const version = rows[0]?.version ?? 0;
    if (version > migrations.length)
      throw new Error(`${name} is at schema version ${version}, newer than this code (${migrations.length})`);
    for (let v = version; v < migrations.length; v++) await client.query(migrations[v]!);
    if (rows.length === 0) await client.query(`INSERT INTO ${table} (version) VALUES ($1)`, [migrations.length]);
    else await client.query(`UPDATE ${table} SET version = $1`, [migrations.length]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
