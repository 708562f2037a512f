import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { Encoding } from '../server/middleware/compression';
import { newNonce } from '../request';

/**
 * Where a kept page holds the Content-Security-Policy nonce of its render (issue 39): its value and
 * the byte offsets of every copy in the body (the scripts' and the inline stylesheets' `nonce`
 * attributes, the `csp-nonce` meta, and the props of those elements in the inline RSC payload).
 * A nonce is 16 random bytes in base64 (24 characters of `A-Za-z0-9+/=`, the last two always `==`),
 * which neither HTML nor the payload's JSON escapes, so each copy is the same 24 bytes; 128 random
 * bits never occur by chance.
 */
export type NonceSlots = { nonce: string; offsets: number[] };

/** A fresh nonce, of the form `startPageNonce` (src/request) gives a render: every answer of a kept page gets one. */
export function freshNonce(): string {
  return newNonce();
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

/**
 * A compressed copy of a kept page whose nonce can be rewritten without compressing again: every copy
 * of the nonce sits in a block of the stream that is stored as it is (brotli's uncompressed meta-block,
 * deflate's stored block), at `slots` of the compressed bytes, and nothing else in the stream refers to
 * those bytes. An answer is then `writeNonce` on about 18 KB instead of brotli on 127 KB (bench/results.md).
 */
export type NoncedCopy = {
  encoding: Encoding;
  quality: CopyQuality;
  bytes: Uint8Array;
  slots: NonceSlots;
  page: Uint8Array;
  pageSlots: NonceSlots;
};

const GZIP_HEADER = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3];
/**
 * Brotli's quality for a copy: `fast` (5, as a page compressed per answer; about 60 ms for the 127 KB `/stock`
 * page with its 36 nonces) first, then `best` (11, about ten times as long), as refine.ts does for other pages.
 * Deflate's best level costs no more than its default on a page: one copy, at level 9.
 */
export type CopyQuality = 'fast' | 'best';
const BROTLI_QUALITY: Record<CopyQuality, number> = { fast: 5, best: zlib.constants.BROTLI_MAX_QUALITY };

/** A block of `bytes` stored as they are, after a flush (which leaves the stream at a byte boundary). */
function storedBlock(encoding: Encoding, bytes: Buffer): Buffer {
  const n = bytes.byteLength;
  if (encoding === 'br') {
    // RFC 7932, 9.2: ISLAST 0, MNIBBLES 4 (code 0), MLEN - 1 in 16 bits, ISUNCOMPRESSED 1, zero bits to the byte
    const header = ((n - 1) << 3) | (1 << 19);
    return Buffer.concat([Buffer.from([header & 0xff, (header >> 8) & 0xff, header >> 16]), bytes]);
  }
  // RFC 1951, 3.2.4: BFINAL 0, BTYPE 00, then LEN and its complement
  return Buffer.concat([Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), bytes]);
}

/**
 * Compresses `page` (in libuv's thread pool) into a `NoncedCopy`. The compressor is given a placeholder
 * where the nonce is: its last two bytes are a nonce's closing `==`, the rest random bytes (so it never finds
 * a match in them, nor one elsewhere that a nonce would change). The text up to a nonce is flushed, the
 * placeholder is compressed and flushed, and its output is replaced by a stored block that holds the render's
 * nonce. Brotli's decoder state outside the window (the last distances, the context of the next literal:
 * the two bytes before it, always `==`) is then the same whatever the nonce.
 *
 * `layout` says which nonces are stored so:
 *   - `each` (deflate's, whose 32 KB window cannot reach back across the page): every one. Each cuts the
 *     stream, and a brotli meta-block starts again with its own prefix codes: on `/stock`, with its 36 nonces,
 *     the copy was 1.9 KB larger than the page compressed whole (bench/results.md).
 *   - `first` (brotli's): the first one alone; every later nonce is given to the compressor as the same
 *     placeholder, which it encodes as a copy of the first (brotli's window holds the whole page), so an answer's
 *     nonce written in the first stored block is what each later copy reads. Brotli's literals are then coded
 *     without context modeling: a literal's prefix code would otherwise depend on the two bytes before it, and
 *     a literal written just after a copied nonce's random part would decode by the nonce's bytes.
 *   A copy in the `first` layout that fails its check (a later placeholder coded as literals, or a copy that
 *   reads across its ends) is made again in the `each` layout.
 *
 * The copy is checked before use: decoded with two nonces that differ from each other in every character and
 * whose characters are all different, it must give the page with each of them. This fails if the stream
 * writes a byte of a nonce that is not the nonce's (a literal of a placeholder), reads one into a place of the
 * page that is not a nonce, or reads a nonce's character into another character's place; only a literal's
 * context could depend on a nonce otherwise, and none does (above). When a copy fails, or the compressor
 * does, the answer says why (`CopyRefusal`; the page is then compressed per answer), for the page cache's counters.
 */
export async function compressAroundNonce(
  page: Uint8Array,
  pageSlots: NonceSlots,
  encoding: Encoding,
  quality: CopyQuality = 'best',
  layout: NonceLayout = encoding === 'br' ? 'first' : 'each',
): Promise<NoncedCopy | CopyRefusal> {
  const copy = await compressLayout(page, pageSlots, encoding, quality, layout);
  if ('refused' in copy && layout === 'first') return compressLayout(page, pageSlots, encoding, quality, 'each');
  return copy;
}

/** Which nonces of a copy are stored blocks: each, or the first alone (see `compressAroundNonce`). */
export type NonceLayout = 'each' | 'first';

