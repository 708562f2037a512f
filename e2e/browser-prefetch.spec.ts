import { expect, test, type Page, type Request } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';

/**
 * Prefetch (issue 14, point 1), in the production build: a page's payload is fetched when the visitor
 * points at a link to it, and for the first link of the main results that comes into view; the click then shows the
 * page from that payload, with no request of its own.
 */

/** The RSC payload requests of a page (Waku's router asks `/RSC/R/{path}.txt`). */
const isPayloadOf = (path: string) => (r: Request) => r.url().includes('/RSC/') && r.url().includes(`${path}.txt`);
const payloadRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/RSC/')) seen.push(new URL(r.url()).pathname);
  });
  return seen;
};

/** Waits until the page's scripts run and the browser has been idle once (the in-view scan is made then). */
async function hydratedAndIdle(page: Page, path: string) {
  await gotoHydrated(page, path);
  await idle(page);
}
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()))));

for (const prefix of ['', '/de-lu', '/en-gb']) {
  test(`a pointed-at vehicle card is fetched ahead, and its click needs no request of its own (${prefix || 'fr-lu'})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const seen = payloadRequests(page);
    await hydratedAndIdle(page, `${prefix}/stock?sort=price_desc`);
    const card = page.locator('.vehicle-card a[href*="/stock/"]').nth(9);
    const path = (await card.getAttribute('href'))!;
    expect(seen.filter((p) => p.includes(path))).toEqual([]);

    const fetched = page.waitForRequest(isPayloadOf(path));
    await card.hover();
    await fetched;
    const before = seen.length;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('main h1')).toBeVisible();
    // shown from the payload fetched ahead: no second request for it
    expect(seen.slice(before).filter((p) => p.includes(`${path}.txt`))).toEqual([]);
    expect(seen.filter((p) => p.includes(`${path}.txt`))).toHaveLength(1);
  });
}

test.describe('on a touch screen (no pointer rests on a link before the tap)', () => {
  test.use({ hasTouch: true });

  test('of the 24 cards of a stock page, only the first that comes into view is fetched ahead', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const seen = payloadRequests(page);
    await hydratedAndIdle(page, '/en-gb/stock');
    const firstCard = (await page.locator('.vehicle-card a[href*="/stock/"]').first().getAttribute('href'))!;
    await expect.poll(() => seen.filter((p) => p.includes('/stock/')).length).toBeGreaterThan(0);
    // every card comes into view
    for (const card of await page.locator('.vehicle-card').all()) {
      await card.scrollIntoViewIfNeeded();
      await idle(page);
    }
    const cards = await page.locator('.vehicle-card').count();
    expect(cards).toBe(24);
    expect(seen.filter((p) => p.includes('/stock/'))).toEqual([`${firstCard}.txt`].map((p) => `/RSC/R${p}`));
  });
});

test('with a mouse, no card is fetched because it comes into view: the card pointed at is', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const seen = payloadRequests(page);
  await hydratedAndIdle(page, '/en-gb/stock');
  await expect(page.locator('.vehicle-card').first()).toBeInViewport();
  await idle(page);
  await idle(page);
  // had it been fetched as it came into view, pointing at it would fetch nothing (it is fresh) and this would time out
  const card = page.locator('.vehicle-card a[href*="/stock/"]').first();
  const path = (await card.getAttribute('href'))!;
  const fetched = page.waitForRequest(isPayloadOf(path));
  await card.hover();
  await fetched;
  expect(seen.filter((p) => p.includes('/stock/'))).toEqual([`/RSC/R${path}.txt`]);
});

test('without a pointer, focusing a link with the keyboard fetches its page ahead', async ({ page }) => {
  await hydratedAndIdle(page, '/en-gb/news');
  const link = page.locator('main a[href*="/en-gb/news/"]').last();
  const path = (await link.getAttribute('href'))!;
  const fetched = page.waitForRequest(isPayloadOf(path));
  await link.focus();
  await fetched;
});

test('a client navigation moves the focus to the new page’s heading; a link to the page shown does nothing', async ({ page }) => {
  const seen = payloadRequests(page);
  await hydratedAndIdle(page, '/en-gb/stock');
  const card = page.locator('.vehicle-card a[href*="/stock/"]').first();
  const path = (await card.getAttribute('href'))!;
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // the heading has the focus, so a screen reader reads the new page's title first
  await expect(page.locator('main h1')).toBeFocused();
  expect(documents).toEqual([]);
  // the same page again: no request, the address and the focus stay
  const before = seen.length;
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'this page';
    link.id = 'same-page';
    document.querySelector('main')!.prepend(link);
  }, path);
  await page.locator('#same-page').click();
  await idle(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(seen.slice(before).filter((p) => p.includes(`${path}.txt`))).toEqual([]);
  expect(documents).toEqual([]);
});

test('a breadcrumb or footer link that comes into view is not fetched ahead; pointing at it is', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const seen = payloadRequests(page);
  // a vehicle page (no result list of its own): its breadcrumbs are in view on arrival, its footer after a scroll
  await hydratedAndIdle(page, '/en-gb/stock');
  const vehicle = (await page.locator('.vehicle-card a[href*="/stock/"]').first().getAttribute('href'))!;
  const before = seen.length;
  await hydratedAndIdle(page, vehicle);
  const crumb = page.locator('.breadcrumbs a[href]:not([aria-current])').last();
  await expect(crumb).toBeInViewport();
  const footer = page.locator('footer a[href^="/en-gb/"]').first();
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeInViewport();
  await idle(page);
  await idle(page);
  expect(seen.slice(before)).toEqual([]);

  // the visitor's intent still fetches it
  const crumbPath = (await crumb.getAttribute('href'))!;
  const fetched = page.waitForRequest(isPayloadOf(crumbPath));
  await crumb.hover();
  await fetched;
});
