import type { Meilisearch, MultiSearchParams } from 'meilisearch';
import { config, currentSecret, rereadSecret } from '../config/env';
import { STOCK_KEY, vehicleKey } from '../edge/keys';
import { tagPage } from '../request';
import type { KindedError } from '../errors/catalogue';
import { createSearchClient, isSearchUnavailable, searchErrorCode } from '../meilisearch/client';
import { DEPARTED_MS, departedIndexOf, type DepartedDocument } from './departed';
import type { VehicleDocument } from './document';
import { buildSort, facetPlan, FACETS, quote, type FacetAttribute } from './filter';
import type { StockQuery } from './query';
import type { Vehicle, VehicleCard } from './types';

export const HITS_PER_PAGE = 24;

/** The stock index could not be reached or did not answer in time: the 503 screen. */
export class StockUnavailableError extends Error implements KindedError {
  override name = 'StockUnavailableError';
  readonly errorKind = 'search-unavailable' as const;
}

export type FacetCounts = Record<FacetAttribute, Record<string, number>>;

export type StockResult = {
  vehicles: VehicleCard[];
  total: number;
  page: number;
  totalPages: number;
  /** counts per facet value, each facet counted without its own filter */
  facets: FacetCounts;
};

let client: { key: string; api: Meilisearch } | undefined;

/** The site's search key now: what it read at start, or what the indexer wrote since (a rotated master key). */
const searchKey = (): string => currentSecret('MEILI_SEARCH_KEY', config().search.searchKey);

function search(): { client: Meilisearch; index: string } {
  const { host, index, timeoutMs } = config().search;
  if (!host) throw new StockUnavailableError('MEILI_HOST is not set: the stock search engine is not configured');
  const key = searchKey();
  if (client?.key !== key) client = { key, api: createSearchClient({ host, apiKey: key, timeoutMs }) };
  return { client: client.api, index };
}

/** The engine's answer to a key it does not know (revoked, or made from another master key) or to no key. */
const REFUSED_KEY_CODES = new Set(['invalid_api_key', 'missing_authorization_header']);

/**
 * One call with the site's search key, made once more with the key the indexer wrote when the engine refused it:
 * after an operator rotates the master key, the stock comes back as soon as the indexer has run, not at the
 * instance's next start (docs/operating.md, "Rotate keys and secrets").
 */
async function withSearchKey<T>(run: (client: Meilisearch, index: string) => Promise<T>): Promise<T> {
  const first = search();
  try {
    return await run(first.client, first.index);
  } catch (error) {
    const code = searchErrorCode(error);
    if (code === undefined || !REFUSED_KEY_CODES.has(code) || !rereadSecret('MEILI_SEARCH_KEY', config().search.searchKey)) throw error;
    const again = search();
    return run(again.client, again.index);
  }
}

let probe: { key: string; api: Meilisearch } | undefined;

/**
 * The readiness check's question (src/health): Meilisearch answers a search on the live index with
 * the site's own (search-only) key, within 1.5 s (a balancer asks often; a page's searches may wait
 * longer, so the probe has a client of its own). Rejects with what an operator must fix.
 */
export async function checkStockEngine(): Promise<void> {
  const { host, index } = config().search;
  if (!host) throw new Error('no search engine configured (MEILI_HOST)');
  try {
    await withSearchKey(() => {
      const key = searchKey();
      if (probe?.key !== key) probe = { key, api: createSearchClient({ host, apiKey: key, timeoutMs: 1_500 }) };
      return probe.api.index(index).search('', { limit: 0 });
    });
  } catch (error) {
    const code = searchErrorCode(error);
    if (code === 'index_not_found') throw new Error(`index "${index}" not found (run the indexer)`);
    if (code !== undefined && REFUSED_KEY_CODES.has(code)) throw new Error('the search key was refused');
    throw new Error(code ? `search failed (${code})` : 'search engine unreachable');
  }
}

/**
 * Answers of a reachable engine that still mean "no stock to search": the index is not built yet
 * (first start, an operator deleted it) or the site's key is wrong or revoked. A visitor gets the
 * 503 screen, not a 500, and the page recovers once the indexer has run.
 */
