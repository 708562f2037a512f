import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };

/**
 * Favourites and compare (issue 14, points 8 and 9): kept in the browser without an account, shown in
 * the header, rendered by the server from the address (so shared and usable without JavaScript),
 * sold vehicles shown as sold; two to four vehicles side by side, readable on a phone.
 */
const LOCALES = [
  { prefix: '', favourites: '/favoris', compare: '/comparer', m: frLu.favourites, fuel: frLu.vehicle.facts.fuel },
  { prefix: '/de-lu', favourites: '/de-lu/favoriten', compare: '/de-lu/vergleich', m: deLu.favourites, fuel: deLu.vehicle.facts.fuel },
  { prefix: '/en-gb', favourites: '/en-gb/favourites', compare: '/en-gb/compare', m: enGb.favourites, fuel: enGb.vehicle.facts.fuel },
] as const;

const cardIds = (page: Page, n: number) =>
  page
    .locator('.vehicle-card__title a')
    .evaluateAll((links, count) => links.slice(0, count).map((a) => Number(/\/(\d+)-1-/.exec(a.getAttribute('href') ?? '')?.[1])), n);

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

for (const { prefix, favourites, compare, m, fuel } of LOCALES) {
  test(`favourites survive a reload, show in the header and are shared by their address (${prefix || 'fr-lu'})`, async ({
    page,
    browser,
  }) => {
    await page.goto(`${prefix}/stock`);
    const [first, second] = await cardIds(page, 2);
    const hearts = page.locator('.vehicle-card .keep-buttons__heart');
    await hearts.nth(0).click();
    await hearts.nth(1).click();
    await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.favourites-link')).toHaveAttribute('data-count', '2');

    await page.reload();
    await expect(page.locator('.vehicle-card .keep-buttons__heart').nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.favourites-link')).toHaveAttribute('data-count', '2');

    // the favourites page opened without a list moves to the kept list's own address
    await page.goto(favourites);
    await expect(page).toHaveURL(`${favourites}?ids=${first},${second}`);
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await expect(page.locator('.vehicle-card')).toHaveCount(2);
    expect(await axe(page)).toEqual([]);

    // another browser (no storage) opening the shared address sees the same list; a sold vehicle says so
    const other = await browser.newContext();
    const shared = await other.newPage();
    const response = await shared.goto(`${favourites}?ids=${first},${second},999999`);
    expect(response?.status()).toBe(200);
    await expect(shared.locator('.vehicle-card')).toHaveCount(2);
    await expect(shared.locator('[data-sold-vehicle="999999"]')).toBeVisible();
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await other.close();

    // taking a vehicle out of the list
    await page.locator('.vehicle-card .keep-buttons__heart').first().click();
    await expect(page.locator('.favourites-link')).toHaveAttribute('data-count', '1');
  });

  test(`three vehicles compared side by side, readable on a phone (${prefix || 'fr-lu'})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${prefix}/stock?sort=price-asc`);
    const ids = await cardIds(page, 3);
    for (let i = 0; i < 3; i++) await page.locator('.vehicle-card .keep-buttons__compare').nth(i).click();
    await expect(page.locator('.vehicle-card .keep-buttons__compare').first()).toHaveAttribute('aria-pressed', 'true');
    const bar = page.locator('.compare-bar');
    await bar.getByRole('link', { name: m.compareBar.replace('{count}', '3') }).click();
    await expect(page).toHaveURL(`${compare}?ids=${ids.join(',')}`);
    await expect(page.getByRole('heading', { level: 1, name: m.compareTitle })).toBeVisible();
    await expect(page.locator('.compare__table thead th')).toHaveCount(3);
    const fuelRow = page.locator('tr[data-row="fuel"]');
    await expect(fuelRow.locator('th')).toContainText(fuel);
    await expect(fuelRow.locator('td')).toHaveCount(3);
    await expect(page.locator('.compare__row--differs').first()).toBeVisible();
    // the table scrolls inside its region; the page itself never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
}

test('a fifth vehicle added to the comparison is refused with a message the bar shows and a screen reader hears', async ({ page }) => {
  const m = enGb.favourites;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en-gb/stock?sort=price-asc');
  const toggles = page.locator('.vehicle-card .keep-buttons__compare');
  for (let i = 0; i < 4; i++) {
    await toggles.nth(i).click();
    await expect(toggles.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
  const bar = page.locator('.compare-bar');
  const notice = bar.getByRole('status');
  await expect(notice).toBeEmpty();
  await toggles.nth(4).focus();
  await page.keyboard.press('Enter');
  await expect(toggles.nth(4)).toHaveAttribute('aria-pressed', 'false');
  await expect(notice).toHaveText(m.compareRefused.replace('{max}', '4'));
  await expect(notice).toBeInViewport();
  expect(await axe(page)).toEqual([]);
  // with room again, the message goes
  await toggles.nth(0).click();
  await expect(notice).toBeEmpty();
  await toggles.nth(4).click();
  await expect(toggles.nth(4)).toHaveAttribute('aria-pressed', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the favourites and compare pages work from their address; no dead heart is shown', async ({ page }) => {
    await page.goto('/en-gb/stock');
    await expect(page.locator('.vehicle-card').first()).toBeVisible();
    await expect(page.locator('.keep-buttons')).toHaveCount(0);
    const ids = await cardIds(page, 2);
    await page.goto(`/en-gb/favourites?ids=${ids.join(',')}`);
    await expect(page.locator('.vehicle-card')).toHaveCount(2);
    await page.getByRole('link', { name: enGb.favourites.compareThese }).click();
    await expect(page.locator('.compare__table thead th')).toHaveCount(2);
    await page.goto('/en-gb/favourites');
    await expect(page.getByText(enGb.favourites.empty)).toBeVisible();
    await page.goto('/en-gb/compare?ids=1');
    await expect(page.getByText(enGb.favourites.compareTooFew)).toBeVisible();
  });
});
