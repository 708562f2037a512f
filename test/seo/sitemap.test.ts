import { describe, expect, it } from 'vitest';
import { buildSitemaps, MAX_URLS_PER_SITEMAP, splitKind, type SitemapEntry } from '../../src/seo/sitemap';

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
