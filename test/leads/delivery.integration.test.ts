import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay, LeadDeliveryWorker, type LeadWebhookBody, type RetryPolicy } from '../../src/leads/delivery';
import { closeLeads, initLeads, storeLead } from '../../src/leads/index';
import { signWebhook, verifyWebhook } from '../../src/leads/signing';
import type { LeadStore } from '../../src/leads/store';
import { BACKENDS, useBackend, type Backend } from './support/backends';
import { deadUrl, startReceiver, type Receiver, type ReceivedRequest } from './support/receiver';
import { lead, PNG } from './support/fixtures';

const SECRET = 'a-test-secret-of-some-length';
const quiet = { info() {}, warn() {}, error() {} };

let receiver: Receiver | undefined;
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
  await closeLeads();
  await receiver?.close();
  receiver = undefined;
});

function worker(
  store: LeadStore,
  url: string,
  options: { retry?: Partial<RetryPolicy>; concurrency?: number; timeoutMs?: number; random?: () => number } = {},
) {
  const w = new LeadDeliveryWorker({
    store,
    webhook: { url, secret: SECRET, timeoutMs: options.timeoutMs ?? 2_000 },
    retry: { baseMs: 60, maxMs: 1_000, maxAttempts: 10, ...options.retry },
    concurrency: options.concurrency ?? 2,
    pollMs: 200,
    random: options.random ?? (() => 0),
    log: quiet,
  });
  cleanups.push(() => w.stop());
  return w;
}

