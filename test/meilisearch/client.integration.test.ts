import { MeilisearchRequestError } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchApiError,
  SearchUnavailableError,
  createSearchClient,
  findSearchError,
  isSearchUnavailable,
  searchErrorCode,
} from '../../src/meilisearch/client';
import { closedPort, silentServer, withMeilisearch, type TestMeilisearch } from './support';

const vehicles = [
  {
    id: 'v1',
    brand: 'ford',
    model: 'puma',
    fuel: 'hybrid',
    body: 'suv',
    location: 'bertrange',
    price: 27_900,
    year: 2024,
    title: 'Ford Puma hybrid',
  },
  {
    id: 'v2',
    brand: 'ford',
    model: 'kuga',
    fuel: 'plug-in-hybrid',
    body: 'suv',
    location: 'strassen',
    price: 41_500,
    year: 2023,
    title: 'Ford Kuga PHEV',
  },
  {
    id: 'v3',
    brand: 'mazda',
    model: 'cx-30',
    fuel: 'petrol',
    body: 'suv',
    location: 'bertrange',
    price: 31_200,
    year: 2022,
    title: 'Mazda CX-30',
  },
  {
    id: 'v4',
    brand: 'volkswagen',
    model: 'golf',
    fuel: 'diesel',
    body: 'hatchback',
    location: 'strassen',
    price: 19_900,
    year: 2019,
    title: 'Volkswagen Golf TDI',
  },
  {
    id: 'v5',
    brand: 'volkswagen',
    model: 'id-4',
    fuel: 'electric',
    body: 'suv',
    location: 'bertrange',
    price: 38_000,
    year: 2024,
    title: 'Volkswagen ID.4',
  },
];

