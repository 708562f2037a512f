import { expect, test } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };

const LOCALES = [
  { locale: 'fr-lu', prefix: '', lang: 'fr-LU', messages: frLu },
  { locale: 'de-lu', prefix: '/de-lu', lang: 'de-LU', messages: deLu },
  { locale: 'en-gb', prefix: '/en-gb', lang: 'en-GB', messages: enGb },
] as const;

test.describe('home page in each locale', () => {
  // a French browser: an English one would be sent from `/` to `/en-gb`
  test.use({ locale: 'fr-LU' });
  for (const { locale, prefix, lang, messages } of LOCALES) {
    test(`${locale} renders with lang ${lang} and its texts`, async ({ page }) => {
      const response = await page.goto(prefix || '/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('navigation', { name: messages.site.mainNavigation })).toBeAttached();
      await expect(page.locator('h1').first()).toBeVisible();
      // the header navigation and the footer come from the CMS settings story
      expect(await page.locator('.site-nav__list a').count()).toBeGreaterThan(3);
      await expect(page.locator('.site-footer')).toContainText('Autopolis');
      // the news section lists articles from the CMS
      expect(await page.locator('main a[href*="/news/"]').count()).toBeGreaterThan(0);
    });
  }
});

test('the locale switcher leads to the same page in the other locale', async ({ page }) => {
  await page.goto('/services/financement');
  const frTitle = await page.locator('h1').first().textContent();
  await page.getByRole('navigation', { name: frLu.site.languageSwitcher }).getByRole('link', { name: 'Deutsch' }).click();
  // the page's own address in each language (translated slugs)
  await expect(page).toHaveURL(/\/de-lu\/services\/finanzierung$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-LU');
  const deTitle = await page.locator('h1').first().textContent();
  expect(deTitle).not.toBe(frTitle);
  await page.getByRole('navigation', { name: deLu.site.languageSwitcher }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en-gb\/services\/financing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test.describe('locale choice on the root path', () => {
  test.use({ locale: 'de-DE' });

  test('a German browser on / lands on /de-lu, deep links stay', async ({ page }) => {
    const response = await page.goto('/');
    await expect(page).toHaveURL(/\/de-lu$/);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-LU');
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-LU');
  });

  test('a choice in the switcher wins over the browser language', async ({ page, context }) => {
    await page.goto('/de-lu');
    await page.getByRole('navigation', { name: deLu.site.languageSwitcher }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('fr-lu');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-LU');
  });
});

test.describe('locale choice without JavaScript (issue 15, point 5)', () => {
  test.use({ locale: 'de-DE', javaScriptEnabled: false });

  test('choosing French on a German browser is stored by the server, so the French home page stays reachable', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de-lu$/);
    await page.getByRole('navigation', { name: deLu.site.languageSwitcher }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-LU');
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('fr-lu');
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-LU');
  });

  test('switching the language of a filtered stock page keeps its filters and words', async ({ page }) => {
    await page.goto('/stock?brand=ford&fuel=diesel&q=ranger&sort=price-asc');
    const count = await page.locator('.stock__count').textContent();
    await page.getByRole('navigation', { name: frLu.site.languageSwitcher }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en-gb\/stock\?q=ranger&brand=ford&fuel=diesel&sort=price-asc$/);
    expect((await page.locator('.stock__count').textContent())?.replace(/\D/g, '')).toBe(count?.replace(/\D/g, ''));
    // a page whose query means nothing elsewhere loses it
    await page.goto('/en-gb/contact?utm_source=x');
    await page.getByRole('navigation', { name: enGb.site.languageSwitcher }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de-lu\/contact$/);
  });
});

test.describe('error screens', () => {
  for (const { locale, prefix, lang, messages } of LOCALES) {
    test(`an unknown path answers 404 with the page-not-found screen in ${locale}`, async ({ page }) => {
      const response = await page.goto(`${prefix}/cette-page/nexiste-pas`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(messages.errors.pageNotFound.title);
      const home = page.getByRole('link', { name: messages.errors.pageNotFound.action });
      await expect(home).toHaveAttribute('href', prefix || '/');
      // the address stays in the browser
      await expect(page).toHaveURL(new RegExp(`${prefix}/cette-page/nexiste-pas$`));
    });
  }

  test('the 404 page is fully rendered on the server', async ({ request }) => {
    const response = await request.get('/en-gb/nothing-here');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(enGb.errors.pageNotFound.title);
    expect(html).toContain('class="site-footer"');
  });

  test('an unknown vehicle shows the vehicle-not-found screen with a button back to stock', async ({ page }) => {
    const response = await page.goto('/de-lu/stock/999999-1-ford-puma');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(deLu.errors.vehicleNotFound.title);
    await expect(page.getByRole('link', { name: deLu.errors.vehicleNotFound.action })).toHaveAttribute('href', '/de-lu/stock');
  });

  test('a trailing slash redirects permanently to the path without it', async ({ request, baseURL }) => {
    const response = await request.get('/services/financement/?a=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/services/financement?a=1');
    // `//evil.example/` as a path: passing it alone would make it a protocol-relative URL
    const sneaky = await request.get(`${baseURL}//evil.example/`, { maxRedirects: 0 });
    expect(sneaky.headers().location).toBe('/evil.example');
  });
});

test('a path of the old site answers 301 with its new address, and the visitor lands there', async ({ page, request }) => {
  const response = await request.get('/fr/vehicules-neufs/kia?utm_source=old', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/kia');
  await page.goto('/fr/blog/2019/salon-de-l-auto');
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-LU');
});

test('a CMS page with an unknown section still renders the other sections', async ({ page }) => {
  const response = await page.goto('/en-gb/test/unknown-section');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await page.locator('main section').count()).toBeGreaterThanOrEqual(2);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages render and links work', async ({ page }) => {
    await page.goto('/en-gb');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.locator('.site-nav__list a[href="/en-gb/news"]').first().click({ force: true });
    await expect(page).toHaveURL(/\/en-gb\/news$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });
});
