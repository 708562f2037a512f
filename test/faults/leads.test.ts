import { afterEach, describe, expect, it } from 'vitest';
import { closeLeads, initLeads, LeadStoreClosedError, storeLead } from '../../src/leads';
import { LeadDeliveryWorker } from '../../src/leads/delivery';
import { csvCell, leadsToCsv } from '../../src/leads/export';
import { ATTEMPT_HEADER } from '../../src/leads/signing';
import { SqliteLeadStore } from '../../src/leads/store-sqlite';
import { lead, settings, tempDir } from '../leads/support/fixtures';

/** Issue 17 §4 and §5 in the lead store: closed for good, attempts counted first, text stored clean. */
let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(async () => {
  // lift the closed-for-good flag of the process-wide store for the next test
  const reset = tempDir();
  await initLeads(settings(reset.dir));
  await closeLeads();
  reset.remove();
  tmp?.remove();
  tmp = undefined;
});

describe('the lead store closed for good', () => {
  it('refuses a post after the stop instead of reopening the store (and a second delivery worker)', async () => {
    tmp = tempDir();
    await initLeads(settings(tmp.dir));
    expect((await storeLead(lead())).duplicate).toBe(false);
    await closeLeads({ forGood: true });
    await expect(storeLead(lead())).rejects.toBeInstanceOf(LeadStoreClosedError);
    await expect(storeLead(lead())).rejects.toBeInstanceOf(LeadStoreClosedError);
    const store = SqliteLeadStore.open(tmp.dir);
    expect(await store.count()).toBe(1);
    await store.close();
  });
});

describe('delivery attempts', () => {
  it('stores the attempt number before the request is sent, so a repeat after a crash says so', async () => {
    tmp = tempDir();
    const store = SqliteLeadStore.open(tmp.dir);
    const { id } = await store.insert(lead());
    const seen: { header: string | null; stored: number }[] = [];
    let crash = true;
    const worker = new LeadDeliveryWorker({
      store,
      webhook: { url: 'http://127.0.0.1:9/hook', secret: 'a-secret-of-sixteen-chars', timeoutMs: 1_000 },
      retry: { baseMs: 1, maxMs: 1, maxAttempts: 5 },
      leaseMarginMs: 0,
      fetch: async (_url, init) => {
        seen.push({ header: new Headers(init?.headers).get(ATTEMPT_HEADER), stored: (await store.get(id))!.attempts });
        if (crash) throw Object.assign(new Error('process killed'), { name: 'Crash' });
        return new Response(null, { status: 204 });
      },
      log: { info() {}, warn() {}, error() {} },
    });
    // the process dies during the first request: nothing after the send is recorded
    const claimedAt = Date.now();
    await expect(
      (async () => {
        const original = store.markAttemptFailed.bind(store);
        store.markAttemptFailed = async () => {
          throw new Error('crashed before recording');
        };
        try {
          await worker.attempt(id);
        } finally {
          store.markAttemptFailed = original;
        }
      })(),
    ).rejects.toThrow('crashed before recording');
    expect(seen[0]).toEqual({ header: '1', stored: 1 });
    // after the restart, once the lease ran out, the delivery is repeated as attempt 2
    crash = false;
    await new Promise((r) => setTimeout(r, Math.max(0, claimedAt + 1_000 - Date.now() + 5)));
    expect(await worker.attempt(id)).toMatchObject({ delivered: true });
    expect(seen[1]).toEqual({ header: '2', stored: 2 });
    expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 2 });
    await store.close();
  });
});

describe('text as the visitor typed it', () => {
  const hostile = 'Jean\u0000 \u202Egpj.exe\u202C \u2066x\u2069 \u001b[31mred\u001b[0m\r\nline two\u0007 😀‍👍 Müller';

  it('is stored without NUL, control characters or bidirectional overrides; letters, emoji and line breaks stay', async () => {
    tmp = tempDir();
    const store = SqliteLeadStore.open(tmp.dir);
    const { id } = await store.insert(lead({ payload: { name: hostile, list: [hostile], nested: { note: hostile } } }));
    const stored = (await store.get(id))!.payload as { name: string; list: string[]; nested: { note: string } };
    await store.close();
    const expected = 'Jean gpj.exe x [31mred[0m\nline two 😀‍👍 Müller';
    expect(stored.name).toBe(expected);
    expect(stored.list).toEqual([expected]);
    expect(stored.nested.note).toBe(expected);
  });

  it('is exported to CSV with nothing a terminal or a spreadsheet would run', async () => {
    for (const formula of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x']) expect(csvCell(formula)).toMatch(/^"?'/);
    expect(csvCell('\u001b]0;pwned\u0007title')).toBe(']0;pwnedtitle');
    expect(csvCell('\u202E=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    tmp = tempDir();
    const store = SqliteLeadStore.open(tmp.dir);
    // a row stored before the sanitizer existed, written raw into the database
    const { id } = await store.insert(lead({ payload: { name: 'x' } }));
    store.db
      .prepare('UPDATE leads SET payload = ? WHERE id = ?')
      .run(JSON.stringify({ name: `=cmd|' /C calc'!A0\u001b[2J${hostile}` }), id);
    const csv = leadsToCsv(await store.list());
    await store.close();
    expect(csv).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
    expect(csv).toContain(`'=cmd|`);
  });
});
