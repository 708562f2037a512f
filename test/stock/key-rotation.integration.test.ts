/**
 * A rotated Meilisearch master key while the site runs (docs/operating.md, "Rotate keys and secrets"): the API keys'
 * values change, the indexer writes the new search key to the file `MEILI_SEARCH_KEY_FILE` names, and the site takes it
 * on the first search the engine refuses, instead of answering "search unavailable" until the instance restarts (the
 * scale drill measured 32.6–39.6 s of 503s on the stock page before this). Real Meilisearch; the rotation is the
 * engine's own: the site's key deleted with the master key and a new one made by the indexer's `ensureApiKeys`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reindexAll } from '../../src/indexing/reindex';
import { ensureApiKeys } from '../../src/meilisearch/keys';
import { DEFAULT_QUERY } from '../../src/stock/query';
import { MemorySource, mockVehicleStories } from '../indexing/stock-fixtures';
import { withMeilisearch, type TestMeilisearch } from '../meilisearch/support';

type StockModule = typeof import('../../src/stock/search');

const stories = mockVehicleStories();
const savedEnv = { ...process.env };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'key-rotation-'));
const keyFile = path.join(dir, 'meili-search-key');
let meili: TestMeilisearch;
let mod: StockModule;

/** Deletes the site's search key with the master key, as the engine's restart with a new master key makes it void. */
async function revoke(key: string): Promise<void> {
  const answer = await fetch(`${meili.host}/keys/${key}`, { method: 'DELETE', headers: { authorization: `Bearer ${meili.masterKey}` } });
  expect(answer.status).toBe(204);
}

beforeAll(async () => {
  meili = await withMeilisearch();
  await reindexAll({ host: meili.host, adminKey: meili.adminKey, source: new MemorySource(stories), log: () => {} });
  fs.writeFileSync(keyFile, `${meili.searchKey}\n`);
  process.env.MEILI_HOST = meili.host;
  delete process.env.MEILI_SEARCH_KEY;
  process.env.MEILI_SEARCH_KEY_FILE = keyFile;
  process.env.MEILI_INDEX = 'vehicles';
  process.env.MEILI_TIMEOUT_MS = '10000';
  vi.resetModules();
  mod = await import('../../src/stock/search');
});

afterAll(async () => {
  vi.useRealTimers();
  process.env = savedEnv;
  await meili?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the search key followed through a rotation', () => {
  it('serves with the new key the indexer wrote, without a restart; a void key with no new one is still "search unavailable"', async () => {
    const before = await mod.searchStock(DEFAULT_QUERY);
    expect(before.total).toBe(stories.length);
    await mod.checkStockEngine();

    await revoke(meili.searchKey);
    // the indexer has not run yet: the file still holds the void key, and the page is the 503 screen, as before
    await expect(mod.searchStock(DEFAULT_QUERY)).rejects.toBeInstanceOf(mod.StockUnavailableError);
    await expect(mod.checkStockEngine()).rejects.toThrow('the search key was refused');

    // the indexer's run: a new site key, written where the site reads it
    const { searchKey } = await ensureApiKeys(meili.host, meili.masterKey);
    expect(searchKey).not.toBe(meili.searchKey);
    fs.writeFileSync(keyFile, `${searchKey}\n`);
    // the file is read at most once per second after a refusal; move the clock past that instead of waiting
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_000 });

    const after = await mod.searchStock(DEFAULT_QUERY);
    expect(after.total).toBe(stories.length);
    await mod.checkStockEngine();
    expect(await mod.indexVersion()).not.toBeNull();
    expect((await mod.getVehicle(before.vehicles[0]!.id))?.id).toBe(before.vehicles[0]!.id);
  });
});
