import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { jsonLdOfType } from './support/json-ld';
import { leadFormHydrated } from './support/lead-form';

/**
 * Lease offers in the production build: the lists in three locales with their GET-form filters, an
 * offer page with every field, its JSON-LD and the calculator (with and without JavaScript), a lease
 * enquiry checked in the lead database, the lease-not-found screen, an ended offer, the legacy
 * redirects, and axe on the new pages.
 */

const LISTS = [
  { prefix: '', private: 'private-lease', business: 'business-lease', h1: ['Leasing privé', 'Leasing entreprise'] },
  { prefix: '/de-lu', private: 'privatleasing', business: 'geschaeftsleasing', h1: ['Privatleasing', 'Geschäftsleasing'] },
  { prefix: '/en-gb', private: 'private-lease', business: 'business-lease', h1: ['Private lease', 'Business lease'] },
] as const;

/** A private electric offer at Bertrange: 389.00 € a month incl. VAT, 48 months, 15,000 km a year, 3,000 € deposit. */
const OFFER = '/en-gb/private-lease/kia-ev3-air-private';
const BUSINESS_OFFER = '/en-gb/business-lease/kia-niro-ev-business';

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function monthlyCents(page: Page): Promise<number[]> {
  return await page
    .locator('.lease-results [data-monthly-cents]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-monthly-cents'))));
}

type StoredLead = { form: string; locale: string; location_slug: string | null; payload: Record<string, unknown> };

function leadsOf(email: string): StoredLead[] {
  const file = path.join(process.env.E2E_LEADS_DIR!, 'leads.sqlite');
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return [];
  }
  try {
    const rows = db
      .prepare(`SELECT form, locale, location_slug, payload FROM leads WHERE json_extract(payload, '$.email') = ? ORDER BY id`)
      .all(email) as (Omit<StoredLead, 'payload'> & { payload: string })[];
    return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}
/** The consent checkbox: the label that links the data policy. */
const consent = (page: Page, link: string) => page.locator('label').filter({ hasText: link }).first();
const uniqueEmail = (tag: string) => `e2e-lease-${tag}-${process.pid}-${Date.now()}@example.lu`;

/**
 * One monthly price and one set of terms everywhere on the offer page (issue 28, point 2): the price
 * card, the facts and the calculator all show the chosen terms, and the offer's own price nowhere.
 */
