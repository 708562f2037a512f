/**
 * The header search's suggestions (issue 11, point 4) against a real Meilisearch holding the mock
 * stock: brands and models among the matches with their counts, the first vehicles, links in the
 * visitor's locale, typo tolerance and synonyms as on the stock page, and the endpoint's answers
 * (JSON, 503 when the engine is down, never a 500). Expected counts come from the raw stories.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reindexAll } from '../../src/indexing/reindex';
import { vehicleDocument, type VehicleDocument } from '../../src/stock/document';
import { MemorySource, mockVehicleStories } from '../indexing/stock-fixtures';
import { pointSiteAt, withMeilisearch, type TestMeilisearch } from '../meilisearch/support';

type SuggestModule = typeof import('../../src/stock/suggest/suggestions');

const stories = mockVehicleStories();
const docs: VehicleDocument[] = stories.flatMap((s) => {
  const r = vehicleDocument(s);
  return r.ok ? [r.document] : [];
});

let meili: TestMeilisearch;
let mod: SuggestModule;
const savedEnv = { ...process.env };

beforeAll(async () => {
  meili = await withMeilisearch();
  await reindexAll({ host: meili.host, adminKey: meili.adminKey, source: new MemorySource(stories), log: () => {} });
  pointSiteAt(meili);
  mod = await import('../../src/stock/suggest/suggestions');
});

afterAll(async () => {
  process.env = savedEnv;
  await meili?.stop();
});

describe('stock suggestions', () => {
  it('suggest the brand and its models with their counts, and the first vehicles, linked in the locale', async () => {
    const kias = docs.filter((d) => d.brand === 'kia');
    const s = await mod.stockSuggestions('de-lu', 'kia');
    expect(s.brands[0]).toMatchObject({ label: 'Kia', href: '/de-lu/stock?q=kia&brand=kia' });
    expect(s.brands[0]!.detail).toBe(`${kias.length} Fahrzeuge`);
    const topModel = Object.entries(
      kias.reduce<Record<string, number>>((acc, d) => ({ ...acc, [d.model]: (acc[d.model] ?? 0) + 1 }), {}),
    ).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    expect(s.models[0]!.href).toBe(`/de-lu/stock?q=kia&brand=kia&model=${encodeURIComponent(topModel[0])}`);
    expect(s.models.length).toBeLessThanOrEqual(4);
    expect(s.vehicles).toHaveLength(3);
    for (const v of s.vehicles) {
      expect(v.label).toMatch(/^Kia /);
      expect(v.href).toMatch(/^\/de-lu\/stock\/\d+-1-kia-/);
    }
    expect(s.all).toMatchObject({ href: '/de-lu/stock?q=kia', count: kias.length });
  });

  it('count on each brand and model what its link lists: the words and the brand or model', async () => {
    const s = await mod.stockSuggestions('fr-lu', 'kia ev');
    const all = await mod.stockSuggestions('fr-lu', 'kia');
    const kia = s.brands.find((b) => b.id === 'brand:kia')!;
    // fewer Kia match "kia ev" than "kia": the suggestion's count is the narrower one, so its link must be narrower too
    expect(kia.detail).toBe(`${s.all.count} véhicules`);
    expect(s.all.count).toBeLessThan(all.all.count);
    const { searchStock } = await import('../../src/stock/search');
    const { parseStockQuery } = await import('../../src/stock/query');
    for (const suggestion of [...s.brands, ...s.models, ...all.brands, ...all.models]) {
      const listed = await searchStock(parseStockQuery(new URL(suggestion.href, 'http://x').searchParams));
      expect(`${listed.total} véhicules`, suggestion.href).toBe(suggestion.detail);
    }
  });

  it('forgive no typo on a word that names a vehicle exactly: "ford ranger" is the Rangers only', async () => {
    const rangers = docs.filter((d) => d.model === 'ford/ranger').length;
    for (const words of ['ford ranger', 'ranger']) {
      const s = await mod.stockSuggestions('fr-lu', words);
      expect(s.models.map((m) => m.id)).toEqual(['model:ford/ranger']);
      expect(s.all.count).toBe(rangers);
    }
    // a word that names nothing is still forgiven its typo
    expect((await mod.stockSuggestions('fr-lu', 'rangr')).models[0]?.id).toBe('model:ford/ranger');
  });

  it('forgive a typo and know the synonyms, as the stock page does', async () => {
    expect((await mod.stockSuggestions('fr-lu', 'hyundia')).brands[0]?.label).toBe('Hyundai');
    // "e-auto" means electric (a synonym of the index settings): every electric vehicle, and the few that hold both words
    const electric = await mod.stockSuggestions('en-gb', 'e-auto');
    const electrics = docs.filter((d) => d.fuel === 'electric').length;
    expect(electric.all.count).toBeGreaterThanOrEqual(electrics);
    expect(electric.all.count).toBeLessThan(electrics + 10);
  });

  it('say nothing for one letter, and read hostile words as words', async () => {
    expect(await mod.stockSuggestions('fr-lu', 'k')).toMatchObject({ brands: [], models: [], vehicles: [] });
    const hostile = await mod.stockSuggestions('fr-lu', '<script>alert(1)</script> ford');
    expect(hostile.q).not.toMatch(/[<>()]/);
    expect(hostile.all.href.startsWith('/stock?q=')).toBe(true);
    expect(JSON.stringify(hostile)).not.toContain('<script>');
  });

  it('answer JSON that a browser may keep a minute; an unknown locale is the default one', async () => {
    const res = await mod.stockSuggestResponse(new Request('http://localhost/api/suggestions?q=ranger&locale=xx'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await res.json()) as { models: { label: string; href: string }[] };
    expect(body.models[0]).toMatchObject({ label: 'Ford Ranger', href: '/stock?q=ranger&brand=ford&model=ford%2Franger' });
  });

  it('answer 503 with nothing to suggest when the engine is down', async () => {
    process.env.MEILI_HOST = 'http://127.0.0.1:9';
    process.env.MEILI_TIMEOUT_MS = '1000';
    vi.resetModules();
    const down = await import('../../src/stock/suggest/suggestions');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await down.stockSuggestResponse(new Request('http://localhost/api/suggestions?q=ford'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'search-unavailable' });
    warn.mockRestore();
  });
});