const UNAVAILABLE_CODES = new Set(['index_not_found', ...REFUSED_KEY_CODES]);

async function guarded<T>(what: string, run: (client: Meilisearch, index: string) => Promise<T>): Promise<T> {
  // the page being rendered shows the stock: a change of the index purges it from shared caches (src/edge/keys.ts)
  tagPage(STOCK_KEY);
  try {
    return await withSearchKey(run);
  } catch (error) {
    const code = searchErrorCode(error);
    if (error instanceof StockUnavailableError || isSearchUnavailable(error) || (code !== undefined && UNAVAILABLE_CODES.has(code))) {
      throw new StockUnavailableError(`${what}: search engine unavailable (${(error as Error).message})`);
    }
    throw error;
  }
}

const emptyFacets = (): FacetCounts => Object.fromEntries(Object.values(FACETS).map((a) => [a, {}])) as unknown as FacetCounts;

/**
 * The body of the stock screen's multi-search (`POST /multi-search`): the main query plus one per
 * facet that has active values. Exported so the benchmark sends the engine the very same request.
 */
export function stockSearchRequest(q: StockQuery, index: string): MultiSearchParams {
  const plan = facetPlan(q);
  // keywords with the default order: the most relevant first (typos, proximity, which field matched)
  const sort = q.keywords && q.sort === 'default' ? undefined : buildSort(q.sort, q.priceType);
  // every keyword must match (a typo allowed): the counts of the filters then say what the words found
  const text = { q: q.keywords, matchingStrategy: 'all' as const };
  return {
    queries: [
      {
        indexUid: index,
        ...text,
        filter: plan.main.filter,
        facets: plan.main.facets,
        ...(sort ? { sort } : {}),
        page: q.page,
        hitsPerPage: HITS_PER_PAGE,
        attributesToRetrieve: ['card'],
      },
      ...plan.extra.map((f) => ({ indexUid: index, ...text, filter: f.filter, facets: f.facets, limit: 0 })),
    ],
  };
}

/**
 * The stock's engine: this module owns the one Meilisearch client of the site and every call the site
 * makes to the stock index (the screen's multi-search, one vehicle by id, the catalogue's cards), and
 * maps every failure of an unreachable engine to StockUnavailableError (the 503 screen).
 */

/** One card per model (Meilisearch's `distinct`): the brands and models in stock, for the catalogue. */
export async function modelCards(): Promise<VehicleCard[]> {
  const answer = await guarded('stock catalogue', (client, index) =>
    client.index(index).search('', { distinct: 'model', limit: 2000, attributesToRetrieve: ['card'] }),
  );
  return answer.hits.map((h) => (h as Pick<VehicleDocument, 'card'>).card).filter(Boolean);
}

/**
 * One search of the stock screen: the result page and every facet's counts, sent to Meilisearch as
 * one multi-search request (see stockSearchRequest).
 */
export async function searchStock(q: StockQuery): Promise<StockResult> {
  const answer = await guarded('stock search', (client, index) => client.multiSearch(stockSearchRequest(q, index)));
  const [main, ...extra] = answer.results;
  const facets = emptyFacets();
  for (const r of [main, ...extra]) {
    for (const [attr, counts] of Object.entries(r?.facetDistribution ?? {})) facets[attr as FacetAttribute] = counts;
  }
  const total = (main as { totalHits?: number } | undefined)?.totalHits ?? 0;
  return {
    vehicles: (main?.hits ?? []).map((h) => (h as Pick<VehicleDocument, 'card'>).card),
    total,
    page: q.page,
    totalPages: Math.ceil(total / HITS_PER_PAGE),
    facets,
  };
}

/**
 * The last results page of a stock search (1 when it finds nothing): an old listing's page number past it
 * lands there (redirects/rules.ts). One search that returns no vehicle, only the count.
 */
