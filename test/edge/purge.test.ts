import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env';
import { CONTENT_KEY, STOCK_KEY, changedKeys, storyKey, surrogateHeaders, vehicleKey } from '../../src/edge/keys';
import { cloudflarePurger, createPurger, fastlyPurger, purgeEdge, varnishPurger, type Fetch } from '../../src/edge/purge';

type Sent = { url: string; method: string; headers: Record<string, string>; body: string | undefined };

/** A fetch that records each request and answers with `answer`. */
function recorder(answer: (sent: Sent) => Response = () => Response.json({ success: true, errors: [] })) {
  const sent: Sent[] = [];
  const fetchImpl: Fetch = async (url, init) => {
    const request: Sent = {
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    sent.push(request);
    return answer(request);
  };
  return { sent, fetchImpl };
}

const keys = (n: number) => Array.from({ length: n }, (_, i) => vehicleKey(i + 1));
const silent = { info: () => {}, warn: () => {} };

describe('the keys a page is filed under', () => {
  it('are safe in both headers and name a vehicle, a story and the shared ones', () => {
    expect(vehicleKey(100063.7)).toBe('vehicle-100063');
    expect(storyKey('/News/Le Salon, 2026/')).toBe('story-news/le_salon_2026');
    expect(surrogateHeaders([STOCK_KEY, CONTENT_KEY, 'vehicle-1', STOCK_KEY])).toEqual([
      ['Surrogate-Key', 'content stock vehicle-1'],
      ['Cache-Tag', 'content,stock,vehicle-1'],
    ]);
    expect(surrogateHeaders([])).toEqual([]);
  });

  it('keep the shared keys alone when a page named too many to send', () => {
    const [, value] = surrogateHeaders([CONTENT_KEY, STOCK_KEY, ...keys(2_000)])[0]!;
    expect(value).toBe('content stock');
  });
});

/**
 * Each adapter sends the request its service documents (the pages are cited in src/edge/purge.ts).
 */
describe('the pages a change makes stale', () => {
  it('a story every page, vehicles their pages and the stock, a reindex the stock', () => {
    expect(changedKeys({ kind: 'story' })).toEqual([CONTENT_KEY]);
    expect(changedKeys({ kind: 'vehicles', ids: [12, 7, 12] })).toEqual(['vehicle-12', 'vehicle-7', STOCK_KEY]);
    expect(changedKeys({ kind: 'vehicles', ids: [] })).toEqual([]);
    expect(changedKeys({ kind: 'reindex' })).toEqual([STOCK_KEY]);
  });
});

describe('the purge adapters', () => {
  it('Cloudflare: POST /zones/{zone}/purge_cache, a bearer token, {"tags": [...]} by 30 at most', async () => {
    const { sent, fetchImpl } = recorder();
    const zoneId = 'a'.repeat(32);
    await cloudflarePurger(
      { zoneId, token: 'cf-token', apiUrl: 'https://api.cloudflare.test/client/v4', timeoutMs: 1000 },
      fetchImpl,
    ).purge(keys(31));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      url: `https://api.cloudflare.test/client/v4/zones/${zoneId}/purge_cache`,
      method: 'POST',
      headers: { authorization: 'Bearer cf-token', 'content-type': 'application/json' },
    });
    expect(JSON.parse(sent[0]!.body!)).toEqual({ tags: keys(30) });
    expect(JSON.parse(sent[1]!.body!)).toEqual({ tags: ['vehicle-31'] });
  });

  it('Cloudflare: an answer without "success": true is a failure, with its errors', async () => {
    const { fetchImpl } = recorder(() => Response.json({ success: false, errors: [{ code: 10000, message: 'Authentication error' }] }));
    const purger = cloudflarePurger({ zoneId: 'a'.repeat(32), token: 't', apiUrl: 'https://cf.test', timeoutMs: 1000 }, fetchImpl);
    await expect(purger.purge(['stock'])).rejects.toThrow(/Authentication error/);
  });

  it('Fastly: POST /service/{id}/purge, Fastly-Key, the keys in Surrogate-Key by 256 at most, soft when asked', async () => {
    const { sent, fetchImpl } = recorder(() => Response.json({ stock: '108-1-1' }));
    await fastlyPurger(
      { serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'fastly-token', apiUrl: 'https://api.fastly.test', soft: true, timeoutMs: 1000 },
      fetchImpl,
    ).purge(keys(257));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      url: 'https://api.fastly.test/service/SU1Z0isxPaozGVKXdv0eY/purge',
      method: 'POST',
      headers: { 'fastly-key': 'fastly-token', 'fastly-soft-purge': '1', accept: 'application/json' },
    });
    expect(sent[0]!.headers['surrogate-key']!.split(' ')).toEqual(keys(256));
    expect(sent[1]!.headers['surrogate-key']).toBe('vehicle-257');
    const hard = recorder(() => Response.json({}));
    await fastlyPurger({ serviceId: 's', token: 't', apiUrl: 'https://f.test', soft: false, timeoutMs: 1000 }, hard.fetchImpl).purge([
      'stock',
    ]);
    expect(hard.sent[0]!.headers['fastly-soft-purge']).toBeUndefined();
  });

  it('Varnish: BAN / to every instance with the keys in Surrogate-Key-Purge; one down fails the purge, the others are still told', async () => {
    const { sent, fetchImpl } = recorder((request) =>
      request.url.startsWith('http://varnish-2') ? new Response('no', { status: 503 }) : new Response('Banned'),
    );
    const purger = varnishPurger({ urls: ['http://varnish-1:80', 'http://varnish-2:80'], timeoutMs: 1000 }, fetchImpl);
    await expect(purger.purge(['vehicle-1', 'stock'])).rejects.toThrow(/varnish-2.*503/);
    expect(sent.map((s) => [s.method, s.url, s.headers['surrogate-key-purge']])).toEqual([
      ['BAN', 'http://varnish-1:80/', 'vehicle-1 stock'],
      ['BAN', 'http://varnish-2:80/', 'vehicle-1 stock'],
    ]);
  });
});

