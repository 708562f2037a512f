import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { jsonLdOfType } from './support/json-ld';
import { storedLeads } from './support/leads';
import { leadFormHydrated } from './support/lead-form';

/**
 * Careers (issue 11, points 7 and 8): the job list of the careers page with its filters (a GET form:
 * without JavaScript too), a job ad's page with its `JobPosting`, an application with a CV and a
 * letter stored in the lead store with their sniffed types, a renamed file refused, a closed ad
 * (410) and an unknown one (404), and the employee portraits, in three locales.
 */

type Messages = typeof frLu;
const LOCALES = [
  { prefix: '', m: frLu },
  { prefix: '/de-lu', m: deLu as Messages },
  { prefix: '/en-gb', m: enGb as Messages },
] as const;

const OPEN_JOB = 'mecatronicien-automobile-niederkorn';
const CLOSED_JOB = 'job-etudiant-preparateur-vehicules-ete-2026';
const FIXTURES = path.join(import.meta.dirname, '..', 'test', 'fixtures', 'files');
const CV_PDF = readFileSync(path.join(FIXTURES, 'cv.pdf'));
const LETTER_DOCX = readFileSync(path.join(FIXTURES, 'letter.docx'));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}`));
let counter = 0;
const uniqueEmail = (tag: string) => `e2e-careers-${tag}-${process.pid}-${Date.now()}-${++counter}@example.lu`;

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const { prefix, m } of LOCALES) {
  test(`the careers page lists the open ads and filters them without JavaScript (${prefix || 'fr-lu'})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${prefix}/carrieres`);
    expect(response?.status()).toBe(200);
    const list = page.locator('[data-section="job-overview"]');
    await expect(list.getByRole('heading', { name: m.careers.list.title })).toBeVisible();
    const all = Number(await list.locator('[data-count]').getAttribute('data-count'));
    expect(all).toBeGreaterThanOrEqual(6);
    await expect(list.locator('.job-card')).toHaveCount(all);
    // the closed ad is not listed
    await expect(list.locator(`a[href$="/carrieres/${CLOSED_JOB}"]`)).toHaveCount(0);

    // by dealership, then by contract too: the query lives in the URL
    await list.getByLabel(m.careers.facts.location).selectOption('niederkorn');
    await list.getByRole('button', { name: m.careers.list.apply }).click();
    await expect(page).toHaveURL(/[?&]location=niederkorn/);
    const atNiederkorn = Number(await list.locator('[data-count]').getAttribute('data-count'));
    expect(atNiederkorn).toBeGreaterThan(0);
    expect(atNiederkorn).toBeLessThan(all);
    for (const card of await list.locator('.job-card').all()) await expect(card).toContainText('Niederkorn');
    await list.getByLabel(m.careers.facts.contract).selectOption('apprenticeship');
    await list.getByRole('button', { name: m.careers.list.apply }).click();
    await expect(page).toHaveURL(/contract=apprenticeship/);
    await expect(list.locator('.job-card')).toHaveCount(1);
    await expect(list.locator('.job-card')).toContainText(m.careers.contract.apprenticeship);
    await expect(list.getByLabel(m.careers.facts.location)).toHaveValue('niederkorn');
    // a reset shows them all again
    await list.getByRole('link', { name: m.careers.list.reset }).click();
    await expect(list.locator('.job-card')).toHaveCount(all);
    await context.close();
  });

  test(`a job ad's page has its facts, its JobPosting and the application form (${prefix || 'fr-lu'})`, async ({ page }) => {
    await page.goto(`${prefix}/carrieres`);
    await page.locator(`.job-card a[href$="/carrieres/${OPEN_JOB}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/carrieres/${OPEN_JOB}$`));
    await expect(page.locator(`[data-job="${OPEN_JOB}"]`)).toBeVisible();
    const title = (await page.locator('.job-page h1').textContent())!;
    await expect(page.locator('.job-facts')).toContainText(m.careers.contract.permanent);
    await expect(page.locator('.job-facts')).toContainText('Niederkorn');
    await expect(page.getByRole('heading', { name: m.careers.job.tasks })).toBeVisible();
    const posting = await jsonLdOfType(page, 'JobPosting');
    expect(posting).toMatchObject({
      title,
      employmentType: ['FULL_TIME'],
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: { address: { addressLocality: expect.any(String), addressCountry: 'LU' } },
      directApply: true,
    });
    expect(String(posting.validThrough)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByRole('heading', { name: m.careers.job.apply, level: 2 })).toBeVisible();
    await expect(field(page, m.careers.application.fields.cv)).toBeAttached();
    await axe(page);
  });
}

