/**
 * The stock search (`searchStock`, `getVehicle`) against a real Meilisearch holding the mock stock,
 * indexed by the indexer. Every expected count, id set and order is computed here from the raw
 * story content in plain TypeScript (`expected()`), independently of the filter builder.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminClient } from '../../src/indexing/meili';
import { reindexAll } from '../../src/indexing/reindex';
import { createSearchClient, searchErrorCode } from '../../src/meilisearch/client';
import { startEmbeddedMeilisearch, type EmbeddedMeilisearch } from '../../src/meilisearch/embedded';
import { slugify } from '../../src/stock/document';
import { DEFAULT_QUERY, parseStockQuery, type StockQuery } from '../../src/stock/query';
import type { VehicleCard } from '../../src/stock/types';
import type { PriceType } from '../../src/stock/vocabulary';
import { brokenVehicleStories, MemorySource, mockVehicleStories, rawVehicle, type RawVehicle } from '../indexing/stock-fixtures';
import { closedPort, silentServer, pointSiteAt, withMeilisearch, type TestMeilisearch } from '../meilisearch/support';

type StockModule = typeof import('../../src/stock/search');

const stories = mockVehicleStories();
const stock: RawVehicle[] = stories.map(rawVehicle);
const broken = brokenVehicleStories(stories[0]!);

// ---- the expected answers, from the raw data --------------------------------------------------

type Facet = 'brand' | 'model' | 'fuel' | 'transmission' | 'body' | 'location' | 'condition' | 'categories';
const FILTERS: [keyof StockQuery, Facet, (v: RawVehicle) => string[]][] = [
  ['brands', 'brand', (v) => [v.brand]],
  ['models', 'model', (v) => [v.model]],
  ['fuels', 'fuel', (v) => [v.fuel]],
  ['transmissions', 'transmission', (v) => [v.transmission]],
  ['bodies', 'body', (v) => [v.body]],
  ['locations', 'location', (v) => [v.location]],
  ['conditions', 'condition', (v) => [v.condition]],
  ['categories', 'categories', (v) => v.categories],
];

/** Does the vehicle match the query, leaving out the filter of one facet? */
function matches(v: RawVehicle, q: StockQuery, without?: Facet): boolean {
  for (const [field, facet, values] of FILTERS) {
    const wanted = q[field] as string[];
    if (facet !== without && wanted.length > 0 && !values(v).some((x) => wanted.includes(x))) return false;
  }
  const price = v.prices[q.priceType];
  // a vehicle without a price of the chosen type is not offered that way
  if (price === null) return false;
  if (q.priceMin !== null && price < q.priceMin) return false;
  if (q.priceMax !== null && price > q.priceMax) return false;
  if (q.yearFrom !== null && v.year < q.yearFrom) return false;
  if (q.yearTo !== null && v.year > q.yearTo) return false;
  if (q.mileageMax !== null && v.mileage > q.mileageMax) return false;
  return true;
}

function expected(q: StockQuery) {
  const facets = {} as Record<Facet, Record<string, number>>;
  for (const [, facet, values] of FILTERS) {
    const counts: Record<string, number> = {};
    for (const v of stock) if (matches(v, q, facet)) for (const x of values(v)) counts[x] = (counts[x] ?? 0) + 1;
    facets[facet] = counts;
  }
  const ids = stock
    .filter((v) => matches(v, q))
    .map((v) => v.id)
    .sort((a, b) => a - b);
  return { ids, facets };
}

