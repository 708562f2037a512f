import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexAll } from '../../src/indexing/reindex';
import { MemorySource, mockVehicleStories } from '../indexing/stock-fixtures';
import { pointSiteAt, withMeilisearch, type TestMeilisearch } from '../meilisearch/support';

/**
 * The index's age and vehicle count for /metrics (issue 38), read from a real Meilisearch with the site's
 * search-only key (`indexes.get` and `search`), and the reindexes counted as they run.
 */
describe('the stock index as the metrics read it', () => {
  let meili: TestMeilisearch;
  const savedEnv = { ...process.env };
  const stories = mockVehicleStories();

  beforeAll(async () => {
    meili = await withMeilisearch();
    pointSiteAt(meili);
  });
  afterAll(async () => {
    process.env = savedEnv;
    await meili?.stop();
  });

  it('gives the live index’s vehicle count and the time since a reindex swapped it in, and counts the reindex', async () => {
    const { stockIndexFacts } = await import('../../src/stock/search');
    const { metricsText } = await import('../../src/health/metrics');
    const before = Date.now();
    const result = await reindexAll({ host: meili.host, adminKey: meili.adminKey, source: new MemorySource(stories), log: () => {} });
    const facts = await stockIndexFacts();
    expect(facts.documents).toBe(result.indexed);
    expect(facts.documents).toBeGreaterThan(24); // more than one page of hits: the count is not a page's
    // Meilisearch's updatedAt of the swapped-in index: at or after the reindex began (its clock is this machine's)
    expect(facts.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(facts.updatedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    expect((await metricsText()).body).toMatch(/^autopolis_reindexes_total\{outcome="ok"\} [1-9]/m);
  });

  it('rejects when the engine cannot say (the gauges then read NaN)', async () => {
    const { stockIndexFacts } = await import('../../src/stock/search');
    await meili.stop();
    await expect(stockIndexFacts()).rejects.toThrow();
  });
});
