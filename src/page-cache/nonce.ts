import { randomBytes } from 'node:crypto';

/**
 * Where a kept page holds the Content-Security-Policy nonce of its render (issue 39): its value and
 * the byte offsets of every copy in the body (the scripts' and the inline stylesheets' `nonce`
 * attributes, the `csp-nonce` meta, and the props of those elements in the inline RSC payload).
 * A nonce is 16 random bytes in base64 (24 characters of `A-Za-z0-9+/=`), which neither HTML nor the
 * payload's JSON escapes, so each copy is the same 24 bytes; 128 random bits never occur by chance.
 */
export type NonceSlots = { nonce: string; offsets: number[] };

/** A fresh nonce, of the form `startPageNonce` (src/request) gives a render: every answer of a kept page gets one. */
export function freshNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The offsets of `nonce` in `body` (null when the body does not hold it: a page rendered without a nonce). */
export function findNonceSlots(body: Uint8Array, nonce: string): NonceSlots | null {
  const needle = Buffer.from(nonce, 'latin1');
  const haystack = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const offsets: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) offsets.push(at);
  return offsets.length > 0 ? { nonce, offsets } : null;
}

/**
 * A copy of `body` with `nonce` written at every slot instead of the render's. The new nonce must be
 * as long as the old (both are `freshNonce()`s): the body keeps its length and its other bytes.
 */
export function writeNonce(body: Uint8Array, slots: NonceSlots, nonce: string): Uint8Array {
  if (nonce.length !== slots.nonce.length)
    throw new Error(`a nonce of ${nonce.length} characters cannot replace one of ${slots.nonce.length}`);
  const copy = Buffer.allocUnsafe(body.byteLength);
  copy.set(body);
  for (const offset of slots.offsets) copy.write(nonce, offset, 'latin1');
  return copy;
}
