import { createHash } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { Locale } from '../routing/locales';
import { openLeadDatabase, type LeadDatabase } from './db';
import { cleanPayload } from './sanitize';
import { checkLeadFiles, checkLeadPayload, DEFAULT_LIMITS, type LeadLimits } from './limits';
import {
  LeadInputError,
  StoreLeadInputSchema,
  type LeadFileInfo,
  type LeadPayload,
  type LeadRecord,
  type LeadStatus,
  type StoreLeadInput,
  type StoreLeadResult,
} from './types';

/**
 * The lead table and its delivery bookkeeping. Every method is one synchronous SQLite statement or
 * transaction: when `insert` returns, the lead is committed (and fsynced, see db.ts).
 */

type LeadRow = {
  id: number;
  key: string;
  form: string;
  locale: string;
  payload: string;
  vehicle_id: string | null;
  location_slug: string | null;
  received_at: string;
  stored_at: string;
  status: LeadStatus;
  attempts: number;
  failed_attempts: number;
  next_attempt_at: number | null;
  last_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
};

type FileRow = { id: number; lead_id: number; field: string; name: string; type: string; size: number; sha256: string };

export type StoredFile = LeadFileInfo & { data: Buffer };

export type ListFilter = {
  status?: readonly LeadStatus[] | undefined;
  /** Leads received at or after this instant. */
  since?: Date | undefined;
  limit?: number | undefined;
};

export class LeadStore {
  readonly db: LeadDatabase;
  private readonly limits: LeadLimits;
  private readonly stmt: {
    insert: Statement<unknown[], { id: number }>;
    byKey: Statement<[string], { id: number; payload: string }>;
    insertFile: Statement<unknown[]>;
    byId: Statement<[number], LeadRow>;
    filesOf: Statement<[number], FileRow>;
    fileData: Statement<[number], { id: number; data: Buffer }>;
    due: Statement<[number, number, number], { id: number }>;
    claim: Statement<[number, number, number]>;
    delivered: Statement<[{ at: string; id: number }]>;
    failed: Statement<[{ at: string; error: string; next: number | null; status: LeadStatus; id: number }]>;
    nextDue: Statement<[], { at: number | null }>;
  };

