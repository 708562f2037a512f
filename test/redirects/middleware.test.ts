/**
 * The legacy-redirect middleware in front of a page handler: one 301 (also for an old path with a
 * trailing slash), HEAD as GET, posts untouched, a page of the site passed through, and an old
 * vehicle address while the search engine is not reachable: 503 with Retry-After, never a 301 to
 * the wrong place nor a 500.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const savedEnv = { ...process.env };
let app: Hono;

beforeAll(async () => {
  delete process.env.MEILI_HOST;
  process.env.PUBLIC_USE_MOCKS = 'true';
  vi.resetModules();
  const { legacyRedirect } = await import('../../src/server/middleware/legacy-redirects');
  app = new Hono();
  app.use(legacyRedirect());
  app.all('*', (c) => c.text('page'));
});
afterAll(() => {
  process.env = savedEnv;
});

describe('legacyRedirect', () => {
  it('answers an old address with one 301, trailing slash or not', async () => {
    for (const url of ['/fr/services/pneus', '/fr/services/pneus/']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(301);
      expect(res.headers.get('location')).toBe('/services/pneus-et-gardiennage');
    }
    const head = await app.request('/fr/blog/saison-des-pneus-hiver', { method: 'HEAD' });
    expect(head.headers.get('location')).toBe('/news/saison-des-pneus-hiver');
  });

  it('passes pages of the site and posts through', async () => {
    expect((await app.request('/services/carrosserie')).status).toBe(200);
    expect((await app.request('/fr/services/pneus', { method: 'POST' })).status).toBe(200);
  });

  it('answers an old vehicle address with 503 and Retry-After while the search engine is unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await app.request('/fr/vehicules-occasion-stock/ford/focus-connected-2023');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
