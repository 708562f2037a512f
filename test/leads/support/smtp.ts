import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Mail = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtp(
  port = 0,
): Promise<{ port: number; mails: Mail[]; waitFor(n: number): Promise<Mail[]>; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        for (const w of waiters.splice(0)) w();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    async waitFor(n) {
      const end = Date.now() + 10_000;
      while (mails.length < n) {
        if (Date.now() > end) throw new Error(`the SMTP server got ${mails.length} of ${n} messages`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One part of a received message: its headers (lower-case names), its decoded body, its own parts if multipart. */
export type MimePart = { headers: Record<string, string>; type: string; body: string; parts: MimePart[] };

/**
 * A received message split into its MIME parts, bodies decoded (quoted-printable, base64, UTF-8):
 * enough to read what nodemailer sends, not a general MIME parser.
 */
export function parseMime(raw: string): MimePart {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split < 0 ? text : text.slice(0, split);
  const rawBody = split < 0 ? '' : text.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const chunks = rawBody.split(`--${boundary}`).slice(1);
    const parts = chunks.filter((c) => !c.startsWith('--')).map((c) => parseMime(c.replace(/^\n/, '')));
    return { headers, type, body: '', parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(rawBody.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') {
    const unfolded = rawBody.replace(/=\n/g, '');
    const out: number[] = [];
    for (let i = 0; i < unfolded.length; i++) {
      const hex = unfolded[i] === '=' ? /^[0-9A-F]{2}/i.exec(unfolded.slice(i + 1, i + 3)) : null;
      if (hex) {
        out.push(parseInt(hex[0], 16));
        i += 2;
      } else out.push(...Buffer.from(unfolded[i]!, 'utf8'));
    }
    bytes = Buffer.from(out);
  } else bytes = Buffer.from(rawBody, 'utf8');
  return { headers, type, body: bytes.toString('utf8'), parts: [] };
}

/** Every leaf part of a message, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leafParts) : [part];
}
