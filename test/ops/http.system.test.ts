import { readdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enGb from '../../locales/en-gb.json';
import { startTestApp, type RawResponse, type TestApp } from './support/app';

/**
 * The HTTP layer of the production build (src/server/adapter.ts), over real sockets: health and
 * readiness, compression, cache headers, HEAD, hostile RSC paths, security headers, same-origin
 * posts and the request log.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const VEHICLE = '100063-1-hyundai-tucson-shine';
const assetOf = (ext: string) => {
  const name = readdirSync(path.resolve('dist/public/assets')).find((f) => f.endsWith(ext));
  if (!name) throw new Error(`no ${ext} asset in dist/public/assets`);
  return `/assets/${name}`;
};
const DOCUMENT_ONLY = ['content-security-policy', 'referrer-policy', 'x-frame-options', 'permissions-policy'];
/**
 * nosniff on every response; the document's headers on what a browser may render as a document (HTML, SVG, XML),
 * and not on the rest. A redirect or a 304 has no body of its own: it is not checked for them.
 */
const expectSecurityHeaders = (res: RawResponse, what: string) => {
  expect(res.headers['x-content-type-options'], `nosniff on ${what}`).toBe('nosniff');
  if (res.status >= 300 && res.status < 400) return;
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('image/svg+xml')) {
    // an SVG image needs nothing: its own policy allows no script, no request and no frame but ours
    expect(res.headers['content-security-policy'], what).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
    return;
  }
  const document = type === '' || /^(text\/html|image\/svg\+xml|application\/pdf|[a-z]+\/(?:[a-z.+-]*\+)?xml)\b/.test(type);
  for (const name of DOCUMENT_ONLY) {
    if (document) expect(res.headers[name], `${name} on ${what} (${type || 'no type'})`).toBeTruthy();
    else expect(res.headers[name], `${name} on ${what} (${type}): not a document`).toBeUndefined();
  }
};
const decode = (res: RawResponse): Buffer => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body);
  if (encoding === 'gzip') return zlib.gunzipSync(res.body);
  return res.body;
};