describe('search client on a real Meilisearch', () => {
  let meili: TestMeilisearch;

  beforeAll(async () => {
    meili = await withMeilisearch();
    const admin = createSearchClient({ host: meili.host, apiKey: meili.adminKey, timeoutMs: 30_000 });
    await admin.createIndex('vehicles', { primaryKey: 'id' }).waitTask({ timeout: 30_000 });
    const index = admin.index('vehicles');
    await index
      .updateSettings({
        searchableAttributes: ['title', 'brand', 'model'],
        filterableAttributes: ['brand', 'fuel', 'body', 'location', 'price', 'year'],
        sortableAttributes: ['price', 'year'],
      })
      .waitTask({ timeout: 30_000 });
    const task = await index.addDocuments(vehicles).waitTask({ timeout: 30_000 });
    expect(task.status).toBe('succeeded');
  });
  afterAll(() => meili?.stop());

  it('gives distinct search and admin keys', () => {
    expect(meili.searchKey).toMatch(/^[0-9a-f]{64}$/);
    expect(meili.adminKey).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([meili.searchKey, meili.adminKey, meili.masterKey]).size).toBe(3);
  });

  it('returns hits and facet counts for a filtered search', async () => {
    const client = createSearchClient({ host: meili.host, apiKey: meili.searchKey, timeoutMs: 2_000 });
    const result = await client.index('vehicles').search('', {
      filter: ['body = "suv"', 'price <= 40000'],
      facets: ['brand', 'fuel', 'location'],
      sort: ['price:asc'],
      hitsPerPage: 24,
    });
    expect(result.hits.map((h) => h.id)).toEqual(['v1', 'v3', 'v5']);
    expect(result.totalHits).toBe(3);
    expect(result.facetDistribution).toEqual({
      brand: { ford: 1, mazda: 1, volkswagen: 1 },
      fuel: { electric: 1, hybrid: 1, petrol: 1 },
      location: { bertrange: 3 },
    });
  });

  it('finds by text', async () => {
    const client = createSearchClient({ host: meili.host, apiKey: meili.searchKey });
    const result = await client.index('vehicles').search('golf');
    expect(result.hits.map((h) => h.id)).toEqual(['v4']);
  });

  it('lets the search key search but not write', async () => {
    const client = createSearchClient({ host: meili.host, apiKey: meili.searchKey });
    const error = await client
      .index('vehicles')
      .addDocuments([{ id: 'x' }])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(MeilisearchRequestError);
    const cause = findSearchError(error);
    expect(cause).toBeInstanceOf(SearchApiError);
    expect((cause as SearchApiError).status).toBe(403);
    expect(searchErrorCode(error)).toBe('invalid_api_key');
    expect(isSearchUnavailable(error)).toBe(false);

    await expect(client.createIndex('vehicles_other').waitTask({ timeout: 30_000 })).rejects.toSatisfy(
      (e) => searchErrorCode(e) === 'invalid_api_key',
    );
  });

  it('lets the admin key create, swap and delete indexes', async () => {
    const admin = createSearchClient({ host: meili.host, apiKey: meili.adminKey, timeoutMs: 30_000 });
    const tmp = `vehicles_tmp_${Date.now()}`;
    expect((await admin.createIndex(tmp, { primaryKey: 'id' }).waitTask({ timeout: 30_000 })).status).toBe('succeeded');
    expect((await admin.index(tmp).addDocuments([vehicles[0]!]).waitTask({ timeout: 30_000 })).status).toBe('succeeded');
    expect((await admin.swapIndexes([{ indexes: ['vehicles', tmp], rename: false }]).waitTask({ timeout: 30_000 })).status).toBe(
      'succeeded',
    );
    expect((await admin.index('vehicles').getStats()).numberOfDocuments).toBe(1);
    expect((await admin.swapIndexes([{ indexes: ['vehicles', tmp], rename: false }]).waitTask({ timeout: 30_000 })).status).toBe(
      'succeeded',
    );
    expect((await admin.deleteIndex(tmp).waitTask({ timeout: 30_000 })).status).toBe('succeeded');
    expect((await admin.index('vehicles').getStats()).numberOfDocuments).toBe(vehicles.length);
  });

  it('carries the Meilisearch error code of a 4xx answer', async () => {
    const client = createSearchClient({ host: meili.host, apiKey: meili.searchKey });
    const missing = await client
      .index('vehicles_nope') // within the key's `vehicles*`: the index itself is missing
      .search('x')
      .catch((e: unknown) => e);
    expect(searchErrorCode(missing)).toBe('index_not_found');
    const badFilter = await client
      .index('vehicles')
      .search('', { filter: 'mileage < 3' })
      .catch((e: unknown) => e);
    expect(searchErrorCode(badFilter)).toBe('invalid_search_filter');
    const cause = findSearchError(badFilter) as SearchApiError;
    expect(cause.status).toBe(400);
    expect(cause.type).toBe('invalid_request');
    expect(cause.message).toMatch(/mileage/);
  });

  it('passes the caller’s abort signal through', async () => {
    const client = createSearchClient({ host: meili.host, apiKey: meili.searchKey });
    const controller = new AbortController();
    controller.abort(new Error('visitor went away'));
    const error = await client
      .index('vehicles')
      .search('', {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect((error as Error).cause).toEqual(new Error('visitor went away'));
  });

  it('supports waiting for tasks with a timeout (signal-based in the client)', async () => {
    const admin = createSearchClient({ host: meili.host, apiKey: meili.adminKey });
    const task = await admin
      .index('vehicles')
      .updateDocuments([{ id: 'v1', price: 27_500 }])
      .waitTask({ timeout: 10_000 });
    expect(task.status).toBe('succeeded');
  });
});

describe('search client when the engine is unavailable', () => {
  it('rejects at once with SearchUnavailableError on a closed port (refused, not its 5 s timeout)', async () => {
    const client = createSearchClient({ host: `http://127.0.0.1:${await closedPort()}`, apiKey: 'k', timeoutMs: 5_000 });
    const error = await client
      .index('vehicles')
      .search('x')
      .catch((e: unknown) => e);
    expect(isSearchUnavailable(error)).toBe(true);
    const cause = findSearchError(error);
    expect(cause).toBeInstanceOf(SearchUnavailableError);
    expect((cause as SearchUnavailableError).reason).toBe('refused');
    expect((cause as SearchUnavailableError).code).toBe('ECONNREFUSED');
  });

  it('rejects with SearchUnavailableError when the server never answers (timeoutMs 50)', async () => {
    const server = await silentServer();
    try {
      const client = createSearchClient({ host: server.host, apiKey: 'k', timeoutMs: 50 });
      const error = await client
        .index('vehicles')
        .search('x')
        .catch((e: unknown) => e);
      const cause = findSearchError(error);
      expect(cause).toBeInstanceOf(SearchUnavailableError);
      expect((cause as SearchUnavailableError).reason).toBe('timeout');
      expect(isSearchUnavailable(error)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
