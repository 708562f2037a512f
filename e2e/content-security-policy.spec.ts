/**
 * The Content-Security-Policy of the production build (issue 25, point 6): every page kind runs its
 * scripts under a policy that names the page's nonce and has no 'unsafe-inline' for scripts; an inline
 * script the site did not write is refused; a page the page cache keeps gets a nonce of its own for
 * every answer (issue 39), so a nonce one visitor saw is refused on the next visitor's page. Violations
 * reaching /api/csp-report: e2e/csp-report.spec.ts. GTM after consent: e2e/browser-consent.spec.ts; the preview bridge: visual-editor.spec.ts.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { policySources } from '../src/server/content-security-policy';
import { scriptsRan } from './support/hydrated';
import { watchPolicy } from './support/policy';

const PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'stock', path: '/stock' },
  { kind: 'vehicle', path: '/stock/100001-1-ford-ranger-xlt' },
  { kind: 'lease offer', path: '/private-lease/hyundai-i20-prive' },
  { kind: 'dealership with its map', path: '/concessions/bertrange' },
  { kind: 'form', path: '/stock/100001-1-ford-ranger-xlt/essai-routier' },
  { kind: 'article', path: '/news/saison-des-pneus-hiver' },
] as const;

/** The nonce the response's policy names for scripts, after checking the policy has no 'unsafe-inline' for them. */
function scriptNonce(response: Pick<Response, 'headers'> | null): string {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = policySources(policy, 'script-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).toContain("'strict-dynamic'");
  expect(policySources(policy, 'style-src')).not.toContain("'unsafe-inline'");
  const nonces = scripts.filter((s) => s.startsWith("'nonce-")).map((s) => s.slice("'nonce-".length, -1));
  expect(nonces).toHaveLength(1);
  return nonces[0]!;
}

/** The nonce of every script element that runs (JSON-LD is data, not a script) and of the csp-nonce meta. */
const documentNonces = (page: Page) =>
  page.evaluate(() => ({
    scripts: [...document.querySelectorAll('script')].filter((s) => s.type !== 'application/ld+json').map((s) => s.nonce),
    meta: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
  }));

for (const { kind, path } of PAGES) {
  test(`the ${kind} page runs only its own scripts, under a policy without 'unsafe-inline' (${path})`, async ({ page }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const watched = await watchPolicy(page);
    const nonce = scriptNonce(await page.goto(path));
    await scriptsRan(page);
    if (kind === 'dealership with its map') await expect(page.locator('button.map-marker').first()).toBeVisible();
    if (kind === 'form') await expect(page.locator('form.lead-form[data-hydrated]').first()).toBeAttached();
    const nonces = await documentNonces(page);
    expect(nonces.scripts.length).toBeGreaterThan(1);
    expect(new Set(nonces.scripts)).toEqual(new Set([nonce]));
    expect(nonces.meta).toBe(nonce);
    expect(await watched.violations()).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
  });
}

test('after a client navigation the page still offers the nonce of the loaded document to the scripts it adds', async ({ page }) => {
  const watched = await watchPolicy(page);
  const nonce = scriptNonce(await page.goto('/stock'));
  await scriptsRan(page);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  const card = page.locator('.vehicle-card a[href*="/stock/"]').first();
  const path = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('main h1')).toBeFocused();
  expect(documents).toEqual([]);
  // the payload of the navigation was rendered without the document's nonce: the meta keeps it
  expect((await documentNonces(page)).meta).toBe(nonce);
  expect(await watched.violations()).toEqual([]);
});

test('an inline script the site did not write is refused, with or without the nonce of another response', async ({ page, request }) => {
  const path = '/news/saison-des-pneus-hiver';
  // the nonce of another response (another page's, served to anyone who asks)
  const other = (await request.get('/stock')).headers()['content-security-policy']!.match(/'nonce-([^']+)'/)![1]!;
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const injected = `<script>window.injected = 'plain'</script><script nonce="${other}">window.injected = 'other nonce'</script>`;
    await route.fulfill({ status: response.status(), headers, body: (await response.text()).replace('<main', `${injected}<main`) });
  });
  const watched = await watchPolicy(page);
  await page.goto(path);
  await scriptsRan(page);
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  const refused = await watched.violations();
  expect(refused).toHaveLength(2);
  for (const violation of refused) expect(violation).toMatch(/^script-src-elem inline /);
});

test('each answer of a kept page has a nonce of its own, in its policy and on every script, and hydrates', async ({ page, request }) => {
  const path = '/en-gb/news/winter-tyre-season';
  const served = [];
  for (let i = 0; i < 3; i++) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    served.push({ cache: response.headers()['x-page-cache'], nonce: scriptNonce(response), html: await response.text() });
  }
  expect(served.map((s) => s.cache).slice(1)).toEqual(['hit', 'hit']);
  // issue 39: a nonce served once is never the nonce of another answer's page
  expect(new Set(served.map((s) => s.nonce)).size).toBe(3);
  for (const { nonce, html } of served) {
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('application/ld+json'));
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}"/>`);
  }
  // the same kept page: the answers differ by their nonce alone
  const withoutNonce = ({ nonce, html }: { nonce: string; html: string }) => html.replaceAll(nonce, '');
  expect(withoutNonce(served[1]!)).toBe(withoutNonce(served[0]!));
  expect(withoutNonce(served[2]!)).toBe(withoutNonce(served[0]!));
  // and the browser runs a kept page under its own answer's policy, compressed as a browser asks for it
  const watched = await watchPolicy(page);
  const response = await page.goto(path);
  expect(response?.headers()['x-page-cache']).toBe('hit');
  expect(response?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  const nonce = scriptNonce(response);
  expect(served.map((s) => s.nonce)).not.toContain(nonce);
  await scriptsRan(page);
  const nonces = await documentNonces(page);
  expect(new Set(nonces.scripts)).toEqual(new Set([nonce]));
  expect(nonces.meta).toBe(nonce);
  expect(await watched.violations()).toEqual([]);
});

test('a script carrying the nonce another visitor was served with the same kept page is refused', async ({ page, request }) => {
  const path = '/en-gb/news/winter-tyre-season';
  await request.get(path);
  const seen = (await request.get(path)).headers()['content-security-policy']!.match(/'nonce-([^']+)'/)![1]!;
  await page.route(path, async (route) => {
    const response = await route.fetch();
    expect(response.headers()['x-page-cache']).toBe('hit');
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const injected = `<script nonce="${seen}">window.injected = 'a nonce seen before'</script>`;
    await route.fulfill({ status: response.status(), headers, body: (await response.text()).replace('<main', `${injected}<main`) });
  });
  const watched = await watchPolicy(page);
  await page.goto(path);
  await scriptsRan(page);
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  expect(await watched.violations()).toEqual([expect.stringMatching(/^script-src-elem inline /)]);
});
