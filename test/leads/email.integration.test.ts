import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env';
import { LeadDeliveryWorker } from '../../src/leads/delivery';
import { leadMessage } from '../../src/leads/email';
import { closeLeads, initLeads, storeLead } from '../../src/leads/index';
import { parseRecipientRules, recipientsFor, type EmailTarget } from '../../src/config/recipients';
import { closedPort } from '../meilisearch/support';
import { BACKENDS, useBackend } from './support/backends';
import { lead, PNG } from './support/fixtures';
import { startReceiver } from './support/receiver';
import { startSmtp } from './support/smtp';

const quiet = { info() {}, warn() {}, error() {} };
const RULES =
  '*=leads@autopolis.lu; esch=esch@autopolis.lu; */tyre-appointment=atelier@autopolis.lu; esch/test-drive=ventes.esch@autopolis.lu,chef.esch@autopolis.lu';

async function until(condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
  await closeLeads();
});

describe('recipients (LEADS_EMAIL_TO)', () => {
  it('picks the most specific rule: dealership and form, dealership, form, then everyone', () => {
    const rules = parseRecipientRules(RULES);
    expect(recipientsFor({ locationSlug: 'esch', form: 'test-drive' }, rules)).toEqual([
      'ventes.esch@autopolis.lu',
      'chef.esch@autopolis.lu',
    ]);
    expect(recipientsFor({ locationSlug: 'esch', form: 'tyre-appointment' }, rules)).toEqual(['esch@autopolis.lu']);
    expect(recipientsFor({ locationSlug: 'niederkorn', form: 'tyre-appointment' }, rules)).toEqual(['atelier@autopolis.lu']);
    expect(recipientsFor({ locationSlug: null, form: 'vehicle-interest' }, rules)).toEqual(['leads@autopolis.lu']);
  });

  it('refuses configurations that would lose leads or are not addresses', () => {
    expect(() => parseRecipientRules('esch=esch@autopolis.lu')).toThrow(/"\*=<address>" rule .* is required/);
    expect(() => parseRecipientRules('*=not-an-address')).toThrow(/not an e-mail address/);
    expect(() => parseRecipientRules('*=a@b.lu; Esch Sud=a@b.lu')).toThrow(/is not \*, <dealership>/);
    expect(() => parseRecipientRules('*=a@b.lu; *=c@d.lu')).toThrow(/given twice/);
    const env = { SMTP_URL: 'smtp://mail.internal:587' };
    expect(() => parseConfig(env)).toThrow(/SMTP_FROM or LEADS_EMAIL_TO is not/);
    expect(() => parseConfig({ ...env, SMTP_FROM: 'leads@autopolis.lu', LEADS_EMAIL_TO: 'esch=a@b.lu' })).toThrow(
      /LEADS_EMAIL_TO: .*required/,
    );
    expect(parseConfig({ ...env, SMTP_FROM: 'Autopolis <leads@autopolis.lu>', LEADS_EMAIL_TO: RULES }).leads.email).toMatchObject({
      smtpUrl: 'smtp://mail.internal:587',
      from: 'Autopolis <leads@autopolis.lu>',
      timeoutMs: 30_000,
    });
  });

  it('without a registered writer, sends the fields under their ids as text and HTML, attaches the photos, and links to nothing', () => {
    const record = {
      id: 7,
      key: 'the-submission-key-0001',
      form: 'test-drive',
      locale: 'de-lu' as const,
      payload: { name: 'Anne Muller', email: 'anne@example.lu', message: 'Samstag?\nOder Montag.', consent: true },
      vehicleId: '100123-1-ford-puma-titanium',
      locationSlug: 'esch',
      receivedAt: '2025-06-02T08:30:00.000Z',
      storedAt: '2025-06-02T08:30:00.010Z',
      status: 'pending' as const,
      attempts: 0,
      failedAttempts: 0,
      lastAttemptAt: null,
      lastError: null,
      deliveredAt: null,
      nextAttemptAt: 0,
      deliveredTo: [],
      files: [],
    };
    const file = { id: 1, field: 'photos', name: 'tyre.png', type: 'image/png', size: PNG.byteLength, sha256: 'x', data: Buffer.from(PNG) };
    const message = leadMessage(record, [file], { from: 'leads@autopolis.lu', recipients: parseRecipientRules(RULES) }, (f) => {
      expect(f).toBe(file);
      return Buffer.from(PNG);
    });
    expect(message).toMatchObject({
      to: ['ventes.esch@autopolis.lu', 'chef.esch@autopolis.lu'],
      subject: 'Lead #7 · test-drive · vehicle 100123-1-ford-puma-titanium · Anne Muller',
      replyTo: 'anne@example.lu',
      messageId: '<lead-the-submission-key-0001@autopolis.leads>',
    });
    expect(message.text).toContain('name: Anne Muller\nemail: anne@example.lu\nmessage:\n  Samstag?\n  Oder Montag.\nconsent: true\n');
    expect(message.text).toContain(`tyre.png: image/png, ${PNG.byteLength} bytes`);
    expect(message.text).not.toMatch(/https?:/);
    expect(message.html).toContain('Samstag?<br>Oder Montag.');
    expect(message.html).not.toMatch(/href=/);
    expect(message.attachments).toEqual([{ filename: 'tyre.png', content: Buffer.from(PNG), contentType: 'image/png' }]);
  });
});

