import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { deleteVehicle } from '../src/indexing/single';
import { reindexAll } from '../src/indexing/reindex';
import { ownServer } from './support/own-server';
import { MemorySource, mockVehicleStories } from '../test/indexing/stock-fixtures';
import { withMeilisearch, type TestMeilisearch } from '../test/meilisearch/support';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { gotoHydrated } from './support/hydrated';

/**
 * What a buyer gets besides the listing (issue 27): the financing's representative example beside
 * every financing price (issue 37: e2e/credit-compliance.spec.ts checks the law on every page kind), the calculator (a GET form without JavaScript, live with it) whose choice
 * travels to the lead, similar vehicles, recently viewed vehicles, and a sold vehicle's 410 page.
 */

type Messages = typeof frLu;
const LOCALES = [
  { locale: 'fr-lu', prefix: '', m: frLu, interest: 'interessee' },
  { locale: 'de-lu', prefix: '/de-lu', m: deLu as Messages, interest: 'interest' },
  { locale: 'en-gb', prefix: '/en-gb', m: enGb as Messages, interest: 'interest' },
] as const;

/** A new Kia EV6 with private and commercial financing (the settings' default terms). */
const FINANCED = '100002-1-kia-ev6-earth';
/** A used Ford Ranger without financing. */
const UNFINANCED = '100001-1-ford-ranger-xlt';
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** On a phone the calculator is folded under the financing's warning (issue 41): the visitor opens it, which brings it into view. */
async function openCalculator(page: Page): Promise<void> {
  await page.locator('#financing .vehicle-fold__toggle').click();
}

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('financing', () => {
  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: the vehicle page gives each financing its representative example, the warning, a calculator, similar vehicles; axe-clean`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/stock/${FINANCED}`);
      const financing = page.locator('#financing');
      await expect(financing.getByRole('heading', { level: 2 })).toHaveText(m.vehicle.financing.title);
      await expect(financing.locator('[data-credit-warning]')).toHaveText(m.vehicle.financing.warning);
      // the table once, in full: the calculator's result, the private example until a term changes
      const example = financing.locator('[data-financing-example="private"]');
      for (const row of ['credit', 'apr', 'rate', 'duration', 'instalment', 'total', 'cost', 'deposit', 'lender']) {
        await expect(example.locator(`[data-row="${row}"] dd`)).not.toBeEmpty();
      }
      for (const type of ['private', 'business'] as const) {
        // the first screen: the instalment, its APR and the example as a sentence, linking to the table
        const price = page.locator(`[data-price="${type}"]`);
        await expect(price.locator('[data-credit-apr]')).toBeVisible();
        await expect(price.locator('.vehicle-financing__example')).toHaveAttribute('href', '#financing');
        await expect(price.locator('.vehicle-financing__example')).toContainText(m.vehicle.financing.example);
      }
      await expect(page.locator('.vehicle-buy [data-credit-warning]')).toHaveText(m.vehicle.financing.warning);
      // the monthly price beside the purchase price is the example's instalment
      const instalment = plain(await financing.locator('[data-financing-example="private"] [data-row="instalment"] dd').textContent());
      const amount = /[\d.,\s]+\d/.exec(plain(await page.locator('[data-price="private"] dd').textContent()))![0].trim();
      expect(instalment).toContain(amount);
      // similar vehicles: cards of other vehicles
      const similar = page.locator('[data-similar-vehicles] .vehicle-card__title a');
      await expect(similar.first()).toBeVisible();
      expect(await similar.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).not.toContain(`${prefix}/stock/${FINANCED}`);
      expect(await axe(page)).toEqual([]);
    });
  }

  test('a card of the stock gives the compact example beside a financing price, linking to the full one', async ({ page }) => {
    await page.goto('/en-gb/stock?price_type=private');
    const credit = page.locator('.vehicle-card__credit a').first();
    await expect(credit).toContainText('APR');
    await expect(credit).toContainText(enGb.vehicle.financing.example);
    await expect(credit).toHaveAttribute('href', /\/en-gb\/stock\/\d+-1-[^#]+#financing$/);
    await credit.click();
    await expect(page.locator('#financing')).toBeVisible();
  });

  test('a vehicle without financing shows no example', async ({ page }) => {
    await page.goto(`/en-gb/stock/${UNFINANCED}`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#financing')).toHaveCount(0);
  });

  test('with JavaScript the calculator quotes at once, the address follows, and the interest link carries the choice', async ({ page }) => {
    await page.goto(`/en-gb/stock/${FINANCED}`);
    const calc = page.locator('[data-financing-calculator]');
    // its code loads when the visitor reaches it (issue 29)
    await calc.scrollIntoViewIfNeeded();
    await expect(calc).toHaveAttribute('data-hydrated', 'true');
    const instalment = calc.locator('[data-row="instalment"] dd');
    const before = await instalment.textContent();
    await calc.getByText('60 months', { exact: true }).click();
    await expect(instalment).not.toHaveText(before!);
    await expect(instalment).toContainText('60 monthly instalments');
    await calc.getByLabel(enGb.vehicle.financing.deposit).fill('3000');
    await expect(calc.locator('[data-row="deposit"] dd')).toContainText('€3,000.00');
    await expect(page).toHaveURL(/\?finance=private&months=60&deposit=3000$/);
    await expect(calc.locator('[data-action="financing-interest"]')).toHaveAttribute(
      'href',
      `/en-gb/stock/${FINANCED}/interest?finance=private&months=60&deposit=3000`,
    );
    // the commercial financing has its own terms
    await calc.getByText(enGb.vehicle.financing.typeShort.business, { exact: true }).click();
    await expect(calc.locator('.financing-calc__subtitle')).toContainText(enGb.vehicle.financing.type.business);
    await expect(calc.locator('[data-row="balloon"]')).toBeVisible();
  });

  test('the calculator’s code loads when the visitor reaches it, and a choice made before it loaded is kept', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const requested: string[] = [];
    page.on('request', (r) => void (r.url().includes('/assets/calculator-view-') && requested.push(r.url())));
    // the code is held back until the visitor has chosen in the server's form
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/calculator-view-/, async (route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, `/en-gb/stock/${FINANCED}`);
    const calc = page.locator('[data-financing-calculator]');
    await expect(calc).toHaveAttribute('data-hydrated', 'false');
    expect(requested).toEqual([]);
    await openCalculator(page);
    await calc.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length).toBe(1);
    await calc.getByText('60 months', { exact: true }).click();
    release();
    await expect(calc).toHaveAttribute('data-hydrated', 'true');
    await expect(calc.getByRole('radio', { name: '60 months' })).toBeChecked();
    await expect(calc.locator('[data-row="instalment"] dd')).toContainText('60 monthly instalments');
    await expect(page).toHaveURL(/\?finance=private&months=60&deposit=\d+$/);
  });

  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: reached by a client navigation, the calculator renders when the visitor scrolls to it`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      const requested: string[] = [];
      page.on('request', (r) => void (r.url().includes('/assets/calculator-view-') && requested.push(r.url())));
      await gotoHydrated(page, `${prefix}/stock?q=kia+ev6`);
      // a slow network for the vehicle page's stylesheets, which React loads before it shows the page: the
      // slot is watched from when it is there, not from when it was first rendered (a busy machine's flake)
      await page.route(/\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await page.locator(`.vehicle-card a[href$="/stock/${FINANCED}"]`).first().click();
      await expect(page.locator('main h1')).toContainText('EV6');
      const financing = page.locator('#financing');
      await expect(financing.locator('[data-credit-warning]')).toBeVisible();
      // below the fold: its slot waits, its code is not loaded
      await expect(page.locator('.financing-calc-slot')).toBeEmpty();
      expect(requested).toEqual([]);
      await openCalculator(page);
      await page.locator('.financing-calc-slot').scrollIntoViewIfNeeded();
      const calc = page.locator('[data-financing-calculator]');
      await expect(calc).toHaveAttribute('data-hydrated', 'true');
      await expect(calc.getByRole('heading', { level: 3 })).toHaveText(m.vehicle.financing.calculator);
      expect(requested).toHaveLength(1);
      expect(await axe(page)).toEqual([]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the calculator is a GET form quoted by the server, and the interest form stores the chosen terms with the lead', async ({
      page,
    }) => {
      await page.goto(`/stock/${FINANCED}`);
      const calc = page.locator('[data-financing-calculator]');
      await calc.getByText('60 mois', { exact: true }).click();
      await calc.getByLabel(frLu.vehicle.financing.deposit).fill('2000');
      await calc.getByRole('button', { name: frLu.vehicle.financing.recalculate }).click();
      await expect(page).toHaveURL(/\?finance=private&months=60&deposit=2000#financing$/);
      await expect(calc.locator('[data-row="duration"] dd')).toHaveText('60 mois');
      await expect(calc.locator('[data-row="deposit"] dd')).toContainText('2.000,00');
      const instalment = plain(await calc.locator('[data-row="instalment"] dd').textContent());

      await calc.getByRole('link', { name: frLu.vehicle.financing.ask }).click();
      await expect(page).toHaveURL(new RegExp(`/stock/${FINANCED}/interessee\\?finance=private&months=60&deposit=2000$`));
      await expect(page.locator('[data-financing-chosen]')).toContainText('60 mois');
      const email = `e2e-financing-${process.pid}-${Date.now()}@example.lu`;
      await page.getByLabel(new RegExp(`^${frLu.forms.fields.name}`)).fill('Anne Muller');
      await page.getByRole('textbox', { name: new RegExp(`^${frLu.forms.fields.email}`) }).fill(email);
      await page.locator('label').filter({ hasText: frLu.forms.consent.link }).first().click();
      await page.getByRole('button', { name: frLu.forms.submit['vehicle-interest'] }).click();
      await expect(page.locator('.lead-success h2')).toHaveText(frLu.forms.success.title);

      const db = new Database(path.join(process.env.E2E_LEADS_DIR!, 'leads.sqlite'), { readonly: true, fileMustExist: true });
      try {
        const row = db.prepare(`SELECT payload FROM leads WHERE json_extract(payload, '$.email') = ?`).get(email) as { payload: string };
        const payload = JSON.parse(row.payload) as { financing: Record<string, unknown> };
        expect(payload.financing).toMatchObject({ type: 'private', months: 60, deposit: 2000, isRepresentativeExample: false });
        // the lead holds the instalment the page quoted (`1.040,11 €` in French: no thousands separator in the lead)
        expect(instalment.replace(/\./g, '')).toContain(String(payload.financing.instalment).replace('.', ','));
      } finally {
        db.close();
      }
    });
  });
});

test('recently viewed vehicles are kept in the browser and shown on the vehicle page and the stock page', async ({ page }) => {
  await page.goto(`/de-lu/stock/${UNFINANCED}`);
  await expect(page.locator('[data-recently-viewed]')).toHaveCount(0);
  // the page records its vehicle once hydrated: leave only after the browser holds it (a fresh-clone run left before)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('autopolis.recent') ?? '')).toContain(UNFINANCED.split('-')[0]);
  await page.goto(`/de-lu/stock/${FINANCED}`);
  const recent = page.locator('[data-recently-viewed]');
  await expect(recent.getByRole('heading')).toHaveText(deLu.stock.recent.title);
  // the vehicle shown is left out of its own page's list
  await expect(recent.locator('[data-recent-vehicle]')).toHaveCount(1);
  await expect(recent.getByRole('link')).toHaveAttribute('href', `/de-lu/stock/${UNFINANCED}`);
  await page.goto('/de-lu/stock');
  await expect(page.locator('[data-recently-viewed] [data-recent-vehicle]')).toHaveCount(2);
  await expect(page.locator('[data-recent-vehicle]').first()).toHaveAttribute('data-recent-vehicle', '100002');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: deLu.stock.recent.clear }).click();
  await expect(page.locator('[data-recently-viewed]')).toHaveCount(0);
});

test.describe('a sold vehicle', () => {
  test.describe.configure({ mode: 'serial' });
  let meili: TestMeilisearch;
  let site: Awaited<ReturnType<typeof ownServer>>;
  const stories = mockVehicleStories();
  const sold = stories.find((s) => s.id === 100002)!;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    meili = await withMeilisearch();
    await reindexAll({ host: meili.host, adminKey: meili.adminKey, source: new MemorySource(stories), log: () => {} });
    site = await ownServer({ MEILI_HOST: meili.host, MEILI_SEARCH_KEY: meili.searchKey });
    await deleteVehicle({ host: meili.host, adminKey: meili.adminKey, log: () => {} }, sold.id);
  });
  test.afterAll(async () => {
    await site?.stop();
    await meili?.stop();
  });

  for (const { locale, prefix, m } of LOCALES) {
    test(`${locale}: its address answers 410 with what it was, similar vehicles and its model's stock, noindex; axe-clean`, async ({
      page,
    }) => {
      const response = await page.goto(`${site.base}${prefix}/stock/${FINANCED}`);
      expect(response?.status()).toBe(410);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('h1')).toHaveText(m.vehicle.gone.title.replace('{title}', 'Kia EV6 Earth'));
      await expect(page.locator('[data-departed-vehicle] [data-fact="year"] dd')).not.toBeEmpty();
      await expect(page.locator('[data-departed-vehicle] img').first()).toBeVisible();
      await expect(page.locator('[data-similar-vehicles] .vehicle-card').first()).toBeVisible();
      await expect(page.locator('[data-action="model-stock"]')).toHaveAttribute('href', `${prefix}/stock?brand=kia&model=kia%2Fev6`);
      // issue 37: a contact (the contact form, naming the vehicle; its dealership) and the alert of its model's arrivals
      await expect(page.locator('[data-departed-contact] [data-action="contact"]')).toHaveAttribute(
        'href',
        new RegExp(`\\?vehicle=${FINANCED}$`),
      );
      await expect(page.locator('[data-departed-contact] [data-action="dealership"]')).toHaveAttribute('href', new RegExp(`^${prefix}/`));
      const alert = page.getByRole('region', { name: m.alerts.form.search.title });
      await expect(alert.locator('input[name="search"]')).toHaveValue('brand=kia&model=kia%2Fev6');
      expect(await axe(page)).toEqual([]);
    });
  }

  test('fr-lu: its alert form subscribes to the model, and its contact link opens the contact form naming the vehicle', async ({
    page,
  }) => {
    await page.goto(`${site.base}/stock/${FINANCED}`);
    const alert = page.getByRole('region', { name: frLu.alerts.form.search.title });
    await alert.getByLabel(frLu.alerts.form.email).fill(`sold-${Date.now()}@example.lu`);
    await alert.getByLabel(frLu.alerts.form.consent).check();
    await alert.getByRole('button', { name: frLu.alerts.form.search.submit }).click();
    await expect(page).toHaveURL(/\/alertes\?status=pending/);
    await page.goto(`${site.base}/stock/${FINANCED}`);
    await page.locator('[data-departed-contact] [data-action="contact"]').click();
    await expect(page.locator('form.lead-form[data-form="contact"]')).toBeVisible();
    // the sold vehicle is named on the form, and the lead will name it (src/forms/actions/context.ts)
    await expect(page.locator(`[data-came-from="${FINANCED}"]`)).toContainText('Kia EV6 Earth');
  });

  test('an address that never was a vehicle still answers 404', async () => {
    const response = await fetch(`${site.base}/stock/999999-1-kia-ev6-earth`);
    expect(response.status).toBe(404);
  });
});
