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

/**
 * Every page kind whose address held French words under /de-lu and /en-gb (issue 28, point 10): the
 * careers folder and its ads, the forms' and the about-us folders, the enterprise pages and the lease
 * offers. Each has its own address per locale; the French one answers one 301 to it.
 */
const PAGES: { name: string; at: Record<'fr-lu' | 'de-lu' | 'en-gb', string>; status?: number }[] = [
  { name: 'careers', at: { 'fr-lu': '/carrieres', 'de-lu': '/de-lu/karriere', 'en-gb': '/en-gb/careers' } },
  {
    name: 'a job ad',
    at: {
      'fr-lu': '/carrieres/mecatronicien-automobile-niederkorn',
      'de-lu': '/de-lu/karriere/kfz-mechatroniker-niederkorn',
      'en-gb': '/en-gb/careers/automotive-mechatronics-technician-niederkorn',
    },
  },
  {
    name: 'the portraits',
    at: {
      'fr-lu': '/carrieres/portraits-de-collaborateurs',
      'de-lu': '/de-lu/karriere/mitarbeiterportraets',
      'en-gb': '/en-gb/careers/meet-our-people',
    },
  },
  {
    name: 'a form page',
    at: {
      'fr-lu': '/formulaires/demande-offre-pneus',
      'de-lu': '/de-lu/formulare/reifenangebot-anfragen',
      'en-gb': '/en-gb/forms/tyre-quote-request',
    },
  },
  {
    name: 'an about-us page',
    at: {
      'fr-lu': '/a-propos-de-nous/l-histoire-d-autopolis',
      'de-lu': '/de-lu/ueber-uns/die-geschichte-von-autopolis',
      'en-gb': '/en-gb/about-us/the-autopolis-story',
    },
  },
  {
    name: 'an enterprise page',
    at: {
      'fr-lu': '/entreprise/gestion-de-flotte',
      'de-lu': '/de-lu/business/flottenmanagement',
      'en-gb': '/en-gb/business/fleet-management',
    },
  },
  {
    name: 'a lease offer',
    at: {
      'fr-lu': '/private-lease/ford-puma-prive',
      'de-lu': '/de-lu/privatleasing/ford-puma-privat',
      'en-gb': '/en-gb/private-lease/ford-puma-private',
    },
  },
];

/** The French address's words under another locale's prefix: `/carrieres/x` → `/de-lu/carrieres/x` (segments in that locale's words). */
const frenchUnder = (prefix: '/de-lu' | '/en-gb', french: string) =>
  `${prefix}${french.replace(/^\/entreprise\//, '/business/').replace(/^\/private-lease\//, prefix === '/de-lu' ? '/privatleasing/' : '/private-lease/')}`;

for (const { name, at } of PAGES) {
  test(`${name}: its own address in each language, alternates and switcher naming them, the French one a single 301`, async ({ page }) => {
    for (const [locale, path] of Object.entries(at)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname, path).toBe(path);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])),
        );
      // a form page is noindex: it names no alternates
      if (Object.keys(alternates).length > 0) {
        expect(alternates, path).toEqual({ 'fr-LU': at['fr-lu'], 'de-LU': at['de-lu'], 'en-GB': at['en-gb'], 'x-default': at['fr-lu'] });
      }
      const switcher = await page
        .locator('.locale-switcher a[hreflang]')
        .evaluateAll((links) => links.map((l) => new URL(l.getAttribute('href')!, 'http://x').pathname));
      expect(switcher.sort(), `${locale} ${path}`).toEqual(Object.values(at).sort());
    }
    for (const prefix of ['/de-lu', '/en-gb'] as const) {
      const old = frenchUnder(prefix, at['fr-lu']);
      const moved = await page.request.get(old, { maxRedirects: 0 });
      expect(moved.status(), old).toBe(301);
      expect(moved.headers().location, old).toBe(at[prefix === '/de-lu' ? 'de-lu' : 'en-gb']);
    }
  });
}

test('the sitemaps name the translated addresses, never the French words under /de-lu and /en-gb', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  const locs: string[] = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const body = await (await request.get(new URL(sitemap!).pathname)).text();
    for (const [, loc] of body.matchAll(/<loc>([^<]+)<\/loc>/g)) locs.push(new URL(loc!).pathname);
    for (const [, href] of body.matchAll(/hreflang="[^"]+" href="([^"]+)"/g)) locs.push(new URL(href!).pathname);
  }
  expect(locs).toEqual(expect.arrayContaining(['/de-lu/karriere/kfz-mechatroniker-niederkorn', '/en-gb/business/fleet-management']));
  expect(locs).toEqual(expect.arrayContaining(['/de-lu/privatleasing/ford-puma-privat', '/en-gb/about-us/the-autopolis-story']));
  const french = locs.filter((p) =>
    /^\/(?:de-lu|en-gb)\/(?:(?:carrieres|formulaires|a-propos-de-nous)(?:\/|$)|.*-prive$|.*gestion-de-flotte)/.test(p),
  );
  expect(french).toEqual([]);
});
