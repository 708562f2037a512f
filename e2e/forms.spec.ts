import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { publicHolidayOn } from '../src/locations/hours/holidays';
import { padded, tinyJpeg } from '../test/support/images';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { leadFormHydrated } from './support/lead-form';
import { gotoHydrated, scriptsRan } from './support/hydrated';
import { watchPolicy } from './support/policy';

/**
 * The lead forms in the production build: the interest and test-drive pages of a vehicle and the
 * forms embedded in CMS pages, with and without JavaScript, in the three locales. Every "sent" is
 * checked against the lead database of the app under test (opened read-only), found by the unique
 * e-mail address each test types.
 */

type Messages = typeof frLu;
const LOCALES = [
  { locale: 'fr-lu', prefix: '', m: frLu, interest: 'interessee', testDrive: 'essai-routier' },
  { locale: 'de-lu', prefix: '/de-lu', m: deLu as Messages, interest: 'interest', testDrive: 'test-drive' },
  { locale: 'en-gb', prefix: '/en-gb', m: enGb as Messages, interest: 'interest', testDrive: 'test-drive' },
] as const;

/** A mock vehicle at the Niederkorn dealership (showroom Mon–Fri 09:00–18:30, Sat 09:00–16:00, closed on Sunday). */
const VEHICLE = '100001-1-ford-ranger-xlt';
const NIEDERKORN_CLOSING_DAYS = ['12-24', '12-31', '08-17'];

type StoredLead = {
  id: number;
  key: string;
  form: string;
  locale: string;
  vehicle_id: string | null;
  location_slug: string | null;
  payload: Record<string, unknown>;
  files: number;
};

/** The leads stored with this e-mail address (a second process reading what the site committed). */
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
      .prepare(
        `SELECT l.id, l.key, l.form, l.locale, l.vehicle_id, l.location_slug, l.payload, (SELECT count(*) FROM lead_files f WHERE f.lead_id = l.id) AS files
         FROM leads l WHERE json_extract(l.payload, '$.email') = ? ORDER BY l.id`,
      )
      .all(email) as (Omit<StoredLead, 'payload'> & { payload: string })[];
    return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

