import { LRUCache } from 'lru-cache';

/**
 * A rendered response kept whole: its status, its headers, its bytes and the compressed copies made
 * of them so far (each made once, when a client first asks for that encoding).
 */
export type CachedPage = { status: number; headers: [string, string][]; body: Uint8Array; encoded: Map<string, Uint8Array> };

export type PageStoreOptions = {
  /** Most bytes kept (bodies, their compressed copies, headers and keys); the least recently used entry goes first. */
  maxBytes: number;
  /** Longest time an entry is served, ms (a safety net: keys already carry every version they depend on). */
  ttlMs: number;
};

export type RenderOutcome = { page: CachedPage; store: boolean };

export type PageStoreStats = { hits: number; misses: number; coalesced: number; entries: number; bytes: number };

/**
 * Rendered pages by key, bounded in bytes, with request coalescing: while a key is being rendered,
 * every other request for it waits for that one render instead of starting its own, so a campaign
 * that sends a thousand visitors to one new URL costs one render.
 */
export class PageStore {
  readonly #lru: LRUCache<string, CachedPage>;
  readonly #pending = new Map<string, Promise<CachedPage>>();
  #hits = 0;
  #misses = 0;
  #coalesced = 0;

  constructor(options: PageStoreOptions) {
    this.#lru = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page, key) => Math.max(1, pageBytes(page) + key.length * 2),
      ttl: options.ttlMs,
      // a page larger than an eighth of the cache would push out many others: it is rendered each time
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
    });
  }

  /**
   * The page of `key`: from the cache, from a render under way, or rendered now by `render`. The
   * render decides whether its result may be kept (`store`); a failed render is not kept and every
   * request that waited for it gets its error.
   */
  async get(key: string, render: () => Promise<RenderOutcome>): Promise<{ page: CachedPage; source: 'hit' | 'coalesced' | 'miss' }> {
    const cached = this.peek(key);
    if (cached) return { page: cached, source: 'hit' };
    const pending = this.#pending.get(key);
    if (pending) {
      this.#coalesced++;
      return { page: await pending, source: 'coalesced' };
    }
    this.#misses++;
    const work = render().then(({ page, store }) => {
      if (store) this.#lru.set(key, page);
      return page;
    });
    this.#pending.set(key, work);
    try {
      return { page: await work, source: 'miss' };
    } finally {
      this.#pending.delete(key);
    }
  }

  /** The kept page of `key`, if any (counted as a hit). */
  peek(key: string): CachedPage | undefined {
    const cached = this.#lru.get(key);
    if (cached) this.#hits++;
    return cached;
  }

  /**
   * A kept page with one more compressed copy, its bytes counted against the bound (the entry is
   * replaced: the cache measures an entry when it is set).
   */
  addEncoding(key: string, page: CachedPage, encoding: string, bytes: Uint8Array): CachedPage {
    const richer: CachedPage = { ...page, encoded: new Map(page.encoded).set(encoding, bytes) };
    if (this.#lru.peek(key) === page) this.#lru.set(key, richer, { noUpdateTTL: true });
    return richer;
  }

  stats(): PageStoreStats {
    return { hits: this.#hits, misses: this.#misses, coalesced: this.#coalesced, entries: this.#lru.size, bytes: this.#lru.calculatedSize };
  }

  clear(): void {
    this.#lru.clear();
  }
}

function pageBytes(page: CachedPage): number {
  let n = page.body.byteLength;
  for (const bytes of page.encoded.values()) n += bytes.byteLength;
  for (const [name, value] of page.headers) n += name.length + value.length + 4;
  return n;
}
