import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { leadFormHydrated } from './support/lead-form';

/**
 * The business pages in the production build (issue 10, points 7–8): the enterprise pages in three
 * locales, the fleet quote form stored in the lead database (with and without JavaScript), the
 * utility vehicles overview and model pages with their live stock and the link to the filtered
 * stock, the 404 of an unknown model, and axe on every new kind of page.
 */

type Messages = typeof frLu;
const LOCALES = [
  {
    locale: 'fr-lu',
    prefix: '',
    lang: 'fr-LU',
    enterprise: 'entreprise',
    utility: 'vehicules-utilitaires',
    m: frLu,
    h1: 'Gestion de flotte',
  },
  {
    locale: 'de-lu',
    prefix: '/de-lu',
    lang: 'de-LU',
    enterprise: 'business',
    utility: 'commercial-vehicles',
    m: deLu as Messages,
    h1: 'Flottenmanagement',
  },
  {
    locale: 'en-gb',
    prefix: '/en-gb',
    lang: 'en-GB',
    enterprise: 'business',
    utility: 'commercial-vehicles',
    m: enGb as Messages,
    h1: 'Fleet management',
  },
] as const;

/** The vans and pick-ups of the mock stock, counted from the CMS files (not from the app). */
type MockVehicle = { brand: string; model: string; body_style: string };
const VEHICLE_DIR = path.resolve('mocks/stories/fr-lu/vehicles');
const STOCK: MockVehicle[] = readdirSync(VEHICLE_DIR).map((f) => JSON.parse(readFileSync(path.join(VEHICLE_DIR, f), 'utf8')).content);
const stockOf = (brand: string, model: string, body: string) =>
  STOCK.filter((v) => v.brand === brand && v.model === model && v.body_style === body).length;

