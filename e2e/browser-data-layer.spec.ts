import { expect, test, type Page } from '@playwright/test';
import enGb from '../locales/en-gb.json' with { type: 'json' };
import { leadFormHydrated } from './support/lead-form';

/** Data layer events of the stock and the lead forms (issue 14, point 7), in the served production build. */
const VEHICLE = '100001-1-ford-ranger-xlt';

const events = (page: Page, name: string) =>
  page.evaluate(
    (n) => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e && e.event === n),
    name,
  );

test('a stock search reports the filters used and the result count', async ({ page }) => {
  await page.goto('/en-gb/stock?brand=ford&fuel=diesel&page=1');
  const count = page.locator('.stock__count');
  await expect(count).toBeVisible();
  await expect.poll(() => events(page, 'stock_search')).toHaveLength(1);
  const [search] = (await events(page, 'stock_search')) as { filters: string[]; result_count: number }[];
  expect(search!.filters).toEqual(expect.arrayContaining(['brand']));
  expect(search!.filters).not.toContain('page');
  expect(await count.textContent()).toContain(String(search!.result_count));
});

test('a vehicle page reports the vehicle, and a lead its form kind and vehicle, never what was typed', async ({ page }) => {
  await page.goto(`/en-gb/stock/${VEHICLE}`);
  await expect.poll(() => events(page, 'vehicle_viewed')).toEqual([{ event: 'vehicle_viewed', vehicle_id: expect.any(String) }]);

  await page.goto(`/en-gb/stock/${VEHICLE}/interest`);
  await leadFormHydrated(page);
  await page.getByLabel(new RegExp(`^${enGb.forms.fields.name}`)).fill('Private Person');
  await expect
    .poll(() => events(page, 'lead_form_started'))
    .toEqual([{ event: 'lead_form_started', form_kind: 'vehicle-interest', vehicle_id: VEHICLE }]);
  await page.getByRole('textbox', { name: new RegExp(`^${enGb.forms.fields.email}`) }).fill(`dl-${Date.now()}@example.com`);
  await page.locator('label').filter({ hasText: enGb.forms.consent.link }).first().click();
  await page.getByRole('button', { name: enGb.forms.submit['vehicle-interest'] }).click();
  await expect(page.locator('.lead-success h2')).toHaveText(enGb.forms.success.title);
  await expect
    .poll(() => events(page, 'lead_submitted'))
    .toEqual([{ event: 'lead_submitted', form_kind: 'vehicle-interest', vehicle_id: VEHICLE }]);
  const all = JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer));
  expect(all).not.toContain('Private Person');
  expect(all).not.toContain('@example.com');
});