test('an application with a PDF CV and a Word letter is stored with both files, sniffed; reloading its success page stores nothing new', async ({
  page,
}) => {
  const m = enGb as Messages;
  const email = uniqueEmail('js');
  await page.goto(`/en-gb/carrieres/${OPEN_JOB}`);
  await leadFormHydrated(page);
  await field(page, m.forms.fields.name).fill('Anne Test');
  await page.getByRole('textbox', { name: new RegExp(`^${escape(m.forms.fields.email)}`) }).fill(email);
  // a text file is refused at once, in the browser
  await field(page, m.careers.application.fields.cv).setInputFiles({
    name: 'cv.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('my CV'),
  });
  await expect(page.locator('.field--file .field__error').first()).toContainText('cv.txt');
  await field(page, m.careers.application.fields.cv).setInputFiles({
    name: 'anne-test-cv.pdf',
    mimeType: 'application/pdf',
    buffer: CV_PDF,
  });
  await field(page, m.careers.application.fields.letter).setInputFiles({ name: 'letter.docx', mimeType: DOCX, buffer: LETTER_DOCX });
  await expect(page.locator('.field--file .field__error')).toHaveCount(0);
  await page.locator('label').filter({ hasText: m.forms.consent.link }).first().click();
  await page.getByRole('button', { name: m.forms.submit['job-application'] }).click();
  await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
  await expect(page.locator('.lead-success')).toContainText('Autopolis Niederkorn');

  const stored = storedLeads(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    form: 'job-application',
    locale: 'en-gb',
    location_slug: 'niederkorn',
    payload: { name: 'Anne Test', job: { slug: OPEN_JOB, location: 'niederkorn', contract: 'permanent' } },
  });
  expect(stored[0]!.files).toEqual([
    { field: 'cv', name: 'anne-test-cv.pdf', type: 'application/pdf' },
    { field: 'letter', name: 'letter.docx', type: DOCX },
  ]);
  // the success URL reloads to the success screen and posts nothing
  await page.reload();
  await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
  expect(storedLeads(email)).toHaveLength(1);
});

test('without JavaScript a file that only claims to be a PDF is refused on its field, the rest is kept, and nothing is stored', async ({
  browser,
}) => {
  const m = frLu;
  const email = uniqueEmail('nojs');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/carrieres/${OPEN_JOB}`);
  await field(page, m.forms.fields.name).fill('Marc Renommé');
  await page.getByRole('textbox', { name: new RegExp(`^${escape(m.forms.fields.email)}`) }).fill(email);
  await field(page, m.careers.application.fields.cv).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
  });
  await field(page, m.forms.fields.message).fill('Disponible en janvier');
  await page.locator('label').filter({ hasText: m.forms.consent.link }).first().click();
  await page.getByRole('button', { name: m.forms.submit['job-application'] }).click();
  // the server sniffed the bytes: the field says why, and the summary takes the focus
  await expect(page.locator('.lead-form__summary')).toContainText(m.validation.ui.summaryHeader);
  await expect(page.locator('.lead-form__summary')).toBeFocused();
  await expect(page.locator('.field--file .field__error').first()).toContainText('cv.pdf');
  await expect(page.locator('.field--file .field__error').first()).toContainText('PDF');
  await expect(field(page, m.forms.fields.name)).toHaveValue('Marc Renommé');
  await expect(field(page, m.forms.fields.message)).toHaveValue('Disponible en janvier');
  expect(storedLeads(email)).toHaveLength(0);
  // the real CV then goes through, without JavaScript
  await field(page, m.careers.application.fields.cv).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: CV_PDF });
  const consent = page.getByRole('checkbox', { name: new RegExp(escape(m.forms.consent.link)) });
  if (!(await consent.isChecked())) await page.locator('label').filter({ hasText: m.forms.consent.link }).first().click();
  await page.getByRole('button', { name: m.forms.submit['job-application'] }).click();
  await expect(page).toHaveURL(/\?sent=/);
  await expect(page.locator('.lead-success h2')).toHaveText(m.forms.success.title);
  expect(storedLeads(email).map((a) => a.files.map((f) => f.type))).toEqual([['application/pdf']]);
  await context.close();
});

test('a closed ad answers 410 with its text and the way to the open ones; an unknown ad is page-not-found', async ({ page }) => {
  const m = deLu as Messages;
  const closed = await page.goto(`/de-lu/carrieres/${CLOSED_JOB}`);
  expect(closed?.status()).toBe(410);
  await expect(page.locator('[data-job-state="closed"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: m.careers.job.closedTitle })).toBeVisible();
  await expect(page.locator('form.lead-form')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]').filter({ hasText: 'JobPosting' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: m.careers.job.openPositions }).first().click();
  await expect(page).toHaveURL(/\/de-lu\/carrieres$/);

  const unknown = await page.goto('/de-lu/carrieres/no-such-job');
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('[data-error-kind="page-not-found"]')).toBeVisible();
});

test('the portraits page shows the people from the CMS, each with a photo, a job and a quote', async ({ page }) => {
  await page.goto('/en-gb/carrieres/portraits-de-collaborateurs');
  const portraits = page.locator('[data-section="employee-portraits"] .portrait');
  await expect(portraits).toHaveCount(4);
  for (const portrait of await portraits.all()) {
    await expect(portrait.locator('img')).toHaveAttribute('alt', /.+/);
    await expect(portrait.locator('.portrait__name')).not.toBeEmpty();
    await expect(portrait.locator('blockquote')).not.toBeEmpty();
  }
  await axe(page);
});