describe.each(BACKENDS)('e-mail delivery on %s', (backend) => {
  const db = useBackend(backend);

  it('retries while the SMTP server refuses connections, then delivers the message once it listens', async () => {
    const port = await closedPort(); // nothing listens here yet
    const email: EmailTarget = {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Autopolis <leads@autopolis.lu>',
      recipients: parseRecipientRules(RULES),
      timeoutMs: 2_000,
    };
    await initLeads(db.settings({ email, retry: { baseMs: 200, maxMs: 400, maxAttempts: 20 } }), { log: quiet, random: () => 0 });
    const { id } = await storeLead(
      lead({
        key: 'mailed-after-a-refused-connection',
        locationSlug: 'esch',
        vehicleId: undefined,
        form: 'tyre-appointment',
        files: [{ field: 'photos', name: 'tyre.png', type: 'image/png', data: PNG }],
      }),
    );
    const store = await db.open();
    // an attempt is counted when the worker claims the lead, before it fails: wait for its error itself
    await until(async () => (await store.get(id))!.lastError !== null);
    expect(await store.get(id)).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/^e-mail: .*ECONNREFUSED/) });

    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    const [mail] = await smtp.waitFor(1);
    await until(async () => (await store.get(id))!.status === 'delivered');
    expect(mail!.from).toBe('leads@autopolis.lu');
    expect(mail!.to).toEqual(['esch@autopolis.lu']);
    // the subject "Lead #<id> · tyre-appointment · dealership esch · Anne Muller", encoded (RFC 2047)
    expect(mail!.raw).toContain(`Subject: =?UTF-8?Q?Lead_=23${id}_=C2=B7_tyre-appointment_=C2=B7?=`);
    expect(mail!.raw).toContain('Message-ID: <lead-mailed-after-a-refused-connection@autopolis.leads>');
    expect(mail!.raw).toContain('name: Anne Muller');
    expect(mail!.raw).toContain('phone: +352 621 000 000');
    expect(mail!.raw).toMatch(/Content-Disposition: attachment; filename=tyre\.png/);
    // base64 bodies are wrapped at 76 columns
    expect(mail!.raw.replace(/\r?\n/g, '')).toContain(Buffer.from(PNG).toString('base64'));
    expect(mail!.raw).not.toMatch(/https?:\/\//);
    expect(await store.get(id)).toMatchObject({ deliveredTo: ['email'], attempts: expect.any(Number) });
    expect((await store.get(id))!.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.mails).toHaveLength(1);
  });

  it('with a webhook too, a retry sends only to the channel that failed', async () => {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const port = await closedPort();
    const store = await db.open();
    const { id } = await store.insert(lead({ key: 'webhook-once-mail-retried' }));
    const worker = new LeadDeliveryWorker({
      store,
      webhook: { url: receiver.url, secret: 'a-test-secret-of-some-length', timeoutMs: 2_000 },
      email: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'leads@autopolis.lu', recipients: parseRecipientRules(RULES), timeoutMs: 2_000 },
      retry: { baseMs: 100, maxMs: 200, maxAttempts: 20 },
      pollMs: 100,
      random: () => 0,
      log: quiet,
    });
    cleanups.push(() => worker.stop());
    const first = await worker.attempt(id);
    expect(first).toMatchObject({ delivered: false, status: 'pending', error: expect.stringMatching(/^e-mail: .*ECONNREFUSED/) });
    expect(await store.get(id)).toMatchObject({ deliveredTo: ['webhook'] });
    expect(receiver.requests).toHaveLength(1);

    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    worker.start();
    await smtp.waitFor(1);
    await until(async () => (await store.get(id))!.status === 'delivered');
    expect(receiver.requests).toHaveLength(1); // the webhook had it: not sent again
    expect(await store.get(id)).toMatchObject({ deliveredTo: ['webhook', 'email'], attempts: 2, failedAttempts: 1 });
  });
});
