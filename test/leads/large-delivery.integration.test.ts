import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRecipientRules, type EmailTarget } from '../../src/config/recipients';
import { LeadDeliveryWorker, type LeadWebhookBody } from '../../src/leads/delivery';
import { fileLink } from '../../src/leads/file-links';
import { closeLeads, initLeads, storeLead } from '../../src/leads/index';
import { verifyWebhook } from '../../src/leads/signing';
import { SqliteLeadStore } from '../../src/leads/store-sqlite';
import { leadFileEndpoint } from '../../src/server/middleware/lead-files';
import { BACKENDS, useBackend } from './support/backends';
import { JPEG, lead, PNG } from './support/fixtures';
import { startSmtp } from './support/smtp';

/**
 * A large lead is delivered without building it whole (issue 39): the webhook body carries signed,
 * expiring links to the files, which the receiver downloads from the site's HTTP layer; the e-mail
 * streams its attachments from the store; every webhook attempt carries the same Idempotency-Key, so a
 * receiver that honours it stores a lead once even when its answer came too late; an attempt that lasts longer
 * than its lease (a large e-mail to a slow server) keeps the lead to itself.
 */

const SECRET = 'a-test-secret-of-some-length';
const quiet = { info() {}, warn() {}, error() {} };
/** Larger than a slice of the store's reads (256 KB), so a file is streamed in several. */
const PHOTO = new Uint8Array(Buffer.concat([Buffer.from(JPEG), randomBytes(700_000)]));
const LIMITS = { maxPayloadBytes: 65_536, maxFiles: 3, maxFileBytes: 2_000_000 };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await closeLeads();
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The site's HTTP layer with the lead file endpoint only, on a free port. */
async function startSite(): Promise<string> {
  const app = new Hono();
  app.use(leadFileEndpoint());
  app.get('*', (c) => c.text('the page routes', 200));
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s as Server));
  });
  cleanups.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type Taken = { headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver that honours Idempotency-Key, as src/leads/README.md asks: a key it has stored
 * answers 200 again without storing; the first request of a key is stored at once and answered after
 * `answerDelayMs` (a receiver slower than the site's deadline).
 */
async function startIdempotentReceiver(answerDelayMs = 0) {
  const stored = new Map<string, Taken>();
  const requests: Taken[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const taken = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(taken);
      const key = req.headers['idempotency-key'] as string;
      if (stored.has(key)) return void res.writeHead(200).end('already stored');
      stored.set(key, taken);
      setTimeout(() => res.writeHead(201).end('stored'), answerDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`, stored, requests };
}

/**
 * An SMTP server that takes its time at every step, each wait shorter than the site's e-mail timeout (an
 * inactivity timeout, as nodemailer's is): the greeting, MAIL FROM, RCPT TO and the answer to the message each
 * come `stepMs` late, so one message lasts about four times that. `connections` counts the messages begun.
 */
async function startSlowSmtp(stepMs: number) {
  const later = (callback: () => void) => setTimeout(callback, stepMs);
  const counts = { connections: 0, messages: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => {
      counts.connections++;
      later(callback);
    },
    onMailFrom: (_address, _session, callback) => later(callback),
    onRcptTo: (_address, _session, callback) => later(callback),
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () =>
        later(() => {
          counts.messages++;
          callback();
        }),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, counts };
}

describe.each(BACKENDS)('large leads on %s', (backend) => {
  const db = useBackend(backend);

  it('sends the webhook links to the files, which download with their signature, and not without it or after expiry', async () => {
    const site = await startSite();
    const receiver = await startIdempotentReceiver();
    await initLeads(db.settings({ limits: LIMITS, webhook: { url: receiver.url, secret: SECRET, timeoutMs: 5_000, siteUrl: site } }), {
      log: quiet,
    });
    const { id } = await storeLead(
      lead({
        form: 'tyre-offer',
        files: [
          { field: 'photos', name: 'pneu avant é.jpg', type: 'image/jpeg', data: PHOTO },
          { field: 'photos', name: 'tyre.png', type: 'image/png', data: PNG },
        ],
      }),
    );
    const store = await db.open();
    await until(async () => (await store.get(id))!.status === 'delivered');
    const [request] = receiver.requests;
    expect(
      verifyWebhook({
        secret: SECRET,
        rawBody: request!.body,
        signature: request!.headers['x-autopolis-signature'] as string,
        timestamp: request!.headers['x-autopolis-timestamp'] as string,
      }),
    ).toEqual({ ok: true });
    // a small body: the links, not the bytes
    expect(request!.body.length).toBeLessThan(5_000);
    const body = JSON.parse(request!.body) as LeadWebhookBody;
    expect(body.version).toBe(2);
    expect(body.lead.files.map((f) => [f.name, f.size])).toEqual([
      ['pneu avant é.jpg', PHOTO.byteLength],
      ['tyre.png', PNG.byteLength],
    ]);

    for (const [file, bytes] of [
      [body.lead.files[0]!, PHOTO],
      [body.lead.files[1]!, PNG],
    ] as const) {
      expect(file.url.startsWith(`${site}/api/leads/files/`)).toBe(true);
      const answer = await fetch(file.url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(file.type);
      expect(answer.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(file.name)}`);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(Buffer.from(bytes));
    }

    const link = new URL(body.lead.files[0]!.url);
    const without = new URL(link);
    without.search = '';
    expect((await fetch(without)).status).toBe(404);
    const forged = new URL(link);
    forged.searchParams.set('sig', '0'.repeat(64));
    expect((await fetch(forged)).status).toBe(403);
    // another file's id under this file's signature
    const other = new URL(link);
    other.pathname = `/api/leads/files/${body.lead.files[1]!.id}`;
    expect((await fetch(other)).status).toBe(403);
    const later = new URL(link);
    later.searchParams.set('exp', String(Number(link.searchParams.get('exp')) + 3_600));
    expect((await fetch(later)).status).toBe(403);
    // a link the site signed, whose time is up
    const expired = fileLink({ siteUrl: site, secret: SECRET, fileId: body.lead.files[0]!.id, expiresAt: Date.now() - 1_000 });
    expect((await fetch(expired)).status).toBe(410);
    // signed with another secret
    const stranger = fileLink({
      siteUrl: site,
      secret: 'another-secret-entirely',
      fileId: body.lead.files[0]!.id,
      expiresAt: Date.now() + 60_000,
    });
    expect((await fetch(stranger)).status).toBe(403);
    // the page routes still answer their paths
    expect(await (await fetch(`${site}/api/leads/other`)).text()).toBe('the page routes');
  });

  it('sends the same Idempotency-Key on every attempt: a receiver that took the lead and answered too late keeps one copy', async () => {
    const site = await startSite();
    // answers 1.5 s after taking a new lead, past the site's 400 ms deadline
    const receiver = await startIdempotentReceiver(1_500);
    await initLeads(
      db.settings({
        limits: LIMITS,
        webhook: { url: receiver.url, secret: SECRET, timeoutMs: 400, siteUrl: site },
        retry: { baseMs: 50, maxMs: 100, maxAttempts: 10 },
      }),
      { log: quiet, random: () => 0 },
    );
    const { id } = await storeLead(
      lead({ key: 'slow-receiver-lead-0001', files: [{ field: 'photos', name: 'p.jpg', type: 'image/jpeg', data: PHOTO }] }),
    );
    const store = await db.open();
    await until(async () => (await store.get(id))!.status === 'delivered');
    expect(receiver.requests.length).toBeGreaterThanOrEqual(2);
    expect(new Set(receiver.requests.map((r) => r.headers['idempotency-key']))).toEqual(new Set(['slow-receiver-lead-0001']));
    expect(receiver.requests.map((r) => r.headers['x-autopolis-attempt'])).toEqual(receiver.requests.map((_, i) => String(i + 1)));
    expect(receiver.stored.size).toBe(1);
    // the deadline ran from the request's last byte: the answer it waited for, not the upload
    expect(await store.get(id)).toMatchObject({
      status: 'delivered',
      lastError: 'timeout: no answer after the request was sent for 400 ms',
    });
  });

  /** An SMTP server, and the leads runtime mailing every lead to it. */
  async function mailedLeads() {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const email: EmailTarget = {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Autopolis <leads@autopolis.lu>',
      recipients: parseRecipientRules('*=leads@autopolis.lu'),
      timeoutMs: 5_000,
    };
    await initLeads(db.settings({ limits: LIMITS, email }), { log: quiet });
    return smtp;
  }

  it('mails the files as attachments streamed from the store, under a Message-ID stable across attempts', async () => {
    const smtp = await mailedLeads();
    const { id } = await storeLead(
      lead({
        key: 'mailed-large-lead-0001',
        files: [
          { field: 'photos', name: 'front.jpg', type: 'image/jpeg', data: PHOTO },
          { field: 'photos', name: 'tyre.png', type: 'image/png', data: PNG },
        ],
      }),
    );
    const [mail] = await smtp.waitFor(1);
    const store = await db.open();
    await until(async () => (await store.get(id))!.status === 'delivered');
    expect(mail!.raw).toContain('Message-ID: <lead-mailed-large-lead-0001@autopolis.leads>');
    const flat = mail!.raw.replace(/\r?\n/g, '');
    expect(mail!.raw).toMatch(/Content-Disposition: attachment; filename=front\.jpg/);
    expect(flat).toContain(Buffer.from(PHOTO).toString('base64'));
    expect(flat).toContain(Buffer.from(PNG).toString('base64'));
  });

  it.runIf(backend === 'sqlite')(
    'reads the attachments on the mail thread from the reader thread, never through the main thread',
    async () => {
      // the main thread's reads of a stored file: handing 160 MB of attachments through it cost it a copy, two
      // messages and garbage per part (bench/uploads.ts --deliveries, issue 39)
      const mainThreadReads = vi.spyOn(SqliteLeadStore.prototype, 'fileChunk');
      cleanups.push(() => mainThreadReads.mockRestore());
      const smtp = await mailedLeads();
      await storeLead(
        lead({ key: 'mailed-by-port-0001', files: [{ field: 'photos', name: 'front.jpg', type: 'image/jpeg', data: PHOTO }] }),
      );
      const [mail] = await smtp.waitFor(1);
      expect(mail!.raw.replace(/\r?\n/g, '')).toContain(Buffer.from(PHOTO).toString('base64'));
      expect(mainThreadReads).not.toHaveBeenCalled();
    },
  );
  it('keeps the lead to itself while an attempt outlasts its lease: a second instance does not mail it too', async () => {
    // each step 1 s late, under the 3 s timeout: a message takes about 4 s, past the 3.2 s lease taken for it
    const smtp = await startSlowSmtp(1_000);
    const email: EmailTarget = {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Autopolis <leads@autopolis.lu>',
      recipients: parseRecipientRules('*=leads@autopolis.lu'),
      timeoutMs: 3_000,
    };
    const stores = [await db.open(), await db.open()]; // as two instances of the site
    const { id } = await stores[0]!.insert(lead({ key: 'slow-smtp-lead-0001' }));
    for (const store of stores) {
      const worker = new LeadDeliveryWorker({
        store,
        email,
        retry: { baseMs: 50, maxMs: 100, maxAttempts: 10 },
        leaseMarginMs: 200,
        pollMs: 50,
        log: quiet,
      }).start();
      cleanups.push(() => worker.stop());
    }
    await until(async () => (await stores[0]!.get(id))!.status === 'delivered', 30_000);
    // a second instance that took the lead when the first lease ran out (3.2 s) would have connected by now (4 s)
    expect(smtp.counts).toEqual({ connections: 1, messages: 1 });
    expect(await stores[0]!.get(id)).toMatchObject({ status: 'delivered', attempts: 1, failedAttempts: 0 });
  });
});
