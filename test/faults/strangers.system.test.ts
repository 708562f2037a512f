import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, status, type Site } from './support/site';

/**
 * Issue 39: what a stranger sends must not write the log. A forged `Referer` wrote a broken-link
 * warning for any address (`GET /anything` with `Referer: <the site>/...`); now the warning is written
 * only when the referring page really holds that link (src/content/broken-links.ts `holdsLinkTo`), once
 * per page and target per interval, through the limit on visitor-triggered lines (src/log/limiter.ts).
 */
describe('logs no stranger can write (issue 39)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  }, 180_000);
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
});
