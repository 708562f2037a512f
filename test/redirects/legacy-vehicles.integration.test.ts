/**
 * The old vehicle addresses against a real Meilisearch holding the mock stock, indexed by the
 * indexer: the legacy slug it keeps finds the vehicle; a vehicle gone from the stock leads to its
 * brand's stock through the same rule; hostile slugs never reach the filter unescaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import table from '../../redirects/table.json' with { type: 'json' };
import { buildRedirects } from '../../redirects';
import { reindexAll } from '../../src/indexing/reindex';
import { routes } from '../../src/routing';
import { vehicleDocument } from '../../src/stock/document';
import { MemorySource, mockVehicleStories } from '../indexing/stock-fixtures';
import { pointSiteAt, withMeilisearch, type TestMeilisearch } from '../meilisearch/support';
import { mockFacts } from './support';

type StockModule = typeof import('../../src/stock/search');

const stories = mockVehicleStories();
const sold = stories.find((s) => s.id === 100151)!;
let meili: TestMeilisearch;
let mod: StockModule;
const savedEnv = { ...process.env };

beforeAll(async () => {
  meili = await withMeilisearch();
  // one vehicle with an old address is sold: not in the index
  await reindexAll({
    host: meili.host,
    adminKey: meili.adminKey,
    source: new MemorySource(stories.filter((s) => s !== sold)),
    log: () => {},
  });
  pointSiteAt(meili);
  mod = await import('../../src/stock/search');
});
afterAll(async () => {
  process.env = savedEnv;
  await meili?.stop();
});

describe('vehicleParamByLegacySlug', () => {
  it('finds every vehicle of the index by its old alias', async () => {
    const withLegacy = stories.filter((s) => s !== sold && typeof s.content.legacy_slug === 'string');
    expect(withLegacy.length).toBeGreaterThan(200);
    for (const story of withLegacy.slice(0, 60)) {
      const doc = vehicleDocument(story);
      if (!doc.ok) throw new Error(doc.reason);
      expect(await mod.vehicleParamByLegacySlug(story.content.brand as string, story.content.legacy_slug as string)).toBe(
        doc.document.param,
      );
    }
  });

  it('answers null for a sold vehicle, another brand’s alias and hostile input', async () => {
    expect(await mod.vehicleParamByLegacySlug('ford', sold.content.legacy_slug as string)).toBeNull();
    const kia = stories.find((s) => s.content.brand === 'kia' && s.content.legacy_slug)!;
    expect(await mod.vehicleParamByLegacySlug('ford', kia.content.legacy_slug as string)).toBeNull();
    expect(await mod.vehicleParamByLegacySlug('ford', 'x" OR brand = "kia')).toBeNull();
    expect(await mod.vehicleParamByLegacySlug('ford\\', '"')).toBeNull();
  });

  it('finds a vehicle by its old node id, and answers null for a sold one and a node that was no vehicle', async () => {
    const kept = stories.find((s) => s.id === 100002)!;
    expect(await mod.vehicleParamByLegacyId(kept.content.legacy_id as number)).toBe('100002-1-kia-ev6-earth');
    expect(await mod.vehicleParamByLegacyId(sold.content.legacy_id as number)).toBeNull();
    expect(await mod.vehicleParamByLegacyId(1204)).toBeNull();
    expect(await mod.vehicleParamByLegacyId(-1)).toBeNull();
  });

  it('drives the vehicle rule: the vehicle page, or the brand’s stock once it is sold', async () => {
    const { match } = buildRedirects(table, {
      router: routes(),
      facts: await mockFacts(),
      vehicleByLegacySlug: mod.vehicleParamByLegacySlug,
      vehicleByLegacyId: mod.vehicleParamByLegacyId,
    });
    const kept = stories.find((s) => s.id === 100002)!;
    expect(await match(`/fr/vehicules-occasion-stock/kia/${kept.content.legacy_slug as string}`, '')).toBe('/stock/100002-1-kia-ev6-earth');
    expect(await match(`/fr/vehicules-occasion-stock/ford/${sold.content.legacy_slug as string}`, '')).toBe('/stock?brand=ford');
    // the old stock URL's `node`: the vehicle while in stock, the listing once sold
    expect(await match('/de-lu/stock', `?node=${kept.content.legacy_id as number}`)).toBe('/de-lu/stock/100002-1-kia-ev6-earth');
    expect(await match('/stock', `?from_nid=${sold.content.legacy_id as number}&fuel=13`)).toBe('/stock?fuel=electric');
  });
});