async function compressLayout(
  page: Uint8Array,
  pageSlots: NonceSlots,
  encoding: Encoding,
  quality: CopyQuality,
  layout: NonceLayout,
): Promise<NoncedCopy | CopyRefusal> {
  const first = layout === 'first';
  // each step's output in one buffer: a step that fills one goes back to the main thread for the next (see `checked`)
  const chunkSize = Math.max(zlib.constants.Z_DEFAULT_CHUNK, page.byteLength);
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          chunkSize,
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[quality],
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.byteLength,
            ...(first ? { [zlib.constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1 } : {}),
          },
        })
      : zlib.createDeflateRaw({ chunkSize, level: zlib.constants.Z_BEST_COMPRESSION });
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  let output: Buffer[] = [];
  compressor.on('data', (chunk: Buffer) => output.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    compressor.on('end', resolve);
    compressor.on('error', reject);
  });
  ended.catch(() => {}); // awaited below; an error before that must not go unhandled
  // the output of everything written so far (the flush's callback comes once it is pushed)
  const flushed = async (input: Uint8Array): Promise<Buffer> => {
    compressor.write(input);
    await new Promise<void>((resolve) => compressor.flush(flushKind, () => resolve()));
    const bytes = Buffer.concat(output);
    output = [];
    return bytes;
  };
  const source = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const nonce = Buffer.from(pageSlots.nonce, 'latin1');
  const placeholder = () => Buffer.concat([randomBytes(nonce.byteLength - 2), nonce.subarray(-2)]);
  const stored = first ? pageSlots.offsets.slice(0, 1) : pageSlots.offsets;
  const shared = placeholder();
  const stream: Buffer[] = encoding === 'gzip' ? [Buffer.from(GZIP_HEADER)] : [];
  let from = 0;
  try {
    for (const offset of stored) {
      stream.push(await flushed(source.subarray(from, offset)));
      // the placeholder's own compressed bytes are dropped
      await flushed(first ? shared : placeholder());
      stream.push(storedBlock(encoding, nonce));
      from = offset + nonce.byteLength;
    }
    const rest = Buffer.from(source.subarray(from));
    // the later nonces as the first one's placeholder, which the compressor copies
    if (first) for (const offset of pageSlots.offsets.slice(1)) shared.copy(rest, offset - from);
    compressor.end(rest);
    await ended;
  } catch {
    return { refused: 'stream' };
  }
  stream.push(Buffer.concat(output));
  if (encoding === 'gzip') {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zlib.crc32(source), 0);
    trailer.writeUInt32LE(page.byteLength % 2 ** 32, 4);
    stream.push(trailer);
  }
  const bytes = Buffer.concat(stream);
  const slots = findNonceSlots(bytes, pageSlots.nonce);
  if (!slots || slots.offsets.length !== stored.length) return { refused: 'slots' };
  const copy: NoncedCopy = { encoding, quality: encoding === 'br' ? quality : 'best', bytes, slots, page, pageSlots };
  return (await checked(copy)) ? copy : { refused: 'decode' };
}

/**
 * Whether a copy decodes to its page with two nonces of 22 different letters each, each other than the other's at its
 * place (then `==`). Both at once, each in one step of libuv's pool: under load every return to the main thread waits
 * for a whole turn of its event loop, which made a copy's steps, not its CPU, what delayed it (bench/results.md).
 */
async function checked(copy: NoncedCopy): Promise<boolean> {
  const length = copy.pageSlots.nonce.length - 2;
  const probes = ['A', 'a'].map(
    (letter) => Array.from({ length }, (_, i) => String.fromCharCode(letter.charCodeAt(0) + i)).join('') + '==',
  );
  const decodes = await Promise.all(
    probes.map(async (probe) => {
      const decoded = await decompress(answerCopy(copy, probe), copy.encoding, copy.page.byteLength).catch(() => null);
      return decoded !== null && decoded.equals(writeNonce(copy.page, copy.pageSlots, probe));
    }),
  );
  return decodes.every(Boolean);
}

/**
 * Why a copy was not made: the compressor failed (`stream`), the nonce's bytes were not found in the copy as
 * often as in the page (`slots`), or the copy, given other nonces, did not decode to the page (`decode`).
 */
export type CopyRefusal = { refused: 'stream' | 'slots' | 'decode' };

/** `bytes` decoded, in one step of libuv's pool when the output is at most `length` bytes. */
function decompress(bytes: Uint8Array, encoding: Encoding, length: number): Promise<Buffer> {
  const options = { chunkSize: Math.max(zlib.constants.Z_DEFAULT_CHUNK, length) };
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliDecompress(bytes, options, done);
    else zlib.gunzip(bytes, options, done);
  });
}

/**
 * The compressed bytes of the kept page with `nonce` in place of the render's: the copy's bytes with the
 * nonce written in its stored blocks, and for gzip the checksum of the page it now holds (its CRC-32,
 * over the page's text between the nonces and the nonce, without copying the page).
 */
export function answerCopy(copy: NoncedCopy, nonce: string): Uint8Array {
  const bytes = writeNonce(copy.bytes, copy.slots, nonce);
  if (copy.encoding === 'gzip') {
    const text = Buffer.from(nonce, 'latin1');
    let crc = 0;
    let from = 0;
    for (const offset of copy.pageSlots.offsets) {
      crc = zlib.crc32(text, zlib.crc32(copy.page.subarray(from, offset), crc));
      from = offset + text.byteLength;
    }
    crc = zlib.crc32(copy.page.subarray(from), crc);
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).writeUInt32LE(crc, bytes.byteLength - 8);
  }
  return bytes;
}
