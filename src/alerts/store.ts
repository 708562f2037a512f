import type { Locale } from '../routing/locales';
import type { AlertMessage } from './mail';
import { hashToken, newToken } from './tokens';
import type { Param, Sql } from './sql';

/**
 * The alerts' rows in the lead database (sql.ts), one implementation for SQLite and PostgreSQL:
 *
 * - `alert_subscriptions`: the address, its consent text, locale, the saved search (canonical stock query)
 *   or the vehicle and its price, the times (created, confirmed, last sent) and the ids the subscriber knows;
 * - `alert_tokens`: the SHA-256 of every link's token (confirm, unsubscribe, erase), never the token;
 * - `alert_outbox`: each e-mail to send, a row written in the same transaction as what it tells (outbox):
 *   the delivery worker leases due rows (`FOR UPDATE SKIP LOCKED` on PostgreSQL, the write lock on SQLite),
 *   so one instance sends each, and a killed process leaves a lease that expires. Once sent, the message
 *   (which holds the links' tokens) is emptied;
 * - `alert_state`: the scan of the stock after an index change, leased to one instance at a time.
 */

export type SubscriptionKind = 'search' | 'price';

export type Subscription = {
  id: number;
  email: string;
  kind: SubscriptionKind;
  locale: Locale;
  search: string | null;
  vehicleId: number | null;
  priceCents: number | null;
  consentText: string;
  createdAt: number;
  confirmedAt: number | null;
  seen: string | null;
  lastSentAt: number | null;
  sentCount: number;
  /** When the alert ended (its vehicle sold, and the subscriber told): it sends nothing more. */
  endedAt: number | null;
};

type SubscriptionRow = {
  id: number;
  email: string;
  kind: SubscriptionKind;
  locale: Locale;
  search: string | null;
  vehicle_id: number | string | null;
  price_cents: number | string | null;
  consent_text: string;
  created_at: number | string;
  confirmed_at: number | string | null;
  seen: string | null;
  last_sent_at: number | string | null;
  sent_count: number;
  ended_at: number | string | null;
};

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function subscription(r: SubscriptionRow): Subscription {
  return {
    id: Number(r.id),
    email: r.email,
    kind: r.kind,
    locale: r.locale,
    search: r.search,
    vehicleId: num(r.vehicle_id),
    priceCents: num(r.price_cents),
    consentText: r.consent_text,
    createdAt: Number(r.created_at),
    confirmedAt: num(r.confirmed_at),
    seen: r.seen,
    lastSentAt: num(r.last_sent_at),
    sentCount: Number(r.sent_count),
    endedAt: num(r.ended_at),
  };
}

export type NewSubscription = {
  email: string;
  kind: SubscriptionKind;
  locale: Locale;
  search?: string | null;
  vehicleId?: number | null;
  priceCents?: number | null;
  consentText: string;
  /** The ids matching now (a search), or null when the engine could not say: taken at confirmation or the next scan. */
  seen: number[] | null;
};

type TokenRow = {
  purpose: 'confirm' | 'unsubscribe' | 'erase';
  subscription_id: number | string | null;
  created_at: number | string;
  expires_at: number | string | null;
};

type OutboxRow = {
  id: number;
  subscription_id: number;
  kind: 'confirm' | 'alert';
  status: string;
  attempts: number;
  created_at: number | string;
  sent_at: number | string | null;
  message: string;
};

/** What the alerts hold about one address, as a subject access request reports it. */
export type AddressData = {
  subscriptions: Subscription[];
  tokens: { purpose: TokenRow['purpose']; subscriptionId: number | null; createdAt: number; expiresAt: number | null }[];
  outbox: {
    id: number;
    subscriptionId: number;
    kind: 'confirm' | 'alert';
    status: string;
    attempts: number;
    createdAt: number;
    sentAt: number | null;
    /** The subject of an e-mail not sent yet (a sent one's message is emptied): its links' tokens are not reported. */
    subject: string | null;
  }[];
};

