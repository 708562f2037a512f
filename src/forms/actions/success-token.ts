import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { config } from '../../config/env';
import type { SentSummary } from './state';
import { processShared } from '../../process/shared';

/**
 * The success screen's token. After a lead is stored the visitor is sent (without JavaScript: 303)
 * or moved (with it: `history.replaceState`) to the form page with `?sent=<token>`, so a reload shows
 * "sent" again instead of posting the form a second time. The token is signed, so nobody is told
 * "sent" by a link that was not the answer to a stored lead; it carries nothing personal (it is in
 * the URL), only what the success screen says back (preferred contact, appointment, dealership).
 *
 * The key is derived from LEADS_WEBHOOK_SECRET when it is set (every process of the site agrees),
 * otherwise random per process (after a restart an old link shows the empty form again).
 */

const MAX_AGE_SECONDS = 24 * 60 * 60;
/** One key per process (both server bundles sign and check the tokens). */
function secret(): Buffer {
  return processShared('sent-token.key', () => {
    const shared = config().leads.webhook?.secret;
    return shared ? createHmac('sha256', shared).update('autopolis forms: sent token').digest() : randomBytes(32);
  });
}

const Summary = z.object({
  form: z.string().max(64),
  contact: z.enum(['email', 'phone']).nullable(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
  location: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/)
    .optional(),
});
const Payload = Summary.extend({ t: z.number().int() });

const sign = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url').slice(0, 32);

export function signSentToken(summary: SentSummary, now: Date = new Date()): string {
  const payload = Buffer.from(JSON.stringify({ ...Summary.parse(summary), t: Math.floor(now.getTime() / 1000) })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The summary of a valid, recent token of this form, or null (forged, expired, another form, garbage). */
export function verifySentToken(token: string | null | undefined, form: string, now: Date = new Date()): SentSummary | null {
  if (!token || token.length > 1_000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = Payload.safeParse(data);
  if (!parsed.success || parsed.data.form !== form) return null;
  const age = now.getTime() / 1000 - parsed.data.t;
  if (age < -60 || age > MAX_AGE_SECONDS) return null;
  const { t: _issued, ...summary } = parsed.data;
  return summary;
}
