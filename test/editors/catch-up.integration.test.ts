/**
 * The index catches up with the CMS with no webhook at all (issue 36): Storyblok does not retry a
 * webhook that failed, so the site reads the vehicles published or unpublished since its last round
 * whenever the space's content version changes. Against the strict Delivery stand-in (cv changes on
 * publish only, rate limits with 429) and a real Meilisearch; no webhook is ever sent here. The catch-up
 * purges the edge as the webhook's worker does (the same `edgePurge`, src/edge/purge.ts), here through the
 * Fastly adapter to a stand-in of its purge API the test starts.
 */
import path from 'node:path';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoryblokSource } from '../../src/content/storyblok-source';
import type { ContentSource } from '../../src/content/source';
import type { RawStory } from '../../src/content/mock-store';
import { startCatchUp, type CatchUp } from '../../src/editors/catch-up';
import { createPurger, edgePurge } from '../../src/edge/purge';
import { serveFetch } from '../support/serve-fetch';
import { reindexAll } from '../../src/indexing/reindex';
import { startMockCdn, type MockCdn } from '../../stand-ins/mock-cdn';
import { withMeilisearch, type TestMeilisearch } from '../meilisearch/support';
import { mockVehicleStories } from '../indexing/stock-fixtures';

const MOCK_ROOT = path.resolve(import.meta.dirname, '..', '..', 'mocks', 'stories');
const quiet = () => {};

describe('catch-up without webhooks', () => {
  let meili: TestMeilisearch;
  let cdn: MockCdn;
  let source: ContentSource;
  let catchUp: CatchUp | undefined;
  const logs: string[] = [];
  let invalidations = 0;
  /** Each purge the edge received: the keys of one request, in order. */
  const purged: string[][] = [];
  let edge: Awaited<ReturnType<typeof serveFetch>>;

  beforeAll(async () => {
    // Fastly's "purge multiple surrogate keys": POST /service/{id}/purge, the keys in Surrogate-Key
    edge = await serveFetch(async (req) => {
      if (req.method !== 'POST' || new URL(req.url).pathname !== '/service/catch-up-service/purge' || req.headers.get('fastly-key') !== 'k')
        return new Response('refused', { status: 403 });
      purged.push((req.headers.get('surrogate-key') ?? '').split(' ').filter(Boolean));
      return Response.json({});
    });
    meili = await withMeilisearch();
    cdn = await startMockCdn({ root: MOCK_ROOT, token: `catch-up-token-${process.pid}`, warn: quiet });
    source = createStoryblokSource(
      { token: cdn.token, version: 'published', endpoint: cdn.endpoint, region: 'eu' },
      { retriesDelayMs: 10, cvCheckIntervalMs: 0 },
    );
    await reindexAll({ host: meili.host, adminKey: meili.adminKey, source, log: quiet });
  });

  afterAll(async () => {
    catchUp?.stop();
    await edge?.close();
    await cdn?.close();
    await meili?.stop();
  });

  const admin = () => new Meilisearch({ host: meili.host, apiKey: meili.adminKey });
  const price = async (id: number): Promise<number | null> => {
    try {
      return (await admin().index('vehicles').getDocument<{ price_purchase: number }>(id)).price_purchase;
    } catch {
      return null;
    }
  };

  it('writes a vehicle published, rewrites one published again and removes one unpublished, within the poll interval, and purges their pages at the edge', async () => {
    const stock = mockVehicleStories();
    const changed = stock[2]!;
    const gone = stock[5]!;
    const added: RawStory = {
      ...(structuredClone(stock[0]!) as unknown as RawStory),
      id: 777001,
      uuid: 'c0ffee00-0000-4000-8000-000000777001',
      slug: '777001-ford-puma-catch-up',
      full_slug: 'vehicles/777001-ford-puma-catch-up',
    };
    expect(await price(changed.id)).toBe(Number(changed.content.price_purchase));
    expect(await price(gone.id)).not.toBeNull();

    catchUp = startCatchUp({
      source,
      invalidate: async () => {
        invalidations++;
        return undefined;
      },
      search: () => ({ host: meili.host, adminKey: meili.adminKey, index: 'vehicles' }),
      lock: { holder: async () => undefined },
      purge: edgePurge({
        purger: createPurger({ kind: 'fastly', apiUrl: edge.url, serviceId: 'catch-up-service', token: 'k', soft: true, timeoutMs: 2_000 }),
        retryMs: [50, 50],
        log: { info: quiet, warn: quiet },
      }),
      intervalMs: 200,
      log: (line) => logs.push(line),
    });
    // the first round: the index already matches, nothing is written
    await vi.waitFor(async () => expect((await catchUp!.round()).outcome).toBe('unchanged'), { timeout: 30_000, interval: 100 });
    expect(logs.filter((l) => l.includes('caught up'))).toEqual([]);
    expect(purged).toEqual([]);
    const before = invalidations;

    // editors publish and unpublish in Storyblok; no webhook reaches the site
    const newPrice = Number(changed.content.price_purchase) + 2_500;
    await cdn.publish({ ...(structuredClone(changed) as unknown as RawStory), content: { ...changed.content, price_purchase: newPrice } });
    await cdn.publish(added);
    await cdn.unpublish(gone.uuid);

    await vi.waitFor(
      async () => {
        expect(await price(changed.id)).toBe(newPrice);
        expect(await price(added.id)).not.toBeNull();
        expect(await price(gone.id)).toBeNull();
      },
      { timeout: 120_000, interval: 200 },
    );
    expect(invalidations).toBeGreaterThan(before);
    // the edge dropped the three vehicles' pages and every page that searched the stock, not every page (the
    // vehicle published in the same second as the latest one seen before is rewritten, and purged, to be safe)
    await vi.waitFor(() =>
      expect(purged.flat()).toEqual(
        expect.arrayContaining([`vehicle-${changed.id}`, `vehicle-${added.id}`, `vehicle-${gone.id}`, 'stock']),
      ),
    );
    expect(purged.flat()).not.toContain('content');
    // only the version check is asked while nothing is published
    await catchUp.round();
    const links = cdn.requestsTo('/v2/cdn/links').length;
    await catchUp.round();
    expect(cdn.requestsTo('/v2/cdn/links').length).toBe(links);

    // a publish no vehicle explains (a page, the settings): every page, as the webhook's worker purges it
    const purges = purged.length;
    await cdn.publish();
    await vi.waitFor(() => expect(purged.slice(purges)).toContainEqual(['content']), { timeout: 30_000, interval: 100 });
  });
});
