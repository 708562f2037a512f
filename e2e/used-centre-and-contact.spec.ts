import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 28, point 9, in the production build and three locales: the used-vehicle centre's quick
 * links stay within used vehicles, and the contact page shows each dealership's own hours, read
 * from its location story (the directory), never general hours of its own.
 */

const LOCALES = [
  { prefix: '', centre: 'centre-de-vehicules-d-occasion', locations: 'concessions' },
  { prefix: '/de-lu', centre: 'gebrauchtwagenzentrum', locations: 'locations' },
  { prefix: '/en-gb', centre: 'used-car-centre', locations: 'locations' },
] as const;
const DEALERSHIPS = ['bertrange', 'niederkorn', 'esch-sur-alzette'] as const;

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The hours table's rows as text, one string per weekday. */
const hoursRows = (page: Page, scope: string) =>
  page.locator(`${scope} table.hours tbody tr`).evaluateAll((rows) =>
    rows.map((r) =>
      [...r.querySelectorAll('th, td')]
        .map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter((text) => text !== '')
        .join(' | '),
    ),
  );

for (const l of LOCALES) {
  test(`the used-vehicle centre's quick links keep to used vehicles (${l.prefix || '/'})`, async ({ page }) => {
    const response = await page.goto(`${l.prefix}/${l.centre}`);
    expect(response?.status()).toBe(200);
    const links = page.locator('.quick-stock__link');
    expect(await links.count()).toBe(7);
    for (const link of await links.all()) {
      const to = new URL((await link.getAttribute('href'))!, page.url());
      expect(to.searchParams.getAll('condition'), to.href).toEqual(['used']);
    }
    await links.first().click();
    await expect(page).toHaveURL(/condition=used/);
    await expect(page.locator('.vehicle-card').first()).toBeVisible();
  });

  test(`the contact page shows each dealership's own hours (${l.prefix || '/'})`, async ({ page }) => {
    const own: Record<string, string[]> = {};
    for (const slug of DEALERSHIPS) {
      await page.goto(`${l.prefix}/${l.locations}/${slug}`);
      own[slug] = await hoursRows(page, '.location-hours');
      expect(own[slug]).toHaveLength(7);
    }
    const response = await page.goto(`${l.prefix}/contact`);
    expect(response?.status()).toBe(200);
    for (const slug of DEALERSHIPS) {
      expect(await hoursRows(page, `.location-detail[data-location="${slug}"]`), slug).toEqual(own[slug]);
    }
    // no general hours beside them (the page said 8h30 to 18h30 for every showroom)
    await expect(page.locator('main')).not.toContainText(/8h30 à 18h30|8:30 bis 18:30|8\.30am to 6\.30pm/);
    await axe(page);
  });
}
