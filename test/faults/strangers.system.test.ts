import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestForm, multipartBody, startSite, status, type Site } from './support/site';

/**
 * Issue 39: what a stranger sends must not write the log. A forged `Referer` wrote a broken-link
 * warning for any address (`GET /anything` with `Referer: <the site>/...`); now the warning is written
 * only when the referring page really holds that link (src/content/broken-links.ts `holdsLinkTo`), once
 * per page and target per interval, through the limit on visitor-triggered lines (src/log/limiter.ts).
 *
 * And what a stranger says about the way it came: `Host`, `X-Forwarded-Host`, `X-Forwarded-Proto` and
 * `X-Forwarded-For` from a connection that is not one of TRUSTED_PROXIES (none here) change no address
 * the site writes (canonical, alternates, sitemap: PUBLIC_SITE_URL), nothing the page cache keeps, no
 * security header, and no visitor's rate-limit key (docs/proxies.md).
 */
const FORGED = {
  Host: 'evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-For': '203.0.113.66',
};
/** The site's public address under the mock content (PUBLIC_SITE_URL unset): src/config/env.ts DEFAULT_SITE_URL. */
const PUBLIC = 'http://localhost:3000';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request with exactly these headers (fetch would not send another Host). */
function raw(url: string, headers: Record<string, string>, body?: { bytes: Uint8Array; type: string }): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: body ? 'POST' : 'GET',
      agent: false,
      headers: { ...headers, ...(body ? { 'Content-Type': body.type, 'Content-Length': String(body.bytes.length) } : {}) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body?.bytes);
  });
}
describe('logs no stranger can write (issue 39)', () => {
  let site: Site;
  beforeAll(async () => {
    // two submissions per visitor and window: the third from one address is refused (429)
    site = await startSite({ env: { LEADS_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => site?.stop());

  const followedBrokenLinks = () => site.logs().filter((l) => l.includes('[content] broken-link: '));

  it('a forged Referer writes no broken-link warning, whatever page it names', async () => {
    for (const [path, from] of [
      ['/anything', '/contact'],
      ['/en-gb/anything-else', '/en-gb/test/broken-link'],
      ['/ancienne-brochure', '/de-lu/test/broken-link'],
      ['/promotions/ete-2019', '/stock'],
      ['/yet-another', '/no-such-page'],
    ] as const) {
      // the visitor still gets the broken-link screen (back to where they say they came from): only the log is guarded
      expect(await status(`${site.url}${path}`, { headers: { Referer: `${site.url}${from}` } })).toBe(404);
    }
    expect(followedBrokenLinks()).toEqual([]);
  });

  it('a broken link one of our pages really holds writes one warning, once', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await status(`${site.url}/promotions/ete-2019`, { headers: { Referer: `${site.url}/test/broken-link` } })).toBe(404);
      expect(await status(`${site.url}/en-gb/ancienne-brochure`, { headers: { Referer: `${site.url}/en-gb/test/broken-link` } })).toBe(404);
    }
    const lines = followedBrokenLinks();
    expect(lines.filter((l) => l.includes('/test/broken-link links to /promotions/ete-2019,'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('/en-gb/test/broken-link links to /en-gb/ancienne-brochure,'))).toHaveLength(1);
    expect(lines).toHaveLength(2);
  });

  it('forged Host and forwarded headers change no address the site writes and nothing the page cache keeps', async () => {
    // the first request for the page, so the page cache keeps what the forged one rendered
    const page = '/en-gb';
    const forged = await raw(`${site.url}${page}`, FORGED);
    expect(forged.status).toBe(200);
    // the kept page the forged request left (kept once its answer is through): it names the public address only
    let honest = await raw(`${site.url}${page}`, {});
    for (let i = 0; i < 50 && honest.headers['x-page-cache'] !== 'hit'; i++) honest = await raw(`${site.url}${page}`, {});
    expect(honest.headers['x-page-cache']).toBe('hit');
    for (const answer of [forged, honest]) {
      expect(answer.body).toContain(`<link rel="canonical" href="${PUBLIC}${page}"`);
      expect(answer.body).not.toContain('evil.example');
      expect(answer.body).not.toContain('203.0.113.66');
      // X-Forwarded-Proto from a stranger: no HSTS, on a page any visitor may be given
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    const hreflang = [...forged.body.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/gi)].map((m) => m[1]!);
    expect(hreflang.length).toBeGreaterThan(0);
    for (const href of hreflang) expect(href.startsWith(`${PUBLIC}/`)).toBe(true);
  });

  it('forged headers change no address in the sitemap', async () => {
    const index = await raw(`${site.url}/sitemap.xml`, FORGED);
    expect(index.status).toBe(200);
    const sitemaps = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(sitemaps.length).toBeGreaterThan(0);
    const first = await raw(`${site.url}${new URL(sitemaps[0]!).pathname}`, FORGED);
    const urls = [...first.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of [...sitemaps, ...urls]) expect(url.startsWith(`${PUBLIC}/`), url).toBe(true);
    expect(index.body + first.body).not.toContain('evil.example');
  });

  it('a forged X-Forwarded-For does not give a visitor another rate-limit key', async () => {
    const form = '/stock/100001-1-ford-ranger-xlt/interessee';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const data = await interestForm(`${site.url}${form}`, { name: `Forged ${i}`, email: `forged-${i}@example.com` });
      const { body, contentType } = await multipartBody(data);
      const answer = await raw(
        `${site.url}${form}`,
        { 'X-Forwarded-For': `198.51.100.${i + 1}`, Origin: site.url },
        { bytes: body, type: contentType },
      );
      statuses.push(answer.status);
    }
    // each claimed another address; all came from this one, and the third is over its limit of two
    expect(statuses).toEqual([303, 303, 429]);
  });
});