let counter = 0;
const uniqueEmail = (tag: string) => `e2e-${tag}-${process.pid}-${Date.now()}-${++counter}@example.lu`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by the start of its label (labels end with the required mark). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}`));
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Today's date in Luxembourg, `yyyy-mm-dd`. */
function luxembourgToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Luxembourg', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
const isOpenDay = (date: string) => !publicHolidayOn(date) && !NIEDERKORN_CLOSING_DAYS.includes(date.slice(5));
/** The first date from three days on that is this weekday and a regular opening day at Niederkorn. */
function nextDate(day: number): string {
  let date = addDays(luxembourgToday(), 3);
  while (weekday(date) !== day || !isOpenDay(date)) date = addDays(date, 1);
  return date;
}
const TUESDAY = 2;
const SATURDAY = 6;
const SUNDAY = 0;

/** With JavaScript: waits until the form has hydrated (it validates in the browser from then on). */

/** Once hydrated, the form validates in the browser: a bad e-mail is marked on blur without a round trip. */
async function expectBrowserValidation(page: Page, m: Messages): Promise<void> {
  const email = page.getByRole('textbox', { name: new RegExp(`^${escape(m.forms.fields.email)}`) });
  await expect(async () => {
    await email.fill('x@');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true', { timeout: 500 });
  }).toPass();
}

async function fillContact(page: Page, m: Messages, values: { name: string; email: string }) {
  await field(page, m.forms.fields.name).fill(values.name);
  await page.getByRole('textbox', { name: new RegExp(`^${escape(m.forms.fields.email)}`) }).fill(values.email);
}

/** The trade-in part of a vehicle form, filled in, and as the lead stores it. */
async function fillTradeInPart(form: Locator, m: Messages, year = '2019') {
  await field(form, m.forms.fields.plateOrVin).fill('AB 1234');
  await field(form, m.forms.fields.make).fill('Peugeot');
  await field(form, m.forms.fields.model).fill('208');
  await field(form, m.forms.fields.year).fill(year);
  await field(form, m.forms.fields.mileage).fill('61000');
  await form.getByText(m.forms.options.condition.good, { exact: true }).click();
}
const TRADE_IN_PART_STORED = {
  tradeInPlateOrVin: 'AB 1234',
  tradeInMake: 'Peugeot',
  tradeInModel: '208',
  tradeInYear: 2019,
  tradeInMileage: 61000,
  tradeInCondition: 'good',
};

const consent = (page: Page, m: Messages) => page.locator('label').filter({ hasText: m.forms.consent.link }).first();
const submitButton = (page: Page, label: string) => page.getByRole('button', { name: label });

test.describe('the interest form of a vehicle', () => {
  for (const { locale, prefix, m, interest } of LOCALES) {
    test(`${locale}, with JavaScript: inline messages, then sent, stored once, and a reload shows "sent" again`, async ({ page }) => {
      const email = uniqueEmail(`interest-js-${locale}`);
      await page.goto(`${prefix}/stock/${VEHICLE}/${interest}`);
      await leadFormHydrated(page);
      await expect(page.locator('h1')).toHaveText(m.forms.pages.interest.title);
      // the vehicle it is about
      await expect(page.locator('.form-vehicle__title')).toHaveText('Ford Ranger XLT');
      await expect(page.locator('.form-vehicle__price')).toContainText('21');
      await expect(page.locator('.form-vehicle__dealer')).toContainText('Niederkorn');
      // the consent links the data policy through the route table
      await expect(consent(page, m).getByRole('link', { name: m.forms.consent.link })).toHaveAttribute(
        'href',
        // its address in the page's language (translated slugs)
        { '': '/politique-de-traitement-des-donnees', '/de-lu': '/de-lu/datenschutzerklaerung', '/en-gb': '/en-gb/privacy-policy' }[prefix],
      );

      // a bad e-mail shows its message when the field is left, tied to the field
      const emailBox = page.getByRole('textbox', { name: new RegExp(`^${escape(m.forms.fields.email)}`) });
      await emailBox.fill('anne@');
      await emailBox.blur();
      await expect(emailBox).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await emailBox.getAttribute('aria-describedby'))!.split(' ');
      const texts = await Promise.all(
        describedBy.map((id) =>
          page
            .locator(`[id="${id}"]`)
            .textContent()
            .catch(() => ''),
        ),
      );
      expect(texts.join(' ')).toContain(m.validation.rules.email);

      // an empty submit: focus moves to the summary, whose links lead to the fields
      await submitButton(page, m.forms.submit['vehicle-interest']).click();
      const summary = page.locator('.lead-form__summary');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(m.validation.ui.summaryHeader);
      await summary.getByRole('link').first().click();
      await expect(field(page, m.forms.fields.name)).toBeFocused();

      await fillContact(page, m, { name: 'Anne <b>Muller</b>', email });
      await page.getByText(m.forms.options.contact.phone, { exact: true }).click();
      await field(page, m.forms.fields.phone).fill('+352 621 123 456');
      await consent(page, m).click();
      await submitButton(page, m.forms.submit['vehicle-interest']).click();
      await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
      await expect(page.locator('.lead-success h2')).toBeFocused();
      await expect(page).toHaveURL(/\?sent=/);
      const leads = leadsOf(email);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({
        form: 'vehicle-interest',
        locale,
        vehicle_id: VEHICLE,
        location_slug: 'niederkorn',
        payload: { name: 'Anne <b>Muller</b>', contact: 'phone', phone: '+352 621 123 456', consent: true },
      });

      // a reload does not post again: it shows the success screen of the signed URL
      await page.reload();
      await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
      expect(leadsOf(email)).toHaveLength(1);
      // a forged token shows the form
      await page.goto(`${prefix}/stock/${VEHICLE}/${interest}?sent=forged.token`);
      await expect(page.locator('form.lead-form')).toBeVisible();
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { locale, prefix, m, interest } of LOCALES) {
      test(`${locale}: a refused post comes back with every value and the same messages, then a valid one is sent`, async ({ page }) => {
        const email = uniqueEmail(`interest-nojs-${locale}`);
        const url = `${prefix}/stock/${VEHICLE}/${interest}`;
        await page.goto(url);
        await fillContact(page, m, { name: 'Jean <script>alert(1)</script>', email: 'jean@' });
        await field(page, m.forms.fields.message).fill('<img src=x onerror=alert(1)> Still available?');
        await page.locator('label').filter({ hasText: m.forms.fields.tradeIn }).click();
        const response = page.waitForResponse((r) => r.request().method() === 'POST');
        await submitButton(page, m.forms.submit['vehicle-interest']).click();
        expect((await response).status()).toBe(200);
        await expect(page).toHaveURL(new RegExp(`${escape(url)}$`));
        // the server's messages, as the browser would show them, and the summary has focus
        const summary = page.locator('.lead-form__summary');
        await expect(summary).toBeFocused();
        await expect(summary).toContainText(m.validation.ui.summaryHeader);
        expect(plain(await summary.innerText())).toContain(m.validation.rules.email);
        expect(plain(await summary.innerText())).toContain(plain(m.forms.messages.consentRequired));
        // every value kept, as text: nothing of the submission became markup
        await expect(field(page, m.forms.fields.name)).toHaveValue('Jean <script>alert(1)</script>');
        await expect(field(page, m.forms.fields.message)).toHaveValue('<img src=x onerror=alert(1)> Still available?');
        await expect(page.locator('label').filter({ hasText: m.forms.fields.tradeIn }).locator('input')).toBeChecked();
        expect(await page.locator('form.lead-form img, form.lead-form script').count()).toBe(0);
        expect(leadsOf('jean@')).toHaveLength(0);

        // the box ticked, the car it opened was required too
        expect(plain(await summary.innerText())).toContain(
          plain(m.validation.rules.required.replace('{label}', m.forms.fields.plateOrVin)),
        );
        await page.getByRole('textbox', { name: new RegExp(`^${escape(m.forms.fields.email)}`) }).fill(email);
        await fillTradeInPart(page.locator('form.lead-form'), m);
        await consent(page, m).click();
        await submitButton(page, m.forms.submit['vehicle-interest']).click();
        await expect(page).toHaveURL(/\?sent=/);
        await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
        const leads = leadsOf(email);
        expect(leads).toHaveLength(1);
        expect(leads[0]?.payload).toMatchObject({ name: 'Jean <script>alert(1)</script>', tradeIn: true, ...TRADE_IN_PART_STORED });
        expect(leads[0]?.locale).toBe(locale);
      });
    }

    test('a double submit of the same rendered form stores one lead', async ({ page, request }) => {
      const email = uniqueEmail('double');
      const url = `/stock/${VEHICLE}/interessee`;
      await page.goto(url);
      await fillContact(page, frLu, { name: 'Double Clic', email });
      await consent(page, frLu).click();
      // the browser's form data, hidden fields (submission key, React's action fields) included, posted twice at once
      const fields = await page
        .locator('form.lead-form')
        .evaluate((form: HTMLFormElement) => [...new FormData(form).entries()].map(([k, v]) => [k, String(v)] as const));
      expect(fields.some(([k]) => k === '_key')).toBe(true);
      const post = () => request.post(url, { multipart: Object.fromEntries(fields), maxRedirects: 0 });
      const answers = await Promise.all([post(), post()]);
      for (const answer of answers) {
        expect(answer.status()).toBe(303);
        expect(answer.headers().location).toMatch(/\/stock\/100001-1-ford-ranger-xlt\/interessee\?sent=/);
      }
      expect(leadsOf(email)).toHaveLength(1);
      // and the browser's own submit of that same form, a third time: still one
      await submitButton(page, frLu.forms.submit['vehicle-interest']).click();
      await expect(page.locator('.lead-success h2')).toHaveText(frLu.forms.success.title);
      expect(leadsOf(email)).toHaveLength(1);
    });
  });

  test('with JavaScript a double click sends once', async ({ page }) => {
    const email = uniqueEmail('dblclick');
    await page.goto(`/en-gb/stock/${VEHICLE}/interest`);
    await leadFormHydrated(page);
    await fillContact(page, enGb as Messages, { name: 'Quick Fingers', email });
    await consent(page, enGb as Messages).click();
    // a click that reaches the success screen the moment it replaces the form (the second click of a
    // double click, on a busy phone) must not follow the link that now lies under the pointer
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const link = document.querySelector<HTMLAnchorElement>('.lead-success__links a');
        if (!link) return;
        observer.disconnect();
        link.click();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const formUrl = page.url();
    await submitButton(page, enGb.forms.submit['vehicle-interest']).dblclick();
    await expect(page.locator('.lead-success h2')).toHaveText(enGb.forms.success.title);
    expect(leadsOf(email)).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe(new URL(formUrl).pathname);
    // a deliberate click a moment later follows the link
    const back = page.locator('.lead-success__links a').first();
    await expect(async () => {
      await back.click();
      await expect(page.locator('.lead-success')).toHaveCount(0, { timeout: 500 });
    }).toPass();
  });
});

test.describe('the test-drive form', () => {
  for (const { locale, prefix, m, testDrive } of LOCALES) {
    test(`${locale}, with JavaScript: only the chosen day's times are offered, a closed day is refused, a valid slot is sent`, async ({
      page,
    }) => {
      const email = uniqueEmail(`drive-js-${locale}`);
      await page.goto(`${prefix}/stock/${VEHICLE}/${testDrive}`);
      await leadFormHydrated(page);
      await expect(page.locator('h1')).toHaveText(m.forms.pages.testDrive.title);
      await expect(page.locator('.form-hours')).toContainText(m.forms.pages.testDrive.hours);
      const date = field(page, m.forms.fields.testDriveDate);
      const slot = field(page, m.forms.fields.slot);
      // a Sunday: the showroom is closed, no time is offered
      await date.fill(nextDate(SUNDAY));
      await date.blur();
      await expect(page.locator('.field--date .field__error')).toBeVisible();
      await expect(slot.locator('option')).toHaveText([m.forms.placeholders.noSlot]);
      // a Saturday: 09:00 to 15:30 (the showroom closes at 16:00)
      await date.fill(nextDate(SATURDAY));
      await expect(slot.locator('option').nth(1)).toHaveText('09:00');
      await expect(slot.locator('option').last()).toHaveText('15:30');
      await slot.selectOption('15:30');
      await fillContact(page, m, { name: 'Paul Weber', email });
      await page.locator('label').filter({ hasText: m.forms.fields.licence }).click();
      await consent(page, m).click();
      await submitButton(page, m.forms.submit['test-drive']).click();
      await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
      await expect(page.locator('.lead-success__appointment')).toContainText('15:30');
      expect(leadsOf(email)).toMatchObject([
        { form: 'test-drive', locale, payload: { date: nextDate(SATURDAY), slot: '15:30', licence: true } },
      ]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { locale, prefix, m, testDrive } of LOCALES) {
      test(`${locale}: a slot outside the opening hours is refused by the server, an open one is sent`, async ({ page }) => {
        const email = uniqueEmail(`drive-nojs-${locale}`);
        await page.goto(`${prefix}/stock/${VEHICLE}/${testDrive}`);
        // without JavaScript the select offers every time of the week: 17:00 exists on weekdays, not on Saturdays
        await field(page, m.forms.fields.testDriveDate).fill(nextDate(SATURDAY));
        await field(page, m.forms.fields.slot).selectOption('17:00');
        await fillContact(page, m, { name: 'Marie Schmit', email });
        await page.locator('label').filter({ hasText: m.forms.fields.licence }).click();
        await consent(page, m).click();
        await submitButton(page, m.forms.submit['test-drive']).click();
        const slotError = page
          .locator('.field--select')
          .filter({ has: field(page, m.forms.fields.slot) })
          .locator('.field__error');
        // the refusal names the times that Saturday offers
        const [before, after] = m.forms.messages.slotClosed.replace('{time}', '17:00').split('{times}') as [string, string];
        await expect(slotError).toHaveText(new RegExp(`^${escape(before)}09:00, 09:30(, \\d\\d:\\d\\d)*${escape(after)}$`));
        await expect(field(page, m.forms.fields.slot)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, m.forms.fields.testDriveDate)).toHaveValue(nextDate(SATURDAY));
        await expect(field(page, m.forms.fields.name)).toHaveValue('Marie Schmit');
        expect(leadsOf(email)).toHaveLength(0);

        await field(page, m.forms.fields.testDriveDate).fill(nextDate(TUESDAY));
        await submitButton(page, m.forms.submit['test-drive']).click();
        await expect(page).toHaveURL(/\?sent=/);
        await expect(page.locator('.lead-success__appointment')).toContainText('17:00');
        expect(leadsOf(email)).toMatchObject([{ form: 'test-drive', payload: { date: nextDate(TUESDAY), slot: '17:00' } }]);
      });
    }
  });
});

