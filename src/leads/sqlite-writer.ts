import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PreparedLead } from './store';

/**
 * The insert of a lead into SQLite, on a thread of its own. better-sqlite3 is synchronous: a lead
 * with 40 MB of photos held the event loop for 270–460 ms in its transaction (and its SHA-256 for
 * more), every visitor of the instance waiting (issue 25, point 1). The writer thread has its own
 * connection to the same file (WAL, `synchronous=FULL`), hashes the files and commits the lead in
 * one IMMEDIATE transaction, and answers only once it is committed: the lead is acknowledged after
 * it is on disk, as before (a `kill -9` loses nothing that was acknowledged).
 *
 * The code runs from a string (`eval`), not from a module file: the production build bundles src/
 * into chunks, and a worker's file would have to be emitted and found beside them. It needs only
 * the driver, resolved here to an absolute path, and node:crypto.
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

type Pending = { resolve(result: WriterResult): void; reject(error: Error): void };

export class SqliteWriter {
  private worker: Worker | undefined;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  private idleWaiters: (() => void)[] = [];
  private closed = false;

  constructor(private readonly file: string) {}

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
    const worker = this.thread();
    const seq = ++this.seq;
    return new Promise<WriterResult>((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      const message = {
        seq,
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
      };
      worker.postMessage(
        message,
        files.map((f) => f.data.buffer as ArrayBuffer),
      );
    });
  }

  /** True while an insert is in flight (then the main thread's writes wait: see `idle`). */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Resolves once no insert is in flight. Check `busy` again before writing: another may start meanwhile. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Waits for the inserts in flight, then stops the thread. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.busy) await this.idle();
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file: this.file },
    });
    worker.unref();
    worker.on('message', (message: { seq: number; result?: WriterResult; error?: { message: string; code?: string } }) => {
      const waiting = this.pending.get(message.seq);
      if (!waiting) return;
      this.settle(message.seq);
      if (message.result) waiting.resolve(message.result);
      else
        waiting.reject(Object.assign(new Error(message.error?.message ?? 'the lead could not be written'), { code: message.error?.code }));
    });
    // a thread that dies (out of memory, a crash of the driver) fails what it held; the next insert starts another
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const seq of [...this.pending.keys()]) {
        const waiting = this.pending.get(seq)!;
        this.settle(seq);
        waiting.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the lead writer thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(seq: number): void {
    this.pending.delete(seq);
    if (this.pending.size === 0) {
      this.worker?.unref();
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }
}