const count = (pick: (v: RawVehicle) => boolean) => stock.filter(pick).length;
const parse = (qs: string) => parseStockQuery(new URLSearchParams(qs));
const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('stock search on a real Meilisearch', () => {
  let meili: TestMeilisearch;
  let mod: StockModule;
  let restarted: EmbeddedMeilisearch | undefined;
  const savedEnv = { ...process.env };

  /** Every card of every page of a query, in answer order. */
  async function allCards(q: StockQuery) {
    const first = await mod.searchStock({ ...q, page: 1 });
    const cards = [...first.vehicles];
    for (let page = 2; page <= first.totalPages; page++) cards.push(...(await mod.searchStock({ ...q, page })).vehicles);
    expect(cards).toHaveLength(first.total);
    return { first, cards };
  }

  /**
   * The order of a query's answer: its first, a middle and its last page hold the `want` values at
   * their places (fewer requests than every page, on shared cores).
   */
  async function expectOrder<T>(q: StockQuery, value: (card: VehicleCard) => T, want: T[]) {
    const first = await mod.searchStock({ ...q, page: 1 });
    expect(first.total).toBe(want.length);
    const pages = [...new Set([1, Math.ceil(first.totalPages / 2), first.totalPages])];
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      const { vehicles } = page === 1 ? first : await mod.searchStock({ ...q, page });
      const at = (page - 1) * mod.HITS_PER_PAGE;
      expect(vehicles.map(value), `page ${page}`).toEqual(want.slice(at, at + mod.HITS_PER_PAGE));
    }
    return first;
  }

  /** Total, facet counts and the ids of all pages match the data. */
  async function expectMatches(q: StockQuery) {
    const want = expected(q);
    const { first, cards } = await allCards(q);
    expect(first.total).toBe(want.ids.length);
    expect(first.facets).toEqual(want.facets);
    expect(sortedIds(cards.map((c) => c.id))).toEqual(want.ids);
    return want;
  }

  beforeAll(async () => {
    meili = await withMeilisearch();
    await reindexAll({
      host: meili.host,
      adminKey: meili.adminKey,
      source: new MemorySource([...stories, ...broken.map((b) => b.story)]),
      log: () => {},
    });
    pointSiteAt(meili);
    mod = await import('../../src/stock/search');
  });
  afterAll(async () => {
    process.env = savedEnv;
    await restarted?.stop();
    await meili?.stop();
  });

  it('finds the whole valid stock without filters, with every facet counted', async () => {
    const result = await mod.searchStock(DEFAULT_QUERY);
    expect(result.total).toBe(stock.length);
    expect(result.vehicles).toHaveLength(mod.HITS_PER_PAGE);
    expect(result.totalPages).toBe(Math.ceil(stock.length / mod.HITS_PER_PAGE));
    await expectMatches(DEFAULT_QUERY);
  });

  it('counts facets disjunctively: brand=ford keeps every brand counted, the other facets count Ford only', async () => {
    const q = parse('brand=ford');
    const result = await mod.searchStock(q);
    const fords = stock.filter((v) => v.brand === 'ford');
    expect(result.total).toBe(fords.length);

    const brands = new Set(stock.map((v) => v.brand));
    expect(Object.keys(result.facets.brand).sort()).toEqual([...brands].sort());
    for (const brand of brands) expect(result.facets.brand[brand], brand).toBe(count((v) => v.brand === brand));

    const fordFuels: Record<string, number> = {};
    for (const v of fords) fordFuels[v.fuel] = (fordFuels[v.fuel] ?? 0) + 1;
    expect(result.facets.fuel).toEqual(fordFuels);
    expect(Object.keys(result.facets.model).every((m) => m.startsWith('ford/'))).toBe(true);
    await expectMatches(q);
  });

  it('ORs the values of one filter and ANDs the filters, with each facet counted under the others', async () => {
    const q = parse('brand=ford&brand=kia&brand=opel&fuel=diesel&fuel=electric&location=bertrange&location=niederkorn');
    const want = await expectMatches(q);
    // the data make this a real test: each filter removes vehicles, and each OR adds some
    expect(want.ids.length).toBeGreaterThan(0);
    expect(want.ids.length).toBeLessThan(count((v) => ['ford', 'kia', 'opel'].includes(v.brand)));
    expect(want.ids.length).toBeGreaterThan(
      count((v) => v.brand === 'ford' && ['diesel', 'electric'].includes(v.fuel) && ['bertrange', 'niederkorn'].includes(v.location)),
    );
    expect(Object.keys(want.facets.brand).length).toBeGreaterThan(3);
  });

  it.each([
    'model=ford/puma&model=kia/ev6',
    'brand=kia&model=kia/sportage&transmission=automatic',
    'condition=used&body=suv&body=hatchback&year_from=2020&year_to=2023',
    'category=family&category=company_car&mileage_max=50000',
    'category=electric&location=esch-sur-alzette&condition=new',
    'price_min=20000&price_max=40000&fuel=gasoline-hybrid',
    'price_type=private&price_max=500&brand=hyundai&brand=mg',
    'price_type=business&price_min=300&body=suv',
  ])('gives the right total, hits and facet counts for %s', async (qs) => {
    const want = await expectMatches(parse(qs));
    expect(want.ids.length, 'the data should give this query some vehicles').toBeGreaterThan(0);
  });

  type Sortable = { mileage: number; year: number; prices: { purchase: number } };
  const SORT_KEYS: [string, (v: Sortable) => number, 1 | -1][] = [
    ['mileage-asc', (v) => v.mileage, 1],
    ['mileage-desc', (v) => v.mileage, -1],
    ['year-asc', (v) => v.year, 1],
    ['year-desc', (v) => v.year, -1],
    ['price-asc', (v) => v.prices.purchase, 1],
    ['price-desc', (v) => v.prices.purchase, -1],
  ];
  it.each(SORT_KEYS)('sorts by %s across the pages', async (sort, key, direction) => {
    const want = stock.map(key).sort((a, b) => (a - b) * direction);
    await expectOrder(parse(`sort=${sort}`), key, want);
  });

  it('shows the newest first by default', async () => {
    const newestFirst = [...stock].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt)).map((v) => v.id);
    await expectOrder(DEFAULT_QUERY, (c) => c.id, newestFirst);
  });

  describe('price types', () => {
    const priced = (type: PriceType) => stock.filter((v) => v.prices[type] !== null);

    it('filters and sorts on the chosen price, leaving out vehicles without that price', async () => {
      for (const type of ['private', 'business'] as const) {
        expect(priced(type).length, 'some vehicles have no financing').toBeLessThan(stock.length);
        for (const direction of ['asc', 'desc'] as const) {
          const q = parse(`price_type=${type}&sort=price-${direction}`);
          const want = priced(type)
            .map((v) => v.prices[type]!)
            .sort((a, b) => (direction === 'asc' ? a - b : b - a));
          const first = await expectOrder(q, (c) => c.prices[type], want);
          expect(first.facets).toEqual(expected(q).facets);
        }
      }
    });

    it('applies a price range to the chosen price only', async () => {
      // monthly rates are a few hundred euros: no purchase price is that low
      const monthly = parse('price_type=private&price_min=300&price_max=450');
      const want = await expectMatches(monthly);
      expect(want.ids.length).toBeGreaterThan(0);
      expect((await mod.searchStock(parse('price_min=300&price_max=450'))).total).toBe(
        count((v) => v.prices.purchase >= 300 && v.prices.purchase <= 450),
      );
      expect(count((v) => v.prices.purchase <= 450)).toBe(0);

      // with the purchase price, vehicles without financing are included
      const purchase = await expectMatches(parse('price_max=25000'));
      expect(purchase.ids.some((id) => stock.find((v) => v.id === id)!.prices.private === null)).toBe(true);
    });
  });

  describe('hostile queries', () => {
    const fords = () => count((v) => v.brand === 'ford');

    it.each([
      'brand=ford&brand=ford%22%20OR%20brand%20%3D%20%22kia',
      'brand=ford&brand=%5C',
      'brand=ford&brand=ford%5C%22%20OR%20brand%20EXISTS',
      "brand=ford&location=bertrange'%20OR%20'1'%3D'1",
      'brand=ford&fuel=electric%22)%20OR%20(fuel%20%3D%20%22diesel',
      'brand=ford&model=ford%2Fpuma%22%20OR%20model%20EXISTS%20OR%20model%20%3D%20%22x',
      'brand=ford&price_min=-5&price_max=abc&mileage_max=-1&year_from=-2020&year_to=99999',
      'brand=ford&price_max=1e400&price_min=99999999999&mileage_max=99999999999',
      'brand=ford&page=99999',
      'brand=ford&page=-1&page=2',
      'brand=ford&sort=price%3BDROP&price_type=free&unknown=%22',
    ])('%s: answers, and finds Ford only', async (qs) => {
      const q = parse(qs);
      const { first, cards } = await allCards(q);
      expect(first.total).toBe(fords());
      expect(cards.every((c) => c.brand === 'ford')).toBe(true);
    });

    it('answers a page far past the end with no vehicles and the right total', async () => {
      const result = await mod.searchStock(parse('brand=ford&page=1000'));
      expect(result).toMatchObject({ vehicles: [], total: fords(), page: 1000 });
    });

    it.each([
      { brands: ['ford" OR brand = "kia'] },
      { brands: ['\\'] },
      { brands: ['ford\\'] },
      { brands: ['"'] },
      { brands: ['ford\\" OR brand EXISTS OR brand = \\"x'] },
      { brands: ["ford' OR brand EXISTS"] },
      { locations: ['bertrange") OR (location EXISTS'] },
      { models: ['ford/puma" OR model EXISTS OR model = "x'] },
      { categories: ['family" OR categories EXISTS OR categories = "x'] as never },
    ] as Partial<StockQuery>[])('escapes a value that reached the filter unvalidated: %o', async (values) => {
      // parseStockQuery would drop these; the filter builder must still keep them values
      const result = await mod.searchStock({ ...DEFAULT_QUERY, ...values });
      expect(result.total).toBe(0);
      // next to a real value: a hostile brand adds nothing to Ford (OR), any other hostile value leaves nothing (AND)
      const withFord = await mod.searchStock({
        ...DEFAULT_QUERY,
        brands: ['ford', ...(values.brands ?? [])],
        ...(values.brands ? {} : values),
      });
      expect(withFord.total).toBe(values.brands ? fords() : 0);
    });
  });

  it('gets a vehicle by id, and null for an unknown or skipped one', async () => {
    const raw = stock[17]!;
    const vehicle = await mod.getVehicle(raw.id);
    expect(vehicle).toMatchObject({
      id: raw.id,
      brand: raw.brand,
      modelKey: raw.model,
      year: raw.year,
      mileage: raw.mileage,
      prices: raw.prices,
    });
    const unfinanced = stock.find((v) => v.prices.private === null && v.prices.business === null)!;
    expect((await mod.getVehicle(unfinanced.id))?.prices).toEqual({ purchase: unfinanced.prices.purchase, private: null, business: null });
    expect(await mod.getVehicle(999_999_999)).toBeNull();
    expect(await mod.getVehicle(broken[0]!.story.id)).toBeNull();
  });

  it('finds similar vehicles of the same condition within ±25 % of the price: the same model nearest first, then the same body and fuel, itself left out', async () => {
    // worked out from the raw stories: every vehicle's rank by (another model?, distance to the price)
    const inBand = (v: RawVehicle, raw: RawVehicle) =>
      v.condition === raw.condition &&
      v.prices.purchase >= Math.floor(raw.prices.purchase * 0.75) &&
      v.prices.purchase <= Math.ceil(raw.prices.purchase * 1.25);
    const similarTo = (raw: RawVehicle) => {
      const p = raw.prices.purchase;
      const same = stock.filter((v) => v.id !== raw.id && v.model === raw.model && inBand(v, raw));
      const kind = stock.filter((v) => v.model !== raw.model && v.body === raw.body && v.fuel === raw.fuel && inBand(v, raw));
      const byDistance = (list: RawVehicle[]) => list.map((v) => Math.abs(v.prices.purchase - p)).sort((a, b) => a - b);
      return { distances: [...byDistance(same), ...byDistance(kind)].slice(0, 4), sameCount: Math.min(4, same.length) };
    };
    let checked = 0;
    let shown = 0;
    for (const raw of stock.slice(0, 40)) {
      const vehicle = (await mod.getVehicle(raw.id))!;
      const cards = await mod.similarVehicles(vehicle);
      const want = similarTo(raw);
      expect(cards.map((c) => c.id)).not.toContain(raw.id);
      // distances, not ids: vehicles at the same distance may come in either order
      expect(cards.map((c) => Math.abs(c.prices.purchase - raw.prices.purchase))).toEqual(want.distances);
      expect(cards.slice(0, want.sameCount).every((c) => `${c.brand}/${slugify(c.model)}` === raw.model)).toBe(true);
      // issue 37: every card, the same model's included, is of the vehicle's condition and within ±25 % of its price
      for (const c of cards) {
        expect(c.condition).toBe(raw.condition);
        expect(Math.abs(c.prices.purchase - raw.prices.purchase)).toBeLessThanOrEqual(Math.ceil(raw.prices.purchase * 0.25));
      }
      shown += cards.length;
      if (want.sameCount > 0 && want.sameCount < 4 && want.distances.length > want.sameCount) checked++;
    }
    // the mock stock has models with fewer than four others: the body-and-fuel kind fills them up
    expect(checked).toBeGreaterThan(0);
    expect(shown).toBeGreaterThan(0);
  });

  it('gives one card per model for the catalogue', async () => {
    const cards = await mod.modelCards();
    const models = new Set(stock.map((v) => v.model));
    expect(cards.map((c) => `${c.brand}/${slugify(c.model)}`).sort()).toEqual([...models].sort());
  });

  it('the search-only key cannot write, the admin key can', async () => {
    const asSearch = createSearchClient({ host: meili.host, apiKey: meili.searchKey });
    const asAdmin = adminClient({ host: meili.host, adminKey: meili.adminKey });
    const refused = (e: unknown) => searchErrorCode(e) === 'invalid_api_key';
    const doc = { id: 777001, brand: 'ford', title: 'Intruder' };
    await expect(asSearch.index('vehicles').addDocuments([doc])).rejects.toSatisfy(refused);
    await expect(asSearch.index('vehicles').deleteDocument(stock[0]!.id)).rejects.toSatisfy(refused);
    await expect(asSearch.index('vehicles').updateSettings({ filterableAttributes: [] })).rejects.toSatisfy(refused);
    await expect(asSearch.deleteIndex('vehicles')).rejects.toSatisfy(refused);
    expect((await mod.searchStock(DEFAULT_QUERY)).total).toBe(stock.length);

    expect((await asAdmin.index('vehicles').addDocuments([doc]).waitTask({ timeout: 30_000 })).status).toBe('succeeded');
    expect((await asAdmin.index('vehicles').getDocument(doc.id)).title).toBe('Intruder');
    expect((await asAdmin.index('vehicles').deleteDocument(doc.id).waitTask({ timeout: 30_000 })).status).toBe('succeeded');
    expect((await mod.searchStock(DEFAULT_QUERY)).total).toBe(stock.length);
  });

  describe('engine unavailable', () => {
    /** The search module, fresh, with this environment. */
    async function searchWith(env: Record<string, string | undefined>): Promise<StockModule> {
      for (const [k, v] of Object.entries(env)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      vi.resetModules();
      return import('../../src/stock/search');
    }

    it('throws StockUnavailableError when nothing listens', async () => {
      const down = await searchWith({ MEILI_HOST: `http://127.0.0.1:${await closedPort()}` });
      await expect(down.searchStock(DEFAULT_QUERY)).rejects.toBeInstanceOf(down.StockUnavailableError);
      await expect(down.getVehicle(stock[0]!.id)).rejects.toBeInstanceOf(down.StockUnavailableError);
      await expect(down.modelCards()).rejects.toBeInstanceOf(down.StockUnavailableError);
    });

    it('throws StockUnavailableError when the engine does not answer in time', async () => {
      const silent = await silentServer();
      try {
        const slow = await searchWith({ MEILI_HOST: silent.host, MEILI_TIMEOUT_MS: '200' });
        // the silent engine never answers: the rejection comes from the timeout
        await expect(slow.searchStock(parse('brand=ford'))).rejects.toBeInstanceOf(slow.StockUnavailableError);
      } finally {
        await silent.close();
      }
    });

    it('recovers by itself when the engine is back', async () => {
      // the module of the other tests, with its cached client and its kept-alive connections
      expect((await mod.searchStock(DEFAULT_QUERY)).total).toBe(stock.length);
      await meili.engine.stop();
      await expect(mod.searchStock(DEFAULT_QUERY)).rejects.toBeInstanceOf(mod.StockUnavailableError);
      await expect(mod.getVehicle(stock[0]!.id)).rejects.toBeInstanceOf(mod.StockUnavailableError);

      restarted = await startEmbeddedMeilisearch({ dataDir: meili.dataDir, port: meili.engine.port, masterKey: meili.masterKey });
      expect((await mod.searchStock(parse('brand=ford'))).total).toBe(count((v) => v.brand === 'ford'));
      expect((await mod.getVehicle(stock[0]!.id))?.id).toBe(stock[0]!.id);
    });

    it('throws StockUnavailableError when the index is not built yet or the key is refused', async () => {
      const target = restarted ?? meili.engine;
      const noIndex = await searchWith({ MEILI_HOST: target.host, MEILI_SEARCH_KEY: meili.masterKey, MEILI_INDEX: 'vehicles_not_built' });
      await expect(noIndex.searchStock(DEFAULT_QUERY)).rejects.toBeInstanceOf(noIndex.StockUnavailableError);
      const badKey = await searchWith({ MEILI_HOST: target.host, MEILI_SEARCH_KEY: 'not-a-key', MEILI_INDEX: undefined });
      await expect(badKey.searchStock(DEFAULT_QUERY)).rejects.toBeInstanceOf(badKey.StockUnavailableError);
    });

    it('throws StockUnavailableError when no engine is configured', async () => {
      const none = await searchWith({ MEILI_HOST: undefined, MEILI_TIMEOUT_MS: undefined });
      await expect(none.searchStock(DEFAULT_QUERY)).rejects.toBeInstanceOf(none.StockUnavailableError);
    });
  });
});
