import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../ops/support/app';

/**
 * Issue 28, point 12: with the search engine down, the sitemap index still lists every kind that
 * does not need it (content pages, articles, dealerships, leases, models, careers, business), each
 * answering 200; only the stock's sitemap is left out, and its file answers 503. The production
 * build, started as `npm start` starts it, with the test's own Meilisearch stopped before the
 * sitemaps were ever built (no earlier ones to fall back on).
 */
const ORIGIN = 'https://www.autopolis.example';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_SITE_URL: ORIGIN });
  await app.stopSearch();
});
afterAll(() => app?.stop());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, ''));

describe('the sitemaps with the search engine stopped', () => {
  it('serve every kind but the stock; the stock file answers 503 until the engine is back', async () => {
    const index = await app.raw('/sitemap.xml');
    expect(index.status).toBe(200);
    const files = locs(index.body.toString());
    const kinds = files.map((f) => /\/sitemaps\/(.+)-\d+\.xml$/.exec(f)![1]);
    expect(kinds).not.toContain('stock');
    expect(kinds).toEqual(expect.arrayContaining(['pages', 'articles', 'locations', 'leases']));
    // a short lifetime: the stock comes back with its engine
    expect(index.headers['cache-control']).toContain('max-age=30');
    for (const file of files) {
      const part = await app.raw(file);
      expect(part.status, file).toBe(200);
      expect(locs(part.body.toString()).length, file).toBeGreaterThan(0);
    }
    const pages = locs((await app.raw('/sitemaps/pages-1.xml')).body.toString());
    expect(pages).toEqual(expect.arrayContaining(['/', '/de-lu', '/en-gb', '/contact']));
    // the mocks' test pages are fixtures of the tests: out of the sitemap (and noindex)
    expect(pages.filter((p) => p.includes('/test/'))).toEqual([]);
    const stock = await app.raw('/sitemaps/stock-1.xml');
    expect(stock.status).toBe(503);
    expect(stock.headers['retry-after']).toBe('30');
    expect(app.output().some((l) => l.includes('sitemap \\"stock\\" unavailable') || l.includes('sitemap "stock" unavailable'))).toBe(true);
  });
});
