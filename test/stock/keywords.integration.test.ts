/**
 * Keyword search in the stock (`q`) against a real Meilisearch holding the mock stock, indexed by the
 * indexer with the index settings of src/stock/document.ts (searchable words, ranking, typos,
 * synonyms). Expected sets are computed here from the raw stories, independently of the engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexAll } from '../../src/indexing/reindex';
import { vehicleDocument, type VehicleDocument } from '../../src/stock/document';
import { DEFAULT_QUERY, parseStockQuery, type StockQuery } from '../../src/stock/query';
import { MemorySource, mockVehicleStories } from '../indexing/stock-fixtures';
import { pointSiteAt, withMeilisearch, type TestMeilisearch } from '../meilisearch/support';

type StockModule = typeof import('../../src/stock/search');

const stories = mockVehicleStories();
const docs: VehicleDocument[] = stories.flatMap((s) => {
  const r = vehicleDocument(s);
  return r.ok ? [r.document] : [];
});
const ids = (pick: (d: VehicleDocument) => boolean) =>
  docs
    .filter(pick)
    .map((d) => d.id)
    .sort((a, b) => a - b);

let meili: TestMeilisearch;
let mod: StockModule;
const savedEnv = { ...process.env };

/** Every id the query finds, over all its pages. */
async function found(
  query: string | StockQuery,
): Promise<{ ids: number[]; total: number; facets: Awaited<ReturnType<StockModule['searchStock']>>['facets'] }> {
  const q = typeof query === 'string' ? parseStockQuery(new URLSearchParams(query)) : query;
  const first = await mod.searchStock(q);
  const all = [...first.vehicles];
  for (let page = 2; page <= first.totalPages; page++) all.push(...(await mod.searchStock({ ...q, page })).vehicles);
  return { ids: all.map((v) => v.id).sort((a, b) => a - b), total: first.total, facets: first.facets };
}

beforeAll(async () => {
  meili = await withMeilisearch();
  await reindexAll({ host: meili.host, adminKey: meili.adminKey, source: new MemorySource(stories), log: () => {} });
  pointSiteAt(meili);
  mod = await import('../../src/stock/search');
});

afterAll(async () => {
  process.env = savedEnv;
  await meili?.stop();
});

describe('keyword search in the stock', () => {
  it('finds a brand and a model by name, with a typo', async () => {
    const fords = ids((d) => d.brand === 'ford');
    expect(fords.length).toBeGreaterThan(0);
    expect((await found('q=ford')).ids).toEqual(fords);
    expect((await found('q=frod')).ids).toEqual(fords); // one typo in a four-letter word
    // "ford ranger": every Ranger, first; a name one typo away ("Extended Range") may follow
    const rangers = ids((d) => d.brand === 'ford' && d.vehicle.model === 'Ranger');
    const answer = await mod.searchStock(parseStockQuery(new URLSearchParams('q=ford+ranger')));
    expect(
      answer.vehicles
        .slice(0, rangers.length)
        .map((v) => v.id)
        .sort((a, b) => a - b),
    ).toEqual(rangers);
  });

  it('understands the words of every locale for the body, the gearbox and the fuel, and their synonyms', async () => {
    const estates = ids((d) => d.body === 'estate');
    expect(estates.length).toBeGreaterThan(0);
    expect((await found('q=Kombi')).ids, 'Kombi').toEqual(estates);
    expect((await found('q=break')).ids, 'break').toEqual(estates);
    const automatic = ids((d) => d.transmission === 'automatic');
    expect((await found(`q=${encodeURIComponent('boîte auto')}`)).ids, 'boîte auto').toEqual(automatic);
    expect((await found('q=Automatik')).ids, 'Automatik').toEqual(automatic);
    const electric = ids((d) => d.fuel === 'electric');
    expect(electric.length).toBeGreaterThan(0);
    for (const word of ['electrique', 'EV', 'Elektro', 'elektroauto']) expect((await found(`q=${word}`)).ids, word).toEqual(electric);
    // "e-auto" is two words to the engine ("e", "auto"): every electric vehicle, and a few that hold both words too
    expect((await found('q=e-auto')).ids).toEqual(expect.arrayContaining(electric));
  });

  it('finds a colour, an equipment item and a dealership', async () => {
    expect((await found('q=Schwarz')).ids).toEqual(ids((d) => d.vehicle.color === 'black'));
    const towBar = ids((d) => d.vehicle.equipment.some((g) => g.items.includes('Tow bar')));
    expect(towBar.length).toBeGreaterThan(0);
    expect((await found(`q=${encodeURIComponent('tow bar')}`)).ids).toEqual(towBar);
    // the equipment vocabulary's words in the other locales find the same vehicles (issue 15, point 7)
    expect((await found('q=Anhängerkupplung')).ids, 'Anhängerkupplung').toEqual(towBar);
    expect((await found(`q=${encodeURIComponent("crochet d'attelage")}`)).ids, "crochet d'attelage").toEqual(towBar);
    const place = docs[0]!.location;
    const name = (await (await import('../../src/directory/directory')).getDirectory('fr-lu')).place(place);
    expect((await found(`q=${encodeURIComponent(name)}`)).ids).toEqual(ids((d) => d.location === place));
  });

  it('knows vw as volkswagen', async () => {
    const vws = ids((d) => d.brand === 'volkswagen');
    if (vws.length === 0) return expect((await found('q=vw')).total).toBe(0);
    expect((await found('q=vw')).ids).toEqual(vws);
  });

  it('combines keywords with every filter, and counts the filters among what the words found', async () => {
    const q = { ...DEFAULT_QUERY, keywords: 'Automatik', fuels: ['diesel' as const] };
    const result = await found(q);
    expect(result.ids).toEqual(ids((d) => d.transmission === 'automatic' && d.fuel === 'diesel'));
    // the fuel facet is counted without its own filter: every fuel among the automatic vehicles
    const automatic = docs.filter((d) => d.transmission === 'automatic');
    const byFuel: Record<string, number> = {};
    for (const d of automatic) byFuel[d.fuel] = (byFuel[d.fuel] ?? 0) + 1;
    expect(result.facets.fuel).toEqual(byFuel);
  });

  it('sorts by relevance by default and strictly by the chosen order otherwise', async () => {
    const byPrice = await mod.searchStock(parseStockQuery(new URLSearchParams('q=ford&sort=price-asc')));
    const prices = byPrice.vehicles.map((v) => v.prices.purchase);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers hostile or empty text with a clean query, never an engine error', async () => {
    for (const raw of ['"ford', '-ford', 'ford OR 1=1', '*', '\\u0000ford', 'ford'.repeat(60), '<script>', '   ']) {
      const q = parseStockQuery(new URLSearchParams({ q: raw }));
      const result = await mod.searchStock(q);
      expect(result.total, raw).toBeGreaterThanOrEqual(0);
      expect(q.keywords.length).toBeLessThanOrEqual(80);
    }
    expect(parseStockQuery(new URLSearchParams({ q: '-ford' })).keywords).toBe('ford');
    expect((await found('q=' + encodeURIComponent('"ford'))).ids).toEqual(ids((d) => d.brand === 'ford'));
    expect((await found('q=zzzzqqqq')).total).toBe(0);
  });
});