function verified(request: ReceivedRequest, secret = SECRET) {
  return verifyWebhook({
    secret,
    rawBody: request.rawBody,
    signature: request.headers['x-autopolis-signature'] as string,
    timestamp: request.headers['x-autopolis-timestamp'] as string,
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('signatures', () => {
  it('verify the exact raw body and timestamp, and nothing else', () => {
    const body = JSON.stringify({ a: 'é' });
    const now = 1_750_000_000_000;
    const ts = Math.floor(now / 1000);
    const signature = signWebhook(SECRET, ts, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    const check = (over: Partial<Parameters<typeof verifyWebhook>[0]>) =>
      verifyWebhook({ secret: SECRET, rawBody: body, signature, timestamp: String(ts), now, ...over });
    expect(check({})).toEqual({ ok: true });
    expect(check({ rawBody: Buffer.from(body) })).toEqual({ ok: true });
    expect(check({ rawBody: JSON.stringify({ a: 'e' }) })).toEqual({ ok: false, reason: 'mismatch' });
    expect(check({ secret: 'another-secret-entirely' })).toEqual({ ok: false, reason: 'mismatch' });
    // The timestamp is signed: changing it to look fresh breaks the signature…
    expect(check({ timestamp: String(ts + 1) })).toEqual({ ok: false, reason: 'mismatch' });
    // …and an old request is refused even with its valid signature (replay).
    expect(check({ now: now + 301_000 })).toEqual({ ok: false, reason: 'stale' });
    expect(check({ signature: undefined })).toEqual({ ok: false, reason: 'missing' });
    expect(check({ signature: 'sha1=abc' })).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('backoff', () => {
  it('doubles from the base up to the maximum, with the jitter taking away at most half', () => {
    const policy = { baseMs: 1_000, maxMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, policy, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect([1, 2, 3].map((n) => backoffDelay(n, policy, () => 0))).toEqual([500, 1_000, 2_000]);
    for (let i = 0; i < 100; i++) {
      const d = backoffDelay(3, policy);
      expect(d).toBeGreaterThanOrEqual(2_000);
      expect(d).toBeLessThanOrEqual(4_000);
    }
  });
});

describe.each(BACKENDS)('on %s', (backend) => {
  const db: Backend = useBackend(backend);
  const openStore = () => db.open();
  const status = async (store: LeadStore, id: number) => (await store.get(id))!.status;

  describe('delivery to the webhook', () => {
    it('posts the lead as signed JSON and marks it delivered', async () => {
      receiver = await startReceiver();
      const store = await openStore();
      const { id } = await store.insert(
        lead({ key: 'signed-json-lead-1', files: [{ field: 'photos', name: 'tyre.png', type: 'image/png', data: PNG }] }),
      );
      worker(store, receiver.url).start();
      const [request] = await receiver.waitFor(1);
      await until(async () => (await status(store, id)) === 'delivered');

      expect(request!.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(verified(request!)).toEqual({ ok: true });
      expect(verified(request!, 'not-the-configured-secret')).toEqual({ ok: false, reason: 'mismatch' });
      expect(request!.headers['x-autopolis-lead-key']).toBe('signed-json-lead-1');
      expect(request!.headers['x-autopolis-attempt']).toBe('1');
      const body = JSON.parse(request!.rawBody) as LeadWebhookBody;
      expect(body).toMatchObject({
        type: 'lead',
        version: 2,
        lead: {
          id,
          key: 'signed-json-lead-1',
          form: 'test-drive',
          locale: 'fr-lu',
          vehicleId: '100123-1-ford-puma-titanium',
          payload: { name: 'Anne Muller' },
        },
      });
      // the file is a signed link to the site (file-links.ts), not its bytes: test/leads/large-delivery tests the download
      expect(body.lead.files).toEqual([
        expect.objectContaining({
          name: 'tyre.png',
          size: PNG.byteLength,
          url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/leads\/files\/\d+\?exp=\d+&sig=[0-9a-f]{64}$/),
        }),
      ]);
      expect(request!.headers['idempotency-key']).toBe('signed-json-lead-1');
      expect(await store.get(id)).toMatchObject({
        status: 'delivered',
        attempts: 1,
        failedAttempts: 0,
        lastError: null,
        nextAttemptAt: null,
      });
    });

    it('retries a receiver answering 500 twice with growing waits, then records the delivery', async () => {
      receiver = await startReceiver({ statuses: [500, 500] });
      const store = await openStore();
      const { id } = await store.insert(lead());
      // random 0: waits of exactly half the exponential delay, 30 ms then 60 ms.
      worker(store, receiver.url, { retry: { baseMs: 60 } }).start();
      const requests = await receiver.waitFor(3);
      await until(async () => (await status(store, id)) === 'delivered');
      expect(requests.map((r) => r.status)).toEqual([500, 500, 200]);
      expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(30);
      expect(requests[2]!.at - requests[1]!.at).toBeGreaterThanOrEqual(60);
      expect(requests.map((r) => r.headers['x-autopolis-attempt'])).toEqual(['1', '2', '3']);
      expect(requests.every((r) => verified(r).ok)).toBe(true);
      // Each retry is signed anew with its own timestamp; the body is the same lead.
      expect(new Set(requests.map((r) => r.rawBody)).size).toBe(1);
      expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 3, lastError: 'HTTP 500: refused with 500' });
    });

    it('gives a receiver that fails three times the lead exactly once, signed', async () => {
      receiver = await startReceiver({ statuses: [503, 500, 502] });
      const store = await openStore();
      const { id } = await store.insert(lead());
      worker(store, receiver.url, { retry: { baseMs: 20 } }).start();
      await receiver.waitFor(4);
      await until(async () => (await status(store, id)) === 'delivered');
      await new Promise((r) => setTimeout(r, 400)); // longer than any backoff and two polls
      const accepted = receiver.requests.filter((r) => r.status === 200);
      expect(receiver.requests).toHaveLength(4);
      expect(accepted).toHaveLength(1);
      expect(verified(accepted[0]!)).toEqual({ ok: true });
      expect((JSON.parse(accepted[0]!.rawBody) as LeadWebhookBody).lead.id).toBe(id);
    });

    it('counts network errors, timeouts and redirects as failures and gives up after the maximum', async () => {
      const store = await openStore();
      const refused = (await store.insert(lead())).id;
      const w = worker(store, await deadUrl(), { retry: { maxAttempts: 2 } });
      const attemptedAt = Date.now();
      const first = await w.attempt(refused);
      expect(first).toMatchObject({ delivered: false, status: 'pending', error: expect.stringMatching(/fetch failed.*ECONNREFUSED/) });
      // the next attempt is after a backoff from this one (30 ms here: compared with now, a busy machine had passed it)
      expect(first!.nextAttemptAt).toBeGreaterThan(attemptedAt);
      // Not due yet: the worker leaves it alone; forced, the second failure is the last.
      await store.requeue({ ids: [refused] });
      await db.query(`UPDATE leads SET failed_attempts = 1 WHERE id = ${refused}`);
      expect(await w.attempt(refused)).toMatchObject({ delivered: false, status: 'failed' });
      expect(await store.get(refused)).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: null });

      receiver = await startReceiver({ delayMs: 500 });
      const slow = (await store.insert(lead())).id;
      expect(await worker(store, receiver.url, { timeoutMs: 100 }).attempt(slow)).toMatchObject({
        delivered: false,
        error: 'timeout: no answer after the request was sent for 100 ms',
      });

      const moved = await startReceiver({ statuses: [302], headers: { location: 'http://example.com/' } });
      cleanups.push(() => moved.close());
      const redirected = (await store.insert(lead())).id;
      expect(await worker(store, moved.url).attempt(redirected)).toMatchObject({
        delivered: false,
        error: expect.stringMatching(/^HTTP 302/),
      });
    });

    it('sends at most `concurrency` requests at once', async () => {
      receiver = await startReceiver({ delayMs: 80 });
      const store = await openStore();
      for (let i = 0; i < 6; i++) await store.insert(lead());
      worker(store, receiver.url, { concurrency: 2 }).start();
      await receiver.waitFor(6);
      await until(async () => (await store.count('delivered')) === 6);
      expect(receiver.maxOpen).toBe(2);
    });

    it('never sends a lead twice when two workers share the database', async () => {
      receiver = await startReceiver({ delayMs: 20 });
      const a = await openStore();
      const b = await openStore(); // as if a second process
      for (let i = 0; i < 10; i++) await a.insert(lead());
      // Both reach for the same lead at the same moment: one sends it, the other finds it taken.
      const [first, second] = await Promise.all([worker(a, receiver.url).attempt(1), worker(b, receiver.url).attempt(1)]);
      expect([first?.delivered, second?.delivered].sort()).toEqual([true, undefined]);
      worker(a, receiver.url, { concurrency: 3 }).start();
      worker(b, receiver.url, { concurrency: 3 }).start();
      await until(async () => (await a.count('delivered')) === 10);
      await new Promise((r) => setTimeout(r, 300));
      const ids = receiver.requests.map((r) => (JSON.parse(r.rawBody) as LeadWebhookBody).lead.id);
      expect(ids.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });
  });

  describe('retention (issue 25 §7)', () => {
    it('deletes delivered leads past their period at start and on schedule, files included, and logs counts only', async () => {
      const store = await db.open();
      const DAY = 86_400_000;
      let now = Date.parse('2025-09-01T00:00:00Z');
      const { id: application } = await store.insert(
        lead({
          form: 'job-application',
          payload: { name: 'Cv', email: 'cv@example.lu' },
          files: [{ field: 'cv', name: 'cv.png', type: 'image/png', data: PNG }],
        }),
      );
      await store.claim(application, now, now + 1_000);
      await store.markDelivered(application, new Date(now - 10 * DAY));
      const { id: testDrive } = await store.insert(lead());
      await store.claim(testDrive, now, now + 1_000);
      await store.markDelivered(testDrive, new Date(now - 10 * DAY));
      const lines: string[] = [];
      const w = new LeadDeliveryWorker({
        store,
        webhook: { url: await deadUrl(), secret: SECRET, timeoutMs: 500 },
        retry: { baseMs: 60, maxMs: 1_000, maxAttempts: 10 },
        retention: { days: 90, byForm: { 'job-application': 30 } },
        retentionEveryMs: 50,
        now: () => now,
        log: { info: (l) => lines.push(l), warn: () => {}, error: (l) => lines.push(l) },
      });
      cleanups.push(() => w.stop());
      w.start(); // looks at once…
      await w.purge(); // (waits for that look)
      expect(await store.count()).toBe(2); // …and finds nothing past its period yet

      now += 21 * DAY; // the application is 31 days past its delivery, the test drive 31 of its 90
      await until(async () => (await store.get(application)) === undefined);
      expect(await store.get(testDrive)).toBeDefined();
      expect(lines).toEqual(['[leads] retention: 1 delivered leads and 1 files past their retention period deleted']);
      expect(await db.query<{ n: number | string }>('SELECT count(*) AS n FROM lead_files')).toEqual([
        { n: backend === 'postgres' ? '0' : 0 },
      ]);
    });
  });

  describe('the leads runtime', () => {
    it('answers storeLead without waiting for the webhook, then delivers in the background', async () => {
      // the receiver answers nothing until the test lets it: storeLead's answer cannot have waited for it
      receiver = await startReceiver({ hold: true });
      await initLeads(db.settings({ webhook: { url: receiver.url, secret: SECRET, timeoutMs: 60_000 } }), { log: quiet });
      const { id, duplicate } = await storeLead(lead({ key: 'background-delivery-1' }));
      expect(duplicate).toBe(false);
      expect(receiver.requests).toHaveLength(0);
      receiver.release();
      await receiver.waitFor(1);
      // A double submit is not sent again.
      expect(await storeLead(lead({ key: 'background-delivery-1' }))).toEqual({ id, duplicate: true });
      await closeLeads(); // waits for the request in flight to be recorded
      const store = await openStore();
      expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 1 });
      expect(receiver.requests).toHaveLength(1);
    });

    it('keeps leads stored when no webhook is configured', async () => {
      await initLeads(db.settings(), { log: quiet });
      const { id } = await storeLead(lead());
      await closeLeads();
      expect(await (await openStore()).get(id)).toMatchObject({ status: 'pending', attempts: 0 });
    });

    it('delivers after a restart what the previous process left pending', async () => {
      // First process: the receiver is down; the lead fails once and waits for its retry.
      const down = await deadUrl();
      await initLeads(
        db.settings({ webhook: { url: down, secret: SECRET, timeoutMs: 1_000 }, retry: { baseMs: 200, maxMs: 200, maxAttempts: 10 } }),
        { log: quiet },
      );
      const { id } = await storeLead(lead({ key: 'pending-across-a-restart' }));
      const check = await openStore();
      await until(async () => (await check.get(id))!.attempts === 1);
      await closeLeads();
      // its retry comes 200 ms later: on a busy machine a second attempt may fail before the process stops
      const left = (await check.get(id))!;
      expect(left).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) });
      expect(left.attempts).toBeGreaterThanOrEqual(1);

      // Restart with the receiver up: nothing new is stored, the worker finds the pending lead on its own.
      receiver = await startReceiver();
      await initLeads(db.settings({ webhook: { url: receiver.url, secret: SECRET, timeoutMs: 1_000 } }), { log: quiet });
      const [request] = await receiver.waitFor(1);
      expect((JSON.parse(request!.rawBody) as LeadWebhookBody).lead.key).toBe('pending-across-a-restart');
      expect(verified(request!)).toEqual({ ok: true });
      await until(async () => (await status(check, id)) === 'delivered');
      // one more attempt, the restarted process's
      expect(await check.get(id)).toMatchObject({ attempts: left.attempts + 1 });
    });
  });
});
