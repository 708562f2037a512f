/**
 * Faults a visitor met on the stock screen (issue 15): the number filters (price, mileage, year)
 * typed as a visitor types on a phone, in pieces with pauses (point 1: what the URL says stays in
 * the field, a filter set by typing survives the next change, a value typed in two goes is applied
 * whole), and a results page past the last one (point 4).
 */
import { expect, test, type Page } from '@playwright/test';
import frLu from '../locales/fr-lu.json' with { type: 'json' };

async function enhancedStock(page: Page, path = '/stock') {
  await page.goto(path);
  await expect(page.locator('.stock[data-enhanced="true"]')).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a price typed in two goes with a pause is applied whole, and stays in its field', async ({ page }) => {
  await enhancedStock(page);
  const max = page.locator('#stock-price_max');
  await max.focus();
  await page.keyboard.type('25');
  await expect(page).toHaveURL(/price_max=25$/);
  await page.keyboard.type('000');
  await expect(page).toHaveURL(/price_max=25000$/);
  await expect(max).toHaveValue('25000');
  await expect(max).toBeFocused();
  await expect(page.locator('.stock-chip', { hasText: /25\D?000/ })).toBeVisible();
});

test('a number filter set by typing survives the next filter change and the field keeps what the URL says', async ({ page }) => {
  await enhancedStock(page);
  const mileage = page.getByLabel(frLu.stock.filters.mileageMax);
  await mileage.fill('60000');
  await expect(page).toHaveURL(/mileage_max=60000/);
  await page
    .getByRole('group', { name: frLu.stock.filters.fuel })
    .getByRole('checkbox', { name: /^Diesel/ })
    .check();
  await expect(page).toHaveURL(/fuel=diesel.*mileage_max=60000|mileage_max=60000.*fuel=diesel/);
  await expect(mileage).toHaveValue('60000');
  // Enter in the field submits the same state: nothing is dropped
  await mileage.press('Enter');
  await expect(page).toHaveURL(/mileage_max=60000/);
  await expect(page).toHaveURL(/fuel=diesel/);
  // back: the field follows the URL
  await page.goBack();
  await expect(page).toHaveURL(/\/stock\?mileage_max=60000$/);
  await expect(mileage).toHaveValue('60000');
});

test('a results page past the last one answers 404 with a way to the last page (issue 15, point 4)', async ({ page }) => {
  const res = await page.goto('/stock?brand=ford&page=999');
  expect(res?.status()).toBe(404);
  // a page that does not exist names no canonical and no other languages' versions, and is not indexed (issue 28, point 9)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText(frLu.stock.empty.pageTitle)).toBeVisible();
  await page.getByRole('link', { name: /Aller à la dernière page/ }).click();
  await expect(page).not.toHaveURL(/page=999/);
  await expect(page).toHaveURL(/\/stock\?brand=ford(&page=\d{1,2})?$/);
  const last = await page.goto(page.url());
  expect(last?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  // a filter without any vehicle is an empty first page, not a missing one
  expect((await page.goto('/stock?q=zzzzqqqq'))?.status()).toBe(200);
});
