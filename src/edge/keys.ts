/**
 * The names a shared cache (a CDN, Varnish) files a page under, so a publish can purge exactly the pages
 * that show what changed (docs/edge-cache.md). A page is tagged while it renders (`tagPage`, src/request)
 * with what it reads, and the page cache sends the tags as `Surrogate-Key` (Fastly, Varnish: separated by
 * spaces) and `Cache-Tag` (Cloudflare: separated by commas). The purge names the same keys (purge.ts).
 *
 * - `content`: every page, since every page shows the CMS (the header and footer come from its settings,
 *   the dealerships and brands from its directory). A story published purges it: the origin's page cache
 *   drops every page for the same reason (its key holds the content's generation).
 * - `stock`: every page that searched the stock index (the list, the model and brand pages, a vehicle's
 *   similar vehicles); a vehicle changed or a reindex purges it.
 * - `vehicle-<id>`: the page of one vehicle.
 * - `story-<slug>`: the page of one CMS story (by its default-language full slug), for a purge by hand.
 */
export const CONTENT_KEY = 'content';
export const STOCK_KEY = 'stock';

/** A key's characters: what both headers and both CDNs take without quoting (no space, no comma). */
const UNSAFE = /[^a-z0-9._~/-]+/g;

export function vehicleKey(id: number): string {
  return `vehicle-${Math.trunc(id)}`;
}

/**
 * What changed in the CMS, as the site learns it: from a webhook (the editors' worker, src/editors/worker.ts),
 * from the content version the catch-up polls when no webhook came (src/editors/catch-up.ts), or from the
 * indexer's command line. Each path names the change; which pages it makes stale is said once, here.
 */
export type ContentChange =
  /** any story but a vehicle (a page, the settings, the directory), or a datasource entry: every page shows the CMS */
  | { kind: 'story' }
  /** vehicles written to the index or removed from it: their pages, and every page that searched the stock */
  | { kind: 'vehicles'; ids: readonly number[] }
  /** the whole index rebuilt: every page that searched the stock */
  | { kind: 'reindex' };

/** The keys whose pages a change makes stale (none for no vehicle). */
export function changedKeys(change: ContentChange): string[] {
  switch (change.kind) {
    case 'story':
      return [CONTENT_KEY];
    case 'vehicles':
      return change.ids.length === 0 ? [] : [...new Set(change.ids.map(vehicleKey)), STOCK_KEY];
    case 'reindex':
      return [STOCK_KEY];
  }
}

export function storyKey(fullSlug: string): string {
  return `story-${fullSlug
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
    .replace(UNSAFE, '_')}`;
}

/**
 * Cloudflare counts the `Cache-Tag` header's length (16 KB for all of them) and Fastly a `Surrogate-Key`
 * header's (16 384 bytes); a page names a handful of keys, so this bound only guards against a page that
 * read hundreds of vehicles one by one: past it the page keeps `content` and `stock`, which purge it all the same.
 */
const MAX_HEADER_BYTES = 8 * 1024;

/** The response headers naming `keys` (deduplicated, in a stable order), or none for no key. */
export function surrogateHeaders(keys: Iterable<string>): [string, string][] {
  let list = [...new Set(keys)].sort();
  if (list.length === 0) return [];
  if (list.join(' ').length > MAX_HEADER_BYTES) list = list.filter((k) => k === CONTENT_KEY || k === STOCK_KEY);
  return [
    ['Surrogate-Key', list.join(' ')],
    ['Cache-Tag', list.join(',')],
  ];
}
