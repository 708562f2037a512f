import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, with its headers unfolded and its text and HTML parts decoded. */
export type ReceivedMail = { to: string[]; raw: string; headers: Map<string, string>; text: string; html: string };

/** A real SMTP server on 127.0.0.1 (a free port) that keeps every message it accepts. */
export async function startSmtp(): Promise<{
  url: string;
  mails: ReceivedMail[];
  waitFor(n: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(n) {
      const end = Date.now() + 10_000;
      while (mails.length < n) {
        if (Date.now() > end) throw new Error(`the SMTP server got ${mails.length} of ${n} messages`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: raw.slice(at + 4) };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as in a subject with accents. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decode(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Enough MIME for our messages: a multipart/alternative of text and HTML, or one part. */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const { headers, body } = splitHead(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = splitHead(part.replace(/^\r\n/, ''));
    const value = decode(p.body.replace(/\r\n$/, ''), p.headers.get('content-transfer-encoding'));
    if ((p.headers.get('content-type') ?? '').startsWith('text/html')) html = value;
    else if ((p.headers.get('content-type') ?? '').startsWith('text/plain')) text = value;
  }
  return { to, raw, headers, text, html };
}
