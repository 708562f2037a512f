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
import { withMeilisearch, type TestMeilisearch } from '../meilisearch/support';

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
  process.env.MEILI_HOST = meili.host;
  process.env.MEILI_SEARCH_KEY = meili.searchKey;
  process.env.MEILI_INDEX = 'vehicles';
  process.env.MEILI_TIMEOUT_MS = '10000';
  vi.resetModules();
  mod = await import('../../src/stock/suggest/suggestions');
}, 120_000);

afterAll(async () => {
  process.env = savedEnv;
  await meili?.stop();
});

describe('stock suggestions', () => {
  it('suggest the brand and its models with their counts, and the first vehicles, linked in the locale', async () => {
    const kias = docs.filter((d) => d.brand === 'kia');
    const s = await mod.stockSuggestions('de-lu', 'kia');
    expect(s.brands[0]).toMatchObject({ label: 'Kia', href: '/de-lu/stock?brand=kia' });
    expect(s.brands[0]!.detail).toBe(`${kias.length} Fahrzeuge`);
    const topModel = Object.entries(
      kias.reduce<Record<string, number>>((acc, d) => ({ ...acc, [d.model]: (acc[d.model] ?? 0) + 1 }), {}),
    ).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    expect(s.models[0]!.href).toBe(`/de-lu/stock?brand=kia&model=${encodeURIComponent(topModel[0])}`);
    expect(s.models.length).toBeLessThanOrEqual(4);
    expect(s.vehicles).toHaveLength(3);
    for (const v of s.vehicles) {
      expect(v.label).toMatch(/^Kia /);
      expect(v.href).toMatch(/^\/de-lu\/stock\/\d+-1-kia-/);
    }
    expect(s.all).toMatchObject({ href: '/de-lu/stock?q=kia', count: kias.length });
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
    expect(body.models[0]).toMatchObject({ label: 'Ford Ranger', href: '/stock?brand=ford&model=ford%2Franger' });
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
