import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { KEPT_FRAME_HEADER } from '../src/navigation/kept-frame-protocol';
import { gotoHydrated } from './support/hydrated';

/**
 * The page frame kept by the tab (issue 29, src/navigation/kept-frame.tsx): the header's logo, menu and
 * search and the footer travel with the first page only; a client navigation's payload carries the page
 * and its locale switcher, and the header and footer stay, with the menu's current link following the page.
 */
const LOCALES = [
  { prefix: '', stock: 'Stock', openMenu: 'Menu' },
  { prefix: '/de-lu', stock: 'Fahrzeuge', openMenu: 'Menü' },
  { prefix: '/en-gb', stock: 'Stock', openMenu: 'Menu' },
] as const;

/** Three of the head's tags that only crawlers and link previews read. */
const CRAWLER_TAGS = 'link[rel="canonical"], meta[name="description"], meta[property="og:url"]';

/** The bodies of the page payloads the tab receives, with the versions it named. */
function payloads(page: Page) {
  const seen: { path: string; kept: string | undefined; body: Promise<string> }[] = [];
  page.on('response', (r: Response) => {
    if (!r.url().includes('/RSC/R/')) return;
    seen.push({ path: new URL(r.url()).pathname, kept: r.request().headers()[KEPT_FRAME_HEADER], body: r.text().catch(() => '') });
  });
  return seen;
}

for (const { prefix, stock, openMenu } of LOCALES) {
  test(`a client navigation's payload leaves the kept header and footer out, and both stay shown (${prefix || 'fr-lu'})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const seen = payloads(page);
    await gotoHydrated(page, `${prefix}/stock`);
    // the HTML's tags for crawlers, which the payload names by an id only (src/seo/document-head-tags.tsx), stay once hydrated
    await expect(page.locator(CRAWLER_TAGS)).toHaveCount(3);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/stock$`));
    const footer = (await page.locator('.site-footer').textContent())!;
    const nav = page.locator('.site-nav__list');
    await expect(nav.getByRole('link', { name: stock, exact: true })).toHaveAttribute('aria-current', 'page');

    const card = page.locator('.vehicle-card a[href*="/stock/"]').nth(2);
    const path = (await card.getAttribute('href'))!;
    const brand = (await card.textContent())!.trim().split(' ')[0]!;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // the address changes before the new page is drawn: wait for the vehicle itself
    await expect(page.locator('main h1')).toContainText(brand);

    // the payload of the vehicle page: asked with the tab's version, without the frame
    const own = seen.find((p) => p.path === `/RSC/R${path}.txt`);
    expect(own, 'the vehicle page came as a payload').toBeTruthy();
    expect(own!.kept).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const body = await own!.body;
    expect(body).toContain('vehicle-page');
    expect(body).not.toContain('site-footer');
    expect(body).not.toContain('site-logo');
    // and without what only crawlers and link previews read, which read the HTML (src/seo/head.tsx); the structured data stays
    expect(body).toContain('application/ld+json');
    expect(body).not.toContain('og:title');
    expect(body).not.toContain('"canonical"');
    expect(body).not.toContain('"name":"description"');
    await expect(page).toHaveTitle(new RegExp(`^${brand}`));
    // and the list's own tags for crawlers, which its HTML wrote once, went with it: none names the page before
    await expect(page.locator(CRAWLER_TAGS)).toHaveCount(0);

    // the frame is still there, the same, and its menu says where the visitor is now
    await expect(page.locator('.site-footer')).toHaveText(footer);
    await expect(page.locator('.site-logo')).toBeVisible();
    await expect(page.locator('.site-nav__toggle')).toHaveText(openMenu);
    await expect(nav.getByRole('link', { name: stock, exact: true })).toHaveAttribute('aria-current', 'true');
    // the locale switcher is the page's own: it links this vehicle in the other languages
    await expect(page.locator(`a[hreflang][href*="${path.split('/').pop()}"]`).first()).toBeAttached();

    // back to the list through the menu: the current link follows again
    await nav.getByRole('link', { name: stock, exact: true }).click({ force: true });
    await expect(page).toHaveURL(new RegExp(`${prefix}/stock$`));
    await expect(nav.getByRole('link', { name: stock, exact: true })).toHaveAttribute('aria-current', 'page');
    const axe = await new AxeBuilder({ page }).include('.site-header').include('.site-footer').analyze();
    expect(axe.violations).toEqual([]);
  });
}