export async function lastStockPage(q: StockQuery): Promise<number> {
  const answer = await guarded('last stock page', (client, index) =>
    client
      .index(index)
      .search(q.keywords, { matchingStrategy: 'all', filter: facetPlan(q).main.filter, hitsPerPage: 1, page: 1, attributesToRetrieve: [] }),
  );
  return Math.max(1, Math.ceil((answer.totalHits ?? 0) / HITS_PER_PAGE));
}

/**
 * The vehicles a saved search matches now (src/alerts): the main query's filter and words, newest first,
 * up to `limit` cards (no facets, no page). Throws StockUnavailableError when the engine is down.
 */
export async function stockMatches(q: StockQuery, limit = 500): Promise<VehicleCard[]> {
  const answer = await guarded('saved search', (client, index) =>
    client.index(index).search(q.keywords, {
      matchingStrategy: 'all',
      filter: facetPlan(q).main.filter,
      sort: buildSort('default', q.priceType),
      limit,
      attributesToRetrieve: ['card'],
    }),
  );
  return answer.hits.map((h) => (h as Pick<VehicleDocument, 'card'>).card).filter(Boolean);
}

let versionInFlight: Promise<string | null> | undefined;
let versionRefusedLogged = false;

/**
 * The version of the live stock index: its creation and last-update times, which Meilisearch changes
 * in the same write as every document change, and which an index swap exchanges with the new index's.
 * A page rendered from the stock is the same for as long as this is. Concurrent callers share one
 * request. Null when it cannot be read (the engine is down, or the site's key lacks `indexes.get`):
 * the caller must then not rely on a cache.
 */
export function indexVersion(): Promise<string | null> {
  if (versionInFlight) return versionInFlight;
  const asked = readIndexVersion();
  versionInFlight = asked;
  void asked.finally(() => {
    if (versionInFlight === asked) versionInFlight = undefined;
  });
  return asked;
}

async function readIndexVersion(): Promise<string | null> {
  try {
    const info = await withSearchKey((client, index) => client.index(index).getRawInfo());
    return `${info.createdAt}|${info.updatedAt}`;
  } catch (error) {
    if (searchErrorCode(error) === 'invalid_api_key' && !versionRefusedLogged) {
      versionRefusedLogged = true;
      console.warn('[stock] the search key cannot read the index version (needs the `indexes.get` action): stock pages are not cached');
    }
    return null;
  }
}

/**
 * The live index for the metrics: when it last changed (Meilisearch's `updatedAt`: a full reindex swaps in
 * a fresh index, a webhook upserts a vehicle) and how many vehicles it holds, with the site's own key
 * (`indexes.get` and `search`). Rejects when the engine cannot say.
 */
export async function stockIndexFacts(): Promise<{ updatedAt: Date; documents: number }> {
  const [info, answer] = await withSearchKey((client, index) =>
    Promise.all([client.index(index).getRawInfo(), client.index(index).search('', { hitsPerPage: 0, page: 1 })]),
  );
  return { updatedAt: new Date(info.updatedAt), documents: answer.totalHits ?? 0 };
}

/** One vehicle by its numeric id, or null when the stock has none. */
export async function getVehicle(id: number): Promise<Vehicle | null> {
  tagPage(vehicleKey(id));
  const answer = await guarded('vehicle lookup', (client, index) =>
    client.index(index).search('', { filter: [`id = ${Math.trunc(id)}`], limit: 1, attributesToRetrieve: ['vehicle'] }),
  );
  const hit = answer.hits[0] as Pick<VehicleDocument, 'vehicle'> | undefined;
  return hit?.vehicle ?? null;
}

/**
 * How many similar vehicles a vehicle page shows, and how far from its price any of them may be. Issue 37
 * counted 15 of 23 shown cards of the same condition within ±25 %: every miss was the same model, which had no
 * bound (a new Corvette at +96 % beside a used one). Both kinds now keep the condition and the band.
 */
export const SIMILAR_COUNT = 4;
export const SIMILAR_BAND = 0.25;

/** What a similar-vehicles search reads of the vehicle it is for. */
export type SimilarTo = Pick<Vehicle, 'id' | 'modelKey' | 'body' | 'fuel' | 'prices' | 'condition'>;

