import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import de from '../locales/de-lu.json' with { type: 'json' };
import en from '../locales/en-gb.json' with { type: 'json' };
import fr from '../locales/fr-lu.json' with { type: 'json' };
import { gotoHydrated } from './support/hydrated';

/**
 * "Alert me" on the stock screen (German), with and without JavaScript: the form posts, the visitor lands on
 * the alerts page that says to confirm, the subscription is stored unconfirmed with the consent text it showed;
 * the confirmation e-mail's link (read from the outbox: the app under test has no SMTP server) opens the page
 * whose button confirms it. axe checks the stock page's form and the alerts page.
 */

type Row = {
  id: number;
  email: string;
  kind: string;
  search: string | null;
  vehicle_id: number | null;
  price_cents: number | null;
  locale: string;
  consent_text: string;
  confirmed_at: number | null;
};

function subscriptions(email: string): Row[] {
  const db = new Database(path.join(process.env.E2E_LEADS_DIR!, 'leads.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'SELECT id, email, kind, search, vehicle_id, price_cents, locale, consent_text, confirmed_at FROM alert_subscriptions WHERE email = ?',
      )
      .all(email) as Row[];
  } finally {
    db.close();
  }
}

/** The confirm link of the e-mail waiting in the outbox. */
function confirmLink(id: number): string {
  const db = new Database(path.join(process.env.E2E_LEADS_DIR!, 'leads.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT message FROM alert_outbox WHERE subscription_id = ? AND kind = 'confirm'").get(id) as {
      message: string;
    };
    const url = /https?:\/\/\S+\?confirm=[A-Za-z0-9_-]{43}/.exec((JSON.parse(row.message) as { text: string }).text)![0];
    return new URL(url).pathname + new URL(url).search;
  } finally {
    db.close();
  }
}

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

async function subscribe(page: Page, email: string) {
  await page.goto('/de-lu/stock?brand=ford&fuel=diesel&page=1');
  const form = page.getByRole('region', { name: de.alerts.form.search.title });
  await expect(form).toBeVisible();
  await form.getByLabel(de.alerts.form.email).fill(email);
  await form.getByLabel(de.alerts.form.consent).check();
  await form.getByRole('button', { name: de.alerts.form.search.submit }).click();
  await expect(page).toHaveURL(/\/de-lu\/benachrichtigungen\?status=pending/);
  await expect(page.getByRole('status')).toHaveText(de.alerts.page.pending);
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    test(`de-lu: "alert me" on a stock search stores an unconfirmed alert, and its link confirms it (${js ? 'JS' : 'no JS'})`, async ({
      page,
    }) => {
      const email = `alert-${js ? 'js' : 'nojs'}-${Date.now()}@example.lu`;
      await page.goto('/de-lu/stock?brand=ford');
      // axe runs in the page: with JavaScript only (the pages are the same HTML)
      if (js) expect(await axe(page)).toEqual([]);
      await subscribe(page, email);
      if (js) expect(await axe(page)).toEqual([]);
      const [row] = subscriptions(email);
      expect(row).toMatchObject({
        search: 'brand=ford&fuel=diesel',
        locale: 'de-lu',
        consent_text: de.alerts.form.consent,
        confirmed_at: null,
      });

      await page.goto(confirmLink(row!.id));
      await expect(page.locator('h1')).toHaveText(de.alerts.page.title);
      if (js) expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: de.alerts.page.confirmButton }).click();
      await expect(page).toHaveURL(/\/de-lu\/benachrichtigungen\?status=confirmed/);
      await expect(page.getByRole('status')).toHaveText(de.alerts.page.confirmed);
      expect(subscriptions(email)[0]!.confirmed_at).not.toBeNull();
    });
  });
}

