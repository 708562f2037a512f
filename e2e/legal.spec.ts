import { expect, test } from '@playwright/test';
import { BROWSER_STORAGE } from '../src/consent/browser-storage';

/** The legal pages of issue 11 (point 9): linked from the footer of every page, in three locales. */
const LOCALES = [
  {
    prefix: '',
    slug: 'mentions-legales',
    column: 'Informations légales',
    notice: 'Mentions légales',
    cookies: 'Politique en matière de cookies',
    data: 'Politique de traitement des données',
  },
  {
    prefix: '/de-lu',
    slug: 'impressum',
    column: 'Rechtliches',
    notice: 'Impressum',
    cookies: 'Cookie-Richtlinie',
    data: 'Datenschutzerklärung',
  },
  {
    prefix: '/en-gb',
    slug: 'legal-notice',
    column: 'Legal',
    notice: 'Legal notice',
    cookies: 'Cookie policy',
    data: 'Data protection policy',
  },
] as const;

for (const { prefix, slug, column, notice, cookies, data } of LOCALES) {
  test(`the footer of every page leads to the legal notice, the cookie policy and the data policy (${prefix || 'fr-lu'})`, async ({
    page,
  }) => {
    for (const from of [`${prefix}/stock`, `${prefix}/services`]) {
      await page.goto(from);
      const legal = page.getByRole('navigation', { name: column });
      for (const name of [notice, cookies, data]) await expect(legal.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('navigation', { name: column }).getByRole('link', { name: notice, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: notice })).toBeVisible();
    // the placeholders say they are placeholders
    await expect(page.locator('main')).toContainText('LU00000000');
    await expect(page.locator('main')).toContainText(/fictive|fiktiv|fictional/);
    // the notice links the cookie policy in its text
    await page.locator('main').getByRole('link', { name: cookies, exact: false }).click();
    await expect(page.getByRole('heading', { level: 1, name: cookies })).toBeVisible();
  });
}

for (const { prefix, column, cookies } of LOCALES) {
  test(`the cookie policy names every cookie and browser storage key the site writes, with its purpose and lifetime (${prefix || 'fr-lu'})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/stock`);
    await page.getByRole('navigation', { name: column }).getByRole('link', { name: cookies, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: cookies })).toBeVisible();
    // issue 37: favourites, comparison, recently viewed, the views kept for Back… each a bold key in a list item
    // that says what it is for and how long it stays (a number of days, or until the tab or the data is cleared)
    const named = await page
      .locator('main li')
      .evaluateAll((items) =>
        items.map((li) => ({ key: li.querySelector('strong, b')?.textContent?.trim() ?? '', text: li.textContent ?? '' })),
      );
    for (const { key } of BROWSER_STORAGE) {
      const item = named.find((n) => n.key === key);
      expect(item, key).toBeDefined();
      expect(item!.text.length, key).toBeGreaterThan(key.length + 40);
      expect(item!.text, key).toMatch(/\d+ (days|jours|Tage)|tab|onglet|Tab|browser|navigateur|Browser/);
    }
  });
}

test('the old site’s legal addresses lead to the legal notice with one 301', async ({ request }) => {
  for (const old of ['/fr/mentions-legales', '/fr/impressum']) {
    const moved = await request.get(old, { maxRedirects: 0 });
    expect(moved.status(), old).toBe(301);
    expect(moved.headers().location).toBe('/mentions-legales');
  }
  expect((await request.get('/mentions-legales')).status()).toBe(200);
  expect((await request.get('/de-lu/politique-cookies')).status()).toBe(200);
});
