import { expect, test } from '@playwright/test';
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
