import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthNotices } from '../../src/health';
import { metricsText } from '../../src/health/metrics';
import { closeLeads, initLeads, leadStoreFacts, NO_DELIVERY_CHANNEL, storeLead } from '../../src/leads/index';
import { useBackend } from './support/backends';
import { lead } from './support/fixtures';
import { startReceiver } from './support/receiver';
import { parseMime, startSmtp, type MimePart } from './support/smtp';

/**
 * Failed deliveries reach a person (issue 38): a lead the webhook keeps refusing is logged as an error at
 * its first failure, given up after its retries, reported by e-mail to OPS_EMAIL_TO (a real SMTP server
 * here) and counted in the metrics; a site with no delivery channel says so on stderr and in /readyz.
 */

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The value of one sample of the metrics text (0 when the series is absent). */
async function sample(series: string): Promise<number> {
  const line = (await metricsText()).body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const textOf = (part: MimePart): string => (part.type.startsWith('text/plain') ? part.body : part.parts.map(textOf).join('\n'));

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
  await closeLeads();
  vi.restoreAllMocks();
});

describe('a lead that cannot be delivered', () => {
  const db = useBackend('sqlite');

  it('is logged at its first failure, given up after its retries, e-mailed to operations and counted', async () => {
    const receiver = await startReceiver({ statuses: [500, 500, 500] });
    cleanups.push(() => receiver.close());
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const lines: { level: string; text: string }[] = [];
    const log = {
      info: (text: string) => lines.push({ level: 'info', text }),
      warn: (text: string) => lines.push({ level: 'warn', text }),
      error: (text: string) => lines.push({ level: 'error', text }),
    };
    const givenUpBefore = await sample('autopolis_lead_deliveries_given_up_total');
    await initLeads(
      db.settings({
        webhook: { url: receiver.url, secret: 'a-webhook-secret-of-16+', timeoutMs: 5_000 },
        opsEmail: {
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
          from: 'Autopolis <site@autopolis.lu>',
          to: ['ops@autopolis.lu'],
          timeoutMs: 5_000,
        },
        retry: { baseMs: 20, maxMs: 40, maxAttempts: 3 },
      }),
      { log, random: () => 0 },
    );
    const { id } = await storeLead(lead({ key: 'given-up-after-three-refusals', form: 'test-drive', locationSlug: 'esch' }));

    const [mail] = await smtp.waitFor(1);
    await until(() => lines.some((l) => l.text.includes('operations address was told')));
    expect(receiver.requests).toHaveLength(3);

    // the first failure is an error, at once; the second a warning; the give-up an error
    const about = lines.filter((l) => l.text.includes(`lead ${id}`));
    expect(about[0]).toEqual({
      level: 'error',
      text: expect.stringMatching(/could not be delivered \(attempt 1: HTTP 500\b.*given up after 3 failed attempts/),
    });
    expect(about[1]).toMatchObject({ level: 'warn', text: expect.stringContaining('attempt 2 failed (HTTP 500') });
    expect(about[2]).toEqual({ level: 'error', text: expect.stringMatching(/not delivered after 3 attempts, giving up/) });

    expect(mail!.to).toEqual(['ops@autopolis.lu']);
    expect(mail!.raw).toContain(`Subject: Lead ${id} (test-drive) not delivered after 3 attempts`);
    const text = textOf(parseMime(mail!.raw));
    expect(text).toContain(`npm run leads -- redeliver ${id}`);
    expect(text).toContain('Error: HTTP 500');
    expect(text).toContain('Dealership: esch');
    // the operations address is not the dealership's: none of the visitor's fields
    expect(mail!.raw).not.toMatch(/Anne|Muller|anne@example\.lu|621 000/);

    expect(await sample('autopolis_lead_deliveries_given_up_total')).toBe(givenUpBefore + 1);
    const facts = await leadStoreFacts();
    expect(facts.byStatus).toEqual({ pending: 0, delivered: 0, failed: 1 });
    expect(facts.channels).toBe(1);
    expect(healthNotices().leads).toBeUndefined();
  });

  it('with the operations address unreachable, is still counted and the failure to tell is logged', async () => {
    const receiver = await startReceiver({ statuses: [503] });
    cleanups.push(() => receiver.close());
    const smtp = await startSmtp();
    const deadPort = smtp.port;
    await smtp.close(); // nothing listens there now
    const errors: string[] = [];
    const before = await sample('autopolis_lead_ops_emails_total{outcome="failed"}');
    await initLeads(
      db.settings({
        webhook: { url: receiver.url, secret: 'a-webhook-secret-of-16+', timeoutMs: 5_000 },
        opsEmail: { smtpUrl: `smtp://127.0.0.1:${deadPort}`, from: 'site@autopolis.lu', to: ['ops@autopolis.lu'], timeoutMs: 2_000 },
        retry: { baseMs: 20, maxMs: 40, maxAttempts: 1 },
      }),
      { log: { info() {}, warn() {}, error: (t: string) => errors.push(t) } },
    );
    const { id } = await storeLead(lead());
    await until(() => errors.some((e) => e.includes('could not be told')));
    expect(errors.find((e) => e.includes('could not be told'))).toMatch(new RegExp(`lead ${id}: .*ECONNREFUSED`));
    expect(await sample('autopolis_lead_ops_emails_total{outcome="failed"}')).toBe(before + 1);
    expect((await leadStoreFacts()).byStatus.failed).toBe(1);
  });
});

describe('a site with no delivery channel', () => {
  const db = useBackend('sqlite');

  it('says so on stderr and in the notices of /readyz, and its leads are counted pending', async () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});
    await initLeads(db.settings({ webhook: undefined, email: undefined }));
    expect(stderr).toHaveBeenCalledWith(`[leads] WARNING: ${NO_DELIVERY_CHANNEL}`);
    expect(healthNotices().leads).toBe(NO_DELIVERY_CHANNEL);
    await storeLead(lead());
    const facts = await leadStoreFacts();
    expect(facts).toMatchObject({ byStatus: { pending: 1, delivered: 0, failed: 0 }, channels: 0 });
    expect(facts.oldestPendingReceivedAt).toEqual(new Date('2025-06-02T08:30:00Z'));
  });
});
