import { expect, test } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { publicHolidayOn } from '../src/locations/hours/holidays';
import { storedLeads } from './support/leads';

/**
 * Brands and models (issue 11, points 1 and 3): a brand's model range and a model's page with its
 * live stock, in three locales; an unknown model is page-not-found, an unknown brand brand-not-found.
 */
const LOCALES = [
  { prefix: '', range: '/ford/tous-les-modeles', m: frLu, count: /^(\d+) véhicules? disponibles? maintenant\.$/ },
  { prefix: '/de-lu', range: '/de-lu/ford/all-models', m: deLu, count: /^(\d+) Fahrzeuge? sofort verfügbar\.$/ },
  { prefix: '/en-gb', range: '/en-gb/ford/all-models', m: enGb, count: /^(\d+) vehicles? available now\.$/ },
] as const;

for (const { prefix, range, m, count } of LOCALES) {
  test(`a brand's range leads to a model page with its stock, leases and a test drive (${prefix || 'fr-lu'})`, async ({ page }) => {
    // from the brand page
    await page.goto(`${prefix}/ford`);
    await page
      .getByRole('link', { name: new RegExp(m.models.allModels.replace('{brand}', 'Ford')) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${range}$`));
    await expect(page.getByRole('heading', { level: 1, name: m.models.rangeTitle.replace('{brand}', 'Ford') })).toBeVisible();
    // the intro says how many models the range has, and the list shows them all: the list may still be
    // arriving (a click before hydration is a full load, drawn as it streams), so the count is awaited
    const stated = Number(/\d+/.exec((await page.locator('.model-range__intro').textContent()) ?? '')?.[0]);
    expect(stated).toBeGreaterThanOrEqual(6);
    const cards = page.locator('.model-card');
    await expect(cards).toHaveCount(stated);
    // the Puma's card says how many are in stock, and leads to its page
    const puma = cards.filter({ has: page.getByRole('heading', { name: 'Ford Puma', exact: true }) });
    const inStock = Number(await puma.locator('[data-stock-count]').getAttribute('data-stock-count'));
    expect(inStock).toBeGreaterThan(0);
    await puma.getByRole('link', { name: 'Ford Puma', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/ford/puma$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ford Puma' })).toBeVisible();
    await expect(page.getByRole('heading', { name: m.models.versions })).toBeVisible();
    await expect(page.locator('.model-page__versions tbody tr').first()).toBeVisible();
    // the live stock: the same count as the range said, its cards, and the way to all of them
    await expect(page.locator('.model-page__stock p[data-stock-count]')).toHaveText(count);
    expect(Number(await page.locator('.model-page__stock p[data-stock-count]').getAttribute('data-stock-count'))).toBe(inStock);
    await expect(page.locator('.model-page__stock .vehicle-card').first()).toContainText('Puma');
    await page.locator('.model-page__stock a.button').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/stock\\?brand=ford&model=ford%2Fpuma$`));
    await expect(page.locator('.stock__count')).toContainText(String(inStock));

    // a model with lease offers links them; every model page offers a test drive
    await page.goto(`${prefix}/kia/ev3`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kia EV3' })).toBeVisible();
    await expect(page.getByRole('heading', { name: m.models.leasesTitle })).toBeVisible();
    // the test drive: the model's own form, and the picker narrowed to the model's vehicles, each with its booking
    await page.goto(`${prefix}/ford/puma`);
    await expect(page.locator('form.lead-form[data-form="model-test-drive"]')).toBeVisible();
    await page.getByRole('link', { name: m.models.testDriveStockAction }).click();
    const testDrive = { '': 'reserver-un-essai', '/de-lu': 'probefahrt-buchen', '/en-gb': 'book-a-test-drive' }[prefix];
    await expect(page).toHaveURL(new RegExp(`${prefix}/${testDrive}\\?brand=ford&model=ford%2Fpuma$`));
    await expect(page.locator('.drive-picker__model')).toContainText('Ford Puma');
    // streamed: the cards may arrive after the heading
    await expect(page.locator('.drive-card__title').first()).toBeVisible();
    const titles = await page.locator('.drive-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^Ford Puma\b/);
  });

  test(`an unknown model is page-not-found, an unknown brand brand-not-found (${prefix || 'fr-lu'})`, async ({ page }) => {
    const model = await page.goto(`${prefix}/ford/model-t`);
    expect(model?.status()).toBe(404);
    await expect(page.locator('[data-error-screen]')).toHaveAttribute('data-error-kind', 'page-not-found');
    const brand = await page.goto(range.replace('ford', 'atlantis-motors'));
    expect(brand?.status()).toBe(404);
    await expect(page.locator('[data-error-screen]')).toHaveAttribute('data-error-kind', 'brand-not-found');
  });
}

/** A Tuesday from four days on that is no public holiday: every showroom is open (Luxembourg's calendar). */
function nextTuesday(): string {
  const day = new Date(Date.now() + 4 * 86_400_000);
  for (;;) {
    const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Luxembourg' }).format(day);
    if (day.getUTCDay() === 2 && !publicHolidayOn(iso)) return iso;
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a model with no vehicle in stock is test-driven at a dealership that sells the brand, without JavaScript too', async ({
  browser,
}) => {
  const m = enGb;
  // a model of the range that the stock does not hold
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en-gb/ford/all-models');
  const empty = page
    .locator('.model-card')
    .filter({ has: page.locator('[data-stock-count="0"]') })
    .first();
  const name = (await empty.locator('h2').textContent())!;
  await empty.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.model-page__test-drive-stock')).toHaveCount(0);
  const form = page.locator('form.lead-form[data-form="model-test-drive"]');
  // the page is streamed: the form's last element is there once the whole form is
  await expect(form.getByRole('button', { name: m.forms.submit['model-test-drive'] })).toBeVisible();
  const dealership = form.getByLabel(new RegExp(`^${escape(m.forms.fields.dealership)}`));
  const offered = (await dealership.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).filter(Boolean);
  expect(offered.length).toBeGreaterThan(0);
  await dealership.selectOption(offered[0]!);
  await form.getByLabel(new RegExp(`^${escape(m.forms.fields.testDriveDate)}`)).fill(nextTuesday());
  await form.getByLabel(new RegExp(`^${escape(m.forms.fields.slot)}`)).selectOption('10:00');
  const email = `e2e-model-drive-${process.pid}-${Date.now()}@example.lu`;
  await form.getByLabel(new RegExp(`^${escape(m.forms.fields.name)}`)).fill('Dana Drive');
  await form.getByRole('textbox', { name: new RegExp(`^${escape(m.forms.fields.email)}`) }).fill(email);
  await form.locator('label').filter({ hasText: m.forms.fields.licence }).click();
  await form.locator('label').filter({ hasText: m.forms.consent.link }).first().click();
  await form.getByRole('button', { name: m.forms.submit['model-test-drive'] }).click();
  await expect(page).toHaveURL(/\?sent=/);
  await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
  const leads = storedLeads(email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ form: 'model-test-drive', locale: 'en-gb', location_slug: offered[0], payload: { slot: '10:00' } });
  expect(leads[0]!.payload.model).toMatchObject({ brand: 'ford', name });
  await context.close();
});