/** Which vehicles a similar-vehicles search looks among: the same model, or the same body and fuel (both in the price band, of the same condition). */
export type SimilarKind = 'model' | 'band';

/**
 * The body of a similar-vehicles search of a vehicle (`POST /multi-search`, one request): the nearest
 * prices above and below it among the same model (`model`), or among vehicles of another model with
 * the same body and fuel (`band`), each of the same condition (new, used…) and within ±25 % of its price;
 * the vehicle itself left out. Exported so the benchmark sends the engine the very same request.
 */
export function similarSearchRequest(v: SimilarTo, index: string, count = SIMILAR_COUNT, kind: SimilarKind = 'model'): MultiSearchParams {
  const price = Math.round(v.prices.purchase);
  const self = `id != ${Math.trunc(v.id)}`;
  const band = `condition = ${quote(v.condition)} AND price_purchase ${Math.floor(price * (1 - SIMILAR_BAND))} TO ${Math.ceil(price * (1 + SIMILAR_BAND))}`;
  const which =
    kind === 'model'
      ? `model = ${quote(v.modelKey)} AND ${band}`
      : `model != ${quote(v.modelKey)} AND body = ${quote(v.body)} AND fuel = ${quote(v.fuel)} AND ${band}`;
  const side = (above: boolean) => ({
    indexUid: index,
    q: '',
    filter: `${self} AND ${which} AND price_purchase ${above ? '>=' : '<'} ${price}`,
    sort: [`price_purchase:${above ? 'asc' : 'desc'}`],
    limit: count,
    attributesToRetrieve: ['card'],
  });
  return { queries: [side(true), side(false)] };
}

/**
 * The few vehicles most like `v`, all of its condition and in its price band: the same model first, then
 * the same body and fuel, each nearest price first (see similarSearchRequest). One engine request (two searches) when
 * the model has enough vehicles, as it mostly has; a second one for the band only when it has not.
 * An engine that fails leaves the page without them rather than failing it.
 */
export async function similarVehicles(v: SimilarTo, count = SIMILAR_COUNT): Promise<VehicleCard[]> {
  const nearest = (kind: SimilarKind, wanted: number) =>
    guarded('similar vehicles', (client, index) => client.multiSearch(similarSearchRequest(v, index, wanted, kind))).then((answer) =>
      answer.results
        .flatMap((r) => (r.hits as Pick<VehicleDocument, 'card'>[]).map((h) => h.card))
        .filter(Boolean)
        .sort((a, b) => Math.abs(a.prices.purchase - v.prices.purchase) - Math.abs(b.prices.purchase - v.prices.purchase))
        .slice(0, wanted),
    );
  try {
    const sameModel = await nearest('model', count);
    return sameModel.length < count ? [...sameModel, ...(await nearest('band', count - sameModel.length))] : sameModel;
  } catch (error) {
    if (!(error instanceof StockUnavailableError)) throw error;
    console.warn(`[stock] similar vehicles of ${v.id} left out: ${error.message}`);
    return [];
  }
}

/**
 * The vehicles of the stock among `ids`, in any order (the caller orders them): a favourites list or
 * a comparison. An id the stock no longer has is simply absent (sold). One request, at most 50 ids.
 */
export async function getVehicles(ids: readonly number[]): Promise<Vehicle[]> {
  const wanted = [...new Set(ids.map((id) => Math.trunc(id)).filter((id) => Number.isSafeInteger(id) && id > 0))].slice(0, 50);
  if (wanted.length === 0) return [];
  const answer = await guarded('vehicles lookup', (client, index) =>
    client.index(index).search('', { filter: [`id IN [${wanted.join(', ')}]`], limit: wanted.length, attributesToRetrieve: ['vehicle'] }),
  );
  return (answer.hits as Pick<VehicleDocument, 'vehicle'>[]).map((h) => h.vehicle).filter(Boolean);
}

/**
 * A vehicle that left the stock less than DEPARTED_DAYS ago, as it was (src/stock/departed.ts), or
 * null: never departed, departed long ago, or no departed index (an index built before there was one).
 */