describe('a purge asked by a publish', () => {
  it('is tried three times and never throws; the keys are sent once each', async () => {
    let calls = 0;
    const seen: string[][] = [];
    const flaky = {
      kind: 'fastly' as const,
      purge: async (k: readonly string[]) => {
        seen.push([...k]);
        if (++calls < 3) throw new Error('503');
      },
    };
    expect(await purgeEdge(['stock', 'stock', 'vehicle-1'], 'test', { purger: flaky, retryMs: [0, 0], log: silent })).toBe(true);
    expect(seen).toEqual([
      ['stock', 'vehicle-1'],
      ['stock', 'vehicle-1'],
      ['stock', 'vehicle-1'],
    ]);
    const down = { kind: 'varnish' as const, purge: async () => Promise.reject(new Error('refused')) };
    const warned: unknown[] = [];
    expect(
      await purgeEdge(['stock'], 'test', {
        purger: down,
        retryMs: [0, 0],
        log: { info: () => {}, warn: (...a: unknown[]) => warned.push(a) },
      }),
    ).toBe(false);
    expect(warned).toHaveLength(1);
    expect(await purgeEdge(['stock'], 'test', { purger: null })).toBe(true);
  });
});

describe('the purge configuration (EDGE_PURGE)', () => {
  const base = { PUBLIC_USE_MOCKS: 'true' };
  it('is none by default, with the shared-cache lifetimes', () => {
    const { edge } = parseConfig(base);
    expect(edge).toEqual({ sMaxAge: 60, staleWhileRevalidate: 30, staleIfError: 86_400, purge: { kind: 'none' } });
    expect(createPurger(edge.purge)).toBeNull();
  });

  it("names each service's settings, and says which are missing", () => {
    expect(() => parseConfig({ ...base, EDGE_PURGE: 'cloudflare' })).toThrow(/CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN/);
    expect(() => parseConfig({ ...base, EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 'abc' })).toThrow(/FASTLY_API_TOKEN/);
    expect(() => parseConfig({ ...base, EDGE_PURGE: 'varnish' })).toThrow(/VARNISH_PURGE_URLS/);
    expect(() => parseConfig({ ...base, EDGE_PURGE: 'akamai' })).toThrow(/EDGE_PURGE/);
    expect(parseConfig({ ...base, EDGE_PURGE: 'varnish', VARNISH_PURGE_URLS: 'http://varnish:80/, http://varnish-2' }).edge.purge).toEqual({
      kind: 'varnish',
      urls: ['http://varnish:80', 'http://varnish-2'],
      timeoutMs: 10_000,
    });
    const cloudflare = parseConfig({ ...base, EDGE_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'f'.repeat(32), CLOUDFLARE_API_TOKEN: 't' });
    expect(createPurger(cloudflare.edge.purge)?.kind).toBe('cloudflare');
    const fastly = parseConfig({
      ...base,
      EDGE_PURGE: 'fastly',
      FASTLY_SERVICE_ID: 'abc',
      FASTLY_API_TOKEN: 't',
      FASTLY_SOFT_PURGE: 'false',
    });
    expect(fastly.edge.purge).toMatchObject({ kind: 'fastly', soft: false, apiUrl: 'https://api.fastly.com' });
  });
});
