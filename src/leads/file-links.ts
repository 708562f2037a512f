import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links to a lead's files for the dealership's webhook receiver: the webhook body names each file
 * with a URL on the site that serves its bytes, instead of carrying them as base64 (a 40 MB lead
 * made a 53 MB JSON body, built and signed on the main thread, whose upload outlasted the receiver's
 * deadline). The receiver downloads each file with a plain GET while the link is valid:
 *
 *   <site>/api/leads/files/<file id>?exp=<unix seconds>&sig=<hex HMAC-SHA256>
 *
 * The signature covers the file id and the expiry, with a key derived from LEADS_WEBHOOK_SECRET
 * (never the secret itself, which also signs the webhook bodies): only the site can make a link, a
 * link opens one file, and it stops working at `exp`. The site answers it from its own lead store
 * (src/server/middleware/lead-files.ts).
 */

export const LEAD_FILES_PATH = '/api/leads/files/';

/** How long a link in a webhook body is valid: long enough for a receiver that queues its downloads, or is down for a weekend. */
export const FILE_LINK_TTL_MS = 7 * 24 * 3_600_000;

function linkKey(webhookSecret: string): Buffer {
  return createHmac('sha256', webhookSecret).update('autopolis lead file links v1').digest();
}

function linkSignature(webhookSecret: string, fileId: number, expiresAtSeconds: number): string {
  return createHmac('sha256', linkKey(webhookSecret)).update(`${fileId}.${expiresAtSeconds}`).digest('hex');
}

/** The signed link to one file, valid until `expiresAt` (epoch ms, rounded up to the second). */
export function fileLink(args: { siteUrl: string; secret: string; fileId: number; expiresAt: number }): string {
  const exp = Math.ceil(args.expiresAt / 1000);
  return `${args.siteUrl.replace(/\/+$/, '')}${LEAD_FILES_PATH}${args.fileId}?exp=${exp}&sig=${linkSignature(args.secret, args.fileId, exp)}`;
}

export type FileLinkCheck = { ok: true; fileId: number } | { ok: false; reason: 'not-a-link' | 'expired' | 'bad-signature' };

/** Checks a request for a file: its path, its expiry against `now` (epoch ms), its signature in constant time. */
export function checkFileLink(args: {
  secret: string;
  path: string;
  exp: string | null | undefined;
  sig: string | null | undefined;
  now: number;
}): FileLinkCheck {
  if (!args.path.startsWith(LEAD_FILES_PATH)) return { ok: false, reason: 'not-a-link' };
  const id = args.path.slice(LEAD_FILES_PATH.length);
  if (!/^[1-9]\d{0,14}$/.test(id) || !args.exp || !/^\d{1,12}$/.test(args.exp) || !args.sig || !/^[0-9a-f]{64}$/.test(args.sig)) {
    return { ok: false, reason: 'not-a-link' };
  }
  const fileId = Number(id);
  const expected = Buffer.from(linkSignature(args.secret, fileId, Number(args.exp)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(args.sig, 'hex'))) return { ok: false, reason: 'bad-signature' };
  // checked after the signature: an expiry is only worth telling to whoever holds a real link
  if (Number(args.exp) * 1000 < args.now) return { ok: false, reason: 'expired' };
  return { ok: true, fileId };
}