export type OutboxMail = { id: number; kind: 'confirm' | 'alert'; recipient: string; message: AlertMessage; attempts: number };

/** An ended alert (its vehicle sold) is kept this long, so its last e-mail's links still answer, then deleted. */
export const ENDED_KEPT_MS = 30 * 24 * 3_600_000;

/** A confirmation link is valid this long. */
export const CONFIRM_TTL_MS = 7 * 24 * 3_600_000;

/** Addresses are compared in lower case (the domain is case-insensitive, and no mailbox we know of is not). */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

/** The confirmation limits count the attempts of the last hour. */
export const CONFIRM_LIMIT_WINDOW_MS = 3_600_000;

/** What a limit said: allowed, or refused until the oldest counted attempt leaves the window. */
export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export class AlertStore {
  constructor(
    readonly sql: Sql,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt of `key` within `scope` if fewer than `max` were counted in the last `windowMs`, in the
   * database every instance shares (a limit in memory was per instance and forgotten on restart). On PostgreSQL
   * two instances counting the same key take turns (an advisory lock of the transaction), so neither can pass
   * the limit by counting at the same moment; SQLite's write lock does the same.
   */
  async allow(scope: 'client' | 'mailbox', key: string, max: number, windowMs: number, now = this.clock()): Promise<LimitResult> {
    return this.sql.tx(async (q) => {
      if (q.kind === 'postgres') await q.all('SELECT pg_advisory_xact_lock(hashtext($1)::bigint)', [`alert_limits:${scope}:${key}`]);
      await q.run('DELETE FROM alert_limits WHERE scope = $1 AND key = $2 AND at <= $3', [scope, key, now - windowMs]);
      const [row] = await q.all<{ n: number | string; oldest: number | string | null }>(
        'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM alert_limits WHERE scope = $1 AND key = $2',
        [scope, key],
      );
      if (Number(row?.n ?? 0) >= max) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row!.oldest) + windowMs - now) / 1000)) };
      }
      await q.run('INSERT INTO alert_limits (scope, key, at) VALUES ($1, $2, $3)', [scope, key, now]);
      return { ok: true };
    });
  }

  /** Forgets the counted attempts that left every window (the worker's round calls it now and then). */
  async forgetLimitsBefore(at: number): Promise<number> {
    return this.sql.run('DELETE FROM alert_limits WHERE at <= $1', [at]);
  }

  /**
   * Stores an unconfirmed subscription, its confirm token and its confirmation e-mail, in one transaction.
   * Undefined: the address already has this search (or this vehicle's price), confirmed or not: nothing is
   * stored and no second e-mail is sent (the unique index `alert_subscriptions_one` decides, on every instance).
   */
  async subscribe(input: NewSubscription, render: (confirmToken: string) => AlertMessage, now = this.clock()): Promise<number | undefined> {
    const confirm = newToken();
    return this.sql.tx(async (q) => {
      const [row] = await q.all<{ id: number }>(
        `INSERT INTO alert_subscriptions (email, kind, locale, search, vehicle_id, price_cents, consent_text, created_at, seen)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
        [
          normalEmail(input.email),
          input.kind,
          input.locale,
          input.search ?? null,
          input.vehicleId ?? null,
          input.priceCents ?? null,
          input.consentText,
          now,
          input.seen ? JSON.stringify(input.seen) : null,
        ],
      );
      if (!row) return undefined;
      const id = Number(row.id);
      await q.run(`INSERT INTO alert_tokens (hash, purpose, subscription_id, created_at, expires_at) VALUES ($1, 'confirm', $2, $3, $4)`, [
        confirm.hash,
        id,
        now,
        now + CONFIRM_TTL_MS,
      ]);
      await this.enqueue(q, id, 'confirm', normalEmail(input.email), render(confirm.token), now);
      return id;
    });
  }

  private async enqueue(q: Sql, subscriptionId: number, kind: 'confirm' | 'alert', recipient: string, message: AlertMessage, now: number) {
    await q.run(
      `INSERT INTO alert_outbox (subscription_id, kind, recipient, message, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [subscriptionId, kind, recipient, JSON.stringify(message), now, now],
    );
  }

  /** Follows a confirm link: the subscription it names is confirmed (once; the token is spent). Undefined: no such valid link. */
  async confirm(token: string, now = this.clock()): Promise<Subscription | undefined> {
    return this.sql.tx(async (q) => {
      const [found] = await q.all<{ subscription_id: number }>(
        `SELECT subscription_id FROM alert_tokens WHERE hash = $1 AND purpose = 'confirm' AND expires_at > $2`,
        [hashToken(token), now],
      );
      if (!found) return undefined;
      await q.run(`DELETE FROM alert_tokens WHERE hash = $1`, [hashToken(token)]);
      await q.run(`UPDATE alert_subscriptions SET confirmed_at = $1 WHERE id = $2 AND confirmed_at IS NULL`, [now, found.subscription_id]);
      // the next round scans the stock for it, index change or not: what arrived since it subscribed is news
      await q.run(`UPDATE alert_state SET value = NULL WHERE name = 'scan'`);
      const [row] = await q.all<SubscriptionRow>(`SELECT * FROM alert_subscriptions WHERE id = $1`, [found.subscription_id]);
      return row ? subscription(row) : undefined;
    });
  }

  /** Whether a token of this purpose is valid now (a page shows its button only then). */
  async tokenValid(token: string, purpose: 'confirm' | 'unsubscribe' | 'erase', now = this.clock()): Promise<boolean> {
    const rows = await this.sql.all(
      `SELECT 1 AS ok FROM alert_tokens WHERE hash = $1 AND purpose = $2 AND (expires_at IS NULL OR expires_at > $3)`,
      [hashToken(token), purpose, now],
    );
    return rows.length > 0;
  }

  /**
   * One-click unsubscribe: deletes the subscription the token names, with its tokens and e-mails; the erase
   * tokens of its address go too once it has no subscription left (they name an address this database no
   * longer holds otherwise). False: no such link.
   */
  async unsubscribe(token: string): Promise<boolean> {
    return this.sql.tx(async (q) => {
      const [found] = await q.all<{ subscription_id: number; email: string }>(
        `SELECT t.subscription_id, s.email FROM alert_tokens t JOIN alert_subscriptions s ON s.id = t.subscription_id
         WHERE t.hash = $1 AND t.purpose = 'unsubscribe'`,
        [hashToken(token)],
      );
      if (!found) return false;
      await this.deleteSubscriptions(q, 'id = $1', [found.subscription_id]);
      await q.run(`DELETE FROM alert_tokens WHERE email = $1 AND NOT EXISTS (SELECT 1 FROM alert_subscriptions WHERE email = $1)`, [
        found.email,
      ]);
      return true;
    });
  }

  /** Deletes the address the token names with every subscription, token and e-mail of it. Resolves to the subscriptions deleted, or undefined: no such link. */
  async erase(token: string): Promise<number | undefined> {
    return this.sql.tx(async (q) => {
      const [found] = await q.all<{ email: string }>(`SELECT email FROM alert_tokens WHERE hash = $1 AND purpose = 'erase'`, [
        hashToken(token),
      ]);
      if (!found) return undefined;
      return this.eraseAddressIn(q, found.email);
    });
  }

  /**
   * Everything the alerts hold about an address (`npm run leads -- subject`): its subscriptions, the tokens of
   * their links (hashes, creation and expiry: the tokens themselves are never stored), its e-mails in the outbox.
   */
  async subjectOf(email: string): Promise<AddressData> {
    const address = normalEmail(email);
    const subscriptions = (
      await this.sql.all<SubscriptionRow>(`SELECT * FROM alert_subscriptions WHERE email = $1 ORDER BY id`, [address])
    ).map(subscription);
    const tokens = await this.sql.all<TokenRow>(
      `SELECT purpose, subscription_id, created_at, expires_at FROM alert_tokens
       WHERE email = $1 OR subscription_id IN (SELECT id FROM alert_subscriptions WHERE email = $1) ORDER BY created_at`,
      [address],
    );
    const outbox = await this.sql.all<OutboxRow>(
      `SELECT id, subscription_id, kind, status, attempts, created_at, sent_at, message FROM alert_outbox WHERE recipient = $1 ORDER BY id`,
      [address],
    );
    return {
      subscriptions,
      tokens: tokens.map((t) => ({
        purpose: t.purpose,
        subscriptionId: num(t.subscription_id),
        createdAt: Number(t.created_at),
        expiresAt: num(t.expires_at),
      })),
      outbox: outbox.map((m) => ({
        id: Number(m.id),
        subscriptionId: Number(m.subscription_id),
        kind: m.kind,
        status: m.status,
        attempts: Number(m.attempts),
        createdAt: Number(m.created_at),
        sentAt: num(m.sent_at),
        subject: (JSON.parse(m.message) as Partial<AlertMessage>).subject ?? null,
      })),
    };
  }

  /** Deletes every subscription, token and e-mail of an address (`npm run leads -- erase`); resolves to what was deleted. */
  async eraseAddress(email: string): Promise<{ subscriptions: number; tokens: number; outbox: number }> {
    const address = normalEmail(email);
    const erased = await this.sql.tx(async (q) => {
      const [counts] = await q.all<{ tokens: number | string; outbox: number | string }>(
        `SELECT
           (SELECT COUNT(*) FROM alert_tokens WHERE email = $1 OR subscription_id IN (SELECT id FROM alert_subscriptions WHERE email = $1)) AS tokens,
           (SELECT COUNT(*) FROM alert_outbox WHERE recipient = $1) AS outbox`,
        [address],
      );
      const subscriptions = await this.eraseAddressIn(q, address);
      return { subscriptions, tokens: Number(counts?.tokens ?? 0), outbox: Number(counts?.outbox ?? 0) };
    });
    // the deleted pages are zeroed (secure_delete, src/leads/db.ts); the write-ahead log's copies go with a checkpoint
    if (this.sql.kind === 'sqlite') await this.sql.all('PRAGMA wal_checkpoint(TRUNCATE)');
    return erased;
  }

  private async eraseAddressIn(q: Sql, address: string): Promise<number> {
    const deleted = await this.deleteSubscriptions(q, 'email = $1', [address]);
    await q.run(`DELETE FROM alert_tokens WHERE email = $1`, [address]);
    await q.run(`DELETE FROM alert_outbox WHERE recipient = $1`, [address]);
    return deleted;
  }

  /** Subscriptions with their tokens and e-mails, said outright rather than left to the foreign keys' cascade. */
  private async deleteSubscriptions(q: Sql, where: string, params: readonly Param[]): Promise<number> {
    const ids = `SELECT id FROM alert_subscriptions WHERE ${where}`;
    await q.run(`DELETE FROM alert_tokens WHERE subscription_id IN (${ids})`, params);
    await q.run(`DELETE FROM alert_outbox WHERE subscription_id IN (${ids})`, params);
    return q.run(`DELETE FROM alert_subscriptions WHERE ${where}`, params);
  }

  async get(id: number): Promise<Subscription | undefined> {
    const [row] = await this.sql.all<SubscriptionRow>(`SELECT * FROM alert_subscriptions WHERE id = $1`, [id]);
    return row ? subscription(row) : undefined;
  }

  async confirmed(): Promise<Subscription[]> {
    return (await this.sql.all<SubscriptionRow>(`SELECT * FROM alert_subscriptions WHERE confirmed_at IS NOT NULL ORDER BY id`)).map(
      subscription,
    );
  }

  /** The ids a search subscriber knows, where none were taken yet (the engine was down when it subscribed). */
  async setBaseline(id: number, seen: readonly number[]): Promise<void> {
    await this.sql.run(`UPDATE alert_subscriptions SET seen = $1 WHERE id = $2 AND seen IS NULL`, [JSON.stringify(seen), id]);
  }

  /**
   * Queues an alert if the subscription may have one now (`due` decides, from the row as committed, inside
   * the transaction: two scans cannot both send), with fresh unsubscribe and erase tokens, and records what
   * the subscriber now knows. False: not due, or the subscription is gone.
   */
  async queueAlert(
    id: number,
    due: (s: Subscription) => boolean,
    render: (s: Subscription, tokens: { unsubscribeToken: string; eraseToken: string }) => AlertMessage,
    update: { seen?: readonly number[]; priceCents?: number; end?: boolean },
    now = this.clock(),
  ): Promise<boolean> {
    return this.sql.tx(async (q) => {
      const lock = this.sql.kind === 'postgres' ? ' FOR UPDATE' : '';
      const [row] = await q.all<SubscriptionRow>(
        `SELECT * FROM alert_subscriptions WHERE id = $1 AND confirmed_at IS NOT NULL AND ended_at IS NULL${lock}`,
        [id],
      );
      if (!row) return false;
      const s = subscription(row);
      if (!due(s)) return false;
      const unsubscribe = newToken();
      const erase = newToken();
      await q.run(`INSERT INTO alert_tokens (hash, purpose, subscription_id, created_at) VALUES ($1, 'unsubscribe', $2, $3)`, [
        unsubscribe.hash,
        id,
        now,
      ]);
      await q.run(`INSERT INTO alert_tokens (hash, purpose, email, created_at) VALUES ($1, 'erase', $2, $3)`, [erase.hash, s.email, now]);
      await this.enqueue(q, id, 'alert', s.email, render(s, { unsubscribeToken: unsubscribe.token, eraseToken: erase.token }), now);
      await q.run(
        `UPDATE alert_subscriptions SET last_sent_at = $1, sent_count = sent_count + 1, seen = COALESCE($2, seen), price_cents = COALESCE($3, price_cents),
           ended_at = CASE WHEN $5 = 1 THEN $1 ELSE ended_at END
         WHERE id = $4`,
        [now, update.seen ? JSON.stringify(update.seen) : null, update.priceCents ?? null, id, update.end ? 1 : 0],
      );
      return true;
    });
  }

  /** Records what a search subscriber knows without an e-mail (vehicles that left the search). */
  async setSeen(id: number, seen: readonly number[]): Promise<void> {
    await this.sql.run(`UPDATE alert_subscriptions SET seen = $1 WHERE id = $2`, [JSON.stringify(seen), id]);
  }

  /** Leases the scan to this instance until `leaseUntil`; false when another holds it. */
  async claimScan(now: number, leaseUntil: number): Promise<boolean> {
    return (
      (await this.sql.run(`UPDATE alert_state SET lease_until = $1 WHERE name = 'scan' AND (lease_until IS NULL OR lease_until <= $2)`, [
        leaseUntil,
        now,
      ])) === 1
    );
  }

  async finishScan(version: string | null, now: number): Promise<void> {
    await this.sql.run(`UPDATE alert_state SET value = $1, done_at = $2, lease_until = NULL WHERE name = 'scan'`, [version, now]);
  }

  async scanState(): Promise<{ version: string | null; doneAt: number | null }> {
    const [row] = await this.sql.all<{ value: string | null; done_at: number | string | null }>(
      `SELECT value, done_at FROM alert_state WHERE name = 'scan'`,
    );
    return { version: row?.value ?? null, doneAt: num(row?.done_at ?? null) };
  }

  /** Leases due e-mails of the outbox to this worker: two workers never get the same row. */
  async claimMail(now: number, limit: number, leaseUntil: number): Promise<OutboxMail[]> {
    const skip = this.sql.kind === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
    // the rows to lease are picked once, in a materialised CTE: as `WHERE id IN (SELECT … LIMIT … SKIP LOCKED)`,
    // PostgreSQL may run the subquery again per row, each run skipping the rows the last one locked, and one
    // instance leased all six due e-mails with a limit of four (test/alerts/outbox.test.ts)
    const rows = await this.sql.all<{ id: number; kind: 'confirm' | 'alert'; recipient: string; message: string; attempts: number }>(
      `WITH picked AS MATERIALIZED (
         SELECT id FROM alert_outbox WHERE status = 'pending' AND next_attempt_at <= $2 AND (lease_until IS NULL OR lease_until <= $2)
         ORDER BY id LIMIT $3${skip})
       UPDATE alert_outbox SET lease_until = $1, attempts = attempts + 1
       WHERE id IN (SELECT id FROM picked)
         AND status = 'pending' AND (lease_until IS NULL OR lease_until <= $2)
       RETURNING id, kind, recipient, message, attempts`,
      [leaseUntil, now, limit],
    );
    return rows
      .map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        recipient: r.recipient,
        message: JSON.parse(r.message) as AlertMessage,
        attempts: Number(r.attempts),
      }))
      .sort((a, b) => a.id - b.id);
  }

  /** Sent: the message (and the tokens in its links) is not kept. */
  async markSent(id: number, now: number): Promise<void> {
    await this.sql.run(
      `UPDATE alert_outbox SET status = 'sent', sent_at = $1, message = '{}', lease_until = NULL, last_error = NULL WHERE id = $2`,
      [now, id],
    );
  }

  async markFailed(id: number, error: string, nextAttemptAt: number | undefined): Promise<void> {
    await this.sql.run(
      `UPDATE alert_outbox SET status = $1, next_attempt_at = COALESCE($2, next_attempt_at), lease_until = NULL, last_error = $3,
         message = CASE WHEN $1 = 'failed' THEN '{}' ELSE message END WHERE id = $4`,
      [nextAttemptAt === undefined ? 'failed' : 'pending', nextAttemptAt ?? null, error.slice(0, 500), id],
    );
  }

  /** The outbox for the metrics: e-mails waiting (pending) and given up (failed), and when the oldest waiting one was written. */
  async outboxFacts(): Promise<{ pending: number; failed: number; oldestPendingAt: number | undefined }> {
    const rows = await this.sql.all<{ status: string; n: number | string; oldest: number | string | null }>(
      `SELECT status, COUNT(*) AS n, MIN(created_at) AS oldest FROM alert_outbox WHERE status IN ('pending', 'failed') GROUP BY status`,
    );
    const of = (status: string) => rows.find((r) => r.status === status);
    const oldest = of('pending')?.oldest;
    return {
      pending: Number(of('pending')?.n ?? 0),
      failed: Number(of('failed')?.n ?? 0),
      oldestPendingAt: oldest === null || oldest === undefined ? undefined : Number(oldest),
    };
  }

  /** When the next pending e-mail is due, or undefined. */
  async nextDueAt(): Promise<number | undefined> {
    const [row] = await this.sql.all<{ at: number | string | null }>(
      `SELECT MIN(next_attempt_at) AS at FROM alert_outbox WHERE status = 'pending'`,
    );
    return row?.at === null || row?.at === undefined ? undefined : Number(row.at);
  }

  /**
   * Subscriptions never confirmed within the link's life are deleted (with their token and e-mail), and so are
   * ended ones (a sold vehicle's, told so) once ENDED_KEPT_MS have passed and their last e-mail left the outbox.
   */
  async purgeUnconfirmed(now: number): Promise<number> {
    const unconfirmed = await this.sql.tx((q) =>
      this.deleteSubscriptions(q, 'confirmed_at IS NULL AND created_at < $1', [now - CONFIRM_TTL_MS]),
    );
    const ended = await this.sql.tx((q) =>
      this.deleteSubscriptions(
        q,
        `ended_at IS NOT NULL AND ended_at < $1 AND NOT EXISTS (SELECT 1 FROM alert_outbox o WHERE o.subscription_id = alert_subscriptions.id AND o.status = 'pending')`,
        [now - ENDED_KEPT_MS],
      ),
    );
    return unconfirmed + ended;
  }

  close(): Promise<void> {
    return this.sql.close();
  }
}
