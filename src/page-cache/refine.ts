import zlib from 'node:zlib';
import type { Encoding } from '../server/middleware/compression';
import { compressAroundNonce, type CopyQuality } from './nonce';
import type { CachedPage, PageStore } from './store';

/** Brotli at its best (quality 11), off the main thread (zlib's asynchronous call runs in libuv's pool). */
export function brotliBest(bytes: Uint8Array): Promise<Uint8Array> {
  return new Promise((resolve, reject) =>
    zlib.brotliCompress(
      bytes,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

export type Refiner = {
  /**
   * A kept page was served again (a hit): its brotli copy, made at quality 5 when it was first asked
   * for, is made once more at the best quality, unless that was done already or another page is
   * being refined. Resolves when done (null: nothing started). A page with a nonce, asked for in
   * `encoding`, gets its compressed copy whose nonce each answer rewrites (nonce.ts): at quality 5, then
   * at the best quality on a later hit.
   */
  refine(store: PageStore, key: string, page: CachedPage, encoding?: Encoding): Promise<void> | null;
};

/**
 * Pages asked for again are sent smaller (issue 29). A page's first brotli copy is made while its
 * visitor waits, at quality 5 (about 1 ms for a 84 KB stock page); quality 11 makes it about 10% smaller
 * (13.1 -> 11.8 KB for `/stock`) but costs about 70 ms of CPU. That is paid once per page, and only for a
 * page served from the cache at least once (a filter combination asked for once never is), in libuv's
 * thread pool, one page at a time: under load, at most one of the pool's threads compresses, and the main
 * thread never does. Until it is done, and if it fails, the quality 5 copy is served.
 */
export function createRefiner(
  compress: (bytes: Uint8Array) => Promise<Uint8Array> = brotliBest,
  compressNonced: typeof compressAroundNonce = compressAroundNonce,
): Refiner {
  /** the bodies whose copy is made at the best quality (or being made): a body is refined once */
  const refined = new WeakSet<Uint8Array>();
  /** the bodies with a nonce, and the encodings and qualities of their copies made (or being made, or that failed): once each */
  const nonced = new WeakMap<Uint8Array, Set<string>>();
  /**
   * One copy of each kind at a time: the first copy of a page with a nonce (which ends its compression per answer)
   * does not wait behind a best copy, which takes ten times as long and, under load, seconds (a profile at load 30:
   * the 8 stock pages were still compressed per answer 20 s into a run)
   */
  const busy: Record<CopyQuality, boolean> = { fast: false, best: false };
  const run = (quality: CopyQuality, work: Promise<void>) => {
    busy[quality] = true;
    return work
      .catch(() => {
        // what was served stays: the quality 5 copy, or a page with a nonce compressed per answer
      })
      .finally(() => {
        busy[quality] = false;
      });
  };
  return {
    refine(store, key, page, encoding = 'br') {
      if (page.nonce) {
        // a fast copy first, then the best one in its place (gzip's first copy is its best)
        const current = page.nonced?.get(encoding);
        if (current?.quality === 'best') return null;
        const quality: CopyQuality = current ? 'best' : 'fast';
        if (busy[quality]) return null;
        const made = nonced.get(page.body) ?? new Set<string>();
        if (made.has(`${encoding} ${quality}`)) return null;
        nonced.set(page.body, made.add(`${encoding} ${quality}`));
        return run(
          quality,
          compressNonced(page.body, page.nonce, encoding, quality).then((copy) => {
            if (copy && (!current || copy.bytes.byteLength < current.bytes.byteLength)) store.addNoncedCopy(key, copy);
          }),
        );
      }
      if (busy.best || encoding !== 'br' || refined.has(page.body) || !page.encoded.has('br')) return null;
      refined.add(page.body);
      return run(
        'best',
        compress(page.body).then((best) => {
          if (best.byteLength < page.encoded.get('br')!.byteLength) store.refineEncoding(key, page.body, 'br', best);
        }),
      );
    },
  };
}
