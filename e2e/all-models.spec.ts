import { expect, test } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };

/**
 * `/stock/tous-les-modeles` (issue 11, point 2): every brand and model in stock with its count, each
 * leading to the stock filtered by it, where the list shows that very count.
 */
const LOCALES = [
  { prefix: '', path: '/stock/tous-les-modeles', m: frLu.stock, count: /^(\d+) véhicules?$/ },
  { prefix: '/de-lu', path: '/de-lu/stock/all-models', m: deLu.stock, count: /^(\d+) Fahrzeuge?$/ },
  { prefix: '/en-gb', path: '/en-gb/stock/all-models', m: enGb.stock, count: /^(\d+) vehicles?$/ },
] as const;

for (const { prefix, path, m, count } of LOCALES) {
  test(`the model range lists each model with its count, and the count is what its stock shows (${prefix || 'fr-lu'})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/stock`);
    await page.getByRole('link', { name: m.allModels.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: m.allModels.title })).toBeVisible();
    // a click before hydration is a full load, drawn as it streams: the lists are read once the document is whole
    await page.waitForLoadState('load');

    const ford = page.getByRole('region', { name: 'Ford', exact: true });
    const models = ford.getByRole('listitem');
    expect(await models.count()).toBeGreaterThanOrEqual(2);
    // the brand's count is the sum of its models'
    let sum = 0;
    for (const text of await models.locator('.all-models__count').allTextContents())
      sum += Number(count.exec(text.replace(/\s/g, ' ').trim())?.[1]);
    await expect(ford.getByRole('link', { name: new RegExp(`\\(${sum}\\)$`) })).toBeVisible();

    const first = models.first();
    const name = (await first.locator('.all-models__name').textContent())!;
    const shown = Number(count.exec((await first.locator('.all-models__count').textContent())!.trim())?.[1]);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/[?&]brand=ford&model=ford%2F/);
    await expect(page.locator('.stock__count')).toHaveText(count);
    expect(Number(count.exec((await page.locator('.stock__count').textContent())!.trim())?.[1])).toBe(shown);
    await expect(page.locator('.vehicle-card').first()).toContainText(name);
  });
}

test('the old site’s model overview leads to the range with one 301, and the range is in the sitemap', async ({ request }) => {
  const moved = await request.get('/fr/tous-les-modeles', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/stock/tous-les-modeles');
  const stock = await (await request.get('/sitemaps/stock-1.xml')).text();
  for (const p of ['/stock/tous-les-modeles', '/de-lu/stock/all-models', '/en-gb/stock/all-models']) expect(stock).toContain(`${p}</loc>`);
});

const BRAND_PAGES = [
  { prefix: '', cta: 'Voir le stock', card: 'Découvrir le modèle', count: /^(\d+) véhicules?$/ },
  { prefix: '/de-lu', cta: 'Zum Fahrzeugbestand', card: 'Modell entdecken', count: /^(\d+) Fahrzeuge?$/ },
  { prefix: '/en-gb', cta: 'View stock', card: 'Discover the model', count: /^(\d+) vehicles?$/ },
] as const;

for (const { prefix, cta, card, count } of BRAND_PAGES) {
  test(`a brand page's stock links open that brand's stock, a model card that model's page (${prefix || 'fr-lu'})`, async ({ page }) => {
    await page.goto(`${prefix}/ford`);
    await page.locator('.hero').getByRole('link', { name: cta, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/stock\\?brand=ford$`));
    await expect(page.locator('.stock__count')).toHaveText(count);
    // streamed: the cards may arrive after the count
    await expect(page.locator('.vehicle-card__title').first()).toBeVisible();
    const titles = await page.locator('.vehicle-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^Ford /);

    await page.goto(`${prefix}/ford`);
    await page.getByRole('link', { name: new RegExp(`^${card}\\s*: Ford Puma\\b`) }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/ford/puma$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ford Puma' })).toBeVisible();
  });
}