/** The leads stored with this e-mail address, read from the app's lead database. */
function leadsOf(email: string): { form: string; locale: string; payload: Record<string, unknown> }[] {
  const file = path.join(process.env.E2E_LEADS_DIR!, 'leads.sqlite');
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return [];
  }
  try {
    const rows = db
      .prepare(`SELECT form, locale, payload FROM leads WHERE json_extract(payload, '$.email') = ? ORDER BY id`)
      .all(email) as { form: string; locale: string; payload: string }[];
    return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

let counter = 0;
const uniqueEmail = (tag: string) => `e2e-${tag}-${process.pid}-${Date.now()}-${++counter}@example.lu`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label, which may be followed by its “required” mark, never a longer label that starts alike (“Company cars”). */
const field = (page: Page, label: string) => page.locator('form').getByLabel(new RegExp(`^${escape(label)}(\\s*[(*]|$)`));

/**
 * Ticks or clears a checkbox or radio button as a visitor does, by its label: the react-aria input is visually
 * hidden under its label, which takes the pointer.
 */
async function choose(page: Page, role: 'checkbox' | 'radio', name: string, checked: boolean) {
  const input = page.getByRole(role, { name });
  if ((await input.isChecked()) !== checked) await page.locator('label', { has: input }).click();
  await expect(input).toBeChecked({ checked });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Fills the fleet quote form (a valid request but for what `overrides` changes). */
async function fillFleetQuote(page: Page, m: Messages, email: string, vat = 'LU 2637 5245') {
  const b = m.business.fleetQuote;
  await field(page, b.fields.company).fill('Transports Muller Sàrl');
  await field(page, b.fields.vatNumber).fill(vat);
  await field(page, b.fields.fleetSize).fill('12');
  await choose(page, 'checkbox', b.options.vehicleTypes.vans, true);
  await choose(page, 'checkbox', b.options.vehicleTypes.electric, true);
  await choose(page, 'radio', b.options.formula.lease, true);
  await field(page, m.forms.fields.name).fill('Anne Muller');
  await page.getByRole('textbox', { name: new RegExp(`^${escape(m.forms.fields.email)}`) }).fill(email);
  await page.locator('label').filter({ hasText: m.forms.consent.link }).first().click();
}

test.describe('enterprise pages', () => {
  for (const { locale, prefix, lang, enterprise, m, h1 } of LOCALES) {
    test(`fleet management in ${locale}: the page, its localized links and the fleet quote form`, async ({ page }) => {
      const response = await page.goto(`${prefix}/${enterprise}/gestion-de-flotte`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(h1);
      // CMS links into the folder go through the route table, with the locale's words
      await expect(page.locator(`main a[href="${prefix}/${enterprise}/transformation-de-vehicules"]`).first()).toBeVisible();
      const form = page.locator('[data-form="fleet-quote"]');
      await expect(form.getByRole('button', { name: m.forms.submit['fleet-quote'] })).toBeVisible();
      await expect(form.getByRole('group', { name: new RegExp(escape(m.business.fleetQuote.fields.vehicleTypes)) })).toBeVisible();
    });
  }

  test('the start page leads to every enterprise page and to the utility vehicles', async ({ page }) => {
    expect((await page.goto('/en-gb/business'))?.status()).toBe(200);
    for (const slug of ['gestion-de-flotte', 'fleet-leasing', 'services-aux-entreprises', 'transformation-de-vehicules']) {
      const link = page.locator(`main a[href="/en-gb/business/${slug}"]`).first();
      await expect(link).toBeVisible();
      expect((await page.request.get(`/en-gb/business/${slug}`)).status()).toBe(200);
    }
    await expect(page.locator('main a[href="/en-gb/business/commercial-vehicles"]').first()).toBeVisible();
    // the header's navigation has the business entry
    await expect(page.getByRole('navigation', { name: enGb.site.mainNavigation }).getByRole('link', { name: 'Business' })).toHaveAttribute(
      'href',
      '/en-gb/business',
    );
    await expectNoAxeViolations(page);
  });

  test('an enterprise page the CMS does not have answers 404', async ({ page }) => {
    const response = await page.goto('/entreprise/leasing-de-bateaux');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(frLu.errors.pageNotFound.title);
  });

  test('axe finds nothing on an enterprise page with its form', async ({ page }) => {
    await page.goto('/de-lu/business/fleet-leasing');
    await leadFormHydrated(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('the fleet quote', () => {
  test('with JavaScript: a bad VAT number is refused in the browser, then the request is sent and stored', async ({ page }) => {
    const m = enGb as Messages;
    const email = uniqueEmail('fleet-js');
    await page.goto('/en-gb/business/fleet-leasing');
    await leadFormHydrated(page);
    await fillFleetQuote(page, m, email, 'LU12345614');
    const vat = field(page, m.business.fleetQuote.fields.vatNumber);
    await vat.blur();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(m.business.fleetQuote.messages.vatNumber).first()).toBeVisible();
    await vat.fill('LU 2637 5245');
    await page.getByRole('button', { name: m.forms.submit['fleet-quote'] }).click();
    await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
    expect(leadsOf(email)).toMatchObject([
      {
        form: 'fleet-quote',
        locale: 'en-gb',
        payload: {
          company: 'Transports Muller Sàrl',
          vatNumber: 'LU 2637 5245',
          fleetSize: 12,
          formula: 'lease',
          name: 'Anne Muller',
        },
      },
    ]);
    expect((leadsOf(email)[0]!.payload.vehicleTypes as string[]).sort()).toEqual(['electric', 'vans']);
  });

  test('without JavaScript: the server refuses what is missing, keeps the values, then stores the request', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const m = frLu;
    const email = uniqueEmail('fleet-nojs');
    await page.goto('/entreprise/gestion-de-flotte');
    await fillFleetQuote(page, m, email);
    await choose(page, 'checkbox', m.business.fleetQuote.options.vehicleTypes.vans, false);
    await choose(page, 'checkbox', m.business.fleetQuote.options.vehicleTypes.electric, false);
    await page.getByRole('button', { name: m.forms.submit['fleet-quote'] }).click();
    await expect(page.getByText(m.business.fleetQuote.messages.vehicleTypes).first()).toBeVisible();
    expect(leadsOf(email)).toEqual([]);
    await expect(field(page, m.business.fleetQuote.fields.company)).toHaveValue('Transports Muller Sàrl');
    await choose(page, 'checkbox', m.business.fleetQuote.options.vehicleTypes.pickups, true);
    await page.getByRole('button', { name: m.forms.submit['fleet-quote'] }).click();
    await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
    expect(leadsOf(email)).toMatchObject([{ form: 'fleet-quote', locale: 'fr-lu', payload: { vehicleTypes: ['pickups'], fleetSize: 12 } }]);
    await context.close();
  });
});

test.describe('utility vehicles', () => {
  for (const { locale, prefix, enterprise, utility, m } of LOCALES) {
    test(`the overview in ${locale} lists the vans and pick-ups with their stock`, async ({ page }) => {
      expect((await page.goto(`${prefix}/${enterprise}/${utility}`))?.status()).toBe(200);
      const list = page.locator('[data-section="utility-models"]');
      await expect(list.locator('.utility-card')).toHaveCount(7);
      const dmax = list.locator('[data-utility-model="isuzu/d-max"]');
      await expect(dmax.getByRole('link')).toHaveAttribute('href', `${prefix}/${utility}/isuzu/d-max`);
      await expect(dmax.locator('.utility-card__stock')).toContainText(String(stockOf('isuzu', 'D-Max', 'pickup')));
      await expect(list.getByRole('heading', { name: m.business.utility.bodyPlural.pickup })).toBeVisible();
    });
  }

  test('a model page shows its figures, its variants, its live stock and the link to the filtered stock', async ({ page }) => {
    const expected = stockOf('ford', 'Transit Custom', 'van');
    expect(expected).toBeGreaterThan(0);
    const response = await page.goto('/en-gb/commercial-vehicles/ford/transit-custom');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Ford Transit Custom');
    const figures = page.getByRole('region', { name: enGb.business.utility.figures.title });
    await expect(figures).toContainText('1,320 kg');
    await expect(figures).toContainText('6.8 m³');
    await expect(figures).toContainText('2,800 kg');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: `${expected} Ford Transit Custom in stock` })).toBeVisible();
    await expect(page.locator('.utility-stock .vehicle-card')).toHaveCount(Math.min(expected, 8));
    for (const title of await page.locator('.utility-stock .vehicle-card__title').allTextContents())
      expect(title).toMatch(/^Ford Transit Custom/);

    const all = page.locator('.utility-stock').getByRole('link', { name: new RegExp(`\\(${expected} vehicles?\\)`) });
    await expect(all).toHaveAttribute('href', '/en-gb/stock?brand=ford&model=ford%2Ftransit-custom&body=van');
    await all.click();
    await expect(page).toHaveURL(/\/en-gb\/stock\?brand=ford&model=ford%2Ftransit-custom&body=van$/);
    await expect(page.locator('.stock__count')).toHaveText(new RegExp(`^${expected} vehicles?$`));
  });

  test('a model page in French and German, with its fleet quote form', async ({ page }) => {
    expect((await page.goto('/vehicules-utilitaires/isuzu/d-max'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: `${stockOf('isuzu', 'D-Max', 'pickup')} Isuzu D-Max en stock` })).toBeVisible();
    await expect(page.locator('form[data-form="fleet-quote"]')).toBeVisible();
    expect((await page.goto('/de-lu/commercial-vehicles/maxus/edeliver-3'))?.status()).toBe(200);
    await expect(page.getByRole('region', { name: deLu.business.utility.figures.title })).toContainText(
      deLu.business.utility.figures.noTowing,
    );
  });

  test('an unknown model, or a model under another maker, answers 404', async ({ page }) => {
    for (const url of ['/vehicules-utilitaires/ford/mustang', '/en-gb/commercial-vehicles/opel/transit-custom']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
    }
    await expect(page.locator('h1')).toHaveText(enGb.errors.pageNotFound.title);
  });

  test('the overview under its story slug in another locale moves to its own address', async ({ page }) => {
    const response = await page.request.get('/en-gb/business/vehicules-utilitaires', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/en-gb\/business\/commercial-vehicles$/);
  });

  test('axe finds nothing on the overview and on a model page', async ({ page }) => {
    for (const url of ['/entreprise/vehicules-utilitaires', '/en-gb/commercial-vehicles/maxus/edeliver-9']) {
      await page.goto(url);
      await leadFormHydrated(page);
      await expectNoAxeViolations(page);
    }
  });
});
