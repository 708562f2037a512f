/**
 * The stock's number filters (price, mileage, year) with JavaScript, typed as a visitor types on a
 * phone: in pieces, with pauses (issue 15, point 1). What the URL says stays in the field, a filter
 * set by typing survives the next change, and a value typed in two goes is applied whole.
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
