import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';
import { jsonLdOfType } from './support/json-ld';

/**
 * A page's structured data is written once per document (issue 40, src/seo/structured-data.tsx): in the HTML's
 * markup, where search engines read it, and not again in the payload that hydrates the page, which named the stock
 * list's `ItemList` (3.4 KB) a second time. Hydration keeps the markup's block, and a client navigation's payload
 * brings the next page's structured data (a tag manager reads it from the document).
 */
const LOCALES = ['', '/de-lu', '/en-gb'] as const;

/** Each `"@type":"ItemList"` of the served HTML, in the markup or in the payload's scripts (whose quotes are escaped). */
const itemLists = (html: string) => html.match(/\\*"@type\\*":\\*"ItemList\\*"/g)?.length ?? 0;

/** The page's JSON-LD blocks as the document holds them now. */
const blocks = (page: Page) => page.locator('script[type="application/ld+json"]').allTextContents();

for (const prefix of LOCALES) {
  test(`the stock list's ItemList is written once in its HTML, payload included, and hydration keeps it (${prefix || '/'})`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${prefix}/stock`)).text();
    expect(itemLists(html), 'ItemList in the HTML, markup and payload').toBe(1);
    const served = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!);
    const list = served
      .map((text) => JSON.parse(text) as { '@type': string; itemListElement?: unknown[] })
      .find((d) => d['@type'] === 'ItemList');
    expect(list?.itemListElement?.length, 'the vehicles listed in the markup').toBeGreaterThan(0);

    await gotoHydrated(page, `${prefix}/stock`);
    expect(await blocks(page), 'the blocks the HTML was sent with, kept by hydration').toEqual(served);

    // a client navigation: the vehicle page's payload brings its own structured data
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    await page.locator('.vehicle-card__title a').first().click();
    await expect(page).toHaveURL(/\/stock\/\d+-1-/);
    await expect(page.locator('.vehicle-gallery').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere), 'a client navigation').toBe(true);
    const car = (await jsonLdOfType(page, 'Car')) as { offers?: { '@type'?: string } };
    expect(car.offers?.['@type']).toBe('Offer');
    expect(
      (await blocks(page)).some((text) => text.includes('"ItemList"')),
      "the list's block left with the list",
    ).toBe(false);
  });
}

test("a vehicle page's Car is written once in its HTML, payload included", async ({ request, page }) => {
  const stock = await (await request.get('/en-gb/stock')).text();
  const vehicle = /href="(\/en-gb\/stock\/\d+-1-[^"]+)"/.exec(stock)![1]!;
  const html = await (await request.get(vehicle)).text();
  expect(html.match(/\\*"@type\\*":\\*"Car\\*"/g)?.length ?? 0).toBe(1);
  await gotoHydrated(page, vehicle);
  expect(((await jsonLdOfType(page, 'Car')) as { offers?: { '@type'?: string } }).offers?.['@type']).toBe('Offer');
});
