import { createHash } from 'node:crypto';
import { mailboxKey } from '../mail/mailbox';
import type { LeadPayload } from './types';

/**
 * The lead forms' limits (issue 39): at most `max` submissions in any `windowMs`, counted per visitor (the
 * address, IPv6 per /64: client-ip.ts) and per mailbox (the e-mail address the form gives, read by
 * src/mail/mailbox.ts, the alerts' reader too: `Jane.Doe+1@GoogleMail.com` and `janedoe@gmail.com` are one).
 * They are rows of the lead store's database (`lead_limits`, SQLite or PostgreSQL), so every instance counts
 * together and a restart forgets nothing; an in-memory count per instance let a visitor send N × the limit with
 * N instances, and twelve spellings of one mailbox passed as twelve.
 *
 * A row holds a hash of the key, never the address, and is deleted once it left the window (as the next count
 * of its scope reads the table), so the table holds a window's worth of submissions at most.
 */

export type LimitScope = 'client' | 'mailbox';

/** One count against a limit: `key` is already a hash (`limitKey`). */
export type SubmissionLimit = { scope: LimitScope; key: string; max: number; windowMs: number };

/** What a limit said: counted, or refused until the oldest counted submission leaves the window (not counted). */
export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The counted submissions of one key in the window, as both stores read them. */
export type Counted = { n: number | string; oldest: number | string | null };

/** Whether one more fits: the stores count and insert under their lock, this decides. */
export function verdictOf(counted: Counted | undefined, limit: SubmissionLimit, now: number): LimitVerdict {
  if (Number(counted?.n ?? 0) < limit.max) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(counted!.oldest) + limit.windowMs - now) / 1000)) };
}

/** A visitor's address as a key a table may keep without keeping the address. */
export function clientKey(ip: string): string {
  return createHash('sha256').update(`client:${ip}`).digest('base64url').slice(0, 32);
}

/** The mailbox of the lead's `email` field (every lead form's, src/forms/definitions/common.ts), as a key; undefined without one. */
export function mailboxKeyOf(payload: LeadPayload): string | undefined {
  const email = payload.email;
  return typeof email === 'string' && email.includes('@') ? mailboxKey(email) : undefined;
}
