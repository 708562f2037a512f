/**
 * Keyword search in the stock, as a visitor uses it: from the site header, in the stock's own box,
 * with and without JavaScript and with the keyboard only, combined with the filters.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };

type MockVehicle = { id: number; brand: string; fuel: string; body_style: string; transmission: string };
const VEHICLE_DIR = path.resolve('mocks/stories/fr-lu/vehicles');
const STOCK: MockVehicle[] = readdirSync(VEHICLE_DIR).map((file) => {
  const story = JSON.parse(readFileSync(path.join(VEHICLE_DIR, file), 'utf8'));
  return { id: story.id, ...story.content } as MockVehicle;
});
const count = (where: (v: MockVehicle) => boolean) => STOCK.filter(where).length;
const estates = count((v) => v.body_style === 'estate');

async function resultCount(page: Page): Promise<number> {
  return Number(((await page.locator('.stock__count').textContent()) ?? '').replace(/[^\d]/g, ''));
}

test('the header search leads to the stock filtered by the words, in each locale, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [prefix, messages, word] of [
    ['', frLu, 'break'],
    ['/de-lu', deLu, 'Kombi'],
    ['/en-gb', enGb, 'estate'],
  ] as const) {
    await page.goto(`${prefix}/contact`);
    const search = page.getByRole('search').filter({ has: page.getByRole('searchbox', { name: messages.site.search.label }) });
    await search.getByRole('searchbox').fill(word);
    await search.getByRole('button', { name: messages.site.search.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/stock\\?q=${word}$`));
    expect(await resultCount(page)).toBe(estates);
    await expect(page.getByRole('searchbox', { name: messages.stock.keywords.label })).toHaveValue(word);
  }
  await context.close();
});

test('the stock box combines words and filters without JavaScript, and its chip removes the words', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en-gb/stock?fuel=diesel');
  await page.getByRole('searchbox', { name: enGb.stock.keywords.label }).fill('automatik');
  await page.locator('.stock-keywords').getByRole('button', { name: enGb.stock.keywords.submit }).click();
  await expect(page).toHaveURL(/q=automatik/);
  await expect(page).toHaveURL(/fuel=diesel/);
  expect(await resultCount(page)).toBe(count((v) => v.fuel === 'diesel' && v.transmission === 'automatic'));
  const chip = page.getByRole('link', { name: new RegExp(enGb.stock.keywords.chip) });
  await chip.click();
  await expect(page).toHaveURL(/\/en-gb\/stock\?fuel=diesel$/);
  expect(await resultCount(page)).toBe(count((v) => v.fuel === 'diesel'));
  await context.close();
});

test('with JavaScript the results follow the typing, with the keyboard only, and the page stays accessible', async ({ page }) => {
  await page.goto('/stock');
  await expect(page.locator('.stock[data-enhanced="true"]')).toBeVisible();
  const box = page.getByRole('searchbox', { name: frLu.stock.keywords.label });
  await box.focus();
  await page.keyboard.type('Kombi', { delay: 30 });
  await expect(page).toHaveURL(/\/stock\?q=Kombi$/);
  await expect.poll(() => resultCount(page)).toBe(estates);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('Kombi');
  // the fuel facet now counts among the estates only
  const diesel = count((v) => v.body_style === 'estate' && v.fuel === 'diesel');
  await expect(
    page
      .getByRole('group', { name: frLu.stock.filters.fuel })
      .locator('.stock-option', { hasText: /^Diesel/ })
      .locator('.stock-option__count'),
  ).toHaveText(String(diesel));
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('.stock__header').analyze();
  expect(axe.violations).toEqual([]);
});

test('a hostile keyword query answers the stock page, never an error', async ({ request }) => {
  for (const q of ['"><script>alert(1)</script>', '-', '*', 'x'.repeat(2000), '%00', 'ford OR 1=1']) {
    const res = await request.get(`/stock?q=${encodeURIComponent(q)}`);
    expect(res.status(), q).toBe(200);
    expect(await res.text()).not.toContain('<script>alert(1)</script>');
  }
});
