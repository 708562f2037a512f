import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { leadFormHydrated } from './support/lead-form';
import { gotoHydrated } from './support/hydrated';
import { storedLeads } from './support/leads';

/**
 * Buyers turned into leads (issue 37), in the production build: the "alert me" form reached from the top of
 * the stock on a phone, RFC 8058's one-click POST accepted cross-site (and no other post), the trade-in request
 * that names the vehicle the buyer came from, and "send my shortlist" from the favourites and the comparison.
 * With and without JavaScript; axe-clean.
 */

type Messages = typeof frLu;
const LOCALES = [
  { locale: 'fr-lu', prefix: '', m: frLu, favourites: 'favoris', compare: 'comparer' },
  { locale: 'de-lu', prefix: '/de-lu', m: deLu as Messages, favourites: 'favoriten', compare: 'vergleich' },
  { locale: 'en-gb', prefix: '/en-gb', m: enGb as Messages, favourites: 'favourites', compare: 'compare' },
] as const;

/** A used Ford Ranger, and a new Kia EV6: both in the mock stock. */
const RANGER = { id: 100001, param: '100001-1-ford-ranger-xlt', title: 'Ford Ranger XLT' };
const EV6 = { id: 100002, param: '100002-1-kia-ev6-earth' };

let counter = 0;
const uniqueEmail = (tag: string) => `e2e-${tag}-${process.pid}-${Date.now()}-${++counter}@example.lu`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

async function fillContact(page: Page, m: Messages, email: string) {
  await page.getByLabel(new RegExp(`^${escape(m.forms.fields.name)}`)).fill('Lena Schmit');
  await page.getByRole('textbox', { name: new RegExp(`^${escape(m.forms.fields.email)}`) }).fill(email);
  await page.locator('label').filter({ hasText: m.forms.consent.link }).first().click();
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 390, height: 844 }, isMobile: js, hasTouch: js });

    for (const { locale, prefix, m } of LOCALES) {
      test(`${locale}: on a phone the "alert me" form is one tap from the top of the results (${js ? 'JS' : 'no JS'})`, async ({
        page,
      }) => {
        if (js) await gotoHydrated(page, `${prefix}/stock?brand=ford`);
        else await page.goto(`${prefix}/stock?brand=ford`);
        const jump = page.getByRole('link', { name: m.stock.alertJump });
        // in the first screen, beside the result count
        await expect(jump).toBeInViewport();
        const form = page.getByRole('region', { name: m.alerts.form.search.title });
        await expect(form).not.toBeInViewport();
        await jump.click();
        await expect(page).toHaveURL(/#alert-search$/);
        await expect(form.getByLabel(m.alerts.form.email)).toBeInViewport();
        if (js && locale === 'en-gb') expect(await axe(page)).toEqual([]);
      });
    }
  });
}

