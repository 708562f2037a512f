import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';
import { watchPolicy } from './support/policy';

/**
 * Styles per page (issue 15, point 14): a page links the stylesheets of the features it renders, not the
 * whole site's. Read from the browser: the selectors of every rule of every stylesheet the page holds.
 * Before the split every page linked one stylesheet with every feature's rules (the stock list held the
 * lease cards' and the job list's, the home page the stock filters'). A page reached by client navigation
 * gets its stylesheet before its content appears (React holds the commit until the linked sheet loads).
 */
const LOCALES = [
  { locale: 'fr-lu', prefix: '', privateLease: 'private-lease' },
  { locale: 'de-lu', prefix: '/de-lu', privateLease: 'privatleasing' },
  { locale: 'en-gb', prefix: '/en-gb', privateLease: 'private-lease' },
] as const;

/** Every selector of every rule (inside media queries too) of the page's stylesheets. */
async function selectorsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) out.push(rule.selectorText);
        else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return out;
  });
}

const holds = (selectors: string[], cls: string) => selectors.some((s) => new RegExp(`\\.${cls}(?![\\w-])`).test(s));

/**
 * Runs in the page (through `addInitScript` or `evaluate`): records, in `window.firstStyle`, the computed
 * `properties` of the first element matching `selector` at the moment it enters the document, before the
 * browser paints it. Content shown before its stylesheet arrived is caught unstyled.
 */
function recordFirstStyle({ selector, properties }: { selector: string; properties: string[] }) {
  const seen: string[] = [];
  (window as { firstStyle?: string[] }).firstStyle = seen;
  new MutationObserver(() => {
    const element = document.querySelector(selector);
    if (element && seen.length === 0) {
      const style = getComputedStyle(element);
      seen.push(properties.map((p) => style.getPropertyValue(p)).join(' '));
    }
  }).observe(document, { childList: true, subtree: true });
}
/** The address of every stylesheet the page asks for from now on (its links and their preloads), in order. */
function stylesheetRequests(page: Page): string[] {
  const sheets: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.css')) sheets.push(path);
  });
  return sheets;
}

const firstStyle = (page: Page) => page.evaluate(() => (window as { firstStyle?: string[] }).firstStyle);

for (const { locale, prefix, privateLease } of LOCALES) {
  test(`the stock list links no lease or careers rules (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/stock`);
    const selectors = await selectorsOf(page);
    expect(holds(selectors, 'stock-filters'), 'the stock screen is styled').toBe(true);
    expect(holds(selectors, 'vehicle-card'), 'its vehicle cards are styled').toBe(true);
    expect(holds(selectors, 'input-field'), 'its number filters and sort, shared fields of src/ui, are styled').toBe(true);
    for (const foreign of ['lease-card', 'lease-calc', 'job-overview', 'job-card', 'portraits', 'location-map', 'lead-form', 'hero']) {
      expect(holds(selectors, foreign), `.${foreign} is another feature's`).toBe(false);
    }
  });

  test(`the home page links no stock list screen rules (${locale})`, async ({ page }) => {
    await page.goto(prefix || '/');
    const selectors = await selectorsOf(page);
    // its sections are styled: their frame, the hero, the stock search form, the vehicle cards of the stock preview
    for (const own of ['section', 'section__title', 'hero', 'stock-search__form', 'input-field', 'vehicle-card', 'card'])
      expect(holds(selectors, own), `.${own}`).toBe(true);
    // the stock list's own screen (filters, toolbar, pagination) and the other features are not linked
    for (const foreign of [
      'stock-filters',
      'stock-pagination',
      'stock-toolbar',
      'lease-card',
      'job-card',
      'vehicle-gallery',
      'lead-form',
    ]) {
      expect(holds(selectors, foreign), `.${foreign} is not the home page's`).toBe(false);
    }
  });

  test(`a client navigation from the stock to the private leases styles the lease cards before they show (${locale})`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/stock`);
    expect(holds(await selectorsOf(page), 'lease-card')).toBe(false);
    // a slow network for the stylesheets from here on: content shown before its sheet arrived would be caught unstyled
    await page.route(/\.css(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.evaluate(recordFirstStyle, { selector: '.lease-card', properties: ['display', 'border-top-style', 'flex-direction'] });
    await page.evaluate((target) => {
      (window as { stillHere?: boolean }).stillHere = true;
      const link = document.createElement('a');
      link.href = target;
      link.id = 'to-leases';
      link.textContent = 'leases';
      document.querySelector('main')!.append(link);
    }, `${prefix}/${privateLease}`);
    await page.locator('#to-leases').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/${privateLease}$`));
    await expect(page.locator('.lease-card').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere), 'a client navigation, not a page load').toBe(true);
    // src/ui/tile.css (a lease card is a tile): `.tile { display: flex; flex-direction: column; border: 1px solid … }`
    expect(await firstStyle(page)).toEqual(['flex solid column']);
    await expect(page.locator('.lease-card').first()).toHaveCSS('display', 'flex');
  });
}

