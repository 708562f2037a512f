/**
 * Issue 39: PUT, PATCH and DELETE on a page rendered the page and answered 200, as if the page took
 * them. The method check in front of everything answers what a target does not take with 405 and its
 * `Allow`, OPTIONS with 204 and `Allow`, and leaves the API routes' own methods to their rows.
 */
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { unsupportedMethods } from '../../src/server/middleware/methods';

let app: Hono;

beforeAll(() => {
  app = new Hono();
  app.use(unsupportedMethods());
  app.all('*', (c) => c.text(`handled ${c.req.method}`));
});

describe('methods a target does not take', () => {
  const pages = ['/', '/stock', '/de-lu/stock/100001-1-ford-ranger-xlt', '/en-gb/contact', '/RSC/R/stock.txt', '/favicon.ico'];

  it('PUT, PATCH and DELETE to a page, its payload or a static file: 405 with Allow, the page never rendered', async () => {
    for (const path of pages) {
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const res = await app.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
        expect(await res.text()).not.toContain('handled');
      }
    }
  });

  it('OPTIONS to a page: 204 with Allow, not a rendered page', async () => {
    for (const path of pages) {
      const res = await app.request(path, { method: 'OPTIONS' });
      expect(res.status, path).toBe(204);
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    }
  });

  it('a method the site never answers: 405 everywhere', async () => {
    for (const method of ['PROPFIND', 'MKCOL', 'M-SEARCH']) expect((await app.request('/api/suggestions', { method })).status).toBe(405);
  });

  it('reads, posts and the API routes’ own methods pass through', async () => {
    for (const method of ['GET', 'HEAD', 'POST']) expect((await app.request('/stock', { method })).status).toBe(200);
    for (const method of ['PUT', 'DELETE', 'OPTIONS']) expect((await app.request('/api/suggestions', { method })).status).toBe(200);
    expect((await app.request('/api/storyblok/webhook', { method: 'OPTIONS' })).status).toBe(200);
  });
});
