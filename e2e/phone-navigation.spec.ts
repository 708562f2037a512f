import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { gotoHydrated } from './support/hydrated';

/**
 * A client navigation on a phone (issue 41, points 1 and 2): the header is kept between client navigations,
 * so the phone menu has to close itself on every navigation it starts and on Back; and the page being left
 * stays where the visitor scrolled it until the next page is drawn, which then shows at its top (or, on Back,
 * where it was left). In the production build, at 360 px.
 */
const LOCALES = [
  { prefix: '', texts: frLu },
  { prefix: '/de-lu', texts: deLu },
  { prefix: '/en-gb', texts: enGb },
] as const;
const PHONE = { width: 360, height: 740 } as const;

for (const { prefix, texts } of LOCALES) {
  test(`the phone menu closes on the navigation it starts and on Back (${prefix || '/'})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    // (not the home page: its address sends a browser that prefers another language to that language's home)
    await gotoHydrated(page, `${prefix}/contact`);
    const menu = page.locator('#site-menu');
    const nav = page.getByRole('navigation', { name: texts.site.mainNavigation });
    await page.locator('.site-nav__toggle').click();
    await expect(nav).toBeVisible();
    await nav.locator(`a[href="${prefix}/stock"]`).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/stock$`));
    await expect(page.locator('.stock')).toBeVisible();
    // a client navigation: the header (and the menu in it) is the one the first page drew
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(nav).toBeHidden();

    // opened again, then Back: the menu closes with the page it was opened over
    await page.locator('.site-nav__toggle').click();
    await expect(nav).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact$`));
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(nav).toBeHidden();
  });
}

/**
 * Records, from the first script on, every change of the window's scroll position with whether the page
 * being navigated to (`selector`) was in the document at that moment: each scroll event, and each call of
 * `scrollTo` (a router's reset of the scroll is a call; its event comes a frame later).
 */
async function recordScrolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Sample = { y: number; shown: boolean; how: string };
    const w = window as unknown as { scrollSamples: Sample[]; newPageSelector: string | null };
    w.scrollSamples = [];
    w.newPageSelector = null;
    const shown = () => (w.newPageSelector ? document.querySelector(w.newPageSelector) !== null : false);
    const original = window.scrollTo.bind(window) as (...args: unknown[]) => void;
    window.scrollTo = ((...args: unknown[]) => {
      original(...args);
      if (w.newPageSelector) w.scrollSamples.push({ y: Math.round(window.scrollY), shown: shown(), how: 'scrollTo' });
    }) as typeof window.scrollTo;
    window.addEventListener('scroll', () => {
      if (w.newPageSelector) w.scrollSamples.push({ y: Math.round(window.scrollY), shown: shown(), how: 'event' });
    });
  });
}

const watchFor = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const w = window as unknown as { scrollSamples: unknown[]; newPageSelector: string | null };
    w.scrollSamples = [];
    w.newPageSelector = s;
  }, selector);
const samples = (page: Page) =>
  page.evaluate(() => (window as unknown as { scrollSamples: { y: number; shown: boolean; how: string }[] }).scrollSamples);

test('a click from a scrolled stock list keeps the list where it is until the vehicle is drawn, then shows the vehicle at its top; Back keeps the vehicle until the list is back where it was', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await recordScrolls(page);
  await gotoHydrated(page, '/stock');
  await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2000);
  const link = page.locator('.vehicle-card__title a').filter({ visible: true });
  const index = await link.evaluateAll((links) =>
    links.findIndex((a) => a.getBoundingClientRect().top > 80 && a.getBoundingClientRect().bottom < window.innerHeight),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  await watchFor(page, '.vehicle-page');
  await link.nth(index).click();
  await expect(page.locator('.vehicle-page h1')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
  const forward = await samples(page);
  // the list never moved while it was still the page shown; the vehicle page was shown at its top
  expect(forward.filter((s) => !s.shown)).toEqual([]);
  expect(forward.some((s) => s.shown && s.y === 0)).toBe(true);

  // the vehicle page scrolled, then Back: it stays put until the list is drawn, which comes back at 2000
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  // the scroll event of that scroll comes with a later frame: let it pass before recording (it was once
  // recorded as a move of the vehicle page before the list was drawn)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await watchFor(page, '.stock .vehicle-card');
  await page.goBack();
  await expect(page.locator('.stock .vehicle-card').first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2000);
  const back = await samples(page);
  expect(back.filter((s) => !s.shown)).toEqual([]);
});
