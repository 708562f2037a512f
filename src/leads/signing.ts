import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures. Each request carries
 *
 *   X-Autopolis-Timestamp: <unix seconds when the request was sent>
 *   X-Autopolis-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 *
 * The receiver recomputes the HMAC over the timestamp, a dot and the raw body bytes exactly as
 * received (before any JSON parsing), compares in constant time, and refuses a timestamp further than
 * a few minutes from its clock: a captured request cannot be replayed later, and the timestamp cannot
 * be changed without breaking the signature. A retry is signed anew with its own timestamp; the
 * lead's `key` (also in `X-Autopolis-Lead-Key`) stays the same, so a receiver can drop a lead it has
 * already taken (delivery is at least once).
 */

export const SIGNATURE_HEADER = 'X-Autopolis-Signature';
export const TIMESTAMP_HEADER = 'X-Autopolis-Timestamp';
export const LEAD_KEY_HEADER = 'X-Autopolis-Lead-Key';
export const ATTEMPT_HEADER = 'X-Autopolis-Attempt';
/** The submission key: the same on every attempt of one lead (delivery.ts `idempotencyKey`). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The header value `sha256=<hex>` for a body sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, rawBody: string | Uint8Array): string {
  const hmac = createHmac('sha256', secret);
  hmac.update(`${timestamp}.`);
  hmac.update(rawBody);
  return `sha256=${hmac.digest('hex')}`;
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/**
 * What a receiver does (exported for tests, and as the reference for whoever writes the receiver).
 * `toleranceSeconds` bounds the difference between the timestamp and `now` (default 300).
 */
export function verifyWebhook(args: {
  secret: string;
  rawBody: string | Uint8Array;
  signature: string | null | undefined;
  timestamp: string | null | undefined;
  toleranceSeconds?: number;
  now?: number;
}): VerifyResult {
  const { signature, timestamp } = args;
  if (!signature || !timestamp) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp) || !/^sha256=[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: 'malformed' };
  const ts = Number(timestamp);
  const nowSeconds = Math.floor((args.now ?? Date.now()) / 1000);
  if (Math.abs(nowSeconds - ts) > (args.toleranceSeconds ?? 300)) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signWebhook(args.secret, ts, args.rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
