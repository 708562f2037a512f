import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { ownServer } from './support/own-server';
import { watchPolicy } from './support/policy';

/** Consent, tag manager and data layer (issue 14, points 5–7) with a container configured. */
const CONTAINER = 'GTM-TEST123';
let site: Awaited<ReturnType<typeof ownServer>>;

test.beforeAll(async () => {
  site = await ownServer({ PUBLIC_GTM_ID: CONTAINER, PUBLIC_CONSENT_DAYS: '30' });
});
test.afterAll(async () => site?.stop());

/** Every request that leaves the site, and a stub tag manager (it sets a cookie, as GTM's tags do). */
function watchThirdParties(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(site.base) && !r.url().startsWith('data:')) requests.push(r.url());
  });
  void page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "document.cookie = '_ga=GA1.stub; path=/'; window.dataLayer.push({ event: 'stub_loaded' });",
    }),
  );
  return requests;
}

/** The data layer, `arguments` entries (gtag) as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((e) =>
      Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e,
    ),
  );

const LOCALES = [
  { prefix: '', m: frLu },
  { prefix: '/de-lu', m: deLu },
  { prefix: '/en-gb', m: enGb },
] as const;

for (const { prefix, m } of LOCALES) {
  test(`nothing of a third party before consent, the tag manager after "accept all" (${prefix || 'fr-lu'})`, async ({ page, context }) => {
    const thirdParty = watchThirdParties(page);
    const response = await page.goto(`${site.base}${prefix}/contact`);
    expect(response?.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
    const banner = page.getByRole('dialog', { name: m.consent.title });
    await expect(banner).toBeVisible();
    // focus is on the banner, refusing is one button like accepting
    await expect(banner.getByRole('heading', { name: m.consent.title })).toBeFocused();
    await expect(banner.getByRole('button', { name: m.consent.refuseAll })).toHaveClass(/button--primary/);
    expect(thirdParty).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }),
    ]);
    expect(layer).toContainEqual(expect.objectContaining({ event: 'page_view', page_type: 'content' }));

    const loaded = page.waitForRequest((r) => r.url().startsWith(`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`));
    await banner.getByRole('button', { name: m.consent.acceptAll }).click();
    await loaded;
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await dataLayer(page)).some((e) => (e as { event?: string }).event === 'stub_loaded')).toBe(true);
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
    // the choice is kept: the next page asks nothing and loads the tag manager at once
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(async () => (await dataLayer(page)).some((e) => (e as { event?: string }).event === 'stub_loaded')).toBe(true);
  });
}

test("after consent the tag manager runs under the page's Content-Security-Policy, and so do the inline tags it adds with its nonce", async ({
  page,
}) => {
  watchThirdParties(page);
  // a stand-in that does what GTM's custom HTML tags do: an inline script carrying the nonce of GTM's own script
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `var tag = document.createElement('script'); tag.nonce = document.currentScript.nonce;
tag.textContent = "window.dataLayer.push({ event: 'custom_html_tag' })"; document.head.appendChild(tag);`,
    }),
  );
  const watched = await watchPolicy(page);
  const response = await page.goto(`${site.base}/en-gb/contact`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).not.toContain("'unsafe-inline' ");
  await page.getByRole('dialog', { name: enGb.consent.title }).getByRole('button', { name: enGb.consent.acceptAll }).click();
  await expect.poll(async () => (await dataLayer(page)).some((e) => (e as { event?: string }).event === 'custom_html_tag')).toBe(true);
  expect(await watched.violations()).toEqual([]);
});

test('"refuse all" loads nothing, and the footer link changes the choice per purpose', async ({ page, context }) => {
  const thirdParty = watchThirdParties(page);
  await page.goto(`${site.base}/en-gb/contact`);
  const banner = page.getByRole('dialog', { name: enGb.consent.title });
  await banner.getByRole('button', { name: enGb.consent.refuseAll }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  // the stored choice is replayed once the page's script runs: wait for it, not for the heading
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);

  // statistics only, from the footer link, with the keyboard
  await page.getByRole('button', { name: enGb.consent.settings }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('checkbox', { name: new RegExp(enGb.consent.statistics) }).check();
  const loaded = page.waitForRequest((r) => r.url().includes('googletagmanager.com/gtm.js'));
  await banner.getByRole('button', { name: enGb.consent.save }).press('Enter');
  await loaded;
  expect(await dataLayer(page)).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
  ]);
});

test('the data layer reports page views with locale and type, client navigations and a locale change', async ({ page }) => {
  watchThirdParties(page);
  await page.goto(`${site.base}/en-gb/contact`);
  await page.getByRole('dialog').getByRole('button', { name: enGb.consent.refuseAll }).click();
  expect(await dataLayer(page)).toContainEqual({ event: 'page_view', locale: 'en-gb', page_type: 'content', page_path: '/en-gb/contact' });
  await page.locator('.site-logo').click();
  await expect(page).toHaveURL(`${site.base}/en-gb`);
  await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'page_view', locale: 'en-gb', page_type: 'home', page_path: '/en-gb' });
  await page.getByRole('navigation', { name: enGb.site.languageSwitcher }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${site.base}/de-lu`);
  await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'locale_change', locale: 'de-lu', previous_locale: 'en-gb' });
});

test('lead form events carry the form kind, never what was typed', async ({ page }) => {
  watchThirdParties(page);
  await page.goto(`${site.base}/en-gb/contact`);
  await page.getByRole('dialog').getByRole('button', { name: enGb.consent.refuseAll }).click();
  const name = page.getByRole('textbox', { name: new RegExp(`^${enGb.forms.fields.name}`) }).first();
  await name.fill('Anne Secret');
  await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'lead_form_started' }));
  const layer = JSON.stringify(await dataLayer(page));
  expect(layer).not.toContain('Anne Secret');
});

test('a dealership map asks before it fetches tiles from a third party (issue 15, point 13)', async ({ page }) => {
  const thirdParty = watchThirdParties(page);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto(`${site.base}/de-lu/locations/bertrange`);
  await page.getByRole('dialog', { name: deLu.consent.title }).getByRole('button', { name: deLu.consent.refuseAll }).click();
  // the preview shows where the dealership is; scrolling to it fetches nothing
  await expect(page.getByRole('img', { name: deLu.locations.map.preview })).toBeVisible();
  const show = page.getByRole('button', { name: deLu.locations.map.showFrom.replace('{host}', 'tile.openstreetmap.org') });
  await show.scrollIntoViewIfNeeded();
  await expect(show).toBeEnabled();
  // the button is drawn as the site's buttons, and hides no marker of the preview
  await expect(show).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  const box = (await show.boundingBox())!;
  for (const marker of await page.locator('.map-preview__marker').all()) {
    const m = (await marker.boundingBox())!;
    const overlaps = m.x < box.x + box.width && box.x < m.x + m.width && m.y < box.y + box.height && box.y < m.y + m.height;
    expect(overlaps).toBe(false);
  }
  expect(thirdParty.filter((u) => u.includes('openstreetmap'))).toEqual([]);
  await expect(page.getByRole('region', { name: deLu.locations.map.label })).toHaveCount(0);
  // the visitor asks: OpenLayers comes, and only then the tile server is asked
  await show.click();
  await expect(page.getByRole('region', { name: deLu.locations.map.label }).locator('button.map-marker')).toHaveCount(1);
  await expect.poll(() => thirdParty.filter((u) => u.includes('tile.openstreetmap.org')).length).toBeGreaterThan(0);
  // the go-ahead is remembered: the next dealership's map loads as it comes into view, without asking
  await page.goto(`${site.base}/de-lu/locations/niederkorn`);
  await expect(page.getByRole('dialog', { name: deLu.consent.title })).toHaveCount(0);
  await page.locator('.location-map').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: deLu.locations.map.label }).locator('button.map-marker')).toHaveCount(1);
  await expect(page.getByRole('button', { name: deLu.locations.map.showFrom.replace('{host}', 'tile.openstreetmap.org') })).toHaveCount(0);
});

for (const { prefix, m, policy } of [
  { prefix: '', m: frLu, policy: '/politique-cookies' },
  { prefix: '/de-lu', m: deLu, policy: '/de-lu/cookie-richtlinie' },
  { prefix: '/en-gb', m: enGb, policy: '/en-gb/cookie-policy' },
]) {
  test(`on a phone the banner leaves most of the screen, links the cookie policy, draws "choose" as a button, and Escape grants nothing (${prefix || 'fr-lu'})`, async ({
    page,
    context,
  }) => {
    const thirdParty = watchThirdParties(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${site.base}${prefix}/stock`);
    const banner = page.getByRole('dialog', { name: m.consent.title });
    await expect(banner).toBeVisible();
    const height = (await banner.boundingBox())!.height;
    expect(height / 740).toBeLessThan(0.3);
    // and its three choices fit the width
    expect(await banner.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expect(banner.getByRole('link', { name: m.consent.policy })).toHaveAttribute('href', policy);
    const choose = banner.getByRole('button', { name: m.consent.customize });
    await expect(choose).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(choose).not.toHaveCSS('border-color', 'rgba(0, 0, 0, 0)');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // Escape closes it without a choice: nothing stored, nothing loaded, asked again on the next load
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('consent'))).toBeNull();
    expect(thirdParty).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await page.reload();
    await expect(page.getByRole('dialog', { name: m.consent.title })).toBeVisible();
  });
}
