import { leafParts, parseMime, startSmtp as startServer, type Mail } from '../../leads/support/smtp';

/** A message as the SMTP server received it, with its headers unfolded and its text and HTML parts decoded. */
export type ReceivedMail = { to: string[]; raw: string; headers: Map<string, string>; text: string; html: string };

/**
 * The leads' SMTP server of the tests (test/leads/support/smtp.ts), its messages read as the alerts' tests read
 * them: headers by name, encoded words decoded (a subject with accents), the text and the HTML part.
 */
export async function startSmtp(): Promise<{
  url: string;
  readonly mails: ReceivedMail[];
  waitFor(n: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}> {
  const server = await startServer();
  return {
    url: `smtp://127.0.0.1:${server.port}`,
    get mails() {
      return server.mails.map(received);
    },
    waitFor: async (n) => (await server.waitFor(n)).map(received),
    close: () => server.close(),
  };
}

function received(mail: Mail): ReceivedMail {
  const message = parseMime(mail.raw);
  const leaf = (type: string) => leafParts(message).find((p) => p.type === type)?.body ?? '';
  const headers = new Map(Object.entries(message.headers).map(([name, value]) => [name, decodeWords(value)]));
  return { to: mail.to, raw: mail.raw, headers, text: leaf('text/plain'), html: leaf('text/html') };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as in a subject with accents. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