test.describe('vehicle form routes', () => {
  test('an unknown vehicle answers the vehicle-form-not-found screen with 404', async ({ page }) => {
    for (const url of ['/stock/999999-1-ford-puma/interessee', '/de-lu/ford/stock/999999-1-ford-puma/test-drive']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
    }
    await expect(page.locator('h1')).toHaveText(deLu.errors.vehicleNotFound.title);
    await expect(page.getByRole('link', { name: deLu.errors.vehicleNotFound.action })).toHaveAttribute('href', '/de-lu/stock');
  });

  test('an outdated slug or another brand moves permanently to the canonical form URL', async ({ request }) => {
    const cases = [
      ['/stock/100001-1-ford-ranger/interessee', '/stock/100001-1-ford-ranger-xlt/interessee'],
      ['/kia/stock/100001-1-ford-ranger-xlt/essai-routier', '/ford/stock/100001-1-ford-ranger-xlt/essai-routier'],
      ['/en-gb/stock/100001-1-old-name/test-drive?utm=x', '/en-gb/stock/100001-1-ford-ranger-xlt/test-drive?utm=x'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    expect((await request.get('/ford/stock/100001-1-ford-ranger-xlt/interessee')).status()).toBe(200);
  });

  test('the vehicle page links to both forms', async ({ page }) => {
    await page.goto(`/en-gb/stock/${VEHICLE}`);
    // the price box's link (a phone also has it in the bar pinned to the foot of the screen)
    await page.locator('a.vehicle-actions__button[data-action="test-drive"]').click();
    await expect(page).toHaveURL(new RegExp(`/en-gb/stock/${VEHICLE}/test-drive$`));
    await expect(page.locator('h1')).toHaveText(enGb.forms.pages.testDrive.title);
  });
});

test.describe('forms embedded in CMS pages', () => {
  test('the tyre offer request takes a photo, refuses a file that is no image, and is stored with the photo', async ({ page }) => {
    const m = frLu;
    const email = uniqueEmail('tyre-offer');
    await page.goto('/formulaires/demande-offre-pneus');
    await leadFormHydrated(page);
    await field(page, m.forms.fields.vehicleModel).fill('Ford Puma');
    await field(page, m.forms.fields.tyreSize).fill('205/55 R16 91V');
    await page.getByText(m.forms.options.season.winter, { exact: true }).click();
    const photos = field(page, m.forms.fields.photos);
    await photos.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.locator('.field--file .field__error')).toContainText('notes.txt');
    const jpeg = Buffer.from(padded(tinyJpeg(), 4096));
    await photos.setInputFiles({ name: 'flanc.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.locator('.field__files')).toContainText('flanc.jpg');
    await expect(page.locator('.field--file .field__error')).toHaveCount(0);
    await fillContact(page, m, { name: 'Luc Reuter', email });
    await consent(page, m).click();
    await submitButton(page, m.forms.submit['tyre-offer']).click();
    await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
    expect(leadsOf(email)).toMatchObject([
      { form: 'tyre-offer', files: 1, payload: { vehicle: 'Ford Puma', tyreSize: '205/55 R16 91V', season: 'winter', quantity: '4' } },
    ]);
  });

  test('the tyre appointment variants preselect their workshop, and the appointment is stored for it', async ({ page }) => {
    const m = deLu as Messages;
    for (const [suffix, slug] of [
      ['-niederkorn', 'niederkorn'],
      ['-esch', 'esch-sur-alzette'],
      ['-vmal', 'mersch'],
      ['', ''],
    ] as const) {
      await page.goto(`/de-lu/formulare/reifentermin${suffix}`);
      await expect(field(page, m.forms.fields.workshop), suffix).toHaveValue(slug);
    }
    const email = uniqueEmail('tyre-appointment');
    await page.goto('/de-lu/formulare/reifentermin-esch');
    await leadFormHydrated(page);
    await field(page, m.forms.fields.vehicleModel).fill('Opel Vivaro');
    await field(page, m.forms.fields.appointmentDate).fill(nextDate(TUESDAY));
    // the Esch workshop is open until 22:00 on weekdays
    await expect(field(page, m.forms.fields.slot).locator('option').last()).toHaveText('21:30');
    await field(page, m.forms.fields.slot).selectOption('20:00');
    await fillContact(page, m, { name: 'Sandra Lopes', email });
    await consent(page, m).click();
    await submitButton(page, m.forms.submit['tyre-appointment']).click();
    await expect(page.locator('.lead-success')).toContainText('Autopolis Esch-sur-Alzette');
    expect(leadsOf(email)).toMatchObject([
      { form: 'tyre-appointment', location_slug: 'esch-sur-alzette', payload: { service: 'seasonal', slot: '20:00' } },
    ]);
  });

  test('tyre slots come from the workshop’s booking hours, and without JavaScript a refused time lists that day’s (issue 15, point 3)', async ({
    browser,
  }) => {
    const m = frLu as Messages;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/formulaires/prise-de-rendez-vous-pneus-roues-vmal');
    await expect(field(page, m.forms.fields.workshop)).toHaveValue('mersch');
    // Mersch's Friday fleet pick-up (17:00-01:00) is no appointment hours: nothing at night, nothing after 18:00
    const offered = (await field(page, m.forms.fields.slot).locator('option').allTextContents()).filter((t) => /^\d\d:\d\d$/.test(t));
    expect(offered[0]).toBe('07:00');
    expect(offered.filter((t) => t < '07:00' || t >= '18:00')).toEqual([]);
    const email = uniqueEmail('tyre-nojs');
    await field(page, m.forms.fields.vehicleModel).fill('Opel Vivaro');
    await field(page, m.forms.fields.appointmentDate).fill(nextDate(SATURDAY));
    await field(page, m.forms.fields.slot).selectOption('14:00');
    await fillContact(page, m, { name: 'Paul Weber', email });
    await consent(page, m).click();
    await submitButton(page, m.forms.submit['tyre-appointment']).click();
    // refused, with Saturday's times (08:00-12:00) named and offered
    await expect(page.locator('.lead-form__summary')).toContainText('08:00, 08:30, 09:00');
    // the answer is streamed: the summary opens the form, the time field comes later in the HTML
    // (reading the options before it has arrived found none, twice, on a loaded machine)
    await expect(field(page, m.forms.fields.slot)).toHaveValue('14:00');
    const saturday = (await field(page, m.forms.fields.slot).locator('option').allTextContents()).filter((t) => /^\d\d:\d\d$/.test(t));
    // the refused 14:00 stays shown (selected, with its message) beside Saturday's times
    expect(saturday).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00']);
    await expect(field(page, m.forms.fields.slot)).toHaveValue('14:00');
    await field(page, m.forms.fields.slot).selectOption('10:00');
    await submitButton(page, m.forms.submit['tyre-appointment']).click();
    await expect(page.locator('.lead-success')).toBeVisible();
    expect(leadsOf(email)).toMatchObject([{ form: 'tyre-appointment', location_slug: 'mersch', payload: { slot: '10:00' } }]);
    await context.close();
  });

  test('a tyre appointment on a closed day or a public holiday says so, with and without JavaScript (issue 15, point 3)', async ({
    browser,
  }) => {
    const m = frLu as Messages;
    const sunday = nextDate(SUNDAY);
    let holiday = addDays(luxembourgToday(), 3);
    // (a closing day of the workshop, Christmas Eve, says its own reason first)
    while (!publicHolidayOn(holiday) || weekday(holiday) === SUNDAY || NIEDERKORN_CLOSING_DAYS.includes(holiday.slice(5)))
      holiday = addDays(holiday, 1);
    const says = (message: string) => new RegExp(message.split('{date}').map(escape).join('.+'));
    const closed = says(m.forms.messages.dayClosed);
    const publicHoliday = says(m.forms.messages.dayHoliday);

    // with JavaScript: the day is refused once chosen, in words, and no time is offered (Niederkorn's
    // workshop is closed on Sundays; Mersch's Sunday is breakdown service on call, which says to call)
    const page = await browser.newPage();
    await page.goto('/formulaires/prise-de-rendez-vous-pneus-roues-niederkorn');
    await leadFormHydrated(page);
    const date = field(page, m.forms.fields.appointmentDate);
    const slot = field(page, m.forms.fields.slot);
    // the workshop books 90 days ahead: a holiday beyond (between New Year and Easter, some years) is left out
    const days: [string, RegExp][] = [[sunday, closed]];
    if (holiday <= addDays(luxembourgToday(), 85)) days.push([holiday, publicHoliday]);
    for (const [day, words] of days) {
      await date.fill(day);
      await date.blur();
      await expect(page.locator('.lead-form')).toContainText(words);
      await expect(slot.locator('option')).toHaveText([m.forms.placeholders.noSlot]);
    }
    await page.close();

    // without JavaScript: the server refuses the day with the same words, and nothing is stored
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    const email = uniqueEmail('tyre-closed-day');
    await noJs.goto('/formulaires/prise-de-rendez-vous-pneus-roues-niederkorn');
    await field(noJs, m.forms.fields.vehicleModel).fill('Opel Vivaro');
    await field(noJs, m.forms.fields.appointmentDate).fill(sunday);
    await field(noJs, m.forms.fields.slot).selectOption({ index: 1 });
    await fillContact(noJs, m, { name: 'Paul Weber', email });
    await consent(noJs, m).click();
    await submitButton(noJs, m.forms.submit['tyre-appointment']).click();
    await expect(noJs.locator('.lead-form__summary')).toContainText(closed);
    expect(leadsOf(email)).toEqual([]);
    await context.close();
  });

  test('the contact page has the contact form, which is sent', async ({ page }) => {
    const m = enGb as Messages;
    const email = uniqueEmail('contact');
    await page.goto('/en-gb/contact');
    await leadFormHydrated(page);
    await field(page, m.forms.fields.subject).selectOption('service');
    await field(page, m.forms.fields.message).fill('When can I bring my car in for its service?');
    await fillContact(page, m, { name: 'Tom Hoffmann', email });
    await consent(page, m).click();
    await submitButton(page, m.forms.submit.contact).click();
    await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
    expect(leadsOf(email)).toMatchObject([{ form: 'contact', payload: { subject: 'service', location: null } }]);
  });

  test('/reserver-un-essai lets the visitor pick a vehicle, without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/reserver-un-essai');
    await page.getByLabel(frLu.forms.picker.brand, { exact: true }).selectOption('kia');
    await page.getByRole('button', { name: frLu.forms.picker.submit }).click();
    await expect(page).toHaveURL(/\/reserver-un-essai\?brand=kia$/);
    const first = page.locator('.drive-card').first();
    await expect(first.locator('h3')).toContainText('Kia');
    await first.getByRole('link', { name: new RegExp(`^${escape(frLu.forms.picker.book)}`) }).click();
    await expect(page).toHaveURL(/\/stock\/\d+-1-kia-[a-z0-9-]+\/essai-routier$/);
    await context.close();
  });
});

test.describe('the trade-in request (issue 27, point 4)', () => {
  const TRADE_IN_PAGES = [
    { ...LOCALES[0], url: '/formulaires/reprise-de-votre-vehicule' },
    { ...LOCALES[1], url: '/de-lu/formulare/inzahlungnahme' },
    { ...LOCALES[2], url: '/en-gb/forms/part-exchange' },
  ];

  for (const { locale, m, url } of TRADE_IN_PAGES) {
    test(`${locale}: the CMS page renders the form, and axe finds nothing`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale.slice(0, 2)}`));
      await leadFormHydrated(page);
      await expect(field(page, m.forms.fields.plateOrVin)).toBeVisible();
      await expect(field(page, m.forms.fields.tradeInPhotos)).toHaveAttribute('accept', /image\/jpeg/);
      await expect(page.getByRole('radio', { name: m.forms.options.condition.fair })).toBeVisible();
      await expect(submitButton(page, m.forms.submit['trade-in'])).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { locale, m, url } of TRADE_IN_PAGES) {
      test(`${locale}: a refused year comes back with the values, then the request is stored with its car and photo`, async ({ page }) => {
        const email = uniqueEmail(`trade-in-${locale}`);
        await page.goto(url);
        // within the form: the footer's brand navigation is called "Marken" too
        const form = page.locator('form.lead-form');
        await field(form, m.forms.fields.plateOrVin).fill('AB 1234');
        await field(form, m.forms.fields.make).fill('Ford');
        await field(form, m.forms.fields.model).fill('Focus');
        await field(form, m.forms.fields.year).fill('1890');
        await field(form, m.forms.fields.mileage).fill('84000');
        await page.getByText(m.forms.options.condition.good, { exact: true }).click();
        await fillContact(page, m, { name: 'Paul Weber', email });
        await consent(page, m).click();
        await submitButton(page, m.forms.submit['trade-in']).click();
        await expect(page.locator('.lead-form__summary')).toContainText(m.forms.messages.year);
        await expect(field(form, m.forms.fields.model)).toHaveValue('Focus');
        expect(leadsOf(email)).toHaveLength(0);

        await field(form, m.forms.fields.year).fill('2019');
        // a refusal asks for the files again: a browser cannot be given them back
        await field(form, m.forms.fields.tradeInPhotos).setInputFiles({
          name: 'avant.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from(padded(tinyJpeg(), 4096)),
        });
        await submitButton(page, m.forms.submit['trade-in']).click();
        await expect(page).toHaveURL(/\?sent=/);
        await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
        expect(leadsOf(email)).toMatchObject([
          {
            form: 'trade-in',
            locale,
            files: 1,
            payload: { plateOrVin: 'AB 1234', make: 'Ford', model: 'Focus', year: 2019, mileage: 84000, condition: 'good' },
          },
        ]);
      });
    }
  });
});

test.describe('the trade-in part of the interest form and the links to the trade-in request (issue 27, point 4)', () => {
  const tradeInBox = (page: Page, m: Messages) => page.locator('label').filter({ hasText: m.forms.fields.tradeIn });

  test('en-gb, with JavaScript: the box opens the car, which is then required, checked in the browser, and stored with the lead; axe finds nothing', async ({
    page,
  }) => {
    const m = enGb as Messages;
    const email = uniqueEmail('trade-in-part-js');
    await page.goto(`/en-gb/stock/${VEHICLE}/interest`);
    await leadFormHydrated(page);
    const form = page.locator('form.lead-form');
    await expect(field(form, m.forms.fields.plateOrVin)).toBeHidden();
    await tradeInBox(page, m).click();
    await expect(field(form, m.forms.fields.plateOrVin)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await fillContact(page, m, { name: 'Ann Part', email });
    await consent(page, m).click();
    await submitButton(page, m.forms.submit['vehicle-interest']).click();
    // refused in the browser: the car is missing
    await expect(page.locator('.lead-form__summary')).toBeFocused();
    await expect(page.locator('.lead-form__summary')).toContainText(m.validation.rules.required.replace('{label}', m.forms.fields.make));
    await fillTradeInPart(form, m, '1890');
    await field(form, m.forms.fields.year).blur();
    await expect(field(form, m.forms.fields.year)).toHaveAttribute('aria-invalid', 'true');
    await field(form, m.forms.fields.year).fill('2019');
    await submitButton(page, m.forms.submit['vehicle-interest']).click();
    await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
    expect(leadsOf(email)).toMatchObject([
      { form: 'vehicle-interest', vehicle_id: VEHICLE, payload: { tradeIn: true, ...TRADE_IN_PART_STORED } },
    ]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('fr-lu: the box shows the car (CSS), the server checks it only while ticked, and a car left unticked is not stored', async ({
      page,
    }) => {
      const m = frLu;
      const email = uniqueEmail('trade-in-part-nojs');
      await page.goto(`/stock/${VEHICLE}/interessee`);
      const form = page.locator('form.lead-form');
      await expect(field(form, m.forms.fields.plateOrVin)).toBeHidden();
      await tradeInBox(page, m).click();
      await expect(field(form, m.forms.fields.plateOrVin)).toBeVisible();
      await fillTradeInPart(form, m, '1890');
      await fillContact(page, m, { name: 'Luc Reprise', email });
      await consent(page, m).click();
      await submitButton(page, m.forms.submit['vehicle-interest']).click();
      await expect(page.locator('.lead-form__summary')).toBeFocused();
      await expect(page.locator('.lead-form__summary')).toContainText(m.forms.messages.year);
      await expect(field(form, m.forms.fields.make)).toHaveValue('Peugeot');
      expect(leadsOf(email)).toHaveLength(0);

      // unticked, the half-wrong car no longer counts: sent without it
      await tradeInBox(page, m).click();
      await expect(field(form, m.forms.fields.plateOrVin)).toBeHidden();
      // the consent was kept ticked by the refusal
      await submitButton(page, m.forms.submit['vehicle-interest']).click();
      await expect(page).toHaveURL(/\?sent=/);
      const [lead] = leadsOf(email);
      expect(lead?.payload).toMatchObject({ tradeIn: false, name: 'Luc Reprise' });
      expect(Object.keys(lead!.payload).filter((k) => k.startsWith('tradeIn') && k !== 'tradeIn')).toEqual([]);
    });
  });

  for (const { locale, prefix, m } of LOCALES) {
    const address = {
      'fr-lu': '/formulaires/reprise-de-votre-vehicule',
      'de-lu': '/de-lu/formulare/inzahlungnahme',
      'en-gb': '/en-gb/forms/part-exchange',
    }[locale];
    test(`${locale}: the vehicle page and the stock link to the trade-in request at its address in the language`, async ({ page }) => {
      await page.goto(`${prefix}/stock/${VEHICLE}`);
      const fromVehicle = page.locator('a[data-action="trade-in"]');
      await expect(fromVehicle).toHaveText(m.vehicle.actions.tradeIn);
      // it carries the vehicle the buyer came from (issue 37): the request and its lead name it (e2e/conversion.spec.ts)
      await expect(fromVehicle).toHaveAttribute('href', `${address}?vehicle=${VEHICLE}`);
      await gotoHydrated(page, `${prefix}/stock`);
      const fromStock = page.locator('a[data-stock-link="trade-in"]');
      await expect(fromStock).toHaveText(m.stock.tradeIn);
      await expect(fromStock).toHaveAttribute('href', address);
      // the site's navigation, not the stock screen's: taken in the screen's transition, the route and its elements
      // landed apart now and then and the form page was drawn without its elements (Waku's "Invalid element", blank)
      await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
      await fromStock.click();
      await expect(page).toHaveURL(new RegExp(`${escape(address)}$`));
      await expect(page.locator('form.lead-form[data-form="trade-in"]')).toBeVisible();
      expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere), 'a client navigation').toBe(true);
    });
  }
});

test('a submission that does not reach the server says "not sent", keeps every value, and the retry is stored once', async ({ page }) => {
  const m = enGb as Messages;
  const email = uniqueEmail('offline');
  await page.goto(`/en-gb/stock/${VEHICLE}/interest`);
  // only the hydrated form sends through the server action; before, the browser posts the page itself
  await leadFormHydrated(page);
  await fillContact(page, m, { name: 'Offline Olivia', email });
  await field(page, m.forms.fields.message).fill('Call me after 5pm');
  await consent(page, m).click();
  // the server action's request fails once (the connection drops)
  let failed = false;
  await page.route(/\/RSC\/F\//, async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.abort('connectionreset');
  });
  await submitButton(page, m.forms.submit['vehicle-interest']).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(m.forms.errors.title);
  await expect(alert).toContainText(m.forms.errors.network);
  await expect(alert).toBeFocused();
  await expect(field(page, m.forms.fields.name)).toHaveValue('Offline Olivia');
  await expect(field(page, m.forms.fields.message)).toHaveValue('Call me after 5pm');
  expect(leadsOf(email)).toHaveLength(0);
  await submitButton(page, m.forms.submit['vehicle-interest']).click();
  await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
  expect(leadsOf(email)).toHaveLength(1);
});

test('what is typed before the JavaScript has loaded is kept when it takes over', async ({ page }) => {
  const m = frLu;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/formulaires/demande-offre-pneus', { waitUntil: 'domcontentloaded' });
  await field(page, m.forms.fields.vehicleModel).fill('Ford Puma');
  await page.getByText(m.forms.options.season.winter, { exact: true }).click();
  await field(page, m.forms.fields.name).fill('Avant Hydratation');
  await field(page, m.forms.fields.dealership).selectOption('niederkorn');
  release();
  // hydrated: the form validates in the browser (a blur shows a message without a round trip)
  await expectBrowserValidation(page, m);
  await expect(field(page, m.forms.fields.vehicleModel)).toHaveValue('Ford Puma');
  await expect(page.getByRole('radio', { name: m.forms.options.season.winter })).toBeChecked();
  await expect(field(page, m.forms.fields.name)).toHaveValue('Avant Hydratation');
  await expect(field(page, m.forms.fields.dealership)).toHaveValue('niederkorn');
});

test('a form sent before the JavaScript has loaded comes back with its values, and the page then hydrates that same form', async ({
  page,
}) => {
  const m = frLu;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let blocked = true;
  await page.route(/\.js(\?|$)/, (route) => (blocked ? route.abort() : route.continue()));
  await page.goto(`/stock/${VEHICLE}/interessee`, { waitUntil: 'domcontentloaded' });
  await field(page, m.forms.fields.name).fill('Early Bird');
  await field(page, m.forms.fields.message).fill('Typed before the scripts');
  errors.length = 0; // the scripts refused above
  blocked = false; // the answer page loads its scripts
  await submitButton(page, m.forms.submit['vehicle-interest']).click();
  await expect(page.locator('.lead-form__summary')).toContainText(m.validation.ui.summaryHeader);
  // hydrated: the browser validates by itself now
  await expectBrowserValidation(page, m);
  await expect(field(page, m.forms.fields.name)).toHaveValue('Early Bird');
  await expect(field(page, m.forms.fields.message)).toHaveValue('Typed before the scripts');
  expect(errors).toEqual([]); // no hydration mismatch
});

test('the form code is a chunk of its own, loaded by the pages that show a form only', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await scriptsRan(page);
  await page.goto('/stock');
  await scriptsRan(page);
  await expect(page.locator('[data-enhanced="true"]')).toBeAttached();
  // the form's code: its component, its composition and the table of forms (a CMS page, which may embed
  // a form, gets the table's small loader: lead-form-loader and its context, not the forms)
  const formCode = (u: string) => /\/lead-form(s|-impl)?-[\w-]+\.js$/.test(u) && !/\/lead-form-(loader|context)-/.test(u);
  expect(scripts.filter(formCode)).toEqual([]);
  await page.goto('/contact');
  await leadFormHydrated(page);
  // the form's code once (its small lazy wrapper is the page's client chunk of the form, per page since the split)
  expect(scripts.filter((u) => u.includes('lead-form-impl')).length).toBe(1);
  // the form's texts come from the page, in its language: no script holds the locale files (issue 41: a 144 KB
  // chunk of all three locales loaded with every form while the engine imported them for the server's sake)
  const bodies = await Promise.all(scripts.map(async (u) => (await page.request.get(u)).text()));
  expect(bodies.filter((b) => b.includes(enGb.validation.ui.incomplete) || b.includes(deLu.validation.ui.incomplete))).toEqual([]);
});

test('a form far below the fold loads its code when it comes near the viewport, and works without it until then (issue 29)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const formCode: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('lead-form-impl')) formCode.push(r.url());
  });
  await page.goto('/private-lease/hyundai-i20-prive');
  // the page's own scripts have run and the browser was idle
  await scriptsRan(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()))));
  const form = page.locator('form.lead-form');
  // far below: more than the loading margin under the first screen
  expect(await form.evaluate((f) => f.getBoundingClientRect().top)).toBeGreaterThan(740 + 800);
  expect(formCode).toEqual([]);
  await expect(form).not.toHaveAttribute('data-hydrated');
  // the visitor scrolls down to it: its code loads and it hydrates
  await form.scrollIntoViewIfNeeded();
  await leadFormHydrated(page);
  expect(formCode).toHaveLength(1);
});

test('a form page validating in the browser breaks no rule of the Content-Security-Policy', async ({ page }) => {
  // zod compiled its parsers with `new Function` first, which the policy refuses (a violation on every form page)
  const policy = await watchPolicy(page);
  await page.goto('/en-gb/contact');
  await leadFormHydrated(page);
  await expectBrowserValidation(page, enGb as Messages);
  await submitButton(page, enGb.forms.submit.contact).click();
  await expect(page.locator('.lead-form__summary')).toBeVisible();
  expect(await policy.violations()).toEqual([]);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the form pages fit the screen', async ({ page }) => {
    for (const url of [`/stock/${VEHICLE}/essai-routier`, '/de-lu/formulare/reifentermin', '/en-gb/forms/tyre-quote-request', '/contact']) {
      await page.goto(url);
      await expect(page.locator('form.lead-form')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(360);
    }
  });
});
