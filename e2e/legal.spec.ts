import { expect, test } from '@playwright/test';

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

test('the old site’s legal addresses lead to the legal notice with one 301', async ({ request }) => {
  for (const old of ['/fr/mentions-legales', '/fr/impressum']) {
    const moved = await request.get(old, { maxRedirects: 0 });
    expect(moved.status(), old).toBe(301);
    expect(moved.headers().location).toBe('/mentions-legales');
  }
  expect((await request.get('/mentions-legales')).status()).toBe(200);
  expect((await request.get('/de-lu/politique-cookies')).status()).toBe(200);
});
