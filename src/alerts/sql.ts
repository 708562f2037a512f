import type * as Pg from 'pg';
import { openPostgresPool } from '../leads/postgres-pool';
import { openLeadDatabase, type LeadDatabase } from '../leads/db';
import { holdStartUntilMigrated, type SchemaGate } from '../leads/migration-gate';
import { migratePostgres, SchemaMigrationError } from '../leads/postgres-migrate';

/**
 * The alerts' tables live in the lead database (`leads.sqlite` in LEADS_DATA_DIR, or PostgreSQL with
 * DATABASE_URL): the same file or server, the same durability (SQLite WAL with synchronous=FULL, PostgreSQL's
 * synchronous commit), their own schema version (`alert_schema`), so neither folder's migrations know the
 * other's tables. The queries are written once: `$1` placeholders (SQLite's `?1`), epoch milliseconds as
 * integers (PostgreSQL `bigint`, read back as numbers), `RETURNING`, `ON CONFLICT`.
 */

export type Param = string | number | null;

export interface Sql {
  readonly kind: 'sqlite' | 'postgres';
  all<T>(sql: string, params?: readonly Param[]): Promise<T[]>;
  /** Runs a statement; resolves to the rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<number>;
  /** One transaction: committed when `work` resolves, rolled back when it throws. SQLite takes the write lock first. */
  tx<T>(work: (q: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const SQLITE_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE alert_subscriptions (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    email          TEXT    NOT NULL,
    kind           TEXT    NOT NULL CHECK (kind IN ('search', 'price')),
    locale         TEXT    NOT NULL,
    search         TEXT,
    vehicle_id     INTEGER,
    price_cents    INTEGER,
    consent_text   TEXT    NOT NULL,
    created_at     INTEGER NOT NULL,
    confirmed_at   INTEGER,
    seen           TEXT,
    last_sent_at   INTEGER,
    sent_count     INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX alert_subscriptions_email ON alert_subscriptions (email);
  CREATE TABLE alert_tokens (
    hash             TEXT    PRIMARY KEY,
    purpose          TEXT    NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe', 'erase')),
    subscription_id  INTEGER REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
    email            TEXT,
    created_at       INTEGER NOT NULL,
    expires_at       INTEGER
  );
  CREATE INDEX alert_tokens_email ON alert_tokens (email);
  CREATE TABLE alert_outbox (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    subscription_id  INTEGER NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
    kind             TEXT    NOT NULL CHECK (kind IN ('confirm', 'alert')),
    recipient        TEXT    NOT NULL,
    message          TEXT    NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  INTEGER NOT NULL,
    lease_until      INTEGER,
    created_at       INTEGER NOT NULL,
    sent_at          INTEGER,
    last_error       TEXT
  );
  CREATE INDEX alert_outbox_due ON alert_outbox (status, next_attempt_at);
  CREATE TABLE alert_state (
    name         TEXT PRIMARY KEY,
    value        TEXT,
    done_at      INTEGER,
    lease_until  INTEGER
  );
  INSERT INTO alert_state (name) VALUES ('scan');
  `,
  // issue 39: the confirmation limits, per visitor and per mailbox (a hash: src/mail/mailbox.ts), shared by every
  // instance and kept across restarts; rows older than the window are deleted as the limit is read
  `
  CREATE TABLE alert_limits (
    scope  TEXT    NOT NULL,
    key    TEXT    NOT NULL,
    at     INTEGER NOT NULL
  );
  CREATE INDEX alert_limits_key ON alert_limits (scope, key, at);
  `,
  // issue 37: one subscription per address and search (or vehicle): a second identical subscribe stored a second
  // row and sent a second e-mail. Duplicates already stored are merged into the oldest (its later twins deleted,
  // their tokens and e-mails by the foreign keys' cascade), then a unique index keeps it so on every instance.
  // `ended_at`: a price alert whose vehicle sold was told so, with similar vehicles, and says nothing more
  `
  DELETE FROM alert_subscriptions WHERE id IN (SELECT id FROM alert_subscriptions a WHERE EXISTS (
    SELECT 1 FROM alert_subscriptions b WHERE b.email = a.email AND b.kind = a.kind
      AND COALESCE(b.search, '') = COALESCE(a.search, '') AND COALESCE(b.vehicle_id, 0) = COALESCE(a.vehicle_id, 0) AND b.id < a.id));
  CREATE UNIQUE INDEX alert_subscriptions_one ON alert_subscriptions (email, kind, (COALESCE(search, '')), (COALESCE(vehicle_id, 0)));
  ALTER TABLE alert_subscriptions ADD COLUMN ended_at INTEGER;
  `,
];

const PG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE alert_subscriptions (
    id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email          text    NOT NULL,
    kind           text    NOT NULL CHECK (kind IN ('search', 'price')),
    locale         text    NOT NULL,
    search         text,
    vehicle_id     bigint,
    price_cents    bigint,
    consent_text   text    NOT NULL,
    created_at     bigint  NOT NULL,
    confirmed_at   bigint,
    seen           text,
    last_sent_at   bigint,
    sent_count     integer NOT NULL DEFAULT 0
  );
  CREATE INDEX alert_subscriptions_email ON alert_subscriptions (email);
  CREATE TABLE alert_tokens (
    hash             text    PRIMARY KEY,
    purpose          text    NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe', 'erase')),
    subscription_id  integer REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
    email            text,
    created_at       bigint  NOT NULL,
    expires_at       bigint
  );
  CREATE INDEX alert_tokens_email ON alert_tokens (email);
  CREATE TABLE alert_outbox (
    id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    subscription_id  integer NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
    kind             text    NOT NULL CHECK (kind IN ('confirm', 'alert')),
    recipient        text    NOT NULL,
    message          text    NOT NULL,
    status           text    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts         integer NOT NULL DEFAULT 0,
    next_attempt_at  bigint  NOT NULL,
    lease_until      bigint,
    created_at       bigint  NOT NULL,
    sent_at          bigint,
    last_error       text
  );
  CREATE INDEX alert_outbox_due ON alert_outbox (status, next_attempt_at);
  CREATE TABLE alert_state (
    name         text PRIMARY KEY,
    value        text,
    done_at      bigint,
    lease_until  bigint
  );
  INSERT INTO alert_state (name) VALUES ('scan');
  `,
  `
  CREATE TABLE alert_limits (
    scope  text   NOT NULL,
    key    text   NOT NULL,
    at     bigint NOT NULL
  );
  CREATE INDEX alert_limits_key ON alert_limits (scope, key, at);
  `,
  `
  DELETE FROM alert_subscriptions WHERE id IN (SELECT id FROM alert_subscriptions a WHERE EXISTS (
    SELECT 1 FROM alert_subscriptions b WHERE b.email = a.email AND b.kind = a.kind
      AND COALESCE(b.search, '') = COALESCE(a.search, '') AND COALESCE(b.vehicle_id, 0) = COALESCE(a.vehicle_id, 0) AND b.id < a.id));
  CREATE UNIQUE INDEX alert_subscriptions_one ON alert_subscriptions (email, kind, (COALESCE(search, '')), (COALESCE(vehicle_id, 0)));
  ALTER TABLE alert_subscriptions ADD COLUMN ended_at bigint;
  `,
];

export const MIGRATION_LOCK = 7_361_426_227; // pg_advisory_xact_lock key of the alerts' schema (the leads' is another)

/** Opens the lead database for the alerts and migrates their tables. */
export async function openAlertSql(settings: { databaseUrl?: string | undefined; dataDir: string }): Promise<Sql> {
  return settings.databaseUrl ? openPostgres(settings.databaseUrl) : openSqlite(settings.dataDir);
}

/** How the log and the start-up hold name the alerts' tables. */
const NAME = "the alerts' schema";
/** The start-up gate of the alerts' schema: the same as the leads' (src/leads/migration-gate.ts). */
export const ALERTS_SCHEMA_HOLD = 'alerts-schema';
const ALERTS_GATE: SchemaGate = { hold: ALERTS_SCHEMA_HOLD, module: 'alerts', what: NAME };

/**
 * Opens the lead database for the alerts through their start-up gate: until their schema has been migrated once in
 * this process, the instance is held out of service, and while its migration fails (tried again at each health
 * check), as the leads' schema holds it. Once migrated it is `openAlertSql`.
 */
export function openAlertSqlGated(settings: { databaseUrl?: string | undefined; dataDir: string }): Promise<Sql> {
  const opened = openAlertSql(settings);
  holdStartUntilMigrated(ALERTS_GATE, opened, () => migrateAlertSchemaAtStart(settings));
  return opened;
}

/**
 * At server start (scripts/start.ts), beside the lead store's open: the alerts' schema migrated through its gate. The
 * alerts' worker opens later, at the first request (through the same gate: a database away at start is migrated
 * then, and held on if that fails). Resolves when this attempt is over; never rejects (the gate logs and holds).
 */
export function migrateAlertSchemaAtStart(settings: { databaseUrl?: string | undefined; dataDir: string }): Promise<void> {
  return openAlertSqlGated(settings).then(
    (sql) => sql.close(),
    () => undefined,
  );
}

function openSqlite(dataDir: string): Sql {
  const db = openLeadDatabase(dataDir);
  let step = 'reading the schema version';
  try {
    db.transaction(() => {
      db.exec('CREATE TABLE IF NOT EXISTS alert_schema (version INTEGER NOT NULL)');
      const row = db.prepare('SELECT version FROM alert_schema').get() as { version: number } | undefined;
      const version = row?.version ?? 0;
      if (version > SQLITE_MIGRATIONS.length)
        throw new SchemaMigrationError(`${NAME} is at schema version ${version}, newer than this code (${SQLITE_MIGRATIONS.length})`);
      for (let v = version; v < SQLITE_MIGRATIONS.length; v++) {
        step = `migrating to version ${v + 1} of ${SQLITE_MIGRATIONS.length}`;
        db.exec(SQLITE_MIGRATIONS[v]!);
      }
      if (!row) db.prepare('INSERT INTO alert_schema (version) VALUES (?)').run(SQLITE_MIGRATIONS.length);
      else db.prepare('UPDATE alert_schema SET version = ?').run(SQLITE_MIGRATIONS.length);
    }).immediate();
  } catch (error) {
    db.close();
    // as the lead database's (src/leads/db.ts): a write lock held too long by another process is a busy database
    if (error instanceof SchemaMigrationError || (error as { code?: string }).code === 'SQLITE_BUSY') throw error;
    throw new SchemaMigrationError(`${NAME}: ${step} failed (rolled back, nothing changed): ${(error as Error).message}`, { cause: error });
  }
  return new SqliteSql(db);
}

/** `$1` → `?1`: SQLite's numbered parameters, so one query text serves both databases. */
const sqliteText = (sql: string) => sql.replace(/\$(\d+)/g, '?$1');
/** better-sqlite3 binds `?1` as the parameter named `1`. */
const sqliteArgs = (params: readonly Param[]): [] | [Record<number, Param>] =>
  params.length ? [Object.fromEntries(params.map((v, i) => [i + 1, v]))] : [];

class SqliteSql implements Sql {
  readonly kind = 'sqlite';
  /** better-sqlite3 is synchronous; a transaction whose work awaits holds this queue, so nothing interleaves into it. */
  private queue: Promise<unknown> = Promise.resolve();
  constructor(private readonly db: LeadDatabase) {}

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private direct(): Sql {
    const db = this.db;
    return {
      kind: 'sqlite',
      all: async <T>(sql: string, params: readonly Param[] = []) => db.prepare(sqliteText(sql)).all(...sqliteArgs(params)) as T[],
      run: async (sql: string, params: readonly Param[] = []) => db.prepare(sqliteText(sql)).run(...sqliteArgs(params)).changes,
      tx: (work) => work(this.direct()),
      close: async () => undefined,
    };
  }

  all<T>(sql: string, params: readonly Param[] = []): Promise<T[]> {
    return this.exclusive(() => this.direct().all<T>(sql, params));
  }

  run(sql: string, params: readonly Param[] = []): Promise<number> {
    return this.exclusive(() => this.direct().run(sql, params));
  }

  tx<T>(work: (q: Sql) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(this.direct());
        this.db.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    await this.queue;
    this.db.close();
  }
}

async function openPostgres(url: string): Promise<Sql> {
  const pool = openPostgresPool({ connectionString: url, max: 4, application_name: 'autopolis-alerts' }, (error) =>
    console.error(`[alerts] PostgreSQL connection lost: ${error.message}`),
  );
  try {
    await migratePostgres(pool, { table: 'alert_schema', lock: MIGRATION_LOCK, migrations: PG_MIGRATIONS, name: NAME });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const on = (client: Pg.Pool | Pg.PoolClient): Sql => ({
    kind: 'postgres',
    all: async <T>(sql: string, params: readonly Param[] = []) => (await client.query(sql, [...params])).rows as T[],
    run: async (sql: string, params: readonly Param[] = []) => (await client.query(sql, [...params])).rowCount ?? 0,
    tx: async (work) => {
      if (client !== pool) return work(on(client));
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const result = await work(on(c));
        await c.query('COMMIT');
        return result;
      } catch (error) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        c.release();
      }
    },
    close: () => pool.end(),
  });
  return on(pool);
}
