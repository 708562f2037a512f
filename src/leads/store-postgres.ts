import type * as Pg from 'pg';
import { openPostgresPool } from './postgres-pool';
import type { Locale } from '../routing/locales';
import type { LeadLimits } from './limits';
import { migratePostgres } from './postgres-migrate';
import { likeContaining, type RetentionCutoffs } from './retention';
import { verdictOf, type Counted, type LimitVerdict, type SubmissionLimit } from './submission-limits';
import {
  hashFiles,
  parseChannels,
  prepareLead,
  warnChangedDuplicate,
  type Erased,
  type LeadStore,
  type ListFilter,
  type StoredFile,
} from './store';
import type { DeliveryChannel, LeadFileInfo, LeadPayload, LeadRecord, LeadStatus, StoreLeadInput, StoreLeadResult } from './types';

/**
 * The PostgreSQL lead store (`DATABASE_URL`), for several instances of the site sharing one database.
 * Same interface and guarantees as the SQLite store (see store.ts):
 *
 * - committed before "sent": `insert` resolves after COMMIT, and PostgreSQL's default
 *   `synchronous_commit = on` has flushed the WAL by then;
 * - one lead per submission key across instances: the UNIQUE key with `ON CONFLICT DO NOTHING` (a
 *   racing insert waits for the first transaction, then finds its row);
 * - several workers at once without double delivery: `claimDue` leases due leads with
 *   `FOR UPDATE SKIP LOCKED`, so concurrent workers take disjoint sets without waiting on each other;
 * - restart-safe: the schedule and the leases are columns; an instance that died leaves leases that
 *   simply expire.
 *
 * Payloads are `json` (kept as typed, field order included), files `bytea` in the same transaction.
 */

export const MIGRATION_LOCK = 7_361_426_201; // pg_advisory_xact_lock key: instances starting together migrate once

