import { expect, test } from '@playwright/test';

/**
 * Translated slugs (issue 15, point 8): a CMS page has its own address in each language, the head's
 * alternates and the language switcher map between them, and an address in another language's words
 * answers 301 to this language's. The tyre season article is the example of the issue.
 */
const ARTICLE = {
  'fr-lu': '/news/saison-des-pneus-hiver',
  'de-lu': '/de-lu/news/winterreifen-saison',
  'en-gb': '/en-gb/news/winter-tyre-season',
} as const;

test('each language has its own address for a page, and the head names the others', async ({ page }) => {
  for (const [locale, path] of Object.entries(ARTICLE)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'fr-lu' ? 'fr-LU' : locale === 'de-lu' ? 'de-LU' : 'en-GB');
    // absolute on the public origin (PUBLIC_SITE_URL): the path is what is checked
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(path);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])),
      );
    expect(alternates).toEqual({
      'fr-LU': ARTICLE['fr-lu'],
      'de-LU': ARTICLE['de-lu'],
      'en-GB': ARTICLE['en-gb'],
      'x-default': ARTICLE['fr-lu'],
    });
  }
});

test('an address in another language’s words answers one 301 to this language’s, the query kept', async ({ request }) => {
  const cases: [string, string][] = [
    ['/de-lu/news/saison-des-pneus-hiver?utm_source=mail', `${ARTICLE['de-lu']}?utm_source=mail`],
    ['/en-gb/news/winterreifen-saison', ARTICLE['en-gb']],
    ['/news/winter-tyre-season', ARTICLE['fr-lu']],
    ['/de-lu/politique-de-traitement-des-donnees', '/de-lu/datenschutzerklaerung'],
    ['/en-gb/services/carrosserie', '/en-gb/services/bodywork'],
  ];
  for (const [from, to] of cases) {
    const moved = await request.get(from, { maxRedirects: 0 });
    expect(moved.status(), from).toBe(301);
    expect(moved.headers().location, from).toBe(to);
    expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
  }
});

test('the language switcher leads to the page’s address in the other language, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ARTICLE['de-lu']);
  const switcher = page.locator('.locale-switcher');
  await switcher.locator('a[hreflang="en-GB"]').click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE['en-gb']}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await switcher.locator('a[hreflang="fr-LU"]').click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE['fr-lu']}$`));
  await context.close();
});

test('links of a German page lead to the German addresses: news list, footer, a form’s privacy policy', async ({ page }) => {
  await page.goto('/de-lu/news');
  await expect(page.locator(`main a[href="${ARTICLE['de-lu']}"]`).first()).toBeVisible();
  await expect(page.locator('main a[href*="/de-lu/news/saison-des-pneus-hiver"]')).toHaveCount(0);
  await expect(page.locator('footer a[href="/de-lu/impressum"]')).toHaveCount(1);
  await page.goto('/de-lu/contact');
  await expect(page.locator('main a[href="/de-lu/datenschutzerklaerung"]').first()).toBeAttached();
  await expect(page.locator('a[href="/de-lu/politique-de-traitement-des-donnees"]')).toHaveCount(0);
});
