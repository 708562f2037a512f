import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchClient, searchErrorCode } from '../../src/meilisearch/client';
import { createHttpClient } from '../../src/meilisearch/http';
import { ADMIN_KEY_NAME, SEARCH_KEY_NAME, SITE_KEY_ACTIONS, ensureApiKeys } from '../../src/meilisearch/keys';
import { withMeilisearch, type TestMeilisearch } from './support';

type KeyList = { results: { uid: string; name: string | null; key: string; actions: string[]; indexes: string[] }[] };

describe('ensureApiKeys', () => {
  let meili: TestMeilisearch;
  const request = createHttpClient({ timeoutMs: 10_000 });
  const asMaster = () => ({ Authorization: `Bearer ${meili.masterKey}` });
  const listKeys = async () => ((await request(new URL('/keys', meili.host), { headers: asMaster() })) as KeyList).results;

  beforeAll(async () => {
    meili = await withMeilisearch();
  });
  afterAll(() => meili?.stop());

  it("returns Meilisearch's default admin key and a key of the site's own that can also read the index version", async () => {
    const keys = await listKeys();
    expect(keys.find((k) => k.name === 'Default Admin API Key')?.key).toBe(meili.adminKey);
    const first = await ensureApiKeys(meili.host, meili.masterKey);
    expect(first.adminKey).toBe(meili.adminKey);
    // the default search key cannot read the version: the site has its own
    expect(first.searchKey).not.toBe(keys.find((k) => k.name === 'Default Search API Key')?.key);
    expect((await listKeys()).find((k) => k.name === SEARCH_KEY_NAME)).toMatchObject({ key: first.searchKey, actions: SITE_KEY_ACTIONS });
    expect(await ensureApiKeys(meili.host, meili.masterKey)).toEqual(first);
  });

  it('creates restricted keys once the defaults are gone, and reuses them', async () => {
    for (const key of await listKeys()) {
      await request(new URL(`/keys/${key.uid}`, meili.host), { method: 'DELETE', headers: asMaster() });
    }
    const created = await ensureApiKeys(meili.host, meili.masterKey);
    const keys = await listKeys();
    expect(keys.find((k) => k.name === SEARCH_KEY_NAME)).toMatchObject({
      key: created.searchKey,
      actions: SITE_KEY_ACTIONS,
      indexes: ['vehicles*'],
    });
    expect(keys.find((k) => k.name === ADMIN_KEY_NAME)).toMatchObject({ key: created.adminKey, indexes: ['*'] });
    expect(keys.find((k) => k.name === ADMIN_KEY_NAME)?.actions).not.toContain('*');
    expect(await ensureApiKeys(meili.host, meili.masterKey)).toEqual(created);
    expect(await listKeys()).toHaveLength(2);

    // The admin key covers the swap through a temporary index (and sees the swap task), but cannot manage keys.
    const admin = createSearchClient({ host: meili.host, apiKey: created.adminKey, timeoutMs: 30_000 });
    const tmp = `vehicles_tmp_${Date.now()}`;
    expect((await admin.createIndex('vehicles', { primaryKey: 'id' }).waitTask({ timeout: 30_000 })).status).toBe('succeeded');
    expect((await admin.createIndex(tmp, { primaryKey: 'id' }).waitTask({ timeout: 30_000 })).status).toBe('succeeded');
    expect((await admin.index(tmp).updateFilterableAttributes(['brand']).waitTask({ timeout: 30_000 })).status).toBe('succeeded');
    expect(
      (
        await admin
          .index(tmp)
          .addDocuments([{ id: 1, brand: 'ford' }])
          .waitTask({ timeout: 30_000 })
      ).status,
    ).toBe('succeeded');
    expect((await admin.swapIndexes([{ indexes: ['vehicles', tmp], rename: false }]).waitTask({ timeout: 30_000 })).status).toBe(
      'succeeded',
    );
    expect((await admin.deleteIndex(tmp).waitTask({ timeout: 30_000 })).status).toBe('succeeded');
    await expect(admin.getKeys()).rejects.toSatisfy((e) => searchErrorCode(e) === 'invalid_api_key');

    const search = createSearchClient({ host: meili.host, apiKey: created.searchKey });
    const result = await search.index('vehicles').search('', { filter: 'brand = ford' });
    expect(result.hits).toEqual([{ id: 1, brand: 'ford' }]);
    expect((await search.index('vehicles').getRawInfo()).updatedAt).toEqual(expect.any(String));
    await expect(search.index('pages').getRawInfo()).rejects.toSatisfy((e) => searchErrorCode(e) === 'invalid_api_key');
    await expect(search.index('vehicles').updateFilterableAttributes(['model'])).rejects.toSatisfy(
      (e) => searchErrorCode(e) === 'invalid_api_key',
    );
    await expect(search.index('pages').search('')).rejects.toSatisfy((e) => searchErrorCode(e) === 'invalid_api_key');
    await expect(search.index('vehicles').addDocuments([{ id: 2 }])).rejects.toSatisfy((e) => searchErrorCode(e) === 'invalid_api_key');
  });

  it('fails with the Meilisearch error when the master key is wrong', async () => {
    await expect(ensureApiKeys(meili.host, 'x'.repeat(64))).rejects.toSatisfy((e) => searchErrorCode(e) === 'invalid_api_key');
  });
});
