import { describe, expect, it } from 'vitest';
import { PageStore, type CachedPage } from '../../src/page-cache/store';

const page = (text: string, status = 200): CachedPage => ({
  status,
  headers: [['content-type', 'text/html']],
  body: new TextEncoder().encode(text),
  encoded: new Map(),
});

describe('PageStore', () => {
  it('renders a missing page once and serves it from memory afterwards', async () => {
    const store = new PageStore({ maxBytes: 1_000_000, ttlMs: 60_000 });
    let renders = 0;
    const render = async () => ({ page: page(`render ${++renders}`), store: true });
    expect((await store.get('a', render)).source).toBe('miss');
    const again = await store.get('a', render);
    expect(again.source).toBe('hit');
    expect(new TextDecoder().decode(again.page.body)).toBe('render 1');
    expect(renders).toBe(1);
  });

  it('lets concurrent requests for one missing page share a single render', async () => {
    const store = new PageStore({ maxBytes: 1_000_000, ttlMs: 60_000 });
    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const render = async () => {
      renders++;
      await gate;
      return { page: page('shared'), store: true };
    };
    const waiting = Array.from({ length: 5 }, () => store.get('k', render));
    finish();
    const answers = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(answers.map((a) => a.source).sort()).toEqual(['coalesced', 'coalesced', 'coalesced', 'coalesced', 'miss']);
    expect(store.stats()).toMatchObject({ misses: 1, coalesced: 4, entries: 1 });
  });

  it('does not keep a render that says it must not be kept, nor a failed one', async () => {
    const store = new PageStore({ maxBytes: 1_000_000, ttlMs: 60_000 });
    await store.get('form', async () => ({ page: page('a form'), store: false }));
    expect(store.peek('form')).toBeUndefined();
    const failing = store.get('boom', () => Promise.reject(new Error('render failed')));
    await expect(failing).rejects.toThrow('render failed');
    expect((await store.get('boom', async () => ({ page: page('ok'), store: true }))).source).toBe('miss');
  });

  it('stays within its byte bound, letting the least recently used page go first', async () => {
    const store = new PageStore({ maxBytes: 8_000, ttlMs: 60_000 });
    const big = (n: number) => async () => ({ page: page(String(n % 10).repeat(900)), store: true });
    for (let i = 0; i < 20; i++) {
      await store.get(`p${i}`, big(i));
      await store.get('p0', big(0)); // p0 is read all the time: it stays
    }
    expect(store.stats().bytes).toBeLessThanOrEqual(8_000);
    expect(store.peek('p0')).toBeDefined();
    expect(store.peek('p1')).toBeUndefined();
    expect(store.peek('p19')).toBeDefined();
  });

  it('counts the compressed copies of a page against the bound', async () => {
    const store = new PageStore({ maxBytes: 100_000, ttlMs: 60_000 });
    const { page: kept } = await store.get('p', async () => ({ page: page('x'.repeat(1_000)), store: true }));
    const before = store.stats().bytes;
    store.addEncoding('p', kept, 'br', new Uint8Array(300));
    expect(store.stats().bytes).toBe(before + 300);
    expect(store.peek('p')?.encoded.get('br')?.byteLength).toBe(300);
  });

  it('keeps a page as it was when a copy would make its entry pass an eighth of the bound, and says so', async () => {
    const store = new PageStore({ maxBytes: 8_000, ttlMs: 60_000 });
    const { page: kept } = await store.get('p', async () => ({ page: page('p'.repeat(500)), store: true }));
    expect(store.refineEncoding('p', kept.body, 'br', new Uint8Array(10))).toBe('stale'); // no brotli copy to replace
    store.addEncoding('p', kept, 'br', new Uint8Array(300)); // within the bound
    expect(store.refineEncoding('p', kept.body, 'br', new Uint8Array(600))).toBe('too-large');
    // the lru would have let go of the whole entry: the page stays, with the copy it had
    expect(store.peek('p')?.encoded.get('br')?.byteLength).toBe(300);
    expect(store.refineEncoding('p', kept.body, 'br', new Uint8Array(200))).toBe('kept');
  });

  it('tells which entries it let go of itself: the least recently used for room, and the expired', async () => {
    const dropped: string[] = [];
    const store = new PageStore({ maxBytes: 8_000, ttlMs: 60_000, dropped: (reason) => dropped.push(reason) });
    for (let i = 0; i < 12; i++) await store.get(`p${i}`, async () => ({ page: page('e'.repeat(900)), store: true }));
    expect(dropped.length).toBeGreaterThan(0);
    expect(new Set(dropped)).toEqual(new Set(['evicted']));
    store.clear(); // the cache's own doing: not counted
    expect(new Set(dropped)).toEqual(new Set(['evicted']));
  });

  it('never keeps a page larger than an eighth of the bound', async () => {
    const store = new PageStore({ maxBytes: 8_000, ttlMs: 60_000 });
    await store.get('huge', async () => ({ page: page('h'.repeat(2_000)), store: true }));
    expect(store.peek('huge')).toBeUndefined();
  });
});
