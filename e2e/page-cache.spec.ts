/**
 * The page cache (src/page-cache) on the production build, against a Meilisearch of the test's own
 * that holds the mock stock: a kept page is served until the index changes, and never after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { deleteVehicle } from '../src/indexing/single';
import { reindexAll } from '../src/indexing/reindex';
import { ownServer } from './support/own-server';
import { postPublished } from './support/webhook';
import { MemorySource, mockVehicleStories, rawVehicle } from '../test/indexing/stock-fixtures';
import { withMeilisearch, type TestMeilisearch } from '../test/meilisearch/support';

test.describe.configure({ mode: 'serial' });

const stories = mockVehicleStories();
const vehicles = stories.map((story) => ({ story, raw: rawVehicle(story) }));
let meili: TestMeilisearch;
let site: Awaited<ReturnType<typeof ownServer>>;
let editorsDir: string;
const WEBHOOK_SECRET = 'page-cache-webhook-secret';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  meili = await withMeilisearch();
  await reindexAll({ host: meili.host, adminKey: meili.adminKey, source: new MemorySource(stories), log: () => {} });
  editorsDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-page-cache-editors-'));
  site = await ownServer({
    MEILI_HOST: meili.host,
    MEILI_SEARCH_KEY: meili.searchKey,
    STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET,
    EDITORS_DATA_DIR: editorsDir,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await meili?.stop();
  if (editorsDir) rmSync(editorsDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.base}${path}`, { headers });
/** A page's HTML without its nonce: each answer of a kept page writes its own (issue 39), the rest is the kept page. */
const pageText = async (response: Response) => {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const text = await response.text();
  expect(nonce && text.includes(nonce)).toBeTruthy();
  return text.replaceAll(nonce!, '');
};
const cacheState = (res: Response) => res.headers.get('x-page-cache');

/** A brand with several vehicles of the mock stock, and one of them (the one the test sells). */
function brandWithStock() {
  const counts = new Map<string, number>();
  for (const v of vehicles) counts.set(v.raw.brand, (counts.get(v.raw.brand) ?? 0) + 1);
  const brand = [...counts].filter(([, n]) => n >= 2 && n <= 24).sort((a, b) => b[1] - a[1])[0]![0];
  return { brand, sold: vehicles.find((v) => v.raw.brand === brand)! };
}

test('a stock page is rendered once, served from memory, and rendered again once the index no longer holds a sold vehicle', async () => {
  const { brand, sold } = brandWithStock();
  const url = `/stock?brand=${brand}`;
  const first = await get(url);
  expect(first.status).toBe(200);
  expect(cacheState(first)).toBe('miss');
  const html = await pageText(first);
  expect(html).toContain(`/stock/${sold.raw.id}-1-`);

  const second = await get(url, { 'Accept-Encoding': 'br' });
  expect(cacheState(second)).toBe('hit');
  expect(second.headers.get('content-encoding')).toBe('br');
  expect(await pageText(second)).toBe(html);

  // the same query written otherwise is served from that entry
  expect(cacheState(await get(`/stock?page=1&brand=${brand}`))).toBe('hit');

  await deleteVehicle({ host: meili.host, adminKey: meili.adminKey, log: () => {} }, sold.raw.id);
  const after = await get(url);
  expect(cacheState(after)).toBe('miss');
  const afterHtml = await after.text();
  expect(afterHtml).not.toContain(`/stock/${sold.raw.id}-1-`);
  expect(cacheState(await get(url))).toBe('hit');
});

test('every answer of a kept page, in brotli or gzip, decodes to the page with a nonce of its own, before and after its copies are made', async () => {
  const url = '/stock?sort=price-asc';
  const html = await pageText(await get(url));
  // served again, the page gets its compressed copies whose nonces each answer rewrites (issue 39), in the background
  const policies = new Set<string | null>();
  for (let round = 0; round < 12; round++) {
    for (const encoding of ['br', 'gzip']) {
      const answer = await get(url, { 'Accept-Encoding': encoding });
      expect(cacheState(answer)).toBe('hit');
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      policies.add(answer.headers.get('content-security-policy'));
      expect(await pageText(answer)).toBe(html);
    }
  }
  expect(policies.size).toBe(24);
});

// a payload has no nonce: it keeps its compressed copies as they are
test('a payload served again is sent with a smaller brotli copy, made once in the background, of the same payload', async () => {
  const url = `/RSC/R/en-gb/stock.txt`;
  const first = await get(url, { 'Accept-Encoding': 'br' });
  expect(cacheState(first)).toBe('miss');
  const html = await first.text();
  const fastLength = Number(first.headers.get('content-length'));
  // the first hit starts the better copy; a later one is sent with it
  await expect
    .poll(async () => {
      const again = await get(url, { 'Accept-Encoding': 'br' });
      expect(cacheState(again)).toBe('hit');
      expect(await again.text()).toBe(html);
      return Number(again.headers.get('content-length'));
    })
    .toBeLessThan(fastLength * 0.97);
  // gzip is left as it was made
  const gzip = await get(url, { 'Accept-Encoding': 'gzip' });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(await gzip.text()).toBe(html);
});

