/**
 * Layout faults a visitor on a phone met (issue 15, point 9), each checked in Chromium at the width
 * where it showed: nothing scrolls sideways at 320 px, the price-type control keeps one row at 360 px,
 * e-mail addresses break only between their parts, buttons use the site's type, the menu closes as
 * menus do, and the current section is marked.
 */
import { expect, test } from '@playwright/test';
import frLu from '../locales/fr-lu.json' with { type: 'json' };

const PAGES = ['/', '/stock', '/concessions/bertrange', '/contact', '/services', '/formulaires/prise-de-rendez-vous-pneus-roues'];

test('at 320 px no page scrolls sideways and the menu button is whole', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  for (const path of PAGES) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    const menu = await page.locator('.site-nav__toggle').boundingBox();
    expect(menu!.x + menu!.width, path).toBeLessThanOrEqual(320);
  }
  await context.close();
});

test('at 360 px the price type is one row, and buttons use the site’s type', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/stock');
  const tops = await page.locator('.stock-price-type__option span').evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().top));
  expect(tops).toHaveLength(3);
  expect(new Set(tops).size).toBe(1);
  // no choice's words run out of its box, in any language ("Privatfinanzierung" is one long word)
  for (const path of ['/stock', '/de-lu/stock', '/en-gb/stock']) {
    await page.goto(path);
    const overflowing = await page
      .locator('.stock-price-type__option span')
      .evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent));
    expect(overflowing, path).toEqual([]);
  }
  await page.goto('/stock');
  const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  for (const button of await page.locator('button').all()) {
    const style = await button.evaluate((b) => ({
      family: getComputedStyle(b).fontFamily,
      size: parseFloat(getComputedStyle(b).fontSize),
    }));
    expect(style.family).toBe(body);
    expect(style.size).toBeGreaterThanOrEqual(14);
  }
  await context.close();
});

test('at 360 px an e-mail address breaks only between its parts', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/concessions/bertrange');
  const parts = page.locator('.facts a[href^="mailto:"] .email-address');
  await expect(parts).toHaveCount(1);
  // every text piece of the address (local part with its @, each part of the domain) lies on one line
  const linesPerPiece = await parts.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const out: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      out.push(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
    }
    return out;
  });
  expect(linesPerPiece.length).toBeGreaterThan(1);
  expect(linesPerPiece.every((n) => n === 1)).toBe(true);
  await context.close();
});

test('the phone menu closes on Escape and on a tap outside; the current section is marked', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/stock?brand=ford');
  await expect(page.locator('.stock[data-enhanced="true"]')).toBeVisible();
  const toggle = page.locator('.site-nav__toggle');
  const nav = page.getByRole('navigation', { name: frLu.site.mainNavigation });
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Stock', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(nav).toBeVisible();
  // a tap on the page below the open menu panel
  const panel = (await nav.boundingBox())!;
  await page.touchscreen.tap(180, Math.min(730, panel.y + panel.height + 40));
  await expect(nav).toBeHidden();
  // on a vehicle page, Stock is the current section
  await page.goto('/stock?sort=year-desc');
  await page.locator('.vehicle-card a').first().click();
  await expect(page).toHaveURL(/\/stock\/\d+-1-/);
  // the vehicle page drawn (the address changes first): a menu opened before it closes as the page appears
  await expect(page.locator('a[data-action="test-drive"]').first()).toBeAttached();
  await toggle.click();
  await expect(nav.getByRole('link', { name: 'Stock', exact: true })).toHaveAttribute('aria-current', 'true');
  await context.close();
});
