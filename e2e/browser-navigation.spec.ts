import { expect, test } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { gotoHydrated } from './support/hydrated';

/** The navigation guard (issue 14, point 2), in the production build served by playwright.config.ts. */
const LOCALES = [
  { prefix: '', messages: frLu },
  { prefix: '/de-lu', messages: deLu },
  { prefix: '/en-gb', messages: enGb },
] as const;

for (const { prefix, messages } of LOCALES) {
  test(`a script navigating to an unlisted host is refused and logged (${prefix || 'fr-lu'})`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/politique-de-traitement-des-donnees`);
    const here = page.url();
    const logged = page.waitForEvent('console', (m) => m.text().startsWith(messages.navigation.externalRefused));
    let leftForUnlisted = false;
    page.on('request', (r) => {
      if (r.url().startsWith('https://unlisted.example')) leftForUnlisted = true;
    });
    await page.evaluate(() => window.location.assign('https://unlisted.example/phish'));
    expect((await logged).text()).toContain('unlisted.example');
    expect(page.url()).toBe(here);
    expect(leftForUnlisted).toBe(false);
  });

  test(`a javascript: link is refused and logged with its protocol (${prefix || 'fr-lu'})`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/politique-de-traitement-des-donnees`);
    const title = await page.title();
    // a link such as an injected script or a broken CMS field could add
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = "javascript:document.title='hijacked'";
      link.textContent = 'injected';
      link.id = 'injected';
      document.querySelector('main')!.append(link);
    });
    const logged = page.waitForEvent('console', (m) => m.type() === 'error');
    await page.locator('#injected').click();
    expect((await logged).text()).toBe(messages.navigation.unsafeProtocol.replace('{protocol}', 'javascript:'));
    expect(await page.title()).toBe(title);
  });
}

test('without a tag manager configured there is no banner and the CSP names no tag manager host', async ({ page }) => {
  const response = await page.goto('/en-gb/contact');
  expect(response?.headers()['content-security-policy']).not.toContain('googletagmanager');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: enGb.consent.settings })).toHaveCount(0);
});

test('external links in CMS content are plain links with rel="noopener noreferrer"', async ({ page }) => {
  await page.goto('/en-gb/politique-de-traitement-des-donnees');
  const external = page.locator('main a[href^="https://cnpd.public.lu"]');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  // the guard does not stop a visitor's click on it: the browser follows it (answered here without the network)
  await page.route('https://cnpd.public.lu/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>CNPD</title>' }),
  );
  await external.evaluate((a) => a.removeAttribute('target'));
  await external.click();
  await expect(page).toHaveURL(/^https:\/\/cnpd\.public\.lu/);
});

test('a client navigation whose payload cannot be had loads the page in full instead of leaving an error on screen', async ({ page }) => {
  await gotoHydrated(page, '/en-gb/stock');
  // the server went away for the payload (a restart, a dropped connection): the request fails
  await page.route(/\/RSC\/R\/en-gb\/news\.txt/, (route) => route.abort('connectionreset'));
  const documents: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname)));
  await page.locator('header a[href="/en-gb/news"]').first().click();
  await expect(page).toHaveURL(/\/en-gb\/news$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(documents).toEqual(['/en-gb/news']);
});