test('de-lu: a form without consent is refused by the browser, and by the server when posted anyway', async ({ page, request }) => {
  await page.goto('/de-lu/stock');
  const form = page.getByRole('region', { name: de.alerts.form.search.title });
  await form.getByLabel(de.alerts.form.email).fill('no-consent@example.lu');
  await form.getByRole('button', { name: de.alerts.form.search.submit }).click();
  await expect(page).toHaveURL(/\/de-lu\/stock$/);
  const answer = await request.post('/api/alerts/subscribe', {
    form: { email: 'no-consent@example.lu', locale: 'de-lu', search: '' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe('/de-lu/benachrichtigungen?status=error&code=consent');
  expect(subscriptions('no-consent@example.lu')).toEqual([]);
});

/** "Tell me if the price drops" on a vehicle page: with JavaScript in English, without in French (issue 27, point 2). */
for (const { js, prefix, m, alertsPage } of [
  { js: true, prefix: '/en-gb', m: en, alertsPage: '/en-gb/alerts' },
  { js: false, prefix: '', m: fr, alertsPage: '/alertes' },
]) {
  test.describe(js ? 'price alert with JavaScript' : 'price alert without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    test(`${prefix || 'fr-lu'}: "tell me if the price drops" on a vehicle stores its price unconfirmed, and its link confirms it`, async ({
      page,
    }) => {
      const vehicle = '100001-1-ford-ranger-xlt';
      const email = `price-${js ? 'js' : 'nojs'}-${Date.now()}@example.lu`;
      await page.goto(`${prefix}/stock/${vehicle}`);
      const form = page.getByRole('region', { name: m.alerts.form.price.title });
      await expect(form).toBeVisible();
      if (js) expect(await axe(page)).toEqual([]);
      await form.getByLabel(m.alerts.form.email).fill(email);
      await form.getByLabel(m.alerts.form.consent).check();
      await form.getByRole('button', { name: m.alerts.form.price.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${alertsPage}\\?status=pending`));
      await expect(page.getByRole('status')).toHaveText(m.alerts.page.pending);
      const [row] = subscriptions(email);
      expect(row).toMatchObject({
        kind: 'price',
        search: null,
        vehicle_id: 100001,
        locale: prefix ? 'en-gb' : 'fr-lu',
        consent_text: m.alerts.form.consent,
        confirmed_at: null,
      });
      expect(row!.price_cents).toBeGreaterThan(0);

      await page.goto(confirmLink(row!.id));
      await page.getByRole('button', { name: m.alerts.page.confirmButton }).click();
      await expect(page).toHaveURL(new RegExp(`${alertsPage}\\?status=confirmed`));
      expect(subscriptions(email)[0]!.confirmed_at).not.toBeNull();
    });
  });
}

// The search alert's form follows the search (its hidden fields): a filter changed with JavaScript draws it again, and
// what the visitor had typed in it stays (issue 40 had written it once per document, which redrew it whole and
// emptied the address), and the subscription then holds the new search.
for (const [locale, m] of [
  ['fr-lu', fr],
  ['de-lu', de],
  ['en-gb', en],
] as const) {
  test(`${locale}: an address typed in the search alert stays when a filter changes, and the alert takes the new search`, async ({
    page,
  }) => {
    const prefix = locale === 'fr-lu' ? '' : `/${locale}`;
    const email = `kept-${locale}-${Date.now()}@example.lu`;
    await gotoHydrated(page, `${prefix}/stock?brand=ford`);
    const form = page.getByRole('region', { name: m.alerts.form.search.title });
    await form.getByLabel(m.alerts.form.email).fill(email);
    await form.getByLabel(m.alerts.form.consent).check();
    await page.getByRole('group', { name: m.stock.filters.fuel }).getByRole('checkbox', { name: /./ }).first().check();
    await expect(page).toHaveURL(/[?&]fuel=/);
    await expect(form.locator('input[name="search"]')).toHaveValue(/fuel=/);
    await expect(form.getByLabel(m.alerts.form.email)).toHaveValue(email);
    await expect(form.getByLabel(m.alerts.form.consent)).toBeChecked();
    await form.getByRole('button', { name: m.alerts.form.search.submit }).click();
    await expect(page).toHaveURL(/status=pending/);
    const [row] = subscriptions(email);
    expect(row).toMatchObject({ kind: 'search', locale });
    expect(row!.search).toMatch(/^brand=ford&fuel=/);
  });
}
