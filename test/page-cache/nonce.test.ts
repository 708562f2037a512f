import { describe, expect, it } from 'vitest';
import { findNonceSlots, freshNonce, writeNonce } from '../../src/page-cache/nonce';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The places a page's HTML holds its nonce: a style, the meta, scripts, and the inline payload's props (escaped JSON). */
const page = (nonce: string) =>
  `<html><head><style nonce="${nonce}">.a{}</style><meta property="csp-nonce" nonce="${nonce}"/></head>` +
  `<body><p>prix: 12 990 €</p><script nonce="${nonce}" id="_R_">import("/assets/index.js")</script>` +
  `<script nonce="${nonce}">(self.__FLIGHT_DATA||=[]).push("6:[\\"$\\",\\"$L6\\",null,{\\"nonce\\":\\"${nonce}\\"}]\\n")</script></body></html>`;

describe('a kept page’s nonce', () => {
  it('is found at each of its places, and a fresh one written there gives the page rendered with it', () => {
    const rendered = freshNonce();
    const slots = findNonceSlots(encode(page(rendered)), rendered)!;
    expect(slots.offsets).toHaveLength(5);
    const next = freshNonce();
    expect(next).not.toBe(rendered);
    const answer = writeNonce(encode(page(rendered)), slots, next);
    expect(decode(answer)).toBe(page(next));
    expect(decode(answer)).not.toContain(rendered);
  });

  it('leaves the kept bytes as they are: each answer writes into its own copy', () => {
    const rendered = freshNonce();
    const kept = encode(page(rendered));
    const slots = findNonceSlots(kept, rendered)!;
    const first = writeNonce(kept, slots, freshNonce());
    const second = writeNonce(kept, slots, freshNonce());
    expect(decode(kept)).toBe(page(rendered));
    expect(decode(first)).not.toBe(decode(second));
  });

  it('is fresh per answer, 24 base64 characters as the render’s', () => {
    const nonces = new Set(Array.from({ length: 1000 }, freshNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('finds nothing in a page rendered without it, and refuses a replacement of another length', () => {
    const rendered = freshNonce();
    expect(findNonceSlots(encode('<html><body>no script</body></html>'), rendered)).toBeNull();
    const slots = findNonceSlots(encode(page(rendered)), rendered)!;
    expect(() => writeNonce(encode(page(rendered)), slots, 'short')).toThrow(/cannot replace/);
  });

  it('finds the nonce in a body that is a view into a larger buffer', () => {
    const rendered = freshNonce();
    const whole = encode(`padding${page(rendered)}`);
    const view = whole.subarray(7);
    const slots = findNonceSlots(view, rendered)!;
    expect(decode(writeNonce(view, slots, 'A'.repeat(22) + '=='))).toBe(page('A'.repeat(22) + '=='));
  });
});
