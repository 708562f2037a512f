import { createRequire } from 'node:module';
import type { PreparedLead } from './store';
import { RequestThread } from './thread';

/**
 * The insert of a lead into SQLite, on a thread of its own. better-sqlite3 is synchronous: a lead
 * with 40 MB of photos held the event loop for 270–460 ms in its transaction (and its SHA-256 for
 * more), every visitor of the instance waiting (issue 25, point 1). The writer thread has its own
 * connection to the same file (WAL, `synchronous=FULL`), hashes the files and commits the lead in
 * one IMMEDIATE transaction, and answers only once it is committed: the lead is acknowledged after
 * it is on disk, as before (a `kill -9` loses nothing that was acknowledged).
 *
 * The thread's code (thread.ts runs it from a string) needs only the driver, resolved here to an
 * absolute path, and node:crypto.
 *
 * The main thread's own writes (the delivery bookkeeping, retention, readiness) wait until no insert
 * is in flight (`idle`), so that they never wait for the write lock synchronously while the writer
 * holds it: better-sqlite3's busy timeout sleeps on the calling thread.
 */

const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('secure_delete = ON');
const insert = db.prepare(
  'INSERT INTO leads (key, form, locale, payload, vehicle_id, location_slug, received_at, stored_at, next_attempt_at) ' +
  'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING RETURNING id');
const byKey = db.prepare('SELECT id, payload FROM leads WHERE key = ?');
const insertFile = db.prepare('INSERT INTO lead_files (lead_id, field, name, type, size, sha256, data) VALUES (?, ?, ?, ?, ?, ?, ?)');
const write = db.transaction((lead, files) => {
  const row = insert.get(lead.key, lead.form, lead.locale, lead.payload, lead.vehicleId, lead.locationSlug, lead.receivedAt, lead.storedAt, lead.nextAttemptAt);
  if (!row) {
    const existing = byKey.get(lead.key);
    return { id: existing.id, duplicate: true, changed: existing.payload !== lead.payload };
  }
  for (const f of files) insertFile.run(row.id, f.field, f.name, f.type, f.size, f.sha256, f.data);
  return { id: row.id, duplicate: false, changed: false };
});
parentPort.on('message', ({ seq, lead }) => {
  try {
    const files = lead.files.map((f) => {
      const data = Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength);
      return { ...f, data, sha256: createHash('sha256').update(data).digest('hex') };
    });
    parentPort.postMessage({ seq, result: write.immediate(lead, files) });
  } catch (error) {
    parentPort.postMessage({ seq, error: { message: String(error && error.message || error), code: error && error.code } });
  }
});
`;

/** Bytes copied per turn of the event loop on their way to the writer thread (about a millisecond's work). */
const COPY_SLICE = 2 * 1024 * 1024;

export type WriterResult = { id: number; duplicate: boolean; changed: boolean };

type WriteRequest = { lead: Record<string, unknown> & { files: { data: Buffer }[] } };

export class SqliteWriter {
  private readonly thread: RequestThread<WriteRequest, WriterResult>;
  private closed = false;

  constructor(file: string) {
    this.thread = new RequestThread('lead writer', WORKER_CODE, { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file });
  }

  /** Inserts the lead (and its files) on the writer thread; resolves once it is committed. */
  async insert(lead: PreparedLead, now: Date): Promise<WriterResult> {
    if (this.closed) throw new Error('the lead database is closed');
    // Each file's bytes are copied into a buffer of their own, a few MB per turn of the event loop, and
    // that buffer is moved to the thread, not cloned: posting 40 MB of photos as a structured clone
    // held the loop for ~60 ms. The caller keeps its own bytes.
    const files: { field: string; name: string; type: string; size: number; data: Buffer }[] = [];
    for (const f of lead.files) {
      const data = Buffer.allocUnsafeSlow(f.data.byteLength);
      for (let at = 0; at < data.byteLength; at += COPY_SLICE) {
        if (at > 0) await new Promise<void>((resolve) => setImmediate(resolve));
        f.data.copy(data, at, at, Math.min(at + COPY_SLICE, data.byteLength));
      }
      files.push({ field: f.field, name: f.name, type: f.type, size: f.size, data });
    }
    if (this.closed) throw new Error('the lead database is closed');
    return this.thread.request(
      {
        lead: {
          key: lead.key,
          form: lead.form,
          locale: lead.locale,
          payload: lead.payload,
          vehicleId: lead.vehicleId,
          locationSlug: lead.locationSlug,
          receivedAt: lead.receivedAt.toISOString(),
          storedAt: now.toISOString(),
          nextAttemptAt: now.getTime(),
          files,
        },
      },
      files.map((f) => f.data.buffer as ArrayBuffer),
    );
  }

  /** True while an insert is in flight (then the main thread's writes wait: see `idle`). */
  get busy(): boolean {
    return this.thread.busy;
  }

  /** Resolves once no insert is in flight. Check `busy` again before writing: another may start meanwhile. */
  idle(): Promise<void> {
    return this.thread.idle();
  }

  /** Waits for the inserts in flight, then stops the thread. */
  async close(): Promise<void> {
    this.closed = true;
    await this.thread.close();
  }
}
