/**
 * Issue 39: the lead forms' limits were counted per visitor's address, in memory: per instance, forgotten on
 * restart, and an e-mail address not counted at all. They are rows of the lead database now (`lead_limits`):
 * twelve spellings of one mailbox count as one, two instances on one database count together, and a store
 * opened again after a restart still knows the window's submissions.
 */
import { describe, expect, it } from 'vitest';
import { clientKey, mailboxKeyOf, type SubmissionLimit } from '../../src/leads/submission-limits';
import { BACKENDS, useBackend } from './support/backends';

const WINDOW_MS = 600_000;

/** Twelve ways to write jane.doe@gmail.com: case, `+tag`, Gmail's dots, the googlemail.com alias. */
const SPELLINGS = [
  'jane.doe@gmail.com',
  'Jane.Doe+cars@gmail.com',
  'janedoe+1@gmail.com',
  'JANEDOE+2@GMAIL.COM',
  'j.a.n.e.d.o.e+3@gmail.com',
  'jane.doe+4@googlemail.com',
  'JaneDoe+test-drive@GoogleMail.com',
  'jane.d.oe+5@gmail.com',
  'janedoe+tyres@googlemail.com',
  ' jane.doe+6@gmail.com ',
  'Jane.Doe+ford.puma@Gmail.Com',
  'jan.edoe+7@gmail.com',
];

const mailbox = (email: string, max = 5): SubmissionLimit => ({
  scope: 'mailbox',
  key: mailboxKeyOf({ email })!,
  max,
  windowMs: WINDOW_MS,
});

describe.each(BACKENDS)('the lead limits on %s', (backend) => {
  const db = useBackend(backend);

  it('count twelve spellings of one mailbox as one, across two instances and a restart', async () => {
    const [a, b] = [await db.open(), await db.open()];
    const now = Date.UTC(2026, 10, 28, 9);
    const verdicts = [];
    // the instances take turns, as a balancer spreads one visitor's posts
    for (const [i, email] of SPELLINGS.entries()) verdicts.push(await (i % 2 ? b : a).countSubmission(mailbox(email), now + i * 1_000));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(5);
    expect(verdicts.slice(0, 5).every((v) => v.ok)).toBe(true);
    // refused until the first of the five leaves the window, ten minutes after it was counted
    expect(verdicts[11]).toEqual({ ok: false, retryAfterSeconds: 600 - 11 });
    // a refusal counts nothing: five rows, hashes, no address
    const rows = await db.query<{ scope: string; key: string }>('SELECT scope, key FROM lead_limits');
    expect(rows).toHaveLength(5);
    expect(JSON.stringify(rows)).not.toMatch(/jane|gmail/i);
    await a.close();
    await b.close();

    // a restart: the store opened again still refuses the mailbox, whatever its spelling
    const c = await db.open();
    expect((await c.countSubmission(mailbox('JANE.DOE+after-restart@googlemail.com'), now + 60_000)).ok).toBe(false);
    // another mailbox, and an address where dots matter, count apart
    expect((await c.countSubmission(mailbox('jane.doe@pt.lu'), now + 60_000)).ok).toBe(true);
    expect((await c.countSubmission(mailbox('janedoe@pt.lu'), now + 60_000)).ok).toBe(true);
    // once the first counted submission left the window, one more passes; the rows that left it are gone
    expect((await c.countSubmission(mailbox('jane.doe@gmail.com'), now + WINDOW_MS)).ok).toBe(true);
    expect((await c.countSubmission(mailbox('jane.doe@gmail.com'), now + WINDOW_MS)).ok).toBe(false);
    expect(await db.query('SELECT key FROM lead_limits WHERE at <= ' + String(now))).toEqual([]);
  });

  it('count a visitor apart from a mailbox, and lets exactly the limit through when instances count at once', async () => {
    const [a, b] = [await db.open(), await db.open()];
    const now = Date.UTC(2026, 10, 28, 10);
    const visitor: SubmissionLimit = { scope: 'client', key: clientKey('203.0.113.7'), max: 2, windowMs: WINDOW_MS };
    expect((await a.countSubmission(visitor, now)).ok).toBe(true);
    expect((await b.countSubmission(visitor, now)).ok).toBe(true);
    expect(await a.countSubmission(visitor, now)).toEqual({ ok: false, retryAfterSeconds: 600 });
    // the same hash in the other scope is another limit
    expect((await a.countSubmission({ ...visitor, scope: 'mailbox' }, now)).ok).toBe(true);

    // twelve spellings posted at once: SQLite's instances are processes whose write locks wait for each other
    // (two connections in one thread would wait synchronously), so there one instance takes the concurrent counts
    const instance = (i: number) => (backend === 'sqlite' || i % 2 ? a : b);
    const verdicts = await Promise.all(SPELLINGS.map((email, i) => instance(i).countSubmission(mailbox(email, 4), now)));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(4);
  });

  it('finds the lead of a submission key, so that a retry of a lead already taken is not refused', async () => {
    const store = await db.open();
    const { id } = await store.insert({
      key: 'limits-retry-of-a-stored-lead',
      form: 'test-drive',
      locale: 'en-gb',
      payload: { name: 'Jane Doe', email: 'jane.doe@gmail.com' },
      receivedAt: new Date('2026-11-28T09:00:00Z'),
    });
    expect(await store.idOfKey('limits-retry-of-a-stored-lead')).toBe(id);
    expect(await store.idOfKey('limits-never-sent-key-00')).toBeUndefined();
  });
});
