import { LRUCache } from 'lru-cache';
import type { NoncedCopy, NonceSlots } from './nonce';

/**
 * A rendered response kept whole: its status, its headers, its bytes and the compressed copies made
 * of them so far (each made once, when a client first asks for that encoding). A page's HTML also
 * keeps where its render's Content-Security-Policy nonce is (`nonce`): each answer writes a fresh one
 * there and in the policy, so its bytes differ per answer; its compressed copies (`nonced`, made in the
 * background once the page is served again) hold the nonce in stored blocks each answer rewrites.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  encoded: Map<string, Uint8Array>;
  nonce?: NonceSlots;
  nonced?: Map<string, NoncedCopy>;
};

export type PageStoreOptions = {
  /** Most bytes kept (bodies, their compressed copies, headers and keys); the least recently used entry goes first. */
  maxBytes: number;
  /** Longest time an entry is served, ms (a safety net: keys already carry every version they depend on). */
  ttlMs: number;
  /** Told of each entry the cache lets go of itself: the least recently used one for room, or one past its lifetime. */
  dropped?: (reason: 'evicted' | 'expired') => void;
};

/**
 * What became of a copy handed to the store: kept; `stale` when the key no longer holds the page it was made of
 * (another render, or none); `too-large` when the entry with it would pass the bound on one entry, which would
 * have let go of the page itself (the page is kept as it was).
 */
export type CopyOutcome = 'kept' | 'stale' | 'too-large';

export type RenderOutcome = { page: CachedPage; store: boolean };

export type PageStoreStats = { hits: number; misses: number; coalesced: number; entries: number; bytes: number };

/**
 * Rendered pages by key, bounded in bytes, with request coalescing: while a key is being rendered,
 * every other request for it waits for that one render instead of starting its own, so a campaign
 * that sends a thousand visitors to one new URL costs one render.
 */
export class PageStore {
  readonly #lru: LRUCache<string, CachedPage>;
  readonly #maxEntryBytes: number;
  readonly #pending = new Map<string, Promise<CachedPage>>();
  #hits = 0;
  #misses = 0;
  #coalesced = 0;

  constructor(options: PageStoreOptions) {
    // a page larger than an eighth of the cache would push out many others: it is rendered each time
    this.#maxEntryBytes = Math.max(1, Math.floor(options.maxBytes / 8));
    const { dropped } = options;
    this.#lru = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: entryBytes,
      ttl: options.ttlMs,
      maxEntrySize: this.#maxEntryBytes,
      // 'set' (replaced by a richer entry) and 'delete' (cleared) are the cache's own doing
      dispose: dropped
        ? (_page, _key, reason) => {
            if (reason === 'evict') dropped('evicted');
            else if (reason === 'expire') dropped('expired');
          }
        : undefined,
    });
  }

  /**
   * What the cache has for `key`: a kept page, a render under way to wait for (coalescing), or
   * nothing (then the caller renders and hands its work to `render`).
   */
  lookup(key: string): { page: CachedPage } | { pending: Promise<CachedPage> } | null {
    const page = this.peek(key);
    if (page) return { page };
    const pending = this.#pending.get(key);
    if (!pending) return null;
    this.#coalesced++;
    return { pending };
  }

  /**
   * Registers a render of `key` under way: requests for the key wait for it until it settles. Its
   * page is kept when the render says so (`store`); a failed render is not kept, and the requests
   * that waited get its error.
   */
  render(key: string, work: Promise<RenderOutcome>): Promise<CachedPage> {
    this.#misses++;
    const shared = work.then(({ page, store }) => {
      if (store) this.#lru.set(key, page);
      return page;
    });
    this.#pending.set(key, shared);
    const done = () => {
      if (this.#pending.get(key) === shared) this.#pending.delete(key);
    };
    shared.then(done, done);
    return shared;
  }

  /** The page of `key`: kept, from a render under way, or rendered now by `render` (for callers that hold the whole page). */
  async get(key: string, render: () => Promise<RenderOutcome>): Promise<{ page: CachedPage; source: 'hit' | 'coalesced' | 'miss' }> {
    const found = this.lookup(key);
    if (found && 'page' in found) return { page: found.page, source: 'hit' };
    if (found) return { page: await found.pending, source: 'coalesced' };
    return { page: await this.render(key, render()), source: 'miss' };
  }

  /** The kept page of `key`, if any, without counting it or making it recent (a revalidation's look). */
  holds(key: string): CachedPage | undefined {
    return this.#lru.peek(key);
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
    if (this.#lru.peek(key) === page) this.#replace(key, richer);
    return richer;
  }

  /**
   * Replaces a compressed copy of the page kept under `key` with a better one, if that key still holds
   * the page made of `body` (not a newer render); the bytes are counted against the bound. Not a hit.
   */
  refineEncoding(key: string, body: Uint8Array, encoding: string, bytes: Uint8Array): CopyOutcome {
    const kept = this.#lru.peek(key);
    if (!kept || kept.body !== body || !kept.encoded.has(encoding)) return 'stale';
    return this.#replace(key, { ...kept, encoded: new Map(kept.encoded).set(encoding, bytes) });
  }

  /** Keeps a compressed copy of a page with a nonce (nonce.ts), if `key` still holds the page it was made of. Not a hit. */
  addNoncedCopy(key: string, copy: NoncedCopy): CopyOutcome {
    const kept = this.#lru.peek(key);
    if (!kept || kept.body !== copy.page) return 'stale';
    return this.#replace(key, { ...kept, nonced: new Map(kept.nonced).set(copy.encoding, copy) });
  }

  /** The entry of `key` in place of the one it holds, unless it would pass the bound on one entry (the cache would then drop both). */
  #replace(key: string, richer: CachedPage): CopyOutcome {
    if (entryBytes(richer, key) > this.#maxEntryBytes) return 'too-large';
    this.#lru.set(key, richer, { noUpdateTTL: true });
    return 'kept';
  }

  stats(): PageStoreStats {
    return { hits: this.#hits, misses: this.#misses, coalesced: this.#coalesced, entries: this.#lru.size, bytes: this.#lru.calculatedSize };
  }

  clear(): void {
    this.#lru.clear();
  }
}

/** The bytes an entry counts against the bound: its page and copies, and its key. */
function entryBytes(page: CachedPage, key: string): number {
  return Math.max(1, pageBytes(page) + key.length * 2);
}

function pageBytes(page: CachedPage): number {
  let n = page.body.byteLength;
  for (const bytes of page.encoded.values()) n += bytes.byteLength;
  for (const copy of page.nonced?.values() ?? []) n += copy.bytes.byteLength;
  for (const [name, value] of page.headers) n += name.length + value.length + 4;
  return n;
}