export const PG_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE leads (
    id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    key              text        NOT NULL UNIQUE,
    form             text        NOT NULL,
    locale           text        NOT NULL,
    payload          json        NOT NULL,
    vehicle_id       text,
    location_slug    text,
    received_at      timestamptz NOT NULL,
    stored_at        timestamptz NOT NULL,
    status           text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts         integer     NOT NULL DEFAULT 0,
    failed_attempts  integer     NOT NULL DEFAULT 0,
    next_attempt_at  bigint,
    lease_until      bigint,
    last_attempt_at  timestamptz,
    last_error       text,
    delivered_at     timestamptz,
    delivered_to     text        NOT NULL DEFAULT ''
  );
  CREATE INDEX leads_due ON leads (status, next_attempt_at);
  CREATE INDEX leads_received ON leads (received_at);
  CREATE TABLE lead_files (
    id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    lead_id  integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    field    text    NOT NULL,
    name     text    NOT NULL,
    type     text    NOT NULL,
    size     integer NOT NULL,
    sha256   text    NOT NULL,
    data     bytea   NOT NULL
  );
  CREATE INDEX lead_files_lead ON lead_files (lead_id);
  `,
  // issue 39: the submission limits, per visitor and per mailbox (hashes: submission-limits.ts), shared by the
  // instances and kept across restarts; `at` in epoch ms
  `
  CREATE TABLE lead_limits (
    scope  text   NOT NULL,
    key    text   NOT NULL,
    at     bigint NOT NULL
  );
  CREATE INDEX lead_limits_key ON lead_limits (scope, key, at);
  `,
];

type LeadRow = {
  id: number;
  key: string;
  form: string;
  locale: string;
  payload: string;
  vehicle_id: string | null;
  location_slug: string | null;
  received_at: Date;
  stored_at: Date;
  status: LeadStatus;
  attempts: number;
  failed_attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: Date | null;
  last_error: string | null;
  delivered_at: Date | null;
  delivered_to: string;
};

/** Every column, the payload as its exact text. */
const COLUMNS = `id, key, form, locale, payload::text AS payload, vehicle_id, location_slug, received_at, stored_at, status, attempts,
  failed_attempts, next_attempt_at, last_attempt_at, last_error, delivered_at, delivered_to`;

export class PostgresLeadStore implements LeadStore {
  readonly kind = 'postgres';
  readonly pool: Pg.Pool;
  private readonly limits: Partial<LeadLimits>;
  private closed = false;

  private constructor(pool: Pg.Pool, limits: Partial<LeadLimits>) {
    this.pool = pool;
    this.limits = limits;
  }

  /** Connects (a pool of up to `max` connections) and migrates the schema. */
  static async open(databaseUrl: string, limits: Partial<LeadLimits> = {}, options: { max?: number } = {}): Promise<PostgresLeadStore> {
    // A connection dropped by the server must not crash the process; the next query reconnects.
    const pool = openPostgresPool({ connectionString: databaseUrl, max: options.max ?? 10, application_name: 'autopolis-leads' }, (error) =>
      console.error(`[leads] PostgreSQL connection lost: ${error.message}`),
    );
    try {
      await migratePostgres(pool, { table: 'lead_schema', lock: MIGRATION_LOCK, migrations: PG_MIGRATIONS, name: 'the lead database' });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresLeadStore(pool, limits);
  }

  async insert(input: StoreLeadInput, now: Date = new Date()): Promise<StoreLeadResult> {
    const lead = await prepareLead(input, this.limits);
    const files = await hashFiles(lead.files);
    return this.transaction(async (client) => {
      const inserted = await client.query<{ id: number }>(
        `INSERT INTO leads (key, form, locale, payload, vehicle_id, location_slug, received_at, stored_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (key) DO NOTHING RETURNING id`,
        [lead.key, lead.form, lead.locale, lead.payload, lead.vehicleId, lead.locationSlug, lead.receivedAt, now, now.getTime()],
      );
      const row = inserted.rows[0];
      if (!row) {
        const existing = (
          await client.query<{ id: number; payload: string }>('SELECT id, payload::text AS payload FROM leads WHERE key = $1', [lead.key])
        ).rows[0]!;
        if (existing.payload !== lead.payload) warnChangedDuplicate(lead.key, existing.id);
        return { id: existing.id, duplicate: true };
      }
      for (const f of files) {
        await client.query('INSERT INTO lead_files (lead_id, field, name, type, size, sha256, data) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
          row.id,
          f.field,
          f.name,
          f.type,
          f.size,
          f.sha256,
          f.data,
        ]);
      }
      return { id: row.id, duplicate: false };
    });
  }

  async get(id: number): Promise<LeadRecord | undefined> {
    const { rows } = await this.pool.query<LeadRow>(`SELECT ${COLUMNS} FROM leads WHERE id = $1`, [id]);
    return rows[0] && (await this.toRecords(rows))[0];
  }

  async idOfKey(key: string): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ id: number }>('SELECT id FROM leads WHERE key = $1', [key]);
    return rows[0]?.id;
  }

  async countSubmission(limit: SubmissionLimit, now: number = Date.now()): Promise<LimitVerdict> {
    const { scope, key, windowMs } = limit;
    return this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1)::bigint)', [`lead_limits:${scope}:${key}`]);
      await client.query('DELETE FROM lead_limits WHERE scope = $1 AND at <= $2', [scope, now - windowMs]);
      const { rows } = await client.query<Counted>(
        'SELECT count(*) AS n, min(at) AS oldest FROM lead_limits WHERE scope = $1 AND key = $2',
        [scope, key],
      );
      const verdict = verdictOf(rows[0], limit, now);
      if (verdict.ok) await client.query('INSERT INTO lead_limits (scope, key, at) VALUES ($1, $2, $3)', [scope, key, now]);
      return verdict;
    });
  }

  async fileData(id: number): Promise<StoredFile[]> {
    const { rows } = await this.pool.query<LeadFileInfo & { data: Buffer }>(
      'SELECT id, field, name, type, size, sha256, data FROM lead_files WHERE lead_id = $1 ORDER BY id',
      [id],
    );
    return rows;
  }

  async fileInfo(fileId: number): Promise<(LeadFileInfo & { leadKey: string }) | undefined> {
    const { rows } = await this.pool.query<LeadFileInfo & { leadKey: string }>(
      'SELECT f.id, f.field, f.name, f.type, f.size, f.sha256, l.key AS "leadKey" FROM lead_files f JOIN leads l ON l.id = f.lead_id WHERE f.id = $1',
      [fileId],
    );
    return rows[0];
  }

  async fileChunk(fileId: number, offset: number, length: number): Promise<Buffer> {
    // substring() of a bytea stored out of line (TOAST, uncompressed for photos) fetches only the slices it covers
    const { rows } = await this.pool.query<{ chunk: Buffer | null }>(
      'SELECT substring(data from $2 for $3) AS chunk FROM lead_files WHERE id = $1',
      [fileId, offset + 1, length],
    );
    return rows[0]?.chunk ?? Buffer.alloc(0);
  }

  async list(filter: ListFilter = {}): Promise<LeadRecord[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status?.length) {
      params.push([...filter.status]);
      where.push(`status = ANY($${params.length})`);
    }
    if (filter.since) {
      params.push(filter.since);
      where.push(`received_at >= $${params.length}`);
    }
    if (filter.limit) params.push(filter.limit);
    const sql = `SELECT ${COLUMNS} FROM leads ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id${filter.limit ? ` LIMIT $${params.length}` : ''}`;
    return this.toRecords((await this.pool.query<LeadRow>(sql, params)).rows);
  }

  async claimDue(now: number, limit: number, leaseUntil: number): Promise<number[]> {
    // SKIP LOCKED: a lead another worker is leasing right now is skipped, not waited for; the
    // lease condition is checked again on the locked row. The rows are picked once, in a materialised
    // CTE: as `WHERE id IN (SELECT … LIMIT … SKIP LOCKED)` PostgreSQL may run the subquery again per
    // row, each run skipping what the last locked, and lease more than `limit` (seen with the alerts' outbox).
    const { rows } = await this.pool.query<{ id: number }>(
      `WITH picked AS MATERIALIZED (
         SELECT id FROM leads WHERE status = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
         ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       UPDATE leads SET lease_until = $3, attempts = attempts + 1
       WHERE id IN (SELECT id FROM picked) AND status = 'pending' AND (lease_until IS NULL OR lease_until <= $1)
       RETURNING id`,
      [now, limit, leaseUntil],
    );
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  async claim(id: number, now: number, leaseUntil: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE leads SET lease_until = $1, attempts = attempts + 1 WHERE id = $2 AND status = 'pending' AND (lease_until IS NULL OR lease_until <= $3)`,
      [leaseUntil, id, now],
    );
    return rowCount === 1;
  }

  async renewLease(id: number, leaseUntil: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE leads SET lease_until = $1 WHERE id = $2 AND status = 'pending' AND lease_until IS NOT NULL`,
      [leaseUntil, id],
    );
    return rowCount === 1;
  }

  async nextDueAt(): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ at: string | null }>(
      `SELECT min(greatest(next_attempt_at, coalesce(lease_until, 0))) AS at FROM leads WHERE status = 'pending'`,
    );
    return rows[0]?.at == null ? undefined : Number(rows[0].at);
  }

  async markChannelDelivered(id: number, channel: DeliveryChannel): Promise<void> {
    await this.pool.query(
      `UPDATE leads SET delivered_to = CASE WHEN delivered_to = '' THEN $1 ELSE delivered_to || ',' || $1 END
       WHERE id = $2 AND NOT ($1 = ANY(string_to_array(delivered_to, ',')))`,
      [channel, id],
    );
  }

  async markDelivered(id: number, at: Date): Promise<void> {
    await this.pool.query(
      `UPDATE leads SET status = 'delivered', last_attempt_at = $1, delivered_at = $1,
         next_attempt_at = NULL, lease_until = NULL WHERE id = $2`,
      [at, id],
    );
  }

  async markAttemptFailed(id: number, at: Date, error: string, nextAttemptAt: number | undefined): Promise<void> {
    await this.pool.query(
      `UPDATE leads SET failed_attempts = failed_attempts + 1, last_attempt_at = $1, last_error = $2,
         next_attempt_at = $3, status = $4, lease_until = NULL WHERE id = $5`,
      [at, error.slice(0, 1_000), nextAttemptAt ?? null, nextAttemptAt === undefined ? 'failed' : 'pending', id],
    );
  }

  async requeue(which: { ids: readonly number[] } | { status: LeadStatus }, now: number = Date.now()): Promise<number[]> {
    const set = `status = 'pending', failed_attempts = 0, next_attempt_at = $1, delivered_at = NULL, delivered_to = ''`;
    const { rows } =
      'ids' in which
        ? await this.pool.query<{ id: number }>(`UPDATE leads SET ${set} WHERE id = ANY($2) RETURNING id`, [now, [...which.ids]])
        : await this.pool.query<{ id: number }>(`UPDATE leads SET ${set} WHERE status = $2 RETURNING id`, [now, which.status]);
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  async count(status?: LeadStatus): Promise<number> {
    const { rows } = status
      ? await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM leads WHERE status = $1', [status])
      : await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM leads');
    return Number(rows[0]!.n);
  }

  async findByText(text: string): Promise<LeadRecord[]> {
    const { rows } = await this.pool.query<LeadRow>(`SELECT ${COLUMNS} FROM leads WHERE payload::text ILIKE $1 ESCAPE '\\' ORDER BY id`, [
      likeContaining(text),
    ]);
    return this.toRecords(rows);
  }

  async erase(ids: readonly number[]): Promise<Erased> {
    if (ids.length === 0) return { leads: 0, files: 0 };
    return this.transaction((client) => deleteWhere(client, 'id = ANY($1)', [[...ids]]));
  }

  async purgeDelivered(cutoffs: RetentionCutoffs): Promise<Erased> {
    const forms = cutoffs.byForm.map((f) => f.form);
    return this.transaction(async (client) => {
      const total = { leads: 0, files: 0 };
      const add = (e: Erased) => {
        total.leads += e.leads;
        total.files += e.files;
      };
      for (const { form, before } of cutoffs.byForm) {
        add(await deleteWhere(client, `status = 'delivered' AND form = $1 AND delivered_at < $2`, [form, before]));
      }
      add(await deleteWhere(client, `status = 'delivered' AND delivered_at < $1 AND form <> ALL($2)`, [cutoffs.other, forms]));
      return total;
    });
  }

  async checkWritable(): Promise<void> {
    // SHOW names its column after the setting
    const { rows } = await this.pool.query<{ transaction_read_only: string }>('SHOW transaction_read_only');
    if (rows[0]?.transaction_read_only !== 'off') throw new Error('the PostgreSQL session is read-only');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  private async transaction<T>(fn: (client: Pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async toRecords(rows: LeadRow[]): Promise<LeadRecord[]> {
    if (rows.length === 0) return [];
    const files = await this.pool.query<LeadFileInfo & { lead_id: number }>(
      'SELECT id, lead_id, field, name, type, size, sha256 FROM lead_files WHERE lead_id = ANY($1) ORDER BY id',
      [rows.map((r) => r.id)],
    );
    const byLead = new Map<number, LeadFileInfo[]>();
    for (const { lead_id, ...f } of files.rows) byLead.set(lead_id, [...(byLead.get(lead_id) ?? []), f]);
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      form: row.form,
      locale: row.locale as Locale,
      payload: JSON.parse(row.payload) as LeadPayload,
      vehicleId: row.vehicle_id,
      locationSlug: row.location_slug,
      receivedAt: row.received_at.toISOString(),
      storedAt: row.stored_at.toISOString(),
      status: row.status,
      attempts: row.attempts,
      failedAttempts: row.failed_attempts,
      lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
      lastError: row.last_error,
      deliveredAt: row.delivered_at?.toISOString() ?? null,
      nextAttemptAt: row.next_attempt_at === null ? null : Number(row.next_attempt_at),
      deliveredTo: parseChannels(row.delivered_to),
      files: byLead.get(row.id) ?? [],
    }));
  }
}

/** Deletes the leads `where` selects, in the caller's transaction; their files go with them (ON DELETE CASCADE). */
async function deleteWhere(client: Pg.PoolClient, where: string, params: unknown[]): Promise<Erased> {
  const files = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM lead_files WHERE lead_id IN (SELECT id FROM leads WHERE ${where})`,
    params,
  );
  const deleted = await client.query(`DELETE FROM leads WHERE ${where}`, params);
  return { leads: deleted.rowCount ?? 0, files: Number(files.rows[0]!.n) };
}