async function expectChosenEverywhere(
  page: Page,
  chosen: { monthly: string; terms: string; duration: string; mileage: string; deposit: string },
  offerMonthly: string,
) {
  const card = page.locator('.lease-offer__aside [data-price]');
  await expect(card.locator('strong[data-monthly]')).toHaveText(chosen.monthly);
  await expect(card.locator('[data-terms]')).toHaveText(chosen.terms);
  await expect(page.locator('[data-calculator] strong[data-monthly]')).toHaveText(chosen.monthly);
  const facts = page.locator('.lease-facts');
  for (const [term, value] of [
    ['Term', chosen.duration],
    ['Annual mileage', chosen.mileage],
    ['Deposit', chosen.deposit],
  ] as const) {
    await expect(facts.locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd')).toHaveText(value);
  }
  await expect(page.locator('main')).not.toContainText(offerMonthly);
}

/** The offer's 389 € over 48 months, chosen as 36 months, 20,000 km a year and a 1,500 € deposit: 474.62 €. */
const CHOSEN_36_20000_1500 = {
  monthly: '€474.62',
  terms: '36 months · 20,000 km a year · deposit €1,500',
  duration: '36 months',
  mileage: '20,000 km',
  deposit: '€1,500 incl. VAT',
};

for (const l of LISTS) {
  test(`the private and business lease lists answer in ${l.prefix || 'fr-lu'}, cheapest first`, async ({ page }) => {
    for (const [i, segment] of [l.private, l.business].entries()) {
      const response = await page.goto(`${l.prefix}/${segment}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.h1[i]!);
      const cards = page.locator('.lease-results .lease-card');
      expect(await cards.count()).toBeGreaterThanOrEqual(8);
      const prices = await monthlyCents(page);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      // consumption and CO2 next to every price
      for (const card of await cards.all()) await expect(card.locator('[data-energy]')).toContainText('CO₂');
      await expect(page.locator('[data-customer]').first()).toHaveAttribute('data-customer', i === 0 ? 'private' : 'business');
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list filters by brand, fuel, budget and term, and sorts by monthly price (GET form)', async ({ page }) => {
    await page.goto('/en-gb/private-lease');
    const all = (await monthlyCents(page)).length;
    await page.getByLabel('Fuel').selectOption('electric');
    await page.getByLabel('Budget per month').selectOption('400');
    await page.getByLabel('Sort').selectOption('price-desc');
    await page.getByRole('button', { name: 'Show offers' }).click();
    await expect(page).toHaveURL(/fuel=electric/);
    expect(page.url()).toMatch(/budget=400/);
    // the answer is streamed: the address changes before the results have arrived
    await expect(page.locator('.lease-results [data-energy]').first()).toBeVisible();
    const prices = await monthlyCents(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.length).toBeLessThan(all);
    expect(prices.every((p) => p <= 40_000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect(page.locator('.lease-results [data-energy]').first()).toContainText('kWh/100 km');

    await page.goto('/en-gb/private-lease?brand=kia&duration=36');
    const offers = await page.locator('.lease-results .lease-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-offer')));
    expect(offers).toEqual(['kia-ev3-air-private', 'kia-sportage-hev-private']);
    await page.goto('/en-gb/private-lease?brand=kia&budget=250');
    await expect(page.locator('.lease-results__empty')).toBeVisible();
  });

  test('the calculator is a GET form quoted by the server', async ({ page }) => {
    await page.goto(OFFER);
    const calc = page.locator('[data-calculator]');
    await expect(calc.locator('[data-monthly="inclVat"]').first()).toHaveText('€389.00');
    await expect(calc.locator('[data-anchor]')).toHaveAttribute('data-anchor', 'true');
    await calc.getByRole('radio', { name: '36 months' }).check();
    await calc.getByLabel('Annual mileage').selectOption('20000');
    await calc.getByLabel('Deposit').fill('1500');
    await calc.getByRole('button', { name: 'Recalculate' }).click();
    await expect(page).toHaveURL(/duration=36&mileage=20000&deposit=1500/);
    const result = page.locator('[data-calculator] [data-quote]');
    // 389 € × 1.05 (a year shorter) × 1.06 (5,000 km more) + 1,500 € less deposit over 36 months = 474.62 €
    await expect(result.locator('strong[data-monthly="inclVat"]')).toHaveText('€474.62');
    await expect(result.locator('[data-monthly="exclVat"]')).toContainText('€405.66');
    await expect(result.locator('dd[data-total="inclVat"]')).toContainText('€18,586.32'); // 36 × 474.62 + 1,500
    await expect(result.locator('[data-anchor]')).toHaveAttribute('data-anchor', 'false');
    await expectChosenEverywhere(page, CHOSEN_36_20000_1500, '€389.00');
    // out of range values are brought within the offer's
    await page.goto(`${OFFER}?duration=99&mileage=1&deposit=999999`);
    await expect(page.locator('[data-calculator] input[name="duration"][value="60"]')).toBeChecked();
    await expect(page.locator('[data-calculator] select[name="mileage"]')).toHaveValue('10000');
    await expect(page.locator('[data-calculator] input[name="deposit"]')).toHaveValue('9000');
  });

  test('a lease enquiry is stored in the lead store with the chosen configuration', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto(`/private-lease/ford-puma-prive?duration=60&mileage=10000&deposit=2500`);
    await page.getByLabel(new RegExp(`^${frLu.forms.fields.name}`)).fill('Jeanne Lease');
    await page.getByLabel(new RegExp(`^${frLu.forms.fields.email}`)).fill(email);
    await consent(page, frLu.forms.consent.link).click();
    await page.getByRole('button', { name: 'Demander cette offre' }).click();
    await expect(page.locator('[data-state="sent"]')).toBeVisible();
    expect(page.url()).toMatch(/\/private-lease\/ford-puma-prive\?sent=/);
    const leads = leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: 'lease-enquiry', locale: 'fr-lu', location_slug: 'bertrange' });
    expect(leads[0]!.payload.lease).toMatchObject({
      offer: 'ford-puma-prive',
      duration: 60,
      annualMileage: 10000,
      deposit: 2500,
      customer: 'private',
    });
  });
});

test('an offer page shows every field, the price beside its energy figures, and its JSON-LD Offer per month', async ({ page }) => {
  const response = await page.goto(OFFER);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia EV3');
  const price = page.locator('.lease-offer__aside [data-price]');
  await expect(price.locator('[data-monthly="inclVat"]')).toHaveText('€389.00');
  await expect(price.locator('[data-monthly="exclVat"]')).toContainText('€332.48');
  await expect(price.locator('[data-energy]')).toContainText('14.9 kWh/100 km');
  await expect(price.locator('[data-energy]')).toContainText('CO₂: 0 g/km');
  await expect(price).toContainText('48 months · 15,000 km a year · deposit €3,000');
  await expect(price).toContainText('Offer valid from 1 September 2026 to 31 December 2027');
  await expect(price.getByRole('link', { name: 'Autopolis Bertrange' })).toBeVisible();
  const facts = page.locator('.lease-facts');
  for (const [term, value] of [
    ['Colour', 'Glacier white'],
    ['Fuel', 'Electric'],
    ['Gearbox', 'Automatic'],
    ['Power', '204 hp'],
    ['WLTP combined consumption', '14.9 kWh/100 km'],
    ['WLTP CO₂ emissions', '0 g/km'],
    ['WLTP electric range', '436 km'],
    ['List price from', '€36,990 incl. VAT'],
    ['Term', '48 months'],
    ['Annual mileage', '15,000 km'],
    ['Deposit', '€3,000 incl. VAT'],
  ]) {
    await expect(facts.locator('div', { has: page.locator('dt', { hasText: term! }) }).locator('dd')).toHaveText(value!);
  }
  await expect(page.getByRole('heading', { name: 'Standard equipment' })).toBeVisible();
  await expect(page.locator('.lease-section ul').first()).toContainText('Heat pump');
  await expect(page.locator('[data-contract="included"]')).toContainText('Road tax');
  await expect(page.locator('[data-contract="excluded"]')).toContainText('Fuel or charging');
  await expect(page.locator('.lease-calc__rules')).toContainText('Indicative amount');

  const jsonLd = await jsonLdOfType(page, 'Offer');
  expect(jsonLd).toMatchObject({
    '@type': 'Offer',
    price: '389.00',
    priceCurrency: 'EUR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: '389.00',
      unitCode: 'MON',
      valueAddedTaxIncluded: true,
      billingDuration: { value: 48 },
    },
    itemOffered: { '@type': 'Car', fuelType: 'Electric', emissionsCO2: 0 },
  });
  await axe(page);
});

test('with JavaScript the calculator updates live, keeps its state in the URL, and a business offer shows excl. VAT first', async ({
  page,
}) => {
  await page.goto(OFFER);
  const calc = page.locator('[data-calculator]');
  await expect(calc).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await expect(calc.getByRole('button', { name: 'Recalculate' })).toHaveCount(0);
  const monthly = calc.locator('strong[data-monthly="inclVat"]');
  await expect(monthly).toHaveText('€389.00');
  await calc.getByRole('radio', { name: '36 months' }).check();
  await expect(monthly).toHaveText('€408.45'); // 389 × 1.05
  await calc.getByLabel('Annual mileage').selectOption('20000');
  await calc.getByLabel('Deposit').fill('1500');
  await expect(monthly).toHaveText('€474.62');
  await expect(page).toHaveURL(/duration=36&mileage=20000&deposit=1500/);
  await expectChosenEverywhere(page, CHOSEN_36_20000_1500, '€389.00');
  await axe(page);
  await page.reload();
  await expect(page.locator('[data-calculator] strong[data-monthly="inclVat"]')).toHaveText('€474.62');
  await page.locator('[data-calculator]').getByRole('link', { name: 'Back to the offer' }).click();
  await expect(page.locator('[data-calculator] strong[data-monthly="inclVat"]')).toHaveText('€389.00');

  await page.goto(BUSINESS_OFFER);
  const business = page.locator('[data-calculator]');
  await expect(business.locator('strong[data-monthly]')).toHaveAttribute('data-monthly', 'exclVat');
  await expect(business.locator('strong[data-monthly]')).toHaveText('€399.00');
  await expect(business.locator('.lease-calc__other')).toContainText('€466.83'); // 399 × 1.17
});

test('with JavaScript a lease enquiry carries the calculator’s latest choice into the lead store', async ({ page }) => {
  const email = uniqueEmail('js');
  await page.goto('/de-lu/geschaeftsleasing/opel-astra-sports-tourer-gewerblich');
  await expect(page.locator('[data-calculator]')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await leadFormHydrated(page);
  await page.locator('[data-calculator]').getByRole('radio', { name: '36 Monate' }).check();
  await expect(page.locator('input[name="_lease_duration"]')).toHaveValue('36');
  await page.getByLabel(new RegExp(`^${deLu.forms.fields.name}`)).fill('Firma Muster');
  await page.getByLabel(new RegExp(`^${deLu.forms.fields.email}`)).fill(email);
  await consent(page, deLu.forms.consent.link).click();
  await page.getByRole('button', { name: 'Dieses Angebot anfragen' }).click();
  await expect(page.locator('[data-state="sent"]')).toBeVisible();
  const leads = leadsOf(email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ form: 'lease-enquiry', locale: 'de-lu', location_slug: 'esch-sur-alzette' });
  expect(leads[0]!.payload.lease).toMatchObject({
    offer: 'opel-astra-sports-tourer-gewerblich',
    duration: 36,
    customer: 'business',
    offerBasis: 'excl_vat',
  });
});

test('an unknown offer shows the lease-not-found screen with 404; an ended offer answers 410 with its list', async ({ page }) => {
  for (const [url, list] of [
    ['/private-lease/no-such-offer', '/private-lease'],
    ['/en-gb/business-lease/no-such-offer', '/en-gb/business-lease'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-error-screen="lease"]')).toBeVisible();
    await expect(page.locator('[data-error-screen="lease"] a')).toHaveAttribute('href', list);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, this lease offer does not exist');
  await axe(page);

  const ended = await page.goto('/en-gb/private-lease/fiat-500e-private-summer-2026');
  expect(ended?.status()).toBe(410);
  await expect(page.locator('[data-expired-offer]')).toContainText('This offer has ended');
  await expect(page.locator('[data-expired-offer]')).toContainText('31 August 2026');
  expect(await page.locator('.lease-results .lease-card').count()).toBeGreaterThan(5);
  await axe(page);
});

test('an offer under another language’s slug answers one 301 to its own, and its alternates name each locale’s slug (issue 28, point 10)', async ({
  page,
}) => {
  for (const [from, to] of [
    ['/de-lu/privatleasing/ford-puma-prive', '/de-lu/privatleasing/ford-puma-privat'],
    ['/en-gb/private-lease/ford-puma-privat', '/en-gb/private-lease/ford-puma-private'],
    // another language's slug under the other list: still one hop
    ['/en-gb/private-lease/opel-astra-sports-tourer-gewerblich', '/en-gb/business-lease/opel-astra-sports-tourer-business'],
  ]) {
    const response = await page.request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  await page.goto('/de-lu/privatleasing/ford-puma-privat');
  const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
  await expect(alternate('fr-LU')).toHaveAttribute('href', /\/private-lease\/ford-puma-prive$/);
  await expect(alternate('en-GB')).toHaveAttribute('href', /\/en-gb\/private-lease\/ford-puma-private$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de-lu\/privatleasing\/ford-puma-privat$/);
});

test('the legacy leasing redirects answer one 301, then the lists answer 200', async ({ request }) => {
  for (const [from, to] of [
    ['/fr/leasing-prive', '/private-lease'],
    ['/fr/leasing-entreprise', '/business-lease'],
  ] as const) {
    const first = await request.get(from, { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(new URL(first.headers().location!, 'http://x').pathname).toBe(to);
    const landed = await request.get(to, { maxRedirects: 0 });
    expect(landed.status()).toBe(200);
  }
});

test('the lease list and the leasing page with its lease sections pass axe', async ({ page }) => {
  await page.goto('/de-lu/privatleasing');
  await axe(page);
  await page.goto('/en-gb/services/leasing');
  await expect(page.locator('[data-section="lease-overview"]').first().locator('.lease-card')).toHaveCount(3);
  await expect(page.locator('[data-section="lease-vehicle"] .lease-card')).toHaveAttribute('data-offer', 'kia-niro-ev-business');
  // an overview of offers the editor chose: those, in the editor's order
  const chosen = page.locator('[data-section="lease-overview"]').nth(1).locator('.lease-card');
  await expect(chosen).toHaveCount(2);
  expect(await chosen.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-offer')))).toEqual([
    'ford-explorer-business',
    'mg-mg5-business',
  ]);
  await axe(page);
});

for (const width of [360, 1440]) {
  test(`the offer page fits a ${width} px wide screen`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.goto(OFFER);
    await expect(page.locator('[data-calculator]')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`lease-offer-${width}.png`), fullPage: true });
  });
}
