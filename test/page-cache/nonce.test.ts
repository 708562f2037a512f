import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { answerCopy, compressAroundNonce, findNonceSlots, freshNonce, writeNonce, type NoncedCopy } from '../../src/page-cache/nonce';

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

/** A page like a stock list: long, repetitive markup with the nonce in many places, French text among it. */
const stockPage = (nonce: string) =>
  page(nonce).replace(
    '<p>prix: 12 990 €</p>',
    Array.from(
      { length: 60 },
      (_, i) =>
        `<li class="vehicle-card"><a href="/stock/${100000 + i}-1-car">Voiture ${i}, été, 12 990 €</a></li>` +
        (i % 6 === 0 ? `<script nonce="${nonce}">(self.__FLIGHT_DATA||=[]).push("${i}:{\\"nonce\\":\\"${nonce}\\"}")</script>` : ''),
    ).join(''),
  );
/** The copy made, failing the test with the reason when it was refused. */
async function made(copy: Promise<NoncedCopy | { refused: string }>): Promise<NoncedCopy> {
  const result = await copy;
  if ('refused' in result) expect.fail(`copy refused: ${result.refused}`);
  return result;
}
const decompress = (bytes: Uint8Array, encoding: 'br' | 'gzip') =>
  decode(encoding === 'br' ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes));

describe('a kept page’s compressed copy (nonces in stored blocks)', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`${encoding}: each answer decodes to the page with its own nonce, never the render’s`, async () => {
      const rendered = freshNonce();
      const body = encode(stockPage(rendered));
      const slots = findNonceSlots(body, rendered)!;
      expect(slots.offsets.length).toBeGreaterThan(10);
      const copy = await made(compressAroundNonce(body, slots, encoding));
      // the page compressed whole, and for each nonce its 24 bytes as they are and the blocks it ends and starts
      const whole = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 });
      expect(copy.bytes.byteLength).toBeLessThan(whole.byteLength + slots.offsets.length * 64);
      const answers = Array.from({ length: 20 }, freshNonce);
      for (const nonce of answers) {
        const sent = answerCopy(copy, nonce);
        const text = decompress(sent, encoding);
        expect(text).toBe(stockPage(nonce));
        expect(text).not.toContain(rendered);
      }
      // the copy kept is left as it is: the render's page
      expect(decompress(copy.bytes, encoding)).toBe(stockPage(rendered));
    });
  }

  it('br: stores the first nonce alone, every later one a copy of it, in fewer bytes than a stored block each', async () => {
    // a head before the first nonce, as a page has (brotli's best quality finds no copy of a block that ends in its first 128 bytes)
    const withHead = (nonce: string) =>
      stockPage(nonce).replace(
        '<head>',
        `<head><meta charset="utf-8"/><title>Stock</title>${'<link rel="preload" href="/assets/a.css" as="style"/>'.repeat(4)}`,
      );
    const rendered = freshNonce();
    const body = encode(withHead(rendered));
    const slots = findNonceSlots(body, rendered)!;
    const first = await made(compressAroundNonce(body, slots, 'br', 'best', 'first'));
    const each = await made(compressAroundNonce(body, slots, 'br', 'best', 'each'));
    expect(first.slots.offsets).toHaveLength(1);
    expect(each.slots.offsets).toHaveLength(slots.offsets.length);
    expect(first.bytes.byteLength).toBeLessThan(each.bytes.byteLength);
    for (const nonce of Array.from({ length: 20 }, freshNonce)) expect(decompress(answerCopy(first, nonce), 'br')).toBe(withHead(nonce));
  });

  it('br: flushes twice whatever the number of nonces (under load each flush waits for a turn of the event loop)', async () => {
    const withHead = (nonce: string) =>
      stockPage(nonce).replace('<head>', `<head><title>Stock</title>${'<meta name="x" content="y"/>'.repeat(8)}`);
    const rendered = freshNonce();
    const body = encode(withHead(rendered));
    const slots = findNonceSlots(body, rendered)!;
    const flush = vi.spyOn(zlib.BrotliCompress.prototype, 'flush');
    try {
      const copy = await made(compressAroundNonce(body, slots, 'br', 'fast'));
      expect(copy.slots.offsets).toHaveLength(1);
      expect(slots.offsets.length).toBeGreaterThan(10);
      expect(flush).toHaveBeenCalledTimes(2);
    } finally {
      flush.mockRestore();
    }
  });

  it('gives the page back whatever its nonce’s characters, the first and last slots included', async () => {
    const rendered = freshNonce();
    const text = `${rendered}<p>entre</p>${rendered}${rendered}<p>fin</p>`.repeat(3) + `<p>${'à'.repeat(300)}</p>${rendered}`;
    const body = encode(text);
    const slots = findNonceSlots(body, rendered)!;
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = await made(compressAroundNonce(body, slots, encoding));
      for (const nonce of ['/'.repeat(22) + '==', '+'.repeat(22) + '==', freshNonce()])
        expect(decompress(answerCopy(copy, nonce), encoding)).toBe(text.replaceAll(rendered, nonce));
    }
  });
});
