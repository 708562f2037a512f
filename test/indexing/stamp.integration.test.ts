/**
 * `npm run index -- --if-needed`, what every `docker compose up -d` runs (issue 38: it reindexed fully at each
 * start): against a real Meilisearch, the index is rebuilt when it is missing or empty, has no stamp, or was built
 * by another build or from another content version, and kept otherwise, also when the CMS does not answer.
 */
import type { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../src/indexing/meili';
import { reindexAll } from '../../src/indexing/reindex';
import { readStamp, reindexNeeded, stampIndexOf } from '../../src/indexing/stamp';
import { withMeilisearch, type TestMeilisearch } from '../meilisearch/support';
import { MemorySource, mockVehicleStories } from './stock-fixtures';

describe('reindex only when needed (the build stamp)', () => {
  let meili: TestMeilisearch;
  let admin: Meilisearch;
  const stock = mockVehicleStories().slice(0, 40);
  const target = () => ({ host: meili.host, adminKey: meili.adminKey });
  const build = (live: string, stamp?: { build: string; contentVersion: number | null }) =>
    reindexAll({ ...target(), index: live, source: new MemorySource(stock), log: () => undefined, ...(stamp ? { stamp } : {}) });

  beforeAll(async () => {
    meili = await withMeilisearch();
    admin = adminClient(target());
  });
  afterAll(() => meili?.stop());

  it('rebuilds a missing index, keeps the one this build made from this content, rebuilds for another build or content', async () => {
    const live = 'stamped';
    expect(await reindexNeeded(target(), live, { build: '0.2.0+aaaa', contentVersion: 7 })).toEqual({
      needed: true,
      reason: 'there is no index "stamped"',
    });

    await build(live, { build: '0.2.0+aaaa', contentVersion: 7 });
    expect(await readStamp(target(), live)).toMatchObject({ build: '0.2.0+aaaa', contentVersion: 7, documents: stock.length });
    const kept = await reindexNeeded(target(), live, { build: '0.2.0+aaaa', contentVersion: 7 });
    expect(kept.needed).toBe(false);
    expect(kept.reason).toContain(`${stock.length} vehicles`);

    expect(await reindexNeeded(target(), live, { build: '0.3.0+bbbb', contentVersion: 7 })).toEqual({
      needed: true,
      reason: 'the index was built by 0.2.0+aaaa, this is 0.3.0+bbbb',
    });
    expect(await reindexNeeded(target(), live, { build: '0.2.0+aaaa', contentVersion: 8 })).toEqual({
      needed: true,
      reason: 'the content changed (version 7 → 8)',
    });
    // the CMS did not answer: an index of this build is kept (the site catches up with the CMS once it answers)
    expect((await reindexNeeded(target(), live, { build: '0.2.0+aaaa', contentVersion: 'unknown' })).needed).toBe(false);
    expect((await reindexNeeded(target(), live, { build: '0.3.0+bbbb', contentVersion: 'unknown' })).needed).toBe(true);

    // a source without versions (the mocks): the build alone decides
    await build(live, { build: '0.3.0+bbbb', contentVersion: null });
    expect((await reindexNeeded(target(), live, { build: '0.3.0+bbbb', contentVersion: null })).needed).toBe(false);
    // the stamp index holds the one stamp, no vehicle
    expect((await admin.index(stampIndexOf(live)).getStats()).numberOfDocuments).toBe(1);
  });

  it('rebuilds an empty index, and one built without a stamp (before this release, or by the site itself)', async () => {
    await build('unstamped');
    expect(await reindexNeeded(target(), 'unstamped', { build: '0.2.0+aaaa', contentVersion: null })).toEqual({
      needed: true,
      reason: 'the index "unstamped" has no build stamp (built before stamps, or by hand)',
    });

    await admin.createIndex('emptied', { primaryKey: 'id' }).waitTask();
    expect(await reindexNeeded(target(), 'emptied', { build: '0.2.0+aaaa', contentVersion: null })).toEqual({
      needed: true,
      reason: 'the index "emptied" is empty',
    });
  });
});
