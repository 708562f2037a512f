import type { MessagePort } from 'node:worker_threads';
import type { Statement } from 'better-sqlite3';
import type { Locale } from '../routing/locales';
import { openLeadDatabase, type LeadDatabase } from './db';
import type { LeadLimits } from './limits';
import { likeContaining, type RetentionCutoffs } from './retention';
import { SqliteFileReader } from './sqlite-reader';
import { SqliteWriter } from './sqlite-writer';
import { verdictOf, type Counted, type LimitVerdict, type SubmissionLimit } from './submission-limits';
import { parseChannels, prepareLead, warnChangedDuplicate, type Erased, type LeadStore, type ListFilter, type StoredFile } from './store';
import type { DeliveryChannel, LeadFileInfo, LeadPayload, LeadRecord, LeadStatus, StoreLeadInput, StoreLeadResult } from './types';

/**
 * The SQLite lead store (see store.ts for the interface and its guarantees). Every method is one
 * synchronous SQLite statement or transaction behind a promise, except `insert`, which runs on the
 * writer thread (sqlite-writer.ts: a lead with tens of MB of photos took the event loop for hundreds
 * of ms): when it resolves, the lead is committed (and fsynced, see db.ts), and `fileChunk`, which runs
 * on the reader thread (sqlite-reader.ts: each slice of a photo loads all of it). Writers take the write
 * lock up front (IMMEDIATE), so processes sharing the file queue instead of failing; this process's
 * own writes wait until no insert is in flight (`exclusive`), so the event loop never sleeps on the lock.
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
  delivered_to: string;
};

type FileRow = { id: number; lead_id: number; field: string; name: string; type: string; size: number; sha256: string };

export class SqliteLeadStore implements LeadStore {
  readonly kind = 'sqlite';
  readonly db: LeadDatabase;
  private readonly writer: SqliteWriter;
  private readonly reader: SqliteFileReader;
  private readonly limits: Partial<LeadLimits>;
  private readonly stmt: {
    insert: Statement<unknown[], { id: number }>;
    byKey: Statement<[string], { id: number; payload: string }>;
    insertFile: Statement<unknown[]>;
    byId: Statement<[number], LeadRow>;
    filesOf: Statement<[number], FileRow>;
    fileData: Statement<[number], { id: number; data: Buffer }>;
    fileInfo: Statement<[number], FileRow & { lead_key: string }>;
    due: Statement<[number, number, number], { id: number }>;
    claim: Statement<[number, number, number]>;
    renew: Statement<[number, number]>;
    channel: Statement<[{ channel: string; id: number }]>;
    delivered: Statement<[{ at: string; id: number }]>;
    failed: Statement<[{ at: string; error: string; next: number | null; status: LeadStatus; id: number }]>;
    nextDue: Statement<[], { at: number | null }>;
    forgetLimits: Statement<[string, number]>;
    counted: Statement<[string, string], Counted>;
    count: Statement<[string, string, number]>;
  };

  private constructor(db: LeadDatabase, limits: Partial<LeadLimits>) {
    this.db = db;
    this.writer = new SqliteWriter(db.name);
    this.reader = new SqliteFileReader(db.name);
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
      fileInfo: db.prepare(
        'SELECT f.id, f.lead_id, f.field, f.name, f.type, f.size, f.sha256, l.key AS lead_key FROM lead_files f JOIN leads l ON l.id = f.lead_id WHERE f.id = ?',
      ),
      due: db.prepare(
        `SELECT id FROM leads WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
         ORDER BY next_attempt_at, id LIMIT ?`,
      ),
      claim: db.prepare(
        `UPDATE leads SET lease_until = ?, attempts = attempts + 1 WHERE id = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until <= ?)`,
      ),
      renew: db.prepare(`UPDATE leads SET lease_until = ? WHERE id = ? AND status = 'pending' AND lease_until IS NOT NULL`),
      channel: db.prepare(
        `UPDATE leads SET delivered_to = CASE WHEN delivered_to = '' THEN @channel ELSE delivered_to || ',' || @channel END
         WHERE id = @id AND instr(',' || delivered_to || ',', ',' || @channel || ',') = 0`,
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
      forgetLimits: db.prepare('DELETE FROM lead_limits WHERE scope = ? AND at <= ?'),
      counted: db.prepare('SELECT count(*) AS n, min(at) AS oldest FROM lead_limits WHERE scope = ? AND key = ?'),
      count: db.prepare('INSERT INTO lead_limits (scope, key, at) VALUES (?, ?, ?)'),
    };
  }

  /** Opens the store in `dataDir` (created and migrated if needed). */
  static open(dataDir: string, limits: Partial<LeadLimits> = {}): SqliteLeadStore {
    return new SqliteLeadStore(openLeadDatabase(dataDir), limits);
  }

  async insert(input: StoreLeadInput, now: Date = new Date()): Promise<StoreLeadResult> {
    const lead = await prepareLead(input, this.limits);
    const written = await this.writer.insert(lead, now);
    if (written.changed) warnChangedDuplicate(lead.key, written.id);
    return { id: written.id, duplicate: written.duplicate };
  }

  /**
   * Runs a write of this thread once no insert is in flight on the writer thread, in the same tick
   * as the check: better-sqlite3 would otherwise wait for the writer's lock synchronously, holding
   * the event loop for as long as a lead with photos takes to commit.
   */
  private async exclusive<T>(write: () => T): Promise<T> {
    while (this.writer.busy) await this.writer.idle();
    return write();
  }

  async get(id: number): Promise<LeadRecord | undefined> {
    const row = this.stmt.byId.get(id);
    return row && this.toRecord(row);
  }

  async idOfKey(key: string): Promise<number | undefined> {
    return this.stmt.byKey.get(key)?.id;
  }

  async countSubmission(limit: SubmissionLimit, now: number = Date.now()): Promise<LimitVerdict> {
    const { scope, key, windowMs } = limit;
    // one IMMEDIATE transaction: the write lock makes the count and the insert one step for every process on the file
    return this.exclusive(() =>
      this.db
        .transaction((): LimitVerdict => {
          this.stmt.forgetLimits.run(scope, now - windowMs);
          const verdict = verdictOf(this.stmt.counted.get(scope, key), limit, now);
          if (verdict.ok) this.stmt.count.run(scope, key, now);
          return verdict;
        })
        .immediate(),
    );
  }

  async fileData(id: number): Promise<StoredFile[]> {
    const data = new Map(this.stmt.fileData.all(id).map((r) => [r.id, r.data]));
    return this.filesOf(id).map((f) => ({ ...f, data: data.get(f.id)! }));
  }

  async fileInfo(fileId: number): Promise<(LeadFileInfo & { leadKey: string }) | undefined> {
    const row = this.stmt.fileInfo.get(fileId);
    return (
      row && { id: row.id, field: row.field, name: row.name, type: row.type, size: row.size, sha256: row.sha256, leadKey: row.lead_key }
    );
  }

  async fileChunk(fileId: number, offset: number, length: number): Promise<Buffer> {
    // on the reader thread: substr() of a BLOB loads all of it, for every slice (sqlite-reader.ts)
    return this.reader.read(fileId, offset, length);
  }

  filePort(): Promise<MessagePort> {
    return this.reader.port();
  }

  async list(filter: ListFilter = {}): Promise<LeadRecord[]> {
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

  async claimDue(now: number, limit: number, leaseUntil: number): Promise<number[]> {
    // Under the write lock: no other process reads the same due leads between the select and the lease.
    return this.exclusive(() =>
      this.db
        .transaction(() => {
          const ids = this.stmt.due.all(now, now, limit).map((r) => r.id);
          return ids.filter((id) => this.stmt.claim.run(leaseUntil, id, now).changes === 1);
        })
        .immediate(),
    );
  }

  async claim(id: number, now: number, leaseUntil: number): Promise<boolean> {
    return this.exclusive(() => this.stmt.claim.run(leaseUntil, id, now).changes === 1);
  }

  async renewLease(id: number, leaseUntil: number): Promise<boolean> {
    return this.exclusive(() => this.stmt.renew.run(leaseUntil, id).changes === 1);
  }

  async nextDueAt(): Promise<number | undefined> {
    return this.stmt.nextDue.get()?.at ?? undefined;
  }

  async markChannelDelivered(id: number, channel: DeliveryChannel): Promise<void> {
    await this.exclusive(() => this.stmt.channel.run({ channel, id }));
  }

  async markDelivered(id: number, at: Date): Promise<void> {
    await this.exclusive(() => this.stmt.delivered.run({ at: at.toISOString(), id }));
  }

  async markAttemptFailed(id: number, at: Date, error: string, nextAttemptAt: number | undefined): Promise<void> {
    await this.exclusive(() =>
      this.stmt.failed.run({
        at: at.toISOString(),
        error: error.slice(0, 1_000),
        next: nextAttemptAt ?? null,
        status: nextAttemptAt === undefined ? 'failed' : 'pending',
        id,
      }),
    );
  }

  async requeue(which: { ids: readonly number[] } | { status: LeadStatus }, now: number = Date.now()): Promise<number[]> {
    const ids = 'ids' in which ? [...which.ids] : (await this.list({ status: [which.status] })).map((l) => l.id);
    const update = this.db.prepare(
      `UPDATE leads SET status = 'pending', failed_attempts = 0, next_attempt_at = ?, delivered_at = NULL, delivered_to = '' WHERE id = ?`,
    );
    return this.exclusive(() => this.db.transaction(() => ids.filter((id) => update.run(now, id).changes === 1)).immediate());
  }

  async count(status?: LeadStatus): Promise<number> {
    const row = status
      ? (this.db.prepare('SELECT count(*) AS n FROM leads WHERE status = ?').get(status) as { n: number })
      : (this.db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number });
    return row.n;
  }

  async findByText(text: string): Promise<LeadRecord[]> {
    const rows = this.db.prepare(`SELECT * FROM leads WHERE payload LIKE ? ESCAPE '\\' ORDER BY id`).all(likeContaining(text)) as LeadRow[];
    return rows.map((row) => this.toRecord(row));
  }

  async erase(ids: readonly number[]): Promise<Erased> {
    if (ids.length === 0) return { leads: 0, files: 0 };
    const list = ids.map(() => '?').join(', ');
    return this.exclusive(() => {
      const erased = this.deleteWhere(`id IN (${list})`, [...ids]);
      // the deleted pages are zeroed (secure_delete, db.ts); the write-ahead log's copies go with a checkpoint
      this.db.pragma('wal_checkpoint(TRUNCATE)');
      return erased;
    });
  }

  async purgeDelivered(cutoffs: RetentionCutoffs): Promise<Erased> {
    const forms = cutoffs.byForm.map((f) => f.form);
    return this.exclusive(() =>
      this.db
        .transaction((): Erased => {
          const total = { leads: 0, files: 0 };
          const add = (e: Erased) => {
            total.leads += e.leads;
            total.files += e.files;
          };
          for (const { form, before } of cutoffs.byForm) {
            add(this.deleteWhere(`status = 'delivered' AND form = ? AND delivered_at < ?`, [form, before.toISOString()]));
          }
          const others = forms.length ? ` AND form NOT IN (${forms.map(() => '?').join(', ')})` : '';
          add(this.deleteWhere(`status = 'delivered' AND delivered_at < ?${others}`, [cutoffs.other.toISOString(), ...forms]));
          return total;
        })
        .immediate(),
    );
  }

  /** Deletes the leads `where` selects; their files go with them (ON DELETE CASCADE). */
  private deleteWhere(where: string, params: unknown[]): Erased {
    return this.db
      .transaction((): Erased => {
        const files = (
          this.db.prepare(`SELECT count(*) AS n FROM lead_files WHERE lead_id IN (SELECT id FROM leads WHERE ${where})`).get(...params) as {
            n: number;
          }
        ).n;
        const leads = this.db.prepare(`DELETE FROM leads WHERE ${where}`).run(...params).changes;
        return { leads, files };
      })
      .immediate();
  }

  /**
   * A consistent copy of the database to `file` while the site keeps writing (SQLite's online backup
   * API, page by page; pages changed meanwhile are copied again), for `npm run leads -- backup`.
   */
  async backup(file: string): Promise<{ totalPages: number }> {
    const { totalPages } = await this.db.backup(file);
    return { totalPages };
  }

  async checkWritable(): Promise<void> {
    await this.exclusive(() => {
      this.db.exec('BEGIN IMMEDIATE');
      this.db.exec('ROLLBACK');
    });
  }

  async close(): Promise<void> {
    await this.writer.close();
    await this.reader.close();
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
      deliveredTo: parseChannels(row.delivered_to),
      files: this.filesOf(row.id),
    };
  }
}