test('the one-click unsubscribe POST is accepted whatever its origin (its token decides); any other post from elsewhere is refused', async ({
  request,
}) => {
  const crossSite = { Origin: 'https://mail.google.com', 'Sec-Fetch-Site': 'cross-site' };
  const token = 'A'.repeat(43);
  // a token that names nothing: the endpoint's own answer, 404, not the same-origin check's 403
  const oneClick = await request.post(`/api/alerts/unsubscribe?token=${token}&locale=en-gb`, {
    headers: { ...crossSite, 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(404);
  const onlyOrigin = await request.post(`/api/alerts/unsubscribe?token=${token}`, {
    headers: { Origin: 'https://outlook.live.com', 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(onlyOrigin.status()).toBe(404);
  const erase = await request.post('/api/alerts/erase', { headers: crossSite, form: { token, locale: 'en-gb' }, maxRedirects: 0 });
  expect(erase.status()).toBe(403);
});

for (const js of [true, false]) {
  test.describe(js ? 'trade-in with JavaScript' : 'trade-in without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    test(`the trade-in request opened from a vehicle page names the vehicle, and so does its lead (${js ? 'JS' : 'no JS'})`, async ({
      page,
    }) => {
      const { m, prefix, locale } = js ? LOCALES[2] : LOCALES[0];
      const email = uniqueEmail(`trade-in-from-${js ? 'js' : 'nojs'}`);
      await page.goto(`${prefix}/stock/${RANGER.param}`);
      await page.locator('a[data-action="trade-in"]').click();
      await expect(page).toHaveURL(new RegExp(`\\?vehicle=${RANGER.param}$`));
      if (js) await leadFormHydrated(page);
      await expect(page.locator(`[data-came-from="${RANGER.param}"]`)).toContainText(RANGER.title);
      const form = page.locator('form.lead-form');
      await form.getByLabel(new RegExp(`^${escape(m.forms.fields.plateOrVin)}`)).fill('AB 1234');
      await form.getByLabel(new RegExp(`^${escape(m.forms.fields.make)}`)).fill('Peugeot');
      await form.getByLabel(new RegExp(`^${escape(m.forms.fields.model)}`)).fill('208');
      await form.getByLabel(new RegExp(`^${escape(m.forms.fields.year)}`)).fill('2019');
      await form.getByLabel(new RegExp(`^${escape(m.forms.fields.mileage)}`)).fill('61000');
      await page.getByText(m.forms.options.condition.good, { exact: true }).click();
      await fillContact(page, m, email);
      await page.getByRole('button', { name: m.forms.submit['trade-in'] }).click();
      await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
      expect(storedLeads(email)).toMatchObject([
        {
          form: 'trade-in',
          locale,
          vehicle_id: RANGER.param,
          payload: { make: 'Peugeot', vehicle: { id: RANGER.id, param: RANGER.param, title: RANGER.title } },
        },
      ]);
    });
  });
}

for (const js of [true, false]) {
  test.describe(js ? 'shortlist with JavaScript' : 'shortlist without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    for (const { locale, prefix, m, favourites, compare } of js ? [LOCALES[1], LOCALES[2]] : [LOCALES[0]]) {
      for (const page of [favourites, compare]) {
        test(`${locale}: "send my shortlist" from ${page} sends its vehicles, a dealership and the contact as one lead (${js ? 'JS' : 'no JS'})`, async ({
          page: tab,
        }) => {
          const email = uniqueEmail(`shortlist-${page}-${js ? 'js' : 'nojs'}`);
          const url = `${prefix}/${page}?ids=${RANGER.id},${EV6.id}`;
          if (js) await gotoHydrated(tab, url);
          else await tab.goto(url);
          await tab.locator('a[data-action="send-shortlist"]').click();
          const section = tab.getByRole('region', { name: m.forms.shortlist.title });
          await expect(section).toBeInViewport();
          if (js) {
            // the jump brought the form into view, which loads its code: wait for it (the shared helper's scroll
            // can meet the element while its code replaces it)
            await expect(tab.locator('form.lead-form[data-hydrated]')).toBeAttached({ timeout: 15_000 });
            if (locale === 'en-gb') expect(await axe(tab)).toEqual([]);
          }
          const dealership = section.getByLabel(new RegExp(`^${escape(m.forms.fields.dealership)}`));
          const choice = await dealership.locator('option').nth(1).getAttribute('value');
          await dealership.selectOption(choice!);
          await fillContact(tab, m, email);
          await tab.getByRole('button', { name: m.forms.submit.shortlist }).click();
          await expect(tab.locator('.lead-success h2')).toHaveText(m.forms.success.title);
          const [lead] = storedLeads(email);
          expect(lead).toMatchObject({ form: 'shortlist', locale, location_slug: choice });
          expect((lead!.payload.shortlist as { id: number; param: string }[]).map((v) => v.param)).toEqual([RANGER.param, EV6.param]);
        });
      }
    }
  });
}
