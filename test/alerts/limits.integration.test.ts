/**
 * Issue 39: the alerts' confirmation limits lived in memory, per instance, and reset on restart. They are
 * rows of the lead database now: two instances (two connections) count together, a reopened store still
 * knows the attempts of the hour, and concurrent attempts cannot both pass the last place.
 */
import { describe, expect, it } from 'vitest';
import { openAlertSql } from '../../src/alerts/sql';
import { AlertStore, CONFIRM_LIMIT_WINDOW_MS } from '../../src/alerts/store';
import { mailboxKey } from '../../src/mail/mailbox';
import { BACKENDS, useBackend } from '../leads/support/backends';

describe.each(BACKENDS)('the confirmation limits on %s', (backend) => {
  const db = useBackend(backend);
  const open = async () => new AlertStore(await openAlertSql({ databaseUrl: db.databaseUrl(), dataDir: db.dir() }));

  it('are shared by the instances and kept across a restart, per mailbox whatever its spelling', async () => {
    const [a, b] = [await open(), await open()];
    const now = Date.UTC(2026, 10, 28, 9);
    const spellings = ['Jane.Doe@gmail.com', 'janedoe+1@gmail.com', 'j.anedoe+2@googlemail.com', 'JANEDOE+3@GMAIL.COM'];
    const answers = [];
    for (const [i, email] of spellings.entries())
      answers.push(await (i % 2 ? b : a).allow('mailbox', mailboxKey(email), 3, CONFIRM_LIMIT_WINDOW_MS, now + i));
    expect(answers.map((r) => r.ok)).toEqual([true, true, true, false]);
    await a.sql.close();
    await b.sql.close();

    // a restart: the hour's attempts are still counted, and leave the window an hour after each was made
    const c = await open();
    try {
      const refused = await c.allow('mailbox', mailboxKey('jane.doe@gmail.com'), 3, CONFIRM_LIMIT_WINDOW_MS, now + 60_000);
      expect(refused).toEqual({ ok: false, retryAfterSeconds: 3540 });
      expect(
        (await c.allow('mailbox', mailboxKey('jane.doe@gmail.com'), 3, CONFIRM_LIMIT_WINDOW_MS, now + CONFIRM_LIMIT_WINDOW_MS)).ok,
      ).toBe(true);
      // another mailbox and another scope count apart
      expect((await c.allow('mailbox', mailboxKey('marc@pt.lu'), 3, CONFIRM_LIMIT_WINDOW_MS, now)).ok).toBe(true);
      expect((await c.allow('client', '203.0.113.7', 1, CONFIRM_LIMIT_WINDOW_MS, now)).ok).toBe(true);
      expect((await c.allow('client', '203.0.113.7', 1, CONFIRM_LIMIT_WINDOW_MS, now)).ok).toBe(false);
      // what left every window is forgotten
      expect(await c.forgetLimitsBefore(now + 10 * CONFIRM_LIMIT_WINDOW_MS)).toBeGreaterThan(0);
      expect(await db.query('SELECT * FROM alert_limits')).toEqual([]);
    } finally {
      await c.sql.close();
    }
  });

  it('lets exactly the limit through when two instances count the same mailbox at once', async () => {
    const [a, b] = [await open(), await open()];
    try {
      const now = Date.UTC(2026, 10, 28, 10);
      const key = mailboxKey('race@example.lu');
      // SQLite's instances are processes whose write locks wait for each other; two connections in one thread would
      // wait for each other's lock synchronously, so there one instance takes the concurrent attempts
      const instance = (i: number) => (backend === 'sqlite' || i % 2 ? a : b);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => instance(i).allow('mailbox', key, 4, CONFIRM_LIMIT_WINDOW_MS, now)),
      );
      expect(answers.filter((r) => r.ok)).toHaveLength(4);
    } finally {
      await a.sql.close();
      await b.sql.close();
    }
  });
});