export async function getDepartedVehicle(id: number, now = Date.now()): Promise<Vehicle | null> {
  try {
    const answer = await guarded('departed vehicle lookup', (client, index) =>
      client.index(departedIndexOf(index)).search('', {
        filter: [`id = ${Math.trunc(id)}`, `departed_at >= ${now - DEPARTED_MS}`],
        limit: 1,
        attributesToRetrieve: ['vehicle'],
      }),
    );
    return (answer.hits[0] as Pick<DepartedDocument, 'vehicle'> | undefined)?.vehicle ?? null;
  } catch (error) {
    if (error instanceof StockUnavailableError && /index_not_found|not found/i.test(error.message)) return null;
    if (searchErrorCode(error) === 'index_not_found') return null;
    throw error;
  }
}

/** What the sitemap needs of a vehicle. */
export type VehicleRef = Pick<Vehicle, 'id' | 'param' | 'brand' | 'modelKey' | 'publishedAt'>;

/**
 * Every vehicle of the stock, newest first, 500 per request (the index allows paging to a
 * million hits): the sitemap's stock. (The index displays `vehicle` whole, not its nested fields.)
 */
export async function listVehicleRefs(pageSize = 500): Promise<VehicleRef[]> {
  const out: VehicleRef[] = [];
  for (let page = 1; ; page++) {
    const answer = await guarded('stock listing', (client, index) =>
      client.index(index).search('', {
        page,
        hitsPerPage: pageSize,
        sort: ['published_at:desc'],
        attributesToRetrieve: ['id', 'param', 'vehicle'],
      }),
    );
    for (const hit of answer.hits as (Partial<Pick<VehicleDocument, 'id' | 'param'>> & { vehicle?: Partial<Vehicle> })[]) {
      const v = hit.vehicle ?? {};
      if (typeof hit.id !== 'number' || typeof hit.param !== 'string' || !v.brand || !v.modelKey) continue;
      out.push({ id: hit.id, param: hit.param, brand: v.brand, modelKey: v.modelKey, publishedAt: v.publishedAt ?? 0 });
    }
    if (page >= (answer.totalPages ?? 0) || answer.hits.length === 0) return out;
  }
}

let legacyFilterMissing = false;

/** The path parameter of the one vehicle a legacy filter names, or null when the stock no longer has it. */
async function vehicleParamByLegacyFilter(filter: string): Promise<string | null> {
  let answer;
  try {
    answer = await guarded('legacy vehicle lookup', (client, index) =>
      client.index(index).search('', { filter: [filter], limit: 1, attributesToRetrieve: ['param'] }),
    );
  } catch (error) {
    // an index built before legacy slugs and ids were kept: no vehicle is found until `npm run index` runs
    if (searchErrorCode(error) !== 'invalid_search_filter') throw error;
    if (!legacyFilterMissing)
      console.warn('[stock] the index has no legacy slugs or ids: run `npm run index` so old vehicle addresses find their vehicle');
    legacyFilterMissing = true;
    return null;
  }
  const hit = answer.hits[0] as Pick<VehicleDocument, 'param'> | undefined;
  return hit?.param ?? null;
}

/**
 * The path parameter (`{id}-1-{slug}`) of the vehicle whose page on the old site was
 * `/fr/vehicules-occasion-stock/{brand}/{legacySlug}`, or null when the stock no longer has it. Old
 * aliases are unique per brand (the old site suffixed repeats with `-0`, `-1`, …).
 */
export function vehicleParamByLegacySlug(brand: string, legacySlug: string): Promise<string | null> {
  return vehicleParamByLegacyFilter(`legacy_slug = ${quote(`${brand}/${legacySlug}`)}`);
}

/**
 * The path parameter of the vehicle that was node `legacyId` of the old site (the `node` and
 * `from_nid` parameters of its stock URLs), or null when the stock no longer has it or the node was
 * no vehicle.
 */
export function vehicleParamByLegacyId(legacyId: number): Promise<string | null> {
  if (!Number.isSafeInteger(legacyId) || legacyId <= 0) return Promise.resolve(null);
  return vehicleParamByLegacyFilter(`legacy_id = ${legacyId}`);
}