test('a vehicle page and its client-navigation payload are kept apart, each until the index changes', async () => {
  const list = await (await get('/stock?sort=year-desc')).text();
  const path = /href="(\/stock\/\d+-1-[a-z0-9-]+)"/.exec(list)![1]!;
  const first = await get(path);
  const second = await get(path);
  expect([cacheState(first), cacheState(second)]).toEqual([expect.stringMatching(/miss|hit/), 'hit']);
  expect(await pageText(second)).toBe(await pageText(first));

  const rsc = `/RSC/R${path}.txt`;
  const payload = await get(rsc);
  expect(payload.status).toBe(200);
  expect(cacheState(payload)).toBe('miss');
  expect(cacheState(await get(rsc))).toBe('hit');
  // the router's list of elements it already holds changes the payload: another entry
  expect(cacheState(await get(rsc, { 'X-Waku-Router-Skip': '["root"]' }))).toBe('miss');
});

test('concurrent requests for a page not yet kept render it once', async () => {
  const answers = await Promise.all(Array.from({ length: 12 }, () => get('/stock?fuel=diesel&sort=price-asc')));
  const states = answers.map(cacheState);
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(states.filter((s) => s === 'miss')).toHaveLength(1);
  expect(states.filter((s) => s !== 'miss').every((s) => s === 'coalesced' || s === 'hit')).toBe(true);
  // one render: the same page, each answer with a nonce of its own
  const bodies = new Set(await Promise.all(answers.map(pageText)));
  expect(bodies.size).toBe(1);
  expect(new Set(answers.map((a) => a.headers.get('content-security-policy'))).size).toBe(12);
});

test('visitors who open a lead form at the same moment each get a submission key of their own', async () => {
  // the render of a form page is of one visitor: requests that arrive while it is under way render their own,
  // or every visitor of the group posts with one key and the lead store keeps only the first lead (issue 39)
  for (const path of ['/formulaires/demande-offre-pneus', '/contact', '/de-lu/contact']) {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(path)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const keys = await Promise.all(answers.map(async (res) => /name="_key" value="([^"]+)"/.exec(await res.text())?.[1]));
    expect(keys.every(Boolean), path).toBe(true);
    expect(new Set(keys).size, path).toBe(6);
  }
});

test('what depends on the moment or the request is never kept', async () => {
  // a page holding a lead form (its bookable days move with the date) is rendered each time
  const form = await get('/contact');
  expect(form.status).toBe(200);
  expect(cacheState(form)).toBe('miss');
  expect(cacheState(await get('/contact'))).toBe('miss');
  // a job ad and a model page hold a lead form too: each visitor gets a submission key of their own
  for (const path of ['/carrieres/mecatronicien-automobile-niederkorn', '/ford/puma']) {
    const first = await get(path);
    const second = await get(path);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(cacheState(second), path).toBe('miss');
    const key = async (res: Response) => /name="_key" value="([^"]+)"/.exec(await res.text())?.[1];
    const [a, b] = [await key(first), await key(second)];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  }
  // a dealership page says whether it is open now: not planned for the cache at all
  const location = await get('/concessions');
  expect(location.status).toBe(200);
  expect(cacheState(location)).toBeNull();
  // an unknown parameter (an old listing parameter, a preview token) leaves the stock page to the renderer
  expect(cacheState(await get('/stock?_storyblok=1'))).toBeNull();
  // a vehicle that is not in the stock answers 404 each time, never from memory
  const missing = await get('/stock/999999-1-nothing-here');
  expect(missing.status).toBe(404);
  const again = await get('/stock/999999-1-nothing-here');
  expect(again.status).toBe(404);
  expect(cacheState(again)).toBeNull();
});

test('a CMS page is kept until an editor publishes, then rendered again from the new content', async () => {
  const url = '/faq';
  const first = await get(url);
  expect(first.status).toBe(200);
  expect(cacheState(first)).toMatch(/miss|hit/);
  expect(cacheState(await get(url))).toBe('hit');

  // Storyblok's webhook for a story of the page: the worker invalidates the content, and with it every kept page
  const hook = await postPublished(site.base, WEBHOOK_SECRET, { id: 4242, fullSlug: 'faq', name: 'FAQ' });
  expect(hook.status).toBe(202);
  await expect.poll(async () => cacheState(await get(url)), { timeout: 15_000 }).toBe('miss');
  expect(cacheState(await get(url))).toBe('hit');
});
