import { describe, expect, it, vi } from 'vitest';
import {
  buildSitemaps,
  createSitemapCache,
  MAX_URLS_PER_SITEMAP,
  SITEMAP_TTL_MS,
  splitKind,
  type SitemapEntry,
} from '../../src/composition/sitemap';

const ORIGIN = 'https://www.autopolis.example';
const vehicle = (id: number, lastmod = Date.UTC(2026, 9, id % 28)): SitemapEntry => ({
  ref: { route: 'vehicle', params: { vehicle: `${id}-1-ford-puma` } },
  lastmod,
});

describe('sitemaps', () => {
  it('writes one <url> per locale, each with the reciprocal alternates and a lastmod', () => {
    const built = buildSitemaps([{ name: 'stock', entries: [vehicle(7, Date.UTC(2026, 10, 2))] }], ORIGIN);
    const xml = built.files.get('stock-1.xml')!.xml;
    const urls = xml.match(/<url>.*?<\/url>/g)!;
    expect(urls).toHaveLength(3);
    const alternates = (u: string) => [...u.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    for (const u of urls) {
      expect(u).toContain('<lastmod>2026-11-02T00:00:00.000Z</lastmod>');
      expect(alternates(u)).toEqual([
        `fr-LU ${ORIGIN}/stock/7-1-ford-puma`,
        `de-LU ${ORIGIN}/de-lu/stock/7-1-ford-puma`,
        `en-GB ${ORIGIN}/en-gb/stock/7-1-ford-puma`,
        `x-default ${ORIGIN}/stock/7-1-ford-puma`,
      ]);
    }
    expect(urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1])).toEqual([
      `${ORIGIN}/stock/7-1-ford-puma`,
      `${ORIGIN}/de-lu/stock/7-1-ford-puma`,
      `${ORIGIN}/en-gb/stock/7-1-ford-puma`,
    ]);
    expect(built.counts).toEqual({ stock: { 'fr-lu': 1, 'de-lu': 1, 'en-gb': 1 } });
    expect(built.index).toContain(
      `<sitemap><loc>${ORIGIN}/sitemaps/stock-1.xml</loc><lastmod>2026-11-02T00:00:00.000Z</lastmod></sitemap>`,
    );
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml='),
    ).toBe(true);
  });

  it('splits a kind beyond 50,000 URLs, and beyond the byte limit', () => {
    expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
    const entries = Array.from({ length: 20_001 }, (_, i) => vehicle(i + 1));
    const built = buildSitemaps([{ name: 'stock', entries }], ORIGIN);
    const files = [...built.files.values()];
    expect(files.map((f) => [f.name, f.urls])).toEqual([
      ['stock-1.xml', 50_000],
      ['stock-2.xml', 10_003],
    ]);
    expect(built.index.match(/<sitemap>/g)).toHaveLength(2);
    // an empty sitemap's bytes, plus room for one element: each file holds one
    const limit = Buffer.byteLength(splitKind('pages', [], 0)[0]!.xml) + 15;
    const bySize = splitKind('pages', ['<url>a</url>\n', '<url>b</url>\n', '<url>c</url>\n'], 0, { urls: 10, bytes: limit });
    expect(bySize.map((f) => f.urls)).toEqual([1, 1, 1]);
    for (const f of bySize) expect(Buffer.byteLength(f.xml)).toBeLessThanOrEqual(limit);
  });

  it('escapes what XML must not hold', () => {
    const built = buildSitemaps(
      [{ name: 'stock', entries: [{ ref: { route: 'stockList', params: {}, query: '?brand=ford&model=ford%2Fpuma' }, lastmod: 1 }] }],
      ORIGIN,
    );
    expect(built.files.get('stock-1.xml')!.xml).toContain(`<loc>${ORIGIN}/stock?brand=ford&amp;model=ford%2Fpuma</loc>`);
  });
});