  private constructor(db: LeadDatabase, limits: LeadLimits) {
    this.db = db;
    this.limits = limits;
    this.stmt = {
      insert: db.prepare(
        `INSERT INTO leads (key, form, locale, payload, vehicle_id, location_slug, received_at, stored_at, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING RETURNING id`,
      ),
      byKey: db.prepare('SELECT id, payload FROM leads WHERE key = ?'),
      insertFile: db.prepare('INSERT INTO lead_files (lead_id, field, name, type, size, sha256, data) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      byId: db.prepare('SELECT * FROM leads WHERE id = ?'),
      filesOf: db.prepare('SELECT id, lead_id, field, name, type, size, sha256 FROM lead_files WHERE lead_id = ? ORDER BY id'),
      fileData: db.prepare('SELECT id, data FROM lead_files WHERE lead_id = ? ORDER BY id'),
      due: db.prepare(
        `SELECT id FROM leads WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
         ORDER BY next_attempt_at, id LIMIT ?`,
      ),
      // The attempt is counted when the lead is claimed, before the request goes out: a delivery
      // repeated after a crash carries the next number (and the receiver sees a repeat).
      claim: db.prepare(
        `UPDATE leads SET lease_until = ?, attempts = attempts + 1 WHERE id = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until <= ?)`,
      ),
      delivered: db.prepare(
        `UPDATE leads SET status = 'delivered', last_attempt_at = @at, delivered_at = @at,
           next_attempt_at = NULL, lease_until = NULL WHERE id = @id`,
      ),
      failed: db.prepare(
        `UPDATE leads SET failed_attempts = failed_attempts + 1, last_attempt_at = @at, last_error = @error,
           next_attempt_at = @next, status = @status, lease_until = NULL WHERE id = @id`,
      ),
      nextDue: db.prepare(`SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) AS at FROM leads WHERE status = 'pending'`),
    };
  }

  /** Opens the store in `dataDir` (created and migrated if needed). */
  static open(dataDir: string, limits: Partial<LeadLimits> = {}): LeadStore {
    return new LeadStore(openLeadDatabase(dataDir), { ...DEFAULT_LIMITS, ...limits });
  }

  /**
   * Stores a lead and its files in one transaction, durably, before returning. A second call with the
   * same submission key stores nothing and returns the first lead's id with `duplicate: true`.
   * Throws `LeadInputError` for input a server action should have refused, and SQLite's error if
   * the database cannot be written (the caller must then not tell the visitor it worked).
   */
  insert(input: StoreLeadInput, now: Date = new Date()): StoreLeadResult {
    const parsed = StoreLeadInputSchema.safeParse(input);
    if (!parsed.success) {
      throw new LeadInputError(`invalid lead: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    const lead = parsed.data;
    const payloadCheck = checkLeadPayload(lead.payload as LeadPayload, this.limits);
    if (!payloadCheck.ok) throw new LeadInputError(`lead refused: ${payloadCheck.rejection.code}`, payloadCheck.rejection);
    const files = lead.files ?? [];
    const filesCheck = checkLeadFiles(files, this.limits);
    if (!filesCheck.ok) throw new LeadInputError(`lead refused: ${filesCheck.rejection.code}`, filesCheck.rejection);

    // stored without control characters or bidirectional overrides (see sanitize.ts)
    const payload = JSON.stringify(cleanPayload(lead.payload));
    const write = this.db.transaction((): StoreLeadResult => {
      const row = this.stmt.insert.get(
        lead.key,
        lead.form,
        lead.locale,
        payload,
        lead.vehicleId ?? null,
        lead.locationSlug ?? null,
        lead.receivedAt.toISOString(),
        now.toISOString(),
        now.getTime(),
      );
      if (!row) {
        const existing = this.stmt.byKey.get(lead.key)!;
        if (existing.payload !== payload) {
          console.warn(`[leads] submission key ${lead.key} was stored before (lead ${existing.id}) with other values; keeping the first`);
        }
        return { id: existing.id, duplicate: true };
      }
      for (const f of files) {
        const data = Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength);
        this.stmt.insertFile.run(row.id, f.field, f.name, f.type, data.byteLength, createHash('sha256').update(data).digest('hex'), data);
      }
      return { id: row.id, duplicate: false };
    });
    // IMMEDIATE: take the write lock up front, so concurrent writers queue instead of failing.
    return write.immediate();
  }

  get(id: number): LeadRecord | undefined {
    const row = this.stmt.byId.get(id);
    return row && this.toRecord(row);
  }

  /** The files of a lead with their bytes. */
  fileData(id: number): StoredFile[] {
    const data = new Map(this.stmt.fileData.all(id).map((r) => [r.id, r.data]));
    return this.filesOf(id).map((f) => ({ ...f, data: data.get(f.id)! }));
  }

  list(filter: ListFilter = {}): LeadRecord[] {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status?.length) {
      where.push(`status IN (${filter.status.map(() => '?').join(', ')})`);
      params.push(...filter.status);
    }
    if (filter.since) {
      where.push('received_at >= ?');
      params.push(filter.since.toISOString());
    }
    const sql = `SELECT * FROM leads ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id${filter.limit ? ' LIMIT ?' : ''}`;
    if (filter.limit) params.push(filter.limit);
    return (this.db.prepare(sql).all(...params) as LeadRow[]).map((row) => this.toRecord(row));
  }

  /** Ids of pending leads whose next attempt is due and that no worker holds. */
  due(now: number, limit: number): number[] {
    return this.stmt.due.all(now, now, limit).map((r) => r.id);
  }

  /**
   * Takes a pending lead for one delivery attempt until `leaseUntil`, and counts that attempt (stored
   * before the request is sent). Two workers (two processes, or
   * the operator command beside the site) never send the same lead at the same time.
   */
  claim(id: number, now: number, leaseUntil: number): boolean {
    return this.stmt.claim.run(leaseUntil, id, now).changes === 1;
  }

  /** When the next pending lead becomes due (epoch ms), or undefined when none is pending. */
  nextDueAt(): number | undefined {
    return this.stmt.nextDue.get()?.at ?? undefined;
  }

  markDelivered(id: number, at: Date): void {
    this.stmt.delivered.run({ at: at.toISOString(), id });
  }

  /** Records a failed attempt; `nextAttemptAt` undefined means the lead gave up and is `failed`. */
  markAttemptFailed(id: number, at: Date, error: string, nextAttemptAt: number | undefined): void {
    this.stmt.failed.run({
      at: at.toISOString(),
      error: error.slice(0, 1_000),
      next: nextAttemptAt ?? null,
      status: nextAttemptAt === undefined ? 'failed' : 'pending',
      id,
    });
  }

  /**
   * Queues leads for delivery again, now, with a fresh retry budget (delivered ones too: the
   * operator decides). Returns the ids queued.
   */
  requeue(which: { ids: readonly number[] } | { status: LeadStatus }, now: number = Date.now()): number[] {
    const ids = 'ids' in which ? [...which.ids] : this.list({ status: [which.status] }).map((l) => l.id);
    const update = this.db.prepare(
      `UPDATE leads SET status = 'pending', failed_attempts = 0, next_attempt_at = ?, delivered_at = NULL WHERE id = ?`,
    );
    return this.db.transaction(() => ids.filter((id) => update.run(now, id).changes === 1)).immediate();
  }

  count(status?: LeadStatus): number {
    const row = status
      ? (this.db.prepare('SELECT count(*) AS n FROM leads WHERE status = ?').get(status) as { n: number })
      : (this.db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number });
    return row.n;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  private filesOf(id: number): LeadFileInfo[] {
    return this.stmt.filesOf
      .all(id)
      .map(({ id: fileId, field, name, type, size, sha256 }) => ({ id: fileId, field, name, type, size, sha256 }));
  }

  private toRecord(row: LeadRow): LeadRecord {
    return {
      id: row.id,
      key: row.key,
      form: row.form,
      locale: row.locale as Locale,
      payload: JSON.parse(row.payload) as LeadPayload,
      vehicleId: row.vehicle_id,
      locationSlug: row.location_slug,
      receivedAt: row.received_at,
      storedAt: row.stored_at,
      status: row.status,
      attempts: row.attempts,
      failedAttempts: row.failed_attempts,
      lastAttemptAt: row.last_attempt_at,
      lastError: row.last_error,
      deliveredAt: row.delivered_at,
      nextAttemptAt: row.next_attempt_at,
      files: this.filesOf(row.id),
    };
  }
}