test('a client navigation into another locale gets that locale’s frame, and the tab keeps both', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const seen = payloads(page);
  await gotoHydrated(page, '/stock');
  await expect(page.locator('.site-nav__toggle')).toHaveText('Menu');
  // the HTML's footer columns, which its payload named without their links (src/navigation/written-once.tsx)
  const frenchFooter = await page.locator('.site-footer').innerHTML();
  expect(frenchFooter).toContain('site-footer__column');
  // a link into the German pages, as a CMS text could hold
  const go = async (href: string) => {
    await page.evaluate((target) => {
      const link = document.createElement('a');
      link.href = target;
      link.textContent = 'go';
      link.id = `go-${Math.random().toString(36).slice(2)}`;
      document.querySelector('main')!.prepend(link);
    }, href);
    await page.locator('main > a[id^="go-"]').first().click();
  };
  await go('/de-lu/stock');
  await expect(page).toHaveURL(/\/de-lu\/stock$/);
  await expect(page.locator('.site-nav__toggle')).toHaveText('Menü');
  await expect(page.locator('.site-footer')).toContainText('Autopolis');
  const german = seen.find((p) => p.path === '/RSC/R/de-lu/stock.txt')!;
  expect(await german.body).toContain('site-footer');

  await go('/stock');
  await expect(page).toHaveURL(/\/stock$/);
  await expect(page.locator('.site-nav__toggle')).toHaveText('Menu');
  // the French footer drawn again from what the tab kept, its columns of links included
  expect(await page.locator('.site-footer').innerHTML()).toBe(frenchFooter);
  // both versions are named now, and the French one needs no frame
  const french = seen.filter((p) => p.path === '/RSC/R/stock.txt').pop()!;
  expect(french.kept!.split(' ')).toHaveLength(2);
  expect(await french.body).not.toContain('site-footer');
});

test('a payload asked without a version, or with one the server does not have, carries the frame', async ({ page, request }) => {
  // the tab fetches the payload with its version first, so a kept copy without the frame exists in the page cache
  const seen = payloads(page);
  await gotoHydrated(page, '/en-gb/stock');
  const link = page.locator('.vehicle-card a[href*="/stock/"]').first();
  const path = (await link.getAttribute('href'))!;
  const brand = (await link.textContent())!.trim().split(' ')[0]!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('main h1')).toContainText(brand);
  const own = seen.find((p) => p.path === `/RSC/R${path}.txt`);
  expect(own, seen.map((p) => p.path).join(', ')).toBeTruthy();
  expect(await own!.body).not.toContain('site-footer');

  const variants: Record<string, string>[] = [{}, { [KEPT_FRAME_HEADER]: 'AAAAAAAAAAAAAAAA' }, { [KEPT_FRAME_HEADER]: 'x'.repeat(5000) }];
  for (const headers of variants) {
    const res = await request.get(`/RSC/R${path}.txt?query=`, { headers });
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body, JSON.stringify(headers).slice(0, 60)).toContain('site-footer');
    expect(body).toContain('site-logo');
  }
  // and an HTML page always has it, whatever the request says
  const html = await (await request.get(path, { headers: { [KEPT_FRAME_HEADER]: seen[0]?.kept ?? 'AAAAAAAAAAAAAAAA' } })).text();
  expect(html).toContain('class="site-footer"');
  expect(html).toContain('application/ld+json');
  expect(html).toContain('rel="canonical"');
});
