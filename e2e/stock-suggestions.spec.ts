import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };

/**
 * The header search's suggestions (issue 11, point 4): with JavaScript, brands, models and the first
 * vehicles while typing, in each locale, keyboard-operable (react-aria's combobox), debounced, never
 * more than one request in flight; without it (e2e/stock-keywords.spec.ts) the box is a GET form.
 */

const LOCALES = [
  { prefix: '', m: frLu },
  { prefix: '/de-lu', m: deLu as typeof frLu },
  { prefix: '/en-gb', m: enGb as typeof frLu },
] as const;

const headerBox = (page: Page, m: typeof frLu) => page.locator('.site-search').getByRole('combobox', { name: m.site.search.label });

/** The plain box becomes the combobox once the visitor reaches for it. */
async function openBox(page: Page, m: typeof frLu) {
  await page.locator('.site-search input[name="q"], .site-search input[type="search"]').first().focus();
  await expect(headerBox(page, m)).toBeFocused();
}

for (const { prefix, m } of LOCALES) {
  test(`typing in the header suggests brands, models and vehicles; the keyboard opens one (${prefix || 'fr-lu'})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/news`);
    await openBox(page, m);
    await page.keyboard.type('kia', { delay: 40 });
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.getByRole('group', { name: m.stock.suggest.brands })).toBeVisible();
    await expect(list.getByRole('option').first()).toContainText('Kia');
    await expect(list.getByRole('group', { name: m.stock.suggest.vehicles }).getByRole('option').first()).toContainText('Kia');
    // the popover's rules came with the combobox's code (src/stock/suggest/suggest.css), not with the page
    await expect(page.locator('.site-search__popover')).toHaveCSS('box-shadow', /12px 28px/);
    // open, react-aria hides the rest of the page from assistive technology (aria-hidden) while the
    // focus stays in the box, which axe reports as focusable content under aria-hidden: by design here
    const open = await new AxeBuilder({ page }).include('.site-header').disableRules(['aria-hidden-focus']).analyze();
    expect(open.violations.map((v) => v.id)).toEqual([]);
    // the first suggestion is the brand: Arrow down, Enter
    await page.keyboard.press('ArrowDown');
    await expect(headerBox(page, m)).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/stock\\?q=kia&brand=kia$`));
    await expect(page.locator('.vehicle-card').first()).toContainText('Kia');
  });
}

test('Enter on the words themselves searches the stock for them; Escape closes the suggestions', async ({ page }) => {
  const m = enGb as typeof frLu;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en-gb/locations');
  await openBox(page, m);
  await page.keyboard.type('ranger', { delay: 30 });
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(headerBox(page, m)).toHaveValue('ranger');
  const closed = await new AxeBuilder({ page }).include('.site-header').analyze();
  expect(closed.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-gb\/stock\?q=ranger$/);
  await expect(page.locator('.vehicle-card').first()).toContainText('Ranger');
});

test('typing asks once after a pause, a newer question cancels the one in flight, and the last words win', async ({ page }) => {
  const m = frLu;
  await page.setViewportSize({ width: 1280, height: 900 });
  const asked: string[] = [];
  const aborted: string[] = [];
  await page.route(/\/api\/suggestions\?/, async (route) => {
    const q = new URL(route.request().url()).searchParams.get('q')!;
    asked.push(q);
    // the first question is slow: the second is asked while it is still in flight
    if (q === 'for') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('/api/suggestions')) aborted.push(new URL(r.url()).searchParams.get('q')!);
  });
  await page.goto('/news');
  await openBox(page, m);
  // quick typing: one question for the whole word. The letters arrive as one input (insertText): keys typed 30 ms
  // apart were, on a loaded machine, sometimes further apart than the pause, and 'ford' was asked on its own
  await page.keyboard.insertText('for');
  await expect.poll(() => asked).toEqual(['for']);
  // more words while the first answer is on its way: it is cancelled, the newer one shown
  await page.keyboard.insertText('d pu');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Ford');
  await expect(page.getByRole('listbox')).toContainText('Puma');
  expect(asked).toEqual(['for', 'ford pu']);
  await expect.poll(() => aborted).toEqual(['for']);
  // one letter suggests nothing
  await page.keyboard.press('Control+A');
  await page.keyboard.type('f');
  await expect(page.getByRole('listbox')).toBeHidden();
});

/** Holds every request matching `pattern` until `release()`; `held()` resolves when the first one is held. */
async function holdRequests(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldOne!: () => void;
  const held = new Promise<void>((resolve) => (heldOne = resolve));
  await page.route(pattern, async (route) => {
    heldOne();
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, held };
}

test('letters typed while the suggestions box is still loading are all kept (issue 28, point 7)', async ({ page }) => {
  const m = frLu;
  await page.setViewportSize({ width: 1280, height: 900 });
  // the combobox's chunk is slow (a busy network or CPU): the visitor types into the plain box meanwhile
  const chunk = await holdRequests(page, /\/assets\/suggest-box-[^/]+\.js$/);
  await page.goto('/news');
  const plain = page.locator('.site-search input[name="q"]');
  await plain.focus();
  await chunk.held;
  await page.keyboard.type('ki');
  chunk.release();
  await expect(headerBox(page, m)).toBeFocused();
  await expect(headerBox(page, m)).toHaveValue('ki');
  await page.keyboard.type('a');
  await expect(headerBox(page, m)).toHaveValue('kia');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Kia');
});

test('letters typed before the page hydrates are kept when the header box comes alive (issue 28, point 7)', async ({ page }) => {
  const m = frLu;
  await page.setViewportSize({ width: 1280, height: 900 });
  // every script of the page is held: the visitor types into the server's box before React hydrates it
  const scripts = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/news', { waitUntil: 'domcontentloaded' });
  await scripts.held;
  const plain = page.locator('.site-search input[name="q"]');
  await plain.click();
  await page.keyboard.type('k');
  await expect(plain).toHaveValue('k');
  scripts.release();
  // hydrated: the box becomes the combobox with the letter typed before, the caret after it
  await expect(headerBox(page, m)).toBeFocused();
  await expect(headerBox(page, m)).toHaveValue('k');
  await page.keyboard.type('ia');
  await expect(headerBox(page, m)).toHaveValue('kia');
});