/**
 * The controls that show only once the page runs: the hearts and compare toggles are on most pages, so their
 * rules come with the vehicle cards' in the page's own styles (src/stock/favourites/keep-buttons.css) and they
 * are styled the moment they appear; the compare bar and the recently viewed vehicles show only when there is
 * something to show, and bring their own stylesheet then (src/stock/favourites/in-browser.tsx), which React
 * loads before it shows them. Neither holds up the first paint.
 */
test("the hearts are styled as they appear from the page's own rules; the compare bar brings its sheet, never unstyled", async ({
  page,
}) => {
  const sheets = stylesheetRequests(page);
  // a slow network for the controls' stylesheet: a bar shown before it arrived would be caught unstyled
  await page.route(/\/assets\/controls-[\w-]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.addInitScript(recordFirstStyle, { selector: '.keep-buttons__heart', properties: ['min-height', 'border-top-left-radius'] });
  await gotoHydrated(page, '/en-gb/stock');
  await expect(page.locator('.vehicle-card .keep-buttons__heart').first()).toBeVisible();
  // src/stock/favourites/keep-buttons.css: `.keep-buttons button { min-height: 2.75rem; border-radius: 999px }`
  expect(await firstStyle(page)).toEqual(['44px 999px']);
  // their rules are the page's (an inline sheet), no stylesheet was asked for, none held up the first paint
  const { inline, blocking } = await page.evaluate(() => {
    const holder = Array.from(document.styleSheets).find((s) =>
      Array.from(s.cssRules).some((r) => r instanceof CSSStyleRule && r.selectorText.startsWith('.keep-buttons')),
    );
    const blocking = performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
      .map((e) => new URL(e.name).pathname);
    return { inline: holder?.ownerNode?.nodeName === 'STYLE', blocking };
  });
  expect(inline, "the hearts' rules are in the page's own styles").toBe(true);
  expect(
    blocking.filter((p) => p.endsWith('.css')),
    'no stylesheet holds up the first paint',
  ).toEqual([]);
  expect(sheets, 'the first visit asks for no stylesheet').toEqual([]);

  // a vehicle to compare: the compare bar appears, with its own sheet, and is drawn styled (sticky) from the start
  await page.evaluate(recordFirstStyle, { selector: '.compare-bar', properties: ['position'] });
  await page.locator('.vehicle-card .keep-buttons__compare').first().click();
  await expect(page.locator('.compare-bar')).toBeVisible();
  expect(await firstStyle(page)).toEqual(['sticky']);
  expect(sheets.filter((p) => /^\/assets\/controls-[\w-]+\.css$/.test(p))).toHaveLength(1);
});

/**
 * A page's HTML holds the rules of its own stylesheets inline (src/server/page-styles.tsx, issue 29): nothing is
 * fetched before the first paint. A client navigation then fetches only the sheets the document lacks; those
 * it holds inline (the frame's, the vehicle cards') are not fetched again, by the page's links or their hints.
 */
for (const { locale, prefix } of LOCALES) {
  test(`the stock's HTML holds its rules inline, and the next page fetches only the sheets it lacks (${locale})`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${prefix}/stock`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, 'no stylesheet linked').not.toMatch(/<link[^>]*rel="stylesheet"/);
    const inline = /<style nonce="([^"]+)" data-precedence="[^"]+" data-href="([^"]+)">/.exec(head);
    expect(inline, 'the inline sheets, with the nonce of the page').not.toBeNull();
    const held = inline![2]!.split(' ');
    for (const name of ['frame', 'stock-list', 'vehicle-cards'])
      expect(
        held.some((href) => href.includes(`/${name}-`)),
        name,
      ).toBe(true);

    const sheets = stylesheetRequests(page);
    const policy = await watchPolicy(page);
    await gotoHydrated(page, `${prefix}/stock`);
    expect(holds(await selectorsOf(page), 'stock-filters'), 'the stock screen is styled').toBe(true);
    expect(
      sheets.filter((p) => p.startsWith('/assets/styles/')),
      'the first visit fetches no page stylesheet',
    ).toEqual([]);

    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    await page.locator('.vehicle-card__title a').first().click();
    await expect(page).toHaveURL(/\/stock\/\d+-1-/);
    await expect(page.locator('.vehicle-gallery').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere), 'a client navigation').toBe(true);
    // the vehicle page's own sheet came, once, and its rules apply
    await expect.poll(() => sheets.filter((p) => p.includes('/vehicle-page-')).length).toBe(1);
    for (const href of held) expect(sheets, `${href} is inline already`).not.toContain(href);
    expect(await policy.violations()).toEqual([]);
    expect(policy.consoleErrors).toEqual([]);
  });
}
