import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { smtpTransportOptions, type EmailTarget, type LeadMessage, type SendMail } from './email';
import { RequestThread } from './thread';

/**
 * A lead's e-mail is written and sent on a thread of its own. nodemailer base64-encodes each attachment,
 * wraps it in lines of 76 characters and escapes every line that starts with a dot, byte by byte in
 * JavaScript: for four 40 MB leads, 219 MB of mail, that was 2.5 s of the main thread's time in
 * slices of a few ms while they were delivered (bench/uploads.ts --deliveries). The mail thread runs
 * nodemailer with the same SMTP settings; the main thread only hands it each attachment's bytes as
 * they are read from the store (file-stream.ts), one part at a time when the thread asks for more,
 * so the SMTP connection's pace still sets the reads and no attachment is ever whole in memory.
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
parentPort.on('message', (m) => {
  if (m.type === 'part') {
    const feed = feeds.get(m.feed);
    if (!feed) return;
    if (m.error !== undefined) feed.destroy(new Error(m.error));
    else feed.push(m.bytes ? Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength) : null);
    return;
  }
  const { seq, mail, transport, message } = m;
  const key = JSON.stringify(transport);
  if (!transports.has(key)) transports.set(key, nodemailer.createTransport(transport));
  const ids = [];
  const attachments = message.attachments.map((a, index) => {
    if (a.bytes) return { filename: a.filename, contentType: a.contentType, content: Buffer.from(a.bytes) };
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
  });
});
`;

type Attachment = { filename: string; contentType: string; bytes?: Uint8Array };
type MailRequest = { mail: number; transport: object; message: Omit<LeadMessage, 'attachments'> & { attachments: Attachment[] } };

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
    { nodemailer: createRequire(import.meta.url).resolve('nodemailer') },
    (message) => feed(thread, message),
  );
  return async (message) => {
    const mail = ++mails;
    const ids: string[] = [];
    const attachments = message.attachments.map((a, index): Attachment => {
      if (Buffer.isBuffer(a.content)) return { filename: a.filename, contentType: a.contentType, bytes: a.content };
      const id = `${mail}:${index}`;
      ids.push(id);
      feeds.set(id, (a.content as Readable)[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
      return { filename: a.filename, contentType: a.contentType };
    });
    try {
      return await thread.request({ mail, transport, message: { ...message, attachments } });
    } finally {
      for (const id of ids) feeds.delete(id);
    }
  };
}