describe('health endpoints', () => {
  it('/healthz answers that the process runs, /readyz each check with its state and time', async () => {
    const health = await app.raw('/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
    const ready = await app.raw('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(ready.body.toString()) as { status: string; checks: { name: string; ok: boolean; ms: number }[] };
    expect(body.status).toBe('ready');
    expect(body.checks.map((c) => c.name).sort()).toEqual(['content', 'leads', 'lifecycle', 'search']);
    for (const check of body.checks) {
      expect(check.ok).toBe(true);
      expect(typeof check.ms).toBe('number');
    }
    // no secret in the answer, and probes are not logged at info level
    for (const secret of [app.masterKey, app.search.searchKey, app.search.adminKey]) expect(ready.body.toString()).not.toContain(secret);
    expect(app.output().some((line) => line.includes('"path":"/readyz"') || line.includes('"path":"/healthz"'))).toBe(false);
  });
});

describe('compression', () => {
  const kinds = () => [
    { what: 'HTML', path: '/en-gb/stock', type: /^text\/html/ },
    { what: 'RSC payload', path: '/RSC/R/en-gb/stock.txt', type: /./ },
    { what: 'static JS', path: assetOf('.js'), type: /javascript/ },
    { what: 'static CSS', path: assetOf('.css'), type: /^text\/css/ },
    { what: 'sitemap XML', path: '/sitemap.xml', type: /xml/ },
  ];

  it('sends brotli or gzip as Accept-Encoding asks, the same bytes once decoded, and identity to a client that asks for none', async () => {
    for (const { what, path: p, type } of kinds()) {
      const plain = await app.raw(p);
      expect(plain.status, what).toBe(200);
      expect(plain.headers['content-type'], what).toMatch(type);
      expect(plain.headers['content-encoding'], what).toBeUndefined();
      expect(plain.headers.vary, what).toMatch(/Accept-Encoding/i);
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await app.raw(p, { headers: { 'Accept-Encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' } });
        expect(res.headers['content-encoding'], `${what} ${encoding}`).toBe(encoding);
        expect(res.body.byteLength, `${what} ${encoding}`).toBeLessThan(plain.body.byteLength);
        // pages are rendered per request (the submission key of a form differs); static files are byte-identical
        if (!p.startsWith('/en-gb/stock') && !p.startsWith('/RSC/')) expect(decode(res).equals(plain.body), what).toBe(true);
        else expect(decode(res).toString().slice(0, 40), what).toBe(plain.body.toString().slice(0, 40));
      }
    }
  });

  it('serves static files from their build-time twins (with their length) and honours q=0', async () => {
    const js = assetOf('.js');
    const br = await app.raw(js, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers['content-length']).toBe(String(br.body.byteLength));
    const svg = await app.raw('/images/cards/stock-new.svg', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-encoding']).toBe('gzip');
    const refused = await app.raw(js, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const none = await app.raw(js, { headers: { 'Accept-Encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a streamed page streamed: the first compressed chunk already decodes to the start of the document', async () => {
    // a page the page cache never keeps (a dealership list says who is open now): it streams
    const res = await app.raw('/en-gb/locations', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.chunks.length).toBeGreaterThan(1);
    const head = await new Promise<string>((resolve, reject) => {
      const d = zlib.createBrotliDecompress();
      let out = '';
      d.on('data', (c: Buffer) => (out += c.toString()));
      d.on('error', reject);
      d.write(res.chunks[0], () => setImmediate(() => resolve(out)));
    });
    expect(head.toLowerCase()).toMatch(/^<!doctype html>/);
  });
});

describe('cache headers', () => {
  it('marks content-hashed assets immutable without validators or request id, other static files revalidated with an ETag answered by 304', async () => {
    for (const asset of [assetOf('.js'), assetOf('.css')]) {
      const res = await app.raw(asset);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // never revalidated: no ETag nor Last-Modified, and no request id (issue 29: 0.12 KB a file)
      expect([res.headers.etag, res.headers['last-modified'], res.headers['x-request-id']], asset).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect((await app.raw(asset, { headers: { 'If-None-Match': '*' } })).status, asset).toBe(200);
    }
    const svg = await app.raw('/favicon.svg');
    expect(svg.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
    const etag = svg.headers.etag!;
    expect(etag).toMatch(/^"/);
    const again = await app.raw('/favicon.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expectSecurityHeaders(again, '304');
    // a file under 1 KB is sent from its brotli twin made at build time, with its length and its own tag, not
    // compressed again for each request (which sent it in chunks, its tag weakened)
    const small = await app.raw('/favicon.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect([small.headers['content-encoding'], small.headers['content-length'], small.headers.etag]).toEqual([
      'br',
      String(small.body.byteLength),
      etag,
    ]);
  });

  it('tags no answer no cache may keep: the latest-build manifest is read afresh each time', async () => {
    const manifest = await app.raw('/build-manifest.json?t=1');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toMatch(/no-store/);
    expect(manifest.headers.etag).toBeUndefined();
  });

  it('gives the sitemap an ETag (304 on a match, also through compression), kept pages shared-cache lifetimes, form pages no-store', async () => {
    const sitemap = await app.raw('/sitemap.xml');
    expect(sitemap.headers['cache-control']).toMatch(/max-age=3600/);
    const etag = sitemap.headers.etag!;
    expect((await app.raw('/sitemap.xml', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const compressed = await app.raw('/sitemap.xml', { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.headers.etag).toBe(`W/${etag}`);
    expect(
      (await app.raw('/sitemap.xml', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': compressed.headers.etag! } })).status,
    ).toBe(304);

    // pages the same for everyone: kept by shared caches, revalidated by browsers (their validators below)
    const shared = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;
    expect((await app.raw('/en-gb/stock')).headers['cache-control']).toMatch(shared);
    expect((await app.raw(`/en-gb/stock/${VEHICLE}`)).headers['cache-control']).toMatch(shared);
    expect((await app.raw('/en-gb/locations')).headers['cache-control']).toBe('no-cache');
    // the root sends German and English browsers elsewhere: a CDN keyed on the address must not keep it
    expect((await app.raw('/')).headers['cache-control']).toBe('private, no-cache');
    expect((await app.raw(`/en-gb/stock/${VEHICLE}/interest`)).headers['cache-control']).toBe('no-store');
    expect((await app.raw(`/stock/${VEHICLE}/essai-routier`)).headers['cache-control']).toBe('no-store');
    expect((await app.raw(`/RSC/R/stock/${VEHICLE}/interessee.txt`)).headers['cache-control']).toBe('no-store');
    expect((await app.raw('/en-gb/no-such-page')).headers['cache-control']).toBe('no-store');
  });
});

describe("a kept page's validator and keys", () => {
  it('answers 304 to a page or payload the client holds, in each encoding and for HEAD, without a render', async () => {
    for (const path of ['/en-gb/stock?brand=ford', `/stock/${VEHICLE}`, '/de-lu', '/RSC/R/en-gb/stock.txt']) {
      const tags = new Set<string>();
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await app.raw(path, { headers: { 'Accept-Encoding': encoding } });
        expect(first.status, path).toBe(200);
        const etag = first.headers.etag!;
        // weak: every answer carries its own nonce; one per encoding (RFC 9110, 8.8.3.3)
        expect(etag, `${path} ${encoding}`).toMatch(
          encoding === 'identity' ? /^W\/"[\w-]{22}"$/ : new RegExp(`^W/"[\\w-]{22}-${encoding}"$`),
        );
        tags.add(etag);
        for (const method of ['GET', 'HEAD']) {
          const again = await app.raw(path, { method, headers: { 'Accept-Encoding': encoding, 'If-None-Match': etag } });
          expect(again.status, `${method} ${path} ${encoding}`).toBe(304);
          expect(again.body.byteLength).toBe(0);
          expect(again.headers.etag).toBe(etag);
          expect(again.headers['x-page-cache']).toBe('revalidated');
          expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
          // a 304 updates the kept answer's headers: a policy here (without the kept page's nonce) would replace
          // the kept one, and the browser would block every inline script and style of the page on reload
          expect(again.headers['content-security-policy'], `${method} ${path} ${encoding}`).toBeUndefined();
        }
        const head = await app.raw(path, { method: 'HEAD', headers: { 'Accept-Encoding': encoding } });
        expect(head.headers.etag, `HEAD ${path}`).toBe(etag);
      }
      expect(tags.size, path).toBe(3);
      // another encoding's tag is not this one's
      const [br] = [...tags];
      expect((await app.raw(path, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': br! } })).status).toBe(200);
    }
  });

  it('names what a page shows for a shared cache to purge: the vehicle, the stock, the story, the content', async () => {
    const keys = async (path: string) => String((await app.raw(path)).headers['surrogate-key'] ?? '').split(' ');
    const vehicle = await keys(`/en-gb/stock/${VEHICLE}`);
    expect(vehicle).toEqual(expect.arrayContaining(['content', 'vehicle-100063']));
    expect(await keys('/en-gb/stock')).toEqual(expect.arrayContaining(['content', 'stock']));
    expect((await keys('/en-gb/faq')).some((k) => k.startsWith('story-'))).toBe(true);
    const tags = String((await app.raw(`/en-gb/stock/${VEHICLE}`)).headers['cache-tag']).split(',');
    expect(tags.sort()).toEqual([...vehicle].sort());
    // a page of one visitor (a form) or of the moment (opening hours) names nothing and is kept by no shared cache
    expect((await app.raw(`/en-gb/stock/${VEHICLE}/interest`)).headers['surrogate-key']).toBeUndefined();
    expect((await app.raw('/en-gb/locations/bertrange')).headers['surrogate-key']).toBeUndefined();
  });
});

describe('old addresses that never dead-end (issue 40)', () => {
  const html = async (path: string) => {
    const res = await app.raw(path);
    return { status: res.status, body: decode(res).toString('utf8'), cacheControl: res.headers['cache-control'] };
  };
  const links = (body: string) => [...body.matchAll(/<nav class="not-found"[\s\S]*?<\/nav>/g)].join('').match(/href="[^"]+"/g) ?? [];

  it("answer 404 with what the site holds for the address's words, and its main pages", async () => {
    const financing = await html('/fr/financement');
    expect(financing.status).toBe(404);
    expect(financing.cacheControl).toBe('no-store');
    expect(financing.body).toContain('data-not-found-words="financement"');
    expect(links(financing.body)).toContain('href="/services/financement"');
    expect(links(financing.body)).toContain('href="/stock"');
    const tradeIn = await html('/fr/reprise');
    expect(links(tradeIn.body).some((l) => l.includes('reprise'))).toBe(true);
    // no word to search: still the main pages, never a bare dead end
    const node = await html('/fr/node/123');
    expect(node.status).toBe(404);
    expect(links(node.body)).toEqual(expect.arrayContaining(['href="/stock"', 'href="/concessions"']));
    // a model's words find it in the stock, in the address's language
    const used = await html('/en-gb/used-cars/hyundai-tucson');
    expect(used.status).toBe(404);
    expect(links(used.body).some((l) => l.startsWith('href="/en-gb/stock'))).toBe(true);
  });
});

describe('HEAD', () => {
  const routeKinds = [
    '/',
    '/de-lu',
    '/en-gb/stock',
    `/en-gb/stock/${VEHICLE}`,
    `/en-gb/stock/${VEHICLE}/interest`,
    `/en-gb/stock/${VEHICLE}/test-drive`,
    '/en-gb/locations',
    '/en-gb/contact',
    '/sitemap.xml',
    '/hello',
    '/favicon.svg',
    '/en-gb/no-such-page',
    '/en-gb/stock/',
    '/RSC/R/en-gb/stock.txt',
    '/healthz',
    '/readyz',
  ];

  it('answers every route kind with the GET status and headers and no body, never 500', async () => {
    for (const p of [...routeKinds, assetOf('.js')]) {
      const headers = { 'Accept-Encoding': 'br, gzip' };
      const get = await app.raw(p, { headers });
      const head = await app.raw(p, { method: 'HEAD', headers });
      expect(head.status, p).toBe(get.status);
      expect(head.status, p).toBeLessThan(500);
      expect(head.body.byteLength, p).toBe(0);
      // a page's policy names the nonce of its own render (src/server/middleware/page-policy.ts)
      const sameRender = (value: string | string[] | undefined) =>
        typeof value === 'string' ? value.replace(/'nonce-[^']+'/g, "'nonce'") : value;
      for (const name of [
        'content-type',
        'content-encoding',
        'cache-control',
        'location',
        'vary',
        'x-content-type-options',
        ...DOCUMENT_ONLY,
      ]) {
        expect(sameRender(head.headers[name]), `${name} of HEAD ${p}`).toEqual(sameRender(get.headers[name]));
      }
    }
  });
});

describe('the RSC endpoint', () => {
  it('answers malformed or hostile paths with 400, 404 or 405, never 500', async () => {
    const paths = [
      '/RSC/',
      '/RSC',
      '/RSC/R',
      '/RSC/R/stock',
      '/RSC/x.txt',
      '/RSC/S/slice.txt',
      '/RSC/F/nothing.txt',
      '/RSC/F/a/b.txt',
      '/RSC/F/_/etc/passwd/x.txt',
      '/RSC/R/%E0%A4%A.txt',
      '/RSC/%ZZ',
      '/RSC/R/../../etc/passwd.txt',
      '/RSC/R/%2e%2e/%2e%2e/etc/passwd.txt',
      '/RSC/R/a%00b.txt',
      '/RSC/R/' + 'x/'.repeat(500) + 'y.txt',
    ];
    for (const p of paths) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        const res = await app.raw(p, {
          method,
          headers: method === 'POST' ? { 'Content-Type': 'text/plain', Origin: app.base } : {},
          ...(method === 'POST' ? { body: '["$T"' } : {}),
        });
        expect([200, 400, 404, 405], `${method} ${p}`).toContain(res.status);
        if (res.status === 200) expect(p, `${method} ${p} answered 200`).toMatch(/^\/RSC\/R\//);
        expectSecurityHeaders(res, `${method} ${p}`);
      }
    }
    // a page payload still works
    expect((await app.raw('/RSC/R/en-gb/stock.txt')).status).toBe(200);
  });
});

describe('security headers', () => {
  it('are on static files, redirects, errors, HEAD and the health endpoints; HSTS only over HTTPS', async () => {
    const cases: [string, Promise<RawResponse>][] = [
      ['static JS', app.raw(assetOf('.js'))],
      ['static SVG', app.raw('/favicon.svg')],
      ['trailing-slash redirect', app.raw('/en-gb/stock/')],
      ['locale redirect', app.raw('/', { headers: { 'Accept-Language': 'de-LU' } })],
      ['404 page', app.raw('/en-gb/no-such-page')],
      ['400 bad encoding', app.raw('/%E0%A4%A')],
      ['HEAD', app.raw('/en-gb/stock', { method: 'HEAD' })],
      ['healthz', app.raw('/healthz')],
    ];
    for (const [what, pending] of cases) {
      const res = await pending;
      expectSecurityHeaders(res, what);
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
      // an immutable build file goes without (see 'cache headers')
      if (what !== 'static JS') expect(res.headers['x-request-id'], what).toBeTruthy();
    }
    // what no browser renders as a document carries nosniff only (issue 29: 0.45 KB less per file); pages and SVGs carry all
    for (const [what, p] of [
      ['static JS', assetOf('.js')],
      ['static CSS', assetOf('.css')],
      ['page payload', '/RSC/R/en-gb/stock.txt'],
    ] as const) {
      const res = await app.raw(p);
      expect(res.status, what).toBe(200);
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['content-security-policy'], what).toBeUndefined();
      expect(res.headers['x-frame-options'], what).toBeUndefined();
    }
    for (const p of ['/en-gb/stock', '/sitemap.xml']) {
      const res = await app.raw(p);
      expect(res.headers['content-security-policy'], p).toBeTruthy();
      expect(res.headers['x-frame-options'], p).toBe('SAMEORIGIN');
    }
    // X-Forwarded-Proto is believed only from a connection of TRUSTED_PROXIES (none here: issue 39); a trusted
    // proxy's is read (test/config/proxies.test.ts)
    const forged = await app.raw(assetOf('.css'), { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('form posts from another origin', () => {
  async function formFields(pathname: string): Promise<Map<string, string>> {
    const html = (await app.raw(pathname)).body.toString();
    const form = /<form class="lead-form"[\s\S]*?<\/form>/.exec(html)?.[0];
    expect(form).toBeTruthy();
    const fields = new Map<string, string>();
    for (const [tag] of form!.matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]*)"/.exec(tag)?.[1];
      if (!name || /type="(?:checkbox|radio)"/.test(tag)) continue;
      fields.set(name.replaceAll('&amp;', '&'), (/value="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&'));
    }
    return fields;
  }
  function multipart(fields: Map<string, string>): { body: string; type: string } {
    const boundary = `----ops${Date.now()}`;
    const parts = [...fields].map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
  }

  it('refuses a cross-origin post with 403 and a localized page, and accepts the same post from the site without JavaScript', async () => {
    const page = `/en-gb/stock/${VEHICLE}/interest`;
    const fields = await formFields(page);
    expect([...fields.keys()].some((k) => k.startsWith('$ACTION_ID_'))).toBe(true);
    fields.set('name', 'Cross Origin');
    fields.set('email', 'cross.origin@example.com');
    fields.set('contact', 'email');
    fields.set('consent', 'on');
    const { body, type } = multipart(fields);

    const hostile: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of hostile) {
      const refused = await app.raw(page, { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body.toString()).toContain(enGb.errors.crossOrigin.title);
      expect(refused.body.toString()).toContain(enGb.errors.crossOrigin.text);
      expectSecurityHeaders(refused, '403');
    }
    // a server action called from another site is refused the same way
    const action = await app.raw('/RSC/F/x/y.txt', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
      body: '[]',
    });
    expect(action.status).toBe(403);

    // the browser's own post, without JavaScript: stored, then redirected to the thank-you page
    const accepted = await app.raw(page, {
      method: 'POST',
      headers: { 'Content-Type': type, Origin: app.base, 'Sec-Fetch-Site': 'same-origin' },
      body,
    });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.location).toMatch(new RegExp(`/en-gb/stock/${VEHICLE}/interest\\?sent=`));
    expect(accepted.headers['cache-control']).toBe('no-store');
    // an old browser that sends neither header is let through (docs/http.md, "Form posts")
    fields.set('_key', crypto.randomUUID());
    const legacy = multipart(fields);
    expect((await app.raw(page, { method: 'POST', headers: { 'Content-Type': legacy.type }, body: legacy.body })).status).toBe(303);
  });
});

describe('request log', () => {
  type Line = Record<string, unknown>;
  const jsonLines = (): Line[] =>
    app
      .output()
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Line);

  it('writes one JSON line per request with method, path without query values, status, time and the id it returns', async () => {
    const res = await app.raw('/en-gb/stock?q=jane.doe%40example.com&phone=%2B352621123456&brand=ford', {
      headers: { 'X-Request-Id': 'ops-test-42' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('ops-test-42');
    await expect.poll(() => jsonLines().find((l) => l.requestId === 'ops-test-42'), { timeout: 5_000 }).toBeTruthy();
    const line = jsonLines().find((l) => l.requestId === 'ops-test-42' && l.msg === 'request')!;
    expect(line).toMatchObject({ level: 'info', module: 'http', method: 'GET', path: '/en-gb/stock?q&phone&brand', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(Date.parse(line.time as string)).not.toBeNaN();
    const all = app.output().join('\n');
    expect(all).not.toContain('jane.doe');
    expect(all).not.toContain('621123456');

    // an id that is not a plain token is replaced by a fresh one
    const forged = await app.raw('/hello', { headers: { 'X-Request-Id': 'bad id\twith spaces' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // the lead posted above left no personal data in the logs
    expect(all).not.toContain('cross.origin@example.com');
    expect(all).not.toContain('Cross Origin');
    // every line the process wrote once it served (a build before it prints Vite's own output) is JSON
    const served = app.output();
    for (const l of served.slice(served.findIndex((x) => x.includes('site on http'))).filter((x) => x.trim())) {
      expect(() => JSON.parse(l), l).not.toThrow();
    }
  });
});

describe('readiness without Meilisearch', () => {
  it('answers 503 with the failing check named, while /healthz still answers 200', async () => {
    await app.stopSearch();
    const ready = await app.raw('/readyz');
    expect(ready.status).toBe(503);
    const body = JSON.parse(ready.body.toString()) as { status: string; checks: { name: string; ok: boolean; error?: string }[] };
    expect(body.status).toBe('not ready');
    const search = body.checks.find((c) => c.name === 'search')!;
    expect(search.ok).toBe(false);
    expect(search.error).toBeTruthy();
    expect(body.checks.filter((c) => c.name !== 'search').every((c) => c.ok)).toBe(true);
    expect(ready.body.toString()).not.toContain(app.search.searchKey);
    expect((await app.raw('/healthz')).status).toBe(200);
    // the probe itself is not logged at info, the change of state is, once, as a warning naming the check
    await expect.poll(() => app.output().filter((l) => l.includes('"msg":"not ready"') && l.includes('search: '))).toHaveLength(1);
    await app.raw('/readyz');
    expect(app.output().filter((l) => l.includes('"msg":"not ready"'))).toHaveLength(1);
    expect(app.output().some((l) => l.includes('"path":"/readyz"'))).toBe(false);
  });
});

describe('every method on every kind of address', () => {
  it('answers the methods an API route has, 405 with Allow for the others (OPTIONS 204), and never 5xx', async () => {
    const api = {
      '/sitemap.xml': 'GET, HEAD, OPTIONS',
      '/sitemaps/stock-1.xml': 'GET, HEAD, OPTIONS',
      '/robots.txt': 'GET, HEAD, OPTIONS',
    };
    for (const [path, allow] of Object.entries(api)) {
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const res = await app.raw(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toBe(allow);
      }
      const options = await app.raw(path, { method: 'OPTIONS' });
      expect(options.status, `OPTIONS ${path}`).toBe(204);
      expect(options.headers.allow).toBe(allow);
      expect((await app.raw(path, { method: 'HEAD' })).status, `HEAD ${path}`).toBe(200);
    }
    const webhook = await app.raw('/api/storyblok/webhook', { method: 'GET' });
    expect(webhook.status).toBe(405);
    expect(webhook.headers.allow).toBe('POST, OPTIONS');

    // (the search engine was stopped above: the stock answers 503 by design, so pages without stock here)
    const paths = [
      '/',
      '/en-gb/contact',
      '/private-lease/kia-ev3-air-prive',
      '/de-lu/business',
      '/RSC/R/en-gb/contact.txt',
      ...Object.keys(api),
    ];
    const failures: string[] = [];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND']) {
        const res = await app.raw(path, {
          method,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: method === 'GET' || method === 'HEAD' ? undefined : 'a=%zz',
        });
        if (res.status >= 500) failures.push(`${method} ${path}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    // a page takes reads and form posts only: PUT, PATCH and DELETE are refused, not rendered (issue 39)
    for (const path of ['/', '/en-gb/contact', '/RSC/R/en-gb/contact.txt']) {
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const res = await app.raw(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      }
      expect((await app.raw(path, { method: 'OPTIONS' })).status, `OPTIONS ${path}`).toBe(204);
    }
    // the cross-site tracing probe of security scanners, on a page and on an API route
    for (const path of ['/', '/sitemap.xml']) {
      const trace = await app.raw(path, { method: 'TRACE' });
      expect(trace.status, `TRACE ${path}`).toBe(405);
      expect(trace.body.toString()).not.toContain('<html');
    }
  });
});
