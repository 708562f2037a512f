import { createRequire } from 'node:module';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { RequestThread } from './thread';

/**
 * The reads of a stored file's bytes from SQLite, on a thread of their own. `substr()` of a BLOB
 * loads the whole value before it cuts the slice out, so each slice of an 8 MB photo reads 8 MB, and
 * better-sqlite3 does it synchronously: on the main thread, every slice of a large lead's photos, as
 * its e-mail or its file links were sent, held the event loop for as long as the whole photo took to
 * read (issue 39). The reader thread has its own connection to the same file, which it only reads
 * (WAL: a reader never waits for the writer), and moves each slice to the main thread without a copy.
 */

const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// background work: below the main thread's priority (Linux's nice is per thread; see thread.ts)
try { require('node:os').setPriority(10); } catch {}
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('query_only = ON');
const slice = db.prepare('SELECT substr(data, ?, ?) AS chunk FROM lead_files WHERE id = ?');
function answer(port, { seq, fileId, offset, length }) {
  try {
    const chunk = slice.get(offset + 1, length, fileId)?.chunk;
    // a buffer of its own, whole, so that moving it hands over nothing else
    const own = Buffer.allocUnsafeSlow(chunk ? chunk.byteLength : 0);
    if (chunk) chunk.copy(own);
    port.postMessage({ seq, result: own }, [own.buffer]);
  } catch (error) {
    port.postMessage({ seq, error: { message: String(error && error.message || error), code: error && error.code } });
  }
}
parentPort.on('message', (m) => {
  if (!m.port) return answer(parentPort, m);
  // another thread's own line to the files (the mail thread): its reads never pass through the main thread
  m.port.on('message', (request) => answer(m.port, request));
  parentPort.postMessage({ seq: m.seq, result: null });
});
`;

type ReadRequest = { fileId: number; offset: number; length: number } | { port: MessagePort };

export class SqliteFileReader {
  private readonly thread: RequestThread<ReadRequest, Uint8Array>;
  private closed = false;

  constructor(file: string) {
    this.thread = new RequestThread('lead file reader', WORKER_CODE, {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
    });
  }

  /** Up to `length` bytes of file `fileId` from `offset`; empty when the file is gone or shorter. */
  async read(fileId: number, offset: number, length: number): Promise<Buffer> {
    if (this.closed) throw new Error('the lead database is closed');
    const bytes = await this.thread.request({ fileId, offset, length });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * A port on which another thread reads files from this thread itself (`{ seq, fileId, offset, length }`, answered
   * `{ seq, result }` with the bytes moved, or `{ seq, error }`), so that the bytes never reach the main thread: the
   * mail thread's attachments went through it, 160 MB of messages, copies and garbage for four 40 MB leads. The port
   * is the caller's to move to its thread and to close.
   */
  async port(): Promise<MessagePort> {
    if (this.closed) throw new Error('the lead database is closed');
    const { port1, port2 } = new MessageChannel();
    await this.thread.request({ port: port1 }, [port1]);
    return port2;
  }

  /** Waits for the reads in flight, then stops the thread. */
  close(): Promise<void> {
    this.closed = true;
    return this.thread.close();
  }
}
