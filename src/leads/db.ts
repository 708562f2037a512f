import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { SchemaMigrationError } from './postgres-migrate';

// Loaded at run time from node_modules, never bundled: the production build (Vite) would inline the
// package, whose native-addon loader then cannot find `better_sqlite3.node` (and needs `__filename`).
const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;

/**
 * The lead database: one SQLite file, `leads.sqlite`, in the configured data folder (created on first
 * use). Write-ahead log with `synchronous=FULL`: a committed transaction has been fsynced to the log
 * before `COMMIT` returns, so it survives a killed process and a power cut. Files (photos) are stored
 * as BLOBs in the same transaction as their lead: one file to back up, no orphaned uploads.
 */

export const DB_FILE = 'leads.sqlite';

/**
 * Schema migrations, applied in order inside one transaction each; `PRAGMA user_version` records how
 * many have run. Append new steps, never edit a released one.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE leads (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    key              TEXT    NOT NULL UNIQUE,
    form             TEXT    NOT NULL,
    locale           TEXT    NOT NULL,
    payload          TEXT    NOT NULL CHECK (json_valid(payload)),
    vehicle_id       TEXT,
    location_slug    TEXT,
    received_at      TEXT    NOT NULL,
    stored_at        TEXT    NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts         INTEGER NOT NULL DEFAULT 0,
    failed_attempts  INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  INTEGER,
    lease_until      INTEGER,
    last_attempt_at  TEXT,
    last_error       TEXT,
    delivered_at     TEXT
  );
  CREATE INDEX leads_due ON leads (status, next_attempt_at);
  CREATE INDEX leads_received ON leads (received_at);
  CREATE TABLE lead_files (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id  INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    field    TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    type     TEXT    NOT NULL,
    size     INTEGER NOT NULL,
    sha256   TEXT    NOT NULL,
    data     BLOB    NOT NULL
  );
  CREATE INDEX lead_files_lead ON lead_files (lead_id);
  `,
  // The channels (webhook, email) that accepted a lead, comma-separated: a retry sends only to the others.
  `ALTER TABLE leads ADD COLUMN delivered_to TEXT NOT NULL DEFAULT '';`,
  // issue 39: the submission limits, per visitor and per mailbox (hashes: submission-limits.ts), counted by every
  // process and kept across restarts; `at` in epoch ms
  `
  CREATE TABLE lead_limits (
    scope  TEXT    NOT NULL,
    key    TEXT    NOT NULL,
    at     INTEGER NOT NULL
  );
  CREATE INDEX lead_limits_key ON lead_limits (scope, key, at);
  `,
];

export type LeadDatabase = BetterSqlite3.Database;

/** Opens (creating the folder and the file if needed) and migrates the lead database. */
export function openLeadDatabase(dataDir: string): LeadDatabase {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, DB_FILE));
  try {
    // Another process (the operator command, a second app instance) may hold the write lock briefly.
    db.pragma('busy_timeout = 5000');
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal') throw new Error(`could not switch ${dir}/${DB_FILE} to WAL (journal_mode is ${String(mode)})`);
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // a deleted lead (retention, erasure) is overwritten on disk, not left in free pages
    db.pragma('secure_delete = ON');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function migrate(db: LeadDatabase): void {
  // IMMEDIATE takes the write lock first, so two processes starting together migrate once.
  let step = 'reading the schema version';
  try {
    db.transaction(() => {
      const version = db.pragma('user_version', { simple: true }) as number;
      if (version > MIGRATIONS.length) {
        throw new SchemaMigrationError(`the lead database is at schema version ${version}, newer than this code (${MIGRATIONS.length})`);
      }
      for (let v = version; v < MIGRATIONS.length; v++) {
        step = `migrating to version ${v + 1} of ${MIGRATIONS.length}`;
        db.exec(MIGRATIONS[v]!);
        db.pragma(`user_version = ${v + 1}`);
      }
    }).immediate();
  } catch (error) {
    // a write lock held too long by another process is a busy database, not a failed migration
    if (error instanceof SchemaMigrationError || (error as { code?: string }).code === 'SQLITE_BUSY') throw error;
    throw new SchemaMigrationError(`the lead database: ${step} failed (rolled back, nothing changed): ${(error as Error).message}`, {
      cause: error,
    });
  }
}
