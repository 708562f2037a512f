import { Hono } from 'hono';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCache } from '../../src/page-cache/middleware';
import { noneMatch, pageEtag } from '../../src/page-cache/validators';
import { cachePlannerOf, holdsForm } from '../../src/routes';
import { cachePolicy } from '../../src/server/middleware/cache-policy';
import { compression } from '../../src/server/middleware/compression';
import { headAsGet } from '../../src/server/middleware/head';

const EDGE = { sMaxAge: 60, staleWhileRevalidate: 30, staleIfError: 86_400 };

/**
 * The site's HTTP layer in the order of src/server/adapter.ts (HEAD as GET, compression, cache policy)
 * around the page cache, with a renderer that counts its renders and writes a different token into every
 * page it renders, as the per-answer nonce does: the validator must not depend on the bytes.
 */
function site(options: { versions?: () => Promise<string | null> } = {}) {
  let renders = 0;
  let version = 'index-1|content-1';
  const app = new Hono();
  app.use(headAsGet());
  app.use(compression());
  app.use(cachePolicy(holdsForm));
  app.use(pageCache(cachePlannerOf, { maxBytes: 1 << 20, versions: options.versions ?? (async () => version), edge: EDGE }));
  app.get('*', (c) => {
    renders++;
    const html = `<!doctype html><title>stock</title><p>${Math.random()}</p>${'<p>car</p>'.repeat(100)}`;
    if (c.req.path.startsWith('/RSC/'))
      return c.body(`0:${JSON.stringify({ page: c.req.path })}${' '.repeat(400)}`, 200, { 'Content-Type': 'text/x-component' });
    return c.html(html);
  });
  return {
    get: (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers }),
    renders: () => renders,
    setVersion: (v: string) => (version = v),
  };
}

describe("a kept page's validator", () => {
  it('is weak, names the encoding, and is answered 304 without a render, HEAD included', async () => {
    const s = site();
    const first = await s.get('/stock?brand=ford', { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Encoding')).toBe('br');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}-br"$/);
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toContain('<title>stock</title>');
    expect(s.renders()).toBe(1);
    // the same for everyone: a shared cache keeps it, a browser asks again (and gets the 304 below)
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30, stale-if-error=86400');
    expect(first.headers.get('Surrogate-Key')).toBe('content');
    expect(first.headers.get('Cache-Tag')).toBe('content');

    const again = await s.get('/stock?brand=ford', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
    expect(again.headers.get('Vary')).toContain('Accept-Encoding');
    expect(again.headers.get('Content-Encoding')).toBeNull();
    expect(again.headers.get('Surrogate-Key')).toBe('content');

    const head = await s.get('/stock?brand=ford', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('ETag')).toBe(etag);
    expect(await head.text()).toBe('');
    const headAgain = await s.get('/stock?brand=ford', { 'Accept-Encoding': 'br', 'If-None-Match': `"other", ${etag}` }, 'HEAD');
    expect(headAgain.status).toBe(304);
    expect(s.renders()).toBe(1);
  });

  it('differs per encoding: a gzip copy is never validated by the brotli tag, nor the plain one by either', async () => {
    const s = site();
    const br = (await s.get('/stock', { 'Accept-Encoding': 'br' })).headers.get('ETag')!;
    const gzip = await s.get('/stock', { 'Accept-Encoding': 'gzip', 'If-None-Match': br });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('<title>stock</title>');
    const gzipTag = gzip.headers.get('ETag')!;
    expect(gzipTag).toMatch(/-gzip"$/);
    expect(gzipTag.replace('-gzip', '')).toBe(br.replace('-br', ''));
    const plain = await s.get('/stock', { 'If-None-Match': `${br}, ${gzipTag}` });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('ETag')).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    expect((await s.get('/stock', { 'Accept-Encoding': 'gzip', 'If-None-Match': gzipTag })).status).toBe(304);
  });

  it('is the same for every answer of the page although each answer differs in its bytes, and answers 304 after the page left the cache', async () => {
    const a = site();
    const b = site(); // another page cache (a restarted cache, or the page evicted): same key, same tag
    const one = await a.get('/', { 'Accept-Encoding': 'gzip' });
    const two = await b.get('/', { 'Accept-Encoding': 'gzip' });
    const text = async (res: Response) => gunzipSync(Buffer.from(await res.clone().arrayBuffer())).toString();
    expect(await text(one)).not.toBe(await text(two));
    expect(one.headers.get('ETag')).toBe(two.headers.get('ETag'));
    const fresh = site();
    const conditional = await fresh.get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': one.headers.get('ETag')! });
    expect(conditional.status).toBe(304);
    expect(fresh.renders()).toBe(0);
  });

  it('changes with the stock index or the content, and with the canonical query, the page and the locale', async () => {
    const s = site();
    const tag = async (path: string) => (await s.get(path, { 'Accept-Encoding': 'br' })).headers.get('ETag');
    const stock = await tag('/stock?brand=ford');
    expect(await tag('/stock?brand=bmw')).not.toBe(stock);
    expect(await tag('/de-lu/stock?brand=ford')).not.toBe(stock);
    // written otherwise, the same canonical query: the same page
    expect(await tag('/stock?brand=ford&page=1')).toBe(stock);
    s.setVersion('index-2|content-1');
    const afterSale = await s.get('/stock?brand=ford', { 'Accept-Encoding': 'br', 'If-None-Match': stock! });
    expect(afterSale.status).toBe(200);
    expect(afterSale.headers.get('ETag')).not.toBe(stock);
  });

  it('is not given when the versions cannot be read (the page is rendered each time, as before)', async () => {
    const s = site({ versions: async () => null });
    const res = await s.get('/stock', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("a payload's is kept by the browser alone, and varies on the headers that say what the tab holds", async () => {
    const s = site();
    const res = await s.get('/RSC/R/stock.txt', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(res.headers.get('Vary')).toMatch(/x-waku-router-skip/i);
    expect(res.headers.get('Surrogate-Key')).toBeNull();
    const again = await s.get('/RSC/R/stock.txt', { 'Accept-Encoding': 'br', 'If-None-Match': res.headers.get('ETag')! });
    expect(again.status).toBe(304);
    const otherTab = await s.get('/RSC/R/stock.txt', {
      'Accept-Encoding': 'br',
      'If-None-Match': res.headers.get('ETag')!,
      'X-Waku-Router-Skip': '["root"]',
    });
    expect(otherTab.status).toBe(200);
  });
});

describe('the validator itself', () => {
  const parts = { key: 'html\n/stock\n\n1|2\n\n', encoding: 'br' as const, ttlMs: 300_000, now: 0, build: 'b1', mark: 'm1' };

  it('holds the build, the process and the content refresh period', () => {
    const tag = pageEtag(parts);
    expect(pageEtag({ ...parts, build: 'b2' })).not.toBe(tag);
    expect(pageEtag({ ...parts, mark: 'm2' })).not.toBe(tag);
    expect(pageEtag({ ...parts, now: 299_999 })).toBe(tag);
    expect(pageEtag({ ...parts, now: 300_000 })).not.toBe(tag);
  });

  it('matches weakly, and `*` only a page known to exist', () => {
    const tag = pageEtag(parts);
    expect(noneMatch(tag.slice(2), tag, false)).toBe(true);
    expect(noneMatch(`"x", ${tag}`, tag, false)).toBe(true);
    expect(noneMatch('"x"', tag, true)).toBe(false);
    expect(noneMatch('*', tag, false)).toBe(false);
    expect(noneMatch('*', tag, true)).toBe(true);
    expect(noneMatch(undefined, tag, true)).toBe(false);
  });
});
