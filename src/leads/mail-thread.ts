import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { smtpTransportOptions, type EmailTarget, type LeadMessage, type SendMail } from './email';
import type { MessagePort } from 'node:worker_threads';
import { FILE_READ_BYTES, storedFileOf } from './file-stream';
import { RequestThread } from './thread';

/**
 * A lead's e-mail is written and sent on a thread of its own. nodemailer base64-encodes each attachment,
 * wraps it in lines of 76 characters and escapes every line that starts with a dot, byte by byte in
 * JavaScript: for four 40 MB leads, 219 MB of mail, that was 2.5 s of the main thread's time in
 * slices of a few ms while they were delivered (bench/uploads.ts --deliveries). The mail thread runs
 * nodemailer with the same SMTP settings and reads each attachment from the store itself, a part at a time as
 * the SMTP connection takes it, so no attachment is ever whole in memory. On SQLite it asks the store's reader
 * thread over a port of their own (`LeadStore.filePort`, sqlite-reader.ts): handing the bytes through the main
 * thread cost it a copy, two messages and garbage per 256 KB, 160 MB for four 40 MB leads (the garbage collector
 * ran 0.45 s more on the main thread during those deliveries than without them, bench/uploads.ts with
 * BENCH_CPU_PROFILE). A store without a port (PostgreSQL, whose reads are the main thread's pool queries) hands
 * the thread each part when it asks for more (`feed`).
 *
 * The thread's code (thread.ts runs it from a string) needs only nodemailer, resolved here to an
 * absolute path.
 */

const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Readable } = require('node:stream');
// background work: below the main thread's priority (Linux's nice is per thread; see thread.ts)
try { require('node:os').setPriority(10); } catch {}
const nodemailer = require(workerData.nodemailer);
const transports = new Map();
const feeds = new Map();
// reads of the store's files over its port (LeadStore.filePort), answered by the store's reader thread itself
function fileReader(port) {
  let seq = 0;
  const waiting = new Map();
  port.on('message', (m) => {
    const w = waiting.get(m.seq);
    if (!w) return;
    waiting.delete(m.seq);
    if (m.error) w.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
    else w.resolve(Buffer.from(m.result.buffer, m.result.byteOffset, m.result.byteLength));
  });
  return (fileId, offset, length) => new Promise((resolve, reject) => {
    waiting.set(++seq, { resolve, reject });
    port.postMessage({ seq, fileId, offset, length });
  });
}
// a stored file read a part at a time as nodemailer asks for more: the SMTP connection's pace sets the reads
function storedFile(read, file) {
  let offset = 0;
  return new Readable({
    highWaterMark: workerData.readBytes,
    read() {
      if (offset >= file.size) return void this.push(null);
      const at = offset;
      const length = Math.min(workerData.readBytes, file.size - at);
      offset += length;
      read(file.id, at, length).then(
        (chunk) => chunk.byteLength < length
          // deleted meanwhile (erasure, retention): never a truncated attachment sent as whole
          ? this.destroy(new Error('lead file ' + file.id + ' is gone or shorter than its recorded ' + file.size + ' bytes'))
          : this.push(chunk),
        (error) => this.destroy(error),
      );
    },
  });
}
parentPort.on('message', (m) => {
  if (m.type === 'part') {
    const feed = feeds.get(m.feed);
    if (!feed) return;
    if (m.error !== undefined) feed.destroy(new Error(m.error));
    else feed.push(m.bytes ? Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength) : null);
    return;
  }
  const { seq, mail, transport, message, port } = m;
  const key = JSON.stringify(transport);
  if (!transports.has(key)) transports.set(key, nodemailer.createTransport(transport));
  const ids = [];
  const read = port && fileReader(port);
  const attachments = message.attachments.map((a, index) => {
    if (a.bytes) return { filename: a.filename, contentType: a.contentType, content: Buffer.from(a.bytes) };
    if (a.file) return { filename: a.filename, contentType: a.contentType, content: storedFile(read, a.file) };
    const feed = mail + ':' + index;
    ids.push(feed);
    // asks the main thread for the next part each time nodemailer wants more
    const content = new Readable({ read() { parentPort.postMessage({ type: 'more', feed }); } });
    feeds.set(feed, content);
    return { filename: a.filename, contentType: a.contentType, content };
  });
  transports.get(key).sendMail({ ...message, attachments }).then(
    () => parentPort.postMessage({ seq, result: null }),
    (error) => parentPort.postMessage({
      seq,
      error: { message: String((error && error.message) || error), code: error && error.code, responseCode: error && error.responseCode },
    }),
  ).finally(() => {
    for (const feed of ids) {
      feeds.get(feed)?.destroy();
      feeds.delete(feed);
    }
    port?.close();
  });
});
`;

/** An attachment as the thread gets it: its bytes, a stored file it reads itself over `port`, or neither (fed by `feed`). */
type Attachment = { filename: string; contentType: string; bytes?: Uint8Array; file?: { id: number; size: number } };
type MailRequest = {
  mail: number;
  transport: object;
  message: Omit<LeadMessage, 'attachments'> & { attachments: Attachment[] };
  port?: MessagePort;
};

/** The attachments' streams of the messages being sent, by `<mail>:<index>`, as the thread asks for their parts. */
const feeds = new Map<string, AsyncIterator<Buffer>>();
let mails = 0;

/** Hands the thread the next part of an attachment (a copy of its own, moved), its end, or why it failed. */
function feed(thread: RequestThread<MailRequest, null>, message: unknown): void {
  const { type, feed: id } = message as { type?: string; feed?: string };
  const parts = type === 'more' && id ? feeds.get(id) : undefined;
  if (!parts) return;
  parts.next().then(
    ({ value, done }) => {
      if (done) return thread.post({ type: 'part', feed: id, bytes: null });
      const own = new Uint8Array(value.byteLength);
      own.set(value);
      thread.post({ type: 'part', feed: id, bytes: own }, [own.buffer]);
    },
    (error: Error) => thread.post({ type: 'part', feed: id, error: error.message }),
  );
}

/** A sender for the target whose messages are written and sent on the mail thread (one thread per sender). */
export function mailThreadSender(target: Pick<EmailTarget, 'smtpUrl' | 'timeoutMs'>): SendMail {
  const transport = smtpTransportOptions(target);
  const thread: RequestThread<MailRequest, null> = new RequestThread<MailRequest, null>(
    'lead mail',
    WORKER_CODE,
    { nodemailer: createRequire(import.meta.url).resolve('nodemailer'), readBytes: FILE_READ_BYTES },
    (message) => feed(thread, message),
  );
  return async (message) => {
    const mail = ++mails;
    const ids: string[] = [];
    // stored files the thread reads itself, through their store's port, where the store has one (SQLite)
    const stored = message.attachments.map((a) => storedFileOf(a.content));
    const store = stored.find((s) => s?.store.filePort)?.store;
    const port = await store?.filePort?.();
    const attachments = message.attachments.map((a, index): Attachment => {
      if (Buffer.isBuffer(a.content)) return { filename: a.filename, contentType: a.contentType, bytes: a.content };
      const own = stored[index];
      if (port && own && own.store === store) return { filename: a.filename, contentType: a.contentType, file: own.file };
      const id = `${mail}:${index}`;
      ids.push(id);
      feeds.set(id, (a.content as Readable)[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
      return { filename: a.filename, contentType: a.contentType };
    });
    try {
      return await thread.request({ mail, transport, message: { ...message, attachments }, ...(port ? { port } : {}) }, port ? [port] : []);
    } finally {
      for (const id of ids) feeds.delete(id);
    }
  };
}
