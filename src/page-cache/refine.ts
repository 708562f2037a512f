import zlib from 'node:zlib';
import { metricCounter } from '../health/metrics';
import type { Encoding } from '../server/middleware/compression';
import { compressAroundNonce, type CopyQuality } from './nonce';
import type { CachedPage, CopyOutcome, PageStore } from './store';

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
  /** How long the oldest copy of each kind under way has been, in seconds (0: none is). */
  running(): Record<CopyQuality, number>;
};

/**
 * What became of each copy the refiner started (docs/operating.md): `kept`; `larger` (no smaller than the copy it
 * would replace); the store's `stale` and `too-large` (store.ts); `refused-stream`, `refused-slots`,
 * `refused-decode` (a copy with nonces that failed its check: nonce.ts); `failed` (the compressor threw).
 */
type Outcome = CopyOutcome | 'larger' | 'refused-stream' | 'refused-slots' | 'refused-decode' | 'failed';
const copiesMade = () =>
  metricCounter(
    'autopolis_page_cache_copies_total',
    'Compressed copies of kept pages made in the background, by encoding, quality and outcome',
    ['encoding', 'quality', 'outcome'],
  );
/** The time copies took, from start to end (with copies_total: the mean time one takes, waits included). */
const copySeconds = () =>
  metricCounter('autopolis_page_cache_copy_seconds_total', 'Seconds from start to end of the background copies, by encoding and quality', [
    'encoding',
    'quality',
  ]);

/**
 * Pages asked for again are sent smaller (issue 29). A page's first brotli copy is made while its
 * visitor waits, at quality 5 (about 1 ms for a 84 KB stock page); quality 11 makes it about 10% smaller
 * (13.1 -> 11.8 KB for `/stock`) but costs about 70 ms of CPU. That is paid once per page, and only for a
 * page served from the cache at least once (a filter combination asked for once never is), in libuv's
 * thread pool, one page at a time: under load, at most one of the pool's threads compresses, and the main
 * thread never does. Until it is done, and if it fails, the quality 5 copy is served.
 */
/** Copies under way at once, by kind: fast copies as many as libuv's pool has threads, one best copy. */
const TURNS: Record<CopyQuality, number> = { fast: 4, best: 1 };
/** Tries at a page's copy that its check refused or that failed. */
const TRIES = 3;

export function createRefiner(
  compress: (bytes: Uint8Array) => Promise<Uint8Array> = brotliBest,
  compressNonced: typeof compressAroundNonce = compressAroundNonce,
): Refiner {
  /** the bodies whose copy is made at the best quality (or being made): a body is refined once */
  const refined = new WeakSet<Uint8Array>();
  /**
   * the bodies with a nonce, and the tries at each of their copies by encoding and quality: a copy refused by its
   * check or failed is tried again on a later hit, up to TRIES times; one made (or larger, or stale) is not
   */
  const nonced = new WeakMap<Uint8Array, Map<string, number>>();
  /**
   * How many copies of each kind at a time, and when each under way started (performance.now()). A best copy takes
   * ten times as long as a fast one and holds one of libuv's 4 threads: one at a time. A fast copy, which ends a page's
   * compression per answer, does not wait behind it, nor behind the other pages' fast copies: each waits on the main
   * thread between its steps (a flush, its end, its check), and under load each wait is a whole turn of the event
   * loop (at load 16, 20 connections: 4 to 7 s per fast copy, one page at a time; bench/results.md).
   */
  const started: Record<CopyQuality, Set<number>> = { fast: new Set(), best: new Set() };
  const run = (encoding: Encoding, quality: CopyQuality, work: Promise<Outcome>, retry?: () => void) => {
    const start = performance.now();
    started[quality].add(start);
    return work
      .catch((): Outcome => 'failed') // what was served stays: the quality 5 copy, or a page with a nonce compressed per answer
      .then((outcome) => {
        // gzip's first copy is its best
        const labels = { encoding, quality: encoding === 'br' ? quality : 'best' };
        copiesMade().inc({ ...labels, outcome });
        copySeconds().inc(labels, (performance.now() - start) / 1000);
        if (outcome === 'failed' || outcome.startsWith('refused-')) retry?.();
      })
      .finally(() => {
        started[quality].delete(start);
      });
  };
  return {
    refine(store, key, page, encoding = 'br') {
      if (page.nonce) {
        // a fast copy first, then the best one in its place (gzip's first copy is its best)
        const current = page.nonced?.get(encoding);
        if (current?.quality === 'best') return null;
        const quality: CopyQuality = current ? 'best' : 'fast';
        if (started[quality].size >= TURNS[quality]) return null;
        const tries = nonced.get(page.body) ?? new Map<string, number>();
        const name = `${encoding} ${quality}`;
        const tried = tries.get(name) ?? 0;
        if (tried === -1 || tried >= TRIES) return null;
        // under way or done: not started again unless refused or failed
        nonced.set(page.body, tries.set(name, -1));
        return run(
          encoding,
          quality,
          compressNonced(page.body, page.nonce, encoding, quality).then((copy): Outcome => {
            if ('refused' in copy) return `refused-${copy.refused}`;
            if (current && copy.bytes.byteLength >= current.bytes.byteLength) return 'larger';
            return store.addNoncedCopy(key, copy);
          }),
          () => tries.set(name, tried + 1),
        );
      }
      if (started.best.size >= TURNS.best || encoding !== 'br' || refined.has(page.body) || !page.encoded.has('br')) return null;
      refined.add(page.body);
      return run(
        'br',
        'best',
        compress(page.body).then((best): Outcome => {
          if (best.byteLength >= page.encoded.get('br')!.byteLength) return 'larger';
          return store.refineEncoding(key, page.body, 'br', best);
        }),
      );
    },
    running() {
      const age = (starts: Set<number>) => (starts.size === 0 ? 0 : (performance.now() - Math.min(...starts)) / 1000);
      return { fast: age(started.fast), best: age(started.best) };
    },
  };
}
