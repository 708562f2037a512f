import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBytes } from '../../src/server/middleware/compression';
import { answerCopy, findNonceSlots, freshNonce } from '../../src/page-cache/nonce';
import { brotliBest, createRefiner } from '../../src/page-cache/refine';
import { PageStore, type CachedPage } from '../../src/page-cache/store';
import { metricsRegistry } from '../../src/health/metrics';

/** A page like a stock list: long, repetitive markup. */
const markup = Array.from(
  { length: 400 },
  (_, i) => `<li class="vehicle-card"><a href="/stock/${100000 + i}-1-car">Car ${i}</a></li>`,
).join('');

/**
 * A stock list with a script carrying the nonce every eighth card and cards less alike than `markup`'s (on text that
 * repetitive, brotli's best quality does no better than 5 once the stream is cut at each nonce).
 */
const NONCE = '{nonce}';
const stockList = (() => {
  const words = ['Peugeot', 'Renault', 'Volkswagen', 'automatique', 'essence', 'diesel', 'hybride', 'Kombi', 'garantie', 'kilomètres'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const word = () => words[next() % words.length]!;
  return Array.from(
    { length: 400 },
    (_, i) =>
      `<li class="vehicle-card c${next() % 97}"><a href="/stock/${next() % 900000}-1-${word().toLowerCase()}">${word()} ${word()} ` +
      `${next() % 300000} km, ${next() % 90000} €</a></li>` +
      (i % 8 === 0 ? `<script nonce="${NONCE}">(self.__FLIGHT_DATA||=[]).push("${next().toString(36)}")</script>` : ''),
  ).join('');
})();

/** A kept page with its quality 5 brotli copy, as the middleware leaves it after the first request. */
function keptPage(store: PageStore, key: string, text = markup): CachedPage {
  const body = new TextEncoder().encode(text);
  const page: CachedPage = { status: 200, headers: [['content-type', 'text/html']], body, encoded: new Map() };
  void store.render(key, Promise.resolve({ page, store: true }));
  return page;
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** The copies counted so far with these labels (autopolis_page_cache_copies_total). */
async function copiesCounted(labels: Record<string, string>): Promise<number> {
  const values = (await metricsRegistry().getSingleMetric('autopolis_page_cache_copies_total')?.get())?.values ?? [];
  return values.find((v) => Object.entries(labels).every(([name, value]) => v.labels[name] === value))?.value ?? 0;
}

describe('the page cache’s background brotli', () => {
  it('replaces a served page’s quality 5 copy with a smaller one that decodes to the same bytes', async () => {
    const store = new PageStore({ maxBytes: 10_000_000, ttlMs: 60_000 });
    keptPage(store, 'k');
    await settle();
    const page = store.peek('k')!;
    const withBr = store.addEncoding('k', page, 'br', compressBytes(page.body, 'br'));
    const fast = withBr.encoded.get('br')!;
    await createRefiner().refine(store, 'k', withBr);
    const best = store.peek('k')!.encoded.get('br')!;
    expect(best.byteLength).toBeLessThan(fast.byteLength);
    expect(Buffer.from(zlib.brotliDecompressSync(best)).toString()).toBe(markup);
  });

  it('refines a page once, one page at a time, and only a page that has a brotli copy', async () => {
    const store = new PageStore({ maxBytes: 10_000_000, ttlMs: 60_000 });
    keptPage(store, 'a');
    keptPage(store, 'b', `${markup}<p>b</p>`);
    await settle();
    const a = store.peek('a')!;
    const b = store.peek('b')!;
    expect(createRefiner().refine(store, 'a', a)).toBeNull(); // no brotli copy yet
    const aBr = store.addEncoding('a', a, 'br', compressBytes(a.body, 'br'));
    const bBr = store.addEncoding('b', b, 'br', compressBytes(b.body, 'br'));
    let calls = 0;
    let finish!: (bytes: Uint8Array) => void;
    const refiner = createRefiner((bytes) => {
      calls++;
      return calls === 1 ? new Promise((resolve) => (finish = resolve)) : brotliBest(bytes);
    });
    const first = refiner.refine(store, 'a', aBr);
    expect(first).not.toBeNull();
    expect(refiner.refine(store, 'b', bBr)).toBeNull(); // busy with a
    finish(await brotliBest(a.body));
    await first;
    expect(refiner.refine(store, 'a', store.peek('a')!)).toBeNull(); // done once
    await refiner.refine(store, 'b', bBr);
    expect(calls).toBe(2);
  });

  it('leaves a newer render of the key alone, and keeps the fast copy when compressing fails', async () => {
    const store = new PageStore({ maxBytes: 10_000_000, ttlMs: 60_000 });
    keptPage(store, 'k');
    await settle();
    const old = store.addEncoding('k', store.peek('k')!, 'br', compressBytes(store.peek('k')!.body, 'br'));
    let finish!: (bytes: Uint8Array) => void;
    const pending = createRefiner(() => new Promise((resolve) => (finish = resolve))).refine(store, 'k', old);
    // the index changed meanwhile: the key holds another render
    keptPage(store, 'k', `${markup}<p>new</p>`);
    await settle();
    finish(new Uint8Array([1]));
    await pending;
    expect(store.peek('k')!.encoded.has('br')).toBe(false);

    const failing = createRefiner(() => Promise.reject(new Error('no memory')));
    const fresh = store.addEncoding('k', store.peek('k')!, 'br', compressBytes(store.peek('k')!.body, 'br'));
    await failing.refine(store, 'k', fresh);
    expect(store.peek('k')!.encoded.get('br')).toBe(fresh.encoded.get('br'));
  });

  it('gives a served page with a nonce a copy per encoding (brotli fast, then best), whose answers each carry their own nonce', async () => {
    const store = new PageStore({ maxBytes: 10_000_000, ttlMs: 60_000 });
    const rendered = freshNonce();
    const text = (nonce: string) => stockList.replaceAll(NONCE, nonce);
    const body = new TextEncoder().encode(text(rendered));
    const page: CachedPage = { status: 200, headers: [], body, encoded: new Map(), nonce: findNonceSlots(body, rendered)! };
    void store.render('k', Promise.resolve({ page, store: true }));
    await settle();
    const refiner = createRefiner();
    await refiner.refine(store, 'k', page, 'br');
    const fast = store.peek('k')!.nonced!.get('br')!;
    expect(fast.quality).toBe('fast');
    await refiner.refine(store, 'k', store.peek('k')!, 'br');
    expect(store.peek('k')!.nonced!.get('br')!.quality).toBe('best');
    expect(store.peek('k')!.nonced!.get('br')!.bytes.byteLength).toBeLessThan(fast.bytes.byteLength);
    expect(refiner.refine(store, 'k', store.peek('k')!, 'br')).toBeNull(); // done
    await refiner.refine(store, 'k', store.peek('k')!, 'gzip');
    expect(refiner.refine(store, 'k', store.peek('k')!, 'gzip')).toBeNull(); // gzip's first copy is its best
    const kept = store.peek('k')!;
    expect([...kept.nonced!.keys()].sort()).toEqual(['br', 'gzip']);
    const nonce = freshNonce();
    expect(zlib.brotliDecompressSync(answerCopy(kept.nonced!.get('br')!, nonce)).toString()).toBe(text(nonce));
    expect(zlib.gunzipSync(answerCopy(kept.nonced!.get('gzip')!, nonce)).toString()).toBe(text(nonce));
    // a copy of another render is not kept under the key
    keptPage(store, 'k', text(freshNonce()));
    await settle();
    expect(store.addNoncedCopy('k', kept.nonced!.get('br')!)).toBe('stale');
  });

  it('counts each copy by what became of it, and frees its turn whatever that was', async () => {
    const store = new PageStore({ maxBytes: 10_000_000, ttlMs: 60_000 });
    const rendered = freshNonce();
    const body = new TextEncoder().encode(stockList.replaceAll(NONCE, rendered));
    const page: CachedPage = { status: 200, headers: [], body, encoded: new Map(), nonce: findNonceSlots(body, rendered)! };
    void store.render('k', Promise.resolve({ page, store: true }));
    await settle();
    const refused = { encoding: 'br', quality: 'fast', outcome: 'refused-decode' };
    const before = await copiesCounted(refused);
    let finish!: () => void;
    const refusing = createRefiner(undefined, () => new Promise((resolve) => (finish = () => resolve({ refused: 'decode' }))));
    const pending = refusing.refine(store, 'k', page, 'br')!;
    expect(refusing.refine(store, 'k', page, 'br')).toBeNull(); // under way
    finish();
    await pending;
    expect(await copiesCounted(refused)).toBe(before + 1);
    expect(refusing.running()).toEqual({ fast: 0, best: 0 });
    // refused: tried again on later hits, three times in all
    for (let i = 0; i < 2; i++) {
      const again = refusing.refine(store, 'k', page, 'br')!;
      expect(again).not.toBeNull();
      finish();
      await again;
    }
    expect(refusing.refine(store, 'k', page, 'br')).toBeNull();
    expect(await copiesCounted(refused)).toBe(before + 3);
    expect(store.peek('k')!.nonced).toBeUndefined();

    const kept = { encoding: 'gzip', quality: 'best', outcome: 'kept' };
    const keptBefore = await copiesCounted(kept);
    await createRefiner().refine(store, 'k', store.peek('k')!, 'gzip');
    expect(await copiesCounted(kept)).toBe(keptBefore + 1);
    expect(store.peek('k')!.nonced!.has('gzip')).toBe(true);
  });
});