describe('the sitemap cache', () => {
  const T0 = Date.UTC(2026, 10, 25, 12);
  const builtWith = (n: number) => buildSitemaps([{ name: 'stock', entries: [vehicle(n)] }], ORIGIN, T0);
  const loc = async (p: Promise<ReturnType<typeof builtWith>>) => /<loc>([^<]+)<\/loc>/.exec((await p).files.get('stock-1.xml')!.xml)![1];

  it('builds once and serves that until its time is up, then builds again', async () => {
    let builds = 0;
    const cache = createSitemapCache(async () => builtWith(++builds));
    await Promise.all([cache.get(T0), cache.get(T0)]);
    expect(await loc(cache.get(T0 + SITEMAP_TTL_MS - 1))).toBe(`${ORIGIN}/stock/1-1-ford-puma`);
    expect(builds).toBe(1);
    expect(await loc(cache.get(T0 + SITEMAP_TTL_MS))).toBe(`${ORIGIN}/stock/2-1-ford-puma`);
  });

  it('is rebuilt at the next request after a publish or a reindex', async () => {
    let builds = 0;
    const cache = createSitemapCache(async () => builtWith(++builds));
    await cache.get(T0);
    cache.invalidate('story published', T0 + 1_000);
    expect(await loc(cache.get(T0 + 1_000))).toBe(`${ORIGIN}/stock/2-1-ford-puma`);
    expect(builds).toBe(2);
  });

  it('serves the last good sitemaps when a rebuild fails, and has none to serve before the first', async () => {
    let fail = true;
    const cache = createSitemapCache(async () => {
      if (fail) throw new Error('the index is down');
      return builtWith(3);
    });
    await expect(cache.get(T0)).rejects.toThrow('the index is down');
    fail = false;
    // a failure is retried soon, not after the whole lifetime
    expect(await loc(cache.get(T0 + 60_000))).toBe(`${ORIGIN}/stock/3-1-ford-puma`);
    fail = true;
    cache.invalidate('vehicles reindexed', T0 + 120_000);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loc(cache.get(T0 + 120_000))).toBe(`${ORIGIN}/stock/3-1-ford-puma`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the last ones are served: the index is down'));
    warn.mockRestore();
  });
});

describe('a sitemap source that cannot answer (the stock with the search engine down)', () => {
  const T0 = Date.UTC(2026, 10, 25, 12);
  const page: SitemapEntry = { ref: { route: 'content', params: { slug: ['contact'] } }, lastmod: T0 };
  const partial = (unavailable: string[]) => buildSitemaps([{ name: 'pages', entries: [page] }], ORIGIN, T0, unavailable);

  it('leaves only its kind out of the index; the last good files of that kind are served meanwhile, and it is asked again soon', async () => {
    const built = partial(['stock']);
    expect([...built.files.keys()]).toEqual(['pages-1.xml']);
    expect(built.index).not.toContain('stock-');
    let builds = 0;
    const full = buildSitemaps(
      [
        { name: 'pages', entries: [page] },
        { name: 'stock', entries: [vehicle(5)] },
      ],
      ORIGIN,
      T0,
    );
    const cache = createSitemapCache(
      async () => (++builds === 1 ? full : partial(['stock'])),
      () => ORIGIN,
    );
    await cache.get(T0);
    cache.invalidate('vehicles reindexed', T0 + 1_000);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const served = await cache.get(T0 + 1_000);
    warn.mockRestore();
    expect([...served.files.keys()]).toEqual(['pages-1.xml', 'stock-1.xml']);
    expect(served.index).toContain(`${ORIGIN}/sitemaps/stock-1.xml`);
    expect(served.unavailable).toEqual(['stock']);
    // retried after half a minute, not the whole lifetime
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await cache.get(T0 + 1_000 + 31_000);
    vi.restoreAllMocks();
    expect(builds).toBe(3);
  });

  it('answers the index and the other kinds 200, and the missing kind 503 (the real sources: tested with the engine stopped in sitemap-search-down.system.test.ts)', async () => {
    const { registerSitemapSources, sitemapResponse, sitemapPartResponse } = await import('../../src/composition/sitemap');
    registerSitemapSources([
      { name: 'pages', entries: async () => [page] },
      {
        name: 'stock',
        entries: async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:7700');
        },
      },
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const index = await sitemapResponse();
    expect(index.status).toBe(200);
    const xml = await index.text();
    expect(xml).toContain('/sitemaps/pages-1.xml');
    expect(xml).not.toContain('/sitemaps/stock-');
    expect(index.headers.get('Cache-Control')).toContain('max-age=30');
    expect((await sitemapPartResponse(new Request('http://localhost/sitemaps/pages-1.xml'))).status).toBe(200);
    const stock = await sitemapPartResponse(new Request('http://localhost/sitemaps/stock-1.xml'));
    expect(stock.status).toBe(503);
    expect(stock.headers.get('Retry-After')).toBe('30');
    expect((await sitemapPartResponse(new Request('http://localhost/sitemaps/nothing-1.xml'))).status).toBe(404);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sitemap "stock" unavailable: connect ECONNREFUSED'));
    warn.mockRestore();
  });
});
