import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';

/**
 * Back and Forward on a client navigation (issue 28, point 1): the stock list comes back scrolled
 * as the visitor left it, its filters panel open (phone) or scrolled (desktop) as it was, and so
 * does the vehicle page on Forward; all without a full page load. In the production build.
 */
const PREFIXES = ['', '/de-lu', '/en-gb'] as const;
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
] as const;

/** Scrolls the window to `y`, or as far as the page goes, and answers where it stopped. */
async function scrollTo(page: Page, y: number): Promise<number> {
  const target = await page.evaluate((want) => Math.min(want, document.documentElement.scrollHeight - window.innerHeight), y);
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), target);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(target);
  return target;
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const prefix of PREFIXES) {
  for (const viewport of WIDTHS) {
    test(`Back to the stock list restores its scroll and its filters panel, Forward the vehicle's (${prefix || '/'}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, `${prefix}/stock`);
      const panel = page.locator('.stock-filters');
      const phone = viewport.width < 1000;
      let panelScroll = 0;
      if (phone) {
        await page.locator('.stock-filters__toggle').click();
        await expect(panel).toHaveAttribute('open', '');
      } else {
        panelScroll = await panel.evaluate((el) => {
          el.scrollTop = 300;
          return el.scrollTop;
        });
        expect(panelScroll).toBeGreaterThan(0);
      }
      const listY = await scrollTo(page, 2400);
      expect(listY).toBeGreaterThan(1000);
      // a marker that only survives client navigations
      await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

      // a vehicle whose card is on the screen
      const index = await page
        .locator('.vehicle-card__title a')
        .evaluateAll((links) =>
          links.findIndex((a) => a.getBoundingClientRect().top > 80 && a.getBoundingClientRect().bottom < window.innerHeight),
        );
      expect(index).toBeGreaterThanOrEqual(0);
      await page.locator('.vehicle-card__title a').nth(index).click();
      await expect(page).toHaveURL(/\/stock\/\d+-/);
      await expect(panel).not.toBeAttached();
      await expect(page.locator('main h1')).toBeVisible();
      const vehicleY = await scrollTo(page, 600);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${prefix}/stock$`));
      // the router shows the list again (its filters panel is on no other page)
      await expect(panel).toBeAttached();
      await expect.poll(() => scrollY(page)).toBe(listY);
      if (phone) await expect(panel).toHaveAttribute('open', '');
      else await expect.poll(() => panel.evaluate((el) => el.scrollTop)).toBe(panelScroll);
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

      await page.goForward();
      await expect(page).toHaveURL(/\/stock\/\d+-/);
      await expect(panel).not.toBeAttached();
      await expect.poll(() => scrollY(page)).toBe(vehicleY);
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    });
  }
}
