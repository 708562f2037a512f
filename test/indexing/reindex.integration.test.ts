/**
 * The full reindex against a real Meilisearch: valid vehicles indexed, invalid ones reported and
 * skipped, idempotent runs, the index settings, the atomic swap seen by searches running during a
 * reindex, leftover `_next_` indexes, and the empty-read guard.
 */
import { departedIndexOf } from '../../src/stock/departed';
import type { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, IndexerError } from '../../src/indexing/meili';
import { reindexAll, type ReindexOptions } from '../../src/indexing/reindex';
import { createSearchClient, searchErrorCode } from '../../src/meilisearch/client';
import { withMeilisearch, type TestMeilisearch } from '../meilisearch/support';
import { brokenVehicleStories, MemorySource, mockVehicleStories, rawVehicle } from './stock-fixtures';

const LIVE = 'vehicles';

describe('full reindex', () => {
  let meili: TestMeilisearch;
  let admin: Meilisearch;
  let search: Meilisearch;
  const stock = mockVehicleStories();
  const broken = brokenVehicleStories(stock[0]!);
  const source = new MemorySource([...stock, ...broken.map((b) => b.story)]);
  const lines: string[] = [];
  const options = (extra: Partial<ReindexOptions> = {}): ReindexOptions => ({
    host: meili.host,
    adminKey: meili.adminKey,
    source,
    log: (line) => lines.push(line),
    ...extra,
  });

  const count = async () => (await admin.index(LIVE).getStats()).numberOfDocuments;
  // the indexes of the stock, the departed vehicles' beside them left out (test/indexing/single.integration.test.ts covers it)
  const uids = async () =>
    (await admin.getIndexes({ limit: 1000 })).results
      .map((i) => i.uid)
      .filter((uid) => uid !== departedIndexOf(LIVE))
      .sort();
  const allDocuments = async () => (await admin.index(LIVE).getDocuments({ limit: 10_000 })).results;

  beforeAll(async () => {
    meili = await withMeilisearch();
    admin = adminClient({ host: meili.host, adminKey: meili.adminKey }); // waits for tasks as long as the indexer does
    search = createSearchClient({ host: meili.host, apiKey: meili.searchKey, timeoutMs: 15_000 }); // slow is not an error here
  });
  afterAll(() => meili?.stop());

  it('indexes the valid vehicles and reports each invalid one with its id and reason, without failing', async () => {
    expect(stock.length).toBeGreaterThanOrEqual(300);
    const result = await reindexAll(options());

    expect(result).toMatchObject({ index: LIVE, indexed: stock.length, mode: 'created' });
    expect(await count()).toBe(stock.length);
    const ids = (await allDocuments()).map((d) => d.id as number).sort((a, b) => a - b);
    expect(ids).toEqual(stock.map((s) => s.id).sort((a, b) => a - b));

    expect(result.skipped.map((s) => s.id).sort()).toEqual(broken.map((b) => b.story.id).sort());
    for (const { story, field } of broken) {
      const skipped = result.skipped.find((s) => s.id === story.id);
      expect(skipped?.reason, `reason for ${story.id}`).toContain(field);
      expect(
        lines.some((l) => l.includes(`skipped vehicle ${story.id}`) && l.includes(field)),
        `log line for ${story.id}`,
      ).toBe(true);
    }
    expect(lines.some((l) => l.includes(`${stock.length} valid, ${broken.length} skipped`))).toBe(true);
  });

  it('puts the settings the stock search needs in place', async () => {
    const settings = await admin.index(LIVE).getSettings();
    const filterable = new Set((settings.filterableAttributes ?? []).flatMap((f) => (typeof f === 'string' ? [f] : f.attributePatterns)));
    for (const attribute of ['id', 'brand', 'model', 'fuel', 'transmission', 'body', 'location', 'condition', 'categories']) {
      expect(filterable.has(attribute), attribute).toBe(true);
    }
    for (const attribute of ['year', 'mileage', 'price_purchase', 'price_private', 'price_business']) {
      expect(filterable.has(attribute), attribute).toBe(true);
      expect(settings.sortableAttributes, attribute).toContain(attribute);
    }
    expect(settings.sortableAttributes).toContain('published_at');
    expect(settings.searchableAttributes).toEqual(expect.arrayContaining(['title', 'brand', 'model']));
    expect(settings.searchableAttributes).not.toContain('*');

    const models = new Set(stock.map((s) => rawVehicle(s).model));
    expect(settings.faceting?.maxValuesPerFacet).toBeGreaterThanOrEqual(models.size);
    expect(settings.pagination?.maxTotalHits).toBeGreaterThanOrEqual(stock.length);

    // Range filters and sorts are accepted, and every vehicle is reachable by paging.
    const last = Math.ceil(stock.length / 20);
    const page = await search
      .index(LIVE)
      .search('', { filter: ['price_purchase >= 0', 'year >= 1900'], sort: ['price_private:asc'], hitsPerPage: 20, page: last });
    expect(page.totalHits).toBe(stock.length);
    expect(page.hits).toHaveLength(stock.length - (last - 1) * 20);
  });

  it('gives the same documents and settings when run again', async () => {
    const documents = await allDocuments();
    const settings = await admin.index(LIVE).getSettings();
    const result = await reindexAll(options());
    expect(result).toMatchObject({ indexed: stock.length, mode: 'swapped' });
    expect(await allDocuments()).toEqual(documents);
    expect(await admin.index(LIVE).getSettings()).toEqual(settings);
    expect((await uids()).filter((u) => u !== LIVE)).toEqual([]);
  });

  it('swaps atomically: searches during a reindex see the whole old or the whole new stock', async () => {
    const oldCount = stock.length;
    const changed = stock.filter((_, i) => i % 4 !== 0);
    const newCount = changed.length;
    source.stories = changed;

    const seen: number[] = [];
    const errors: unknown[] = [];
    let done = false;
    const searching = (async () => {
      while (!done) {
        try {
          const r = await search.index(LIVE).search('', { hitsPerPage: 1, page: 1, facets: ['brand'] });
          const byBrand = Object.values(r.facetDistribution?.brand ?? {}).reduce((a, b) => a + b, 0);
          // the counts of one answer come from one index
          if (byBrand !== r.totalHits) errors.push(new Error(`brand counts ${byBrand} vs total ${r.totalHits}`));
          seen.push(r.totalHits);
        } catch (error) {
          errors.push(error);
        }
        await new Promise((resolve) => setTimeout(resolve, 5)); // leave the shared cores to the indexing
      }
    })();
    lines.length = 0;
    try {
      // small batches: a reindex that filled the live index in place would be seen half-way
      await reindexAll(options({ batchSize: 40 }));
    } finally {
      done = true;
      await searching;
    }

    // one progress line per batch
    const progress = lines.filter((l) => new RegExp(`\\d+/${newCount} vehicles$`).test(l));
    expect(progress).toHaveLength(Math.ceil(newCount / 40));
    expect(progress.at(-1)).toContain(`${newCount}/${newCount} vehicles`);

    expect(errors).toEqual([]);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((n) => n !== oldCount && n !== newCount)).toEqual([]);
    expect(seen[0]).toBe(oldCount);
    expect(seen.at(-1)).toBe(newCount);
    expect(await count()).toBe(newCount);
    expect((await uids()).filter((u) => u !== LIVE)).toEqual([]);
  });

  it('keeps its connection usable after Meilisearch refuses a large upload', async () => {
    // Meilisearch answers 403 before reading a large body and keeps the connection open; a client
    // that reused that connection waited for its next answer until the request deadline.
    const key = await createSearchClient({ host: meili.host, apiKey: meili.masterKey }).createKey({
      actions: ['version'],
      indexes: ['*'],
      expiresAt: null,
    });
    const client = adminClient({ host: meili.host, adminKey: key.key }, { requestTimeoutMs: 3_000 });
    const large = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, text: 'x'.repeat(5_000) }));
    await expect(client.index(LIVE).addDocuments(large)).rejects.toSatisfy((e) => searchErrorCode(e) === 'invalid_api_key');
    expect((await client.getVersion()).pkgVersion).toMatch(/^1\./); // with the old transport: a timeout after 3 s
  });

  it('deletes the leftovers of crashed runs and the new index of a failed run, and leaves the live index alone', async () => {
    const before = await count();
    const stale = `${LIVE}_next_${Date.now() - 7 * 3600_000}_dead01`;
    const recent = `${LIVE}_next_${Date.now()}_busy01`; // another indexer's run in progress
    await admin.createIndex(stale, { primaryKey: 'id' }).waitTask({ timeout: 30_000 });
    await admin.createIndex(recent, { primaryKey: 'id' }).waitTask({ timeout: 30_000 });

    // An admin key that can create indexes but not add documents: the run fails half-way.
    const keys = await createSearchClient({ host: meili.host, apiKey: meili.masterKey }).createKey({
      actions: ['version', 'indexes.*', 'settings.*', 'tasks.*', 'stats.get'],
      indexes: ['*'],
      expiresAt: null,
    });
    lines.length = 0;
    await expect(reindexAll(options({ adminKey: keys.key }))).rejects.toBeInstanceOf(IndexerError);
    expect(
      lines.some((l) => /created vehicles_next_\d+_[0-9a-f]+ with its settings/.test(l)),
      'the run got as far as its new index',
    ).toBe(true);
    expect(lines.some((l) => l.includes(`deleted ${stale}`))).toBe(true);
    expect(await uids()).toEqual([LIVE, recent].sort());
    expect(await count()).toBe(before);

    await admin.deleteIndex(recent).waitTask({ timeout: 30_000 });
  });

  it('does not replace a non-empty index with an empty read unless allowEmpty', async () => {
    const before = await count();
    expect(before).toBeGreaterThan(0);
    source.stories = broken.map((b) => b.story); // a read with no valid vehicle
    await expect(reindexAll(options())).rejects.toThrow(/refusing to replace/);
    source.stories = [];
    await expect(reindexAll(options())).rejects.toBeInstanceOf(IndexerError);
    expect(await count()).toBe(before);
    expect(await uids()).toEqual([LIVE]);

    const result = await reindexAll(options({ allowEmpty: true }));
    expect(result.indexed).toBe(0);
    expect(await count()).toBe(0);
    expect((await admin.index(LIVE).getSettings()).sortableAttributes).toContain('price_purchase');
  });

  it('fails with an IndexerError when Meilisearch rejects the key, before reading the content', async () => {
    const reads = source.reads;
    const error = await reindexAll(options({ adminKey: meili.searchKey })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IndexerError);
    expect((error as Error).message).toContain('rejected the key');
    expect(source.reads).toBe(reads);
  });
});
