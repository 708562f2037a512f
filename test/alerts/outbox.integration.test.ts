/**
 * The outbox on SQLite and PostgreSQL, as two instances (two connections) see it: due e-mails are leased to
 * one worker at a time, concurrent claims take disjoint rows, and a lease left by a killed process (never
 * marked sent) expires, so the e-mail is sent by another, once.
 */
import { describe, expect, it } from 'vitest';
import { openAlertSql } from '../../src/alerts/sql';
import { AlertStore } from '../../src/alerts/store';
import { BACKENDS, useBackend } from '../leads/support/backends';

const message = (token: string) => ({ subject: 's', text: `?confirm=${token}`, html: '<p>h</p>', headers: {} });

describe.each(BACKENDS)('the alerts outbox on %s', (backend) => {
  const db = useBackend(backend);

  async function two(): Promise<[AlertStore, AlertStore]> {
    const settings = { databaseUrl: db.databaseUrl(), dataDir: db.dir() };
    return [new AlertStore(await openAlertSql(settings)), new AlertStore(await openAlertSql(settings))];
  }

  it('leases each due e-mail to one instance; a killed lease expires and the e-mail goes once', async () => {
    const [a, b] = await two();
    try {
      const now = Date.UTC(2026, 10, 26, 10);
      for (let i = 0; i < 6; i++) {
        await a.subscribe(
          { email: `p${i}@example.lu`, kind: 'search', locale: 'fr-lu', search: '', consentText: 'ok', seen: [] },
          message,
          now,
        );
      }
      const [first, second] = await Promise.all([a.claimMail(now, 4, now + 60_000), b.claimMail(now, 4, now + 60_000)]);
      const ids = [...first, ...second].map((m) => m.id);
      // each claim takes at most its limit (one claim of 4 took all 6 on PostgreSQL, leaving the other none)
      expect([first.length, second.length].sort()).toEqual([2, 4]);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      // the raw token is in the message until it is sent; the tokens table holds its hash only
      expect(first[0]!.message.text).toMatch(/\?confirm=[A-Za-z0-9_-]{43}$/);

      // instance a is killed: its rows stay leased, nobody takes them before the lease ends
      for (const m of second) await b.markSent(m.id, now + 1_000);
      expect(await b.claimMail(now + 30_000, 10, now + 90_000)).toEqual([]);
      const retaken = await b.claimMail(now + 61_000, 10, now + 121_000);
      expect(retaken.map((m) => m.id).sort()).toEqual(first.map((m) => m.id).sort());
      expect(retaken.every((m) => m.attempts === 2)).toBe(true);
      for (const m of retaken) await b.markSent(m.id, now + 62_000);
      expect(await a.claimMail(now + 500_000, 10, now + 600_000)).toEqual([]);
      const rows = await db.query<{ status: string; message: string }>('SELECT status, message FROM alert_outbox');
      expect(rows).toHaveLength(6);
      expect(rows.every((r) => r.status === 'sent' && r.message === '{}')).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
