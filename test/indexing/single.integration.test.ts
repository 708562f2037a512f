/**
 * One vehicle at a time (CMS webhooks) against a real Meilisearch: upsert and delete by story id.
 */
import type { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, IndexerError } from '../../src/indexing/meili';
import { reindexAll } from '../../src/indexing/reindex';
import { deleteVehicle, upsertVehicle, type SingleOptions } from '../../src/indexing/single';
import { searchErrorCode } from '../../src/meilisearch/client';
import { DEPARTED_MS } from '../../src/stock/departed';
import { pointSiteAt, withMeilisearch, type TestMeilisearch } from '../meilisearch/support';
import { MemorySource, mockVehicleStories, withContent } from './stock-fixtures';

const LIVE = 'vehicles';
type Doc = { id: number; price_purchase: number; card: { prices: { purchase: number } }; vehicle: { trim: string } };

describe('single vehicle upsert and delete', () => {
  let meili: TestMeilisearch;
  let admin: Meilisearch;
  const stock = mockVehicleStories().slice(0, 40);
  const source = new MemorySource([...stock]);
  const options = (): SingleOptions => ({ host: meili.host, adminKey: meili.adminKey, source, log: () => {} });
  const count = async () => (await admin.index(LIVE).getStats()).numberOfDocuments;
  const get = (id: number) => admin.index(LIVE).getDocument<Doc>(id);
  const missing = async (id: number) => searchErrorCode(await get(id).catch((e: unknown) => e)) === 'document_not_found';

  beforeAll(async () => {
    meili = await withMeilisearch();
    admin = adminClient({ host: meili.host, adminKey: meili.adminKey });
  });
  afterAll(() => meili?.stop());

  it('refuses to write before a full reindex created the index (it would have no settings)', async () => {
    await expect(upsertVehicle(options(), stock[0]!.id)).rejects.toBeInstanceOf(IndexerError);
    await expect(deleteVehicle(options(), stock[0]!.id)).rejects.toThrow(/does not exist yet/);
    expect((await admin.getIndexes()).results).toEqual([]);
  });

  it('rewrites a changed vehicle, found by id alone or by its full slug', async () => {
    await reindexAll({ ...options(), log: () => {} });
    const target = stock[3]!;
    const price = Number(target.content.price_purchase) + 1234;
    source.stories = source.stories.map((s) => (s.id === target.id ? withContent(s, { price_purchase: price, trim: 'Changed' }) : s));

    expect(await upsertVehicle(options(), target.id)).toEqual({ action: 'upserted', id: target.id });
    const doc = await get(target.id);
    expect(doc.price_purchase).toBe(price);
    expect(doc.card.prices.purchase).toBe(price);
    expect(doc.vehicle.trim).toBe('Changed');
    expect(await count()).toBe(stock.length);

    source.stories = source.stories.map((s) => (s.id === target.id ? withContent(s, { price_purchase: price + 1 }) : s));
    await upsertVehicle(options(), target.id, { fullSlug: target.full_slug });
    expect((await get(target.id)).price_purchase).toBe(price + 1);
  });

  it('adds a new vehicle, with the settings of the full reindex still in place', async () => {
    const settings = await admin.index(LIVE).getSettings();
    const added = withContent(
      stock[0]!,
      { model: 'Puma', trim: 'New' },
      { id: 555001, uuid: 'new-555001', slug: '555001-ford-puma-new', full_slug: 'vehicles/555001-ford-puma-new' },
    );
    source.stories = [...source.stories, added];
    expect(await upsertVehicle(options(), 555001)).toMatchObject({ action: 'upserted' });
    expect((await get(555001)).id).toBe(555001);
    expect(await count()).toBe(stock.length + 1);
    expect(await admin.index(LIVE).getSettings()).toEqual(settings);
  });

  it('finds a vehicle whose slug does not start with its id, and ignores a wrong slug hint', async () => {
    const target = stock[8]!;
    const price = Number(target.content.price_purchase) + 99;
    source.stories = source.stories.map((s) =>
      s.id === target.id
        ? withContent(s, { price_purchase: price }, { slug: 'renamed-by-an-editor', full_slug: 'vehicles/renamed-by-an-editor' })
        : s,
    );
    expect(await upsertVehicle(options(), target.id, { fullSlug: stock[9]!.full_slug })).toMatchObject({
      action: 'upserted',
      id: target.id,
    });
    expect((await get(target.id)).price_purchase).toBe(price);
    expect((await get(stock[9]!.id)).price_purchase).toBe(Number(stock[9]!.content.price_purchase));
  });

  it('removes a vehicle that became invalid or left the source, saying why', async () => {
    const invalid = stock[5]!;
    source.stories = source.stories.map((s) => (s.id === invalid.id ? withContent(s, { fuel: 'steam' }) : s));
    const result = await upsertVehicle(options(), invalid.id);
    expect(result).toMatchObject({ action: 'deleted', id: invalid.id, existed: true });
    expect(result.action === 'deleted' && result.reason).toContain('fuel');
    expect(await missing(invalid.id)).toBe(true);

    const gone = stock[6]!;
    source.stories = source.stories.filter((s) => s.id !== gone.id);
    expect(await upsertVehicle(options(), gone.id)).toMatchObject({ action: 'deleted', id: gone.id, existed: true });
    expect(await missing(gone.id)).toBe(true);
    expect(await count()).toBe(stock.length + 1 - 2);
  });

  it('deletes by story id, and deleting again is harmless', async () => {
    const id = stock[10]!.id;
    const before = await count();
    expect(await deleteVehicle(options(), id)).toMatchObject({ action: 'deleted', id, existed: true });
    expect(await missing(id)).toBe(true);
    expect(await count()).toBe(before - 1);
    expect(await deleteVehicle(options(), id)).toMatchObject({ action: 'deleted', id, existed: false });
    expect(await count()).toBe(before - 1);
    expect(await missing(stock[11]!.id)).toBe(false);
  });

  it('keeps what it deletes as departed for the 410 page, forgets it when it comes back, and a full reindex keeps what it drops', async () => {
    const saved = { ...process.env };
    pointSiteAt(meili, { index: LIVE });
    const site = await import('../../src/stock/search');
    try {
      // deleted by id (stock[10], the test above) and left the source (stock[6]): departed, as they were
      const sold = await site.getDepartedVehicle(stock[10]!.id);
      expect(sold).toMatchObject({
        id: stock[10]!.id,
        modelKey: expect.stringContaining('/'),
        prices: { purchase: Number(stock[10]!.content.price_purchase) },
      });
      expect((await site.getDepartedVehicle(stock[6]!.id))?.id).toBe(stock[6]!.id);
      expect(await site.getDepartedVehicle(stock[11]!.id)).toBeNull();
      // departed longer ago than DEPARTED_DAYS: no page
      expect(await site.getDepartedVehicle(stock[10]!.id, Date.now() + DEPARTED_MS + 60_000)).toBeNull();

      // back in the stock: no longer departed
      await upsertVehicle(options(), stock[10]!.id);
      expect(await site.getDepartedVehicle(stock[10]!.id)).toBeNull();

      // a full reindex whose source no longer has a vehicle keeps it departed
      const dropped = stock[12]!;
      source.stories = source.stories.filter((s) => s.id !== dropped.id);
      await reindexAll({ ...options(), log: () => {} });
      expect(await missing(dropped.id)).toBe(true);
      expect((await site.getDepartedVehicle(dropped.id))?.title).toBe(dropped.name);
    } finally {
      process.env = saved;
    }
  });
});
