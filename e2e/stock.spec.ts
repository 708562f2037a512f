import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startLocalSearch } from '../src/indexing/local';
import { createMockSource } from '../src/content/mock-source';
import { startEmbeddedMeilisearch } from '../src/meilisearch/embedded';
import { closedPort } from '../test/meilisearch/support';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { gotoHydrated } from './support/hydrated';
import { jsonLdOfType } from './support/json-ld';

/** The mock stock as the CMS holds it: expected counts come from here, not from the app. */
type MockVehicle = { id: number; brand: string; fuel: string; condition: string; price_purchase: number; location: string };
const VEHICLE_DIR = path.resolve('mocks/stories/fr-lu/vehicles');
const STOCK: MockVehicle[] = readdirSync(VEHICLE_DIR).map((file) => {
  const story = JSON.parse(readFileSync(path.join(VEHICLE_DIR, file), 'utf8'));
  return { id: story.id, ...story.content } as MockVehicle;
});
const count = (where: (v: MockVehicle) => boolean) => STOCK.filter(where).length;

/** The numbers of the result count, e.g. "22 vehicles" → 22 (any locale's digit grouping). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('.stock__count').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.vehicle-card__price strong').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
}

test.describe('stock screen', () => {
  test('filters combine: OR inside a filter, AND across filters, counts stay disjunctive', async ({ page }) => {
    await gotoHydrated(page, '/en-gb/stock');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    expect(await resultCount(page)).toBe(STOCK.length);

    const brands = page.getByRole('group', { name: enGb.stock.filters.brand });
    await brands.getByRole('checkbox', { name: /^Ford/ }).check();
    await expect(page).toHaveURL(/[?&]brand=ford(&|$)/);
    await expect.poll(() => resultCount(page)).toBe(count((v) => v.brand === 'ford'));

    await brands.getByRole('checkbox', { name: /^Kia/ }).check();
    await expect(page).toHaveURL(/brand=ford.*brand=kia|brand=kia.*brand=ford/);
    await expect.poll(() => resultCount(page)).toBe(count((v) => v.brand === 'ford' || v.brand === 'kia'));

    await page
      .getByRole('group', { name: enGb.stock.filters.fuel })
      .getByRole('checkbox', { name: /^Electric/ })
      .check();
    const expected = count((v) => (v.brand === 'ford' || v.brand === 'kia') && v.fuel === 'electric');
    await expect.poll(() => resultCount(page)).toBe(expected);
    // the brand facet still counts other brands under the fuel filter (disjunctive), e.g. Hyundai
    const hyundai = count((v) => v.brand === 'hyundai' && v.fuel === 'electric');
    await expect(brands.locator('.stock-option', { hasText: 'Hyundai' }).locator('.stock-option__count')).toHaveText(String(hyundai));
    // every card shown is a Ford or a Kia
    const titles = await page.locator('.vehicle-card__title').allTextContents();
    expect(titles.length).toBe(Math.min(expected, 24));
    for (const title of titles) expect(title).toMatch(/^(Ford|Kia) /);
  });

  test('sorts by price, pages forward, and the back button restores the previous state', async ({ page }) => {
    await gotoHydrated(page, '/de-lu/stock');
    await page.getByLabel(deLu.stock.sort.label).selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect.poll(async () => (await cardPrices(page))[0]).toBe(Math.min(...STOCK.map((v) => v.price_purchase)));
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const pager = page.getByRole('navigation', { name: deLu.stock.pagination.label });
    await pager.getByRole('link', { name: deLu.stock.pagination.next }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    const page2 = await cardPrices(page);
    expect(page2[0]).toBeGreaterThanOrEqual(prices[prices.length - 1]!);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
    await expect.poll(async () => (await cardPrices(page))[0]).toBe(prices[0]);
    await expect(page.getByLabel(deLu.stock.sort.label)).toHaveValue('price-asc');
  });

  test('a filtered URL reloads to the same results; an empty result offers to remove the last filter', async ({ page }) => {
    // a brand that has no vehicle of some fuel in the mock stock
    const brands = [...new Set(STOCK.map((v) => v.brand))].sort();
    const fuels = [...new Set(STOCK.map((v) => v.fuel))].sort();
    const pair = brands
      .flatMap((b) => fuels.map((f) => [b, f] as const))
      .find(([b, f]) => count((v) => v.brand === b && v.fuel === f) === 0);
    expect(pair, 'the mock stock has an empty brand and fuel pair').toBeDefined();
    const [brand, fuel] = pair!;
    await page.goto(`/stock?brand=${brand}&fuel=${fuel}`);
    await page.reload();
    expect(await resultCount(page)).toBe(0);
    await expect(page.locator('.stock-empty')).toContainText(frLu.stock.empty.title);
    // the newest filter (fuel) is offered first
    await page.locator('.stock-empty__filters a').first().click();
    await expect(page).toHaveURL(new RegExp(`brand=${brand}`));
    await expect(page).not.toHaveURL(/fuel=/);
    await expect.poll(() => resultCount(page)).toBe(count((v) => v.brand === brand));
  });

  test('hostile query strings never break the page nor widen the filter', async ({ page }) => {
    for (const query of [
      'price_max=abc',
      'page=99999',
      'brand=ford%22%20OR%20brand%20%3D%20%22kia',
      'year_from=-5&mileage_max=1e99',
      'brand=%5C%22',
    ]) {
      const response = await page.goto(`/en-gb/stock?${query}`);
      expect(response?.status(), query).toBe(200);
      const n = await resultCount(page);
      expect(n === 0 || n === STOCK.length, `${query} gave ${n}`).toBe(true);
    }
  });

  test('old used-stock parameters answer 301 with the equivalent new URL', async ({ request }) => {
    const response = await request.get('/stock?field_fuel_target_id%5B0%5D=13&sort_by=price_asc', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = response.headers().location ?? '';
    expect(location).toMatch(/^\/stock\?/);
    expect(new URL(location, 'http://x').searchParams.get('fuel')).toBe('electric');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filters are a GET form that works', async ({ page }) => {
      // a desktop window: the filters are an open sidebar (a disclosure on narrow screens)
      await page.goto('/en-gb/stock');
      await page
        .getByRole('group', { name: enGb.stock.filters.fuel })
        .getByRole('checkbox', { name: /^Electric/ })
        .check();
      await page.getByRole('group', { name: enGb.stock.filters.condition }).getByRole('checkbox', { name: /^Used/ }).check();
      await page.locator('.stock-form__actions button[type="submit"]').click();
      await expect(page).toHaveURL(/fuel=electric/);
      await expect(page).toHaveURL(/condition=used/);
      expect(await resultCount(page)).toBe(count((v) => v.fuel === 'electric' && v.condition === 'used'));
    });
  });
});

test.describe('vehicle pages', () => {
  const vehicle = STOCK.find((v) => v.fuel === 'electric')!;
  for (const [prefix, messages] of [
    ['', frLu],
    ['/de-lu', deLu],
    ['/en-gb', enGb],
  ] as const) {
    test(`a card leads to the vehicle page in ${prefix || '/'}`, async ({ page }) => {
      await page.goto(`${prefix}/stock?fuel=electric&sort=price-asc`);
      const first = page.locator('.vehicle-card__title a').first();
      const title = (await first.textContent())!.replace(/\s+/g, ' ').trim();
      await first.click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/stock/\\d+-1-`));
      await expect(page.locator('h1')).toContainText(title.split(' ')[0]!);
      const jsonLd = (await jsonLdOfType(page, 'Car')) as { '@type': string; offers: Record<string, unknown> };
      expect(jsonLd['@type']).toBe('Car');
      expect(jsonLd.offers['@type']).toBe('Offer');
      await expect(page.locator('main')).toContainText(messages.vehicle.benefits.title);
      // equipment in the page's words, never the feed's English (issue 15, point 7)
      const equipment = page.getByRole('region', { name: messages.vehicle.equipment.title });
      const items = await equipment.locator('li').allTextContents();
      expect(items.length).toBeGreaterThan(0);
      const words: Record<string, string> = messages.vehicle.equipment.items;
      for (const item of items) expect(Object.values(words), item).toContain(item.trim());
      // links to the interest and test-drive forms of the same vehicle
      const path = new URL(page.url()).pathname;
      await expect(page.locator(`a[href^="${path}/"]`).first()).toBeAttached();
    });
  }

  test('an outdated slug or a wrong brand redirects to the canonical URL', async ({ request }) => {
    const response = await request.get(`/de-lu/kia/stock/${vehicle.id}-1-old-slug`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(new RegExp(`^/de-lu/${vehicle.brand}/stock/${vehicle.id}-1-`));
  });
});

async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.describe('search engine down', () => {
  test.setTimeout(90_000);

  test('the stock answers 503 with a friendly page, the rest of the site works, and it recovers', async ({ page }) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-down-'));
    const meiliPort = await closedPort();
    const appPort = await closedPort();
    const masterKey = 'e2e-master-key-of-at-least-16-bytes';
    // an engine with the stock and its keys, then stopped: the app starts against a dead host
    const search = await startLocalSearch({ dataDir, source: createMockSource(), port: meiliPort, masterKey, log: () => {} });
    await search.stop();
    let app: ChildProcess | undefined;
    let engine: Awaited<ReturnType<typeof startEmbeddedMeilisearch>> | undefined;
    try {
      app = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts', '--no-build'], {
        env: {
          ...process.env,
          PORT: String(appPort),
          HOST: '127.0.0.1',
          MEILI_HOST: search.host,
          MEILI_SEARCH_KEY: search.searchKey,
          MEILI_TIMEOUT_MS: '1000',
        },
        stdio: 'ignore',
      });
      const base = `http://127.0.0.1:${appPort}`;
      await waitForHttp(`${base}/hello`);

      const down = await page.goto(`${base}/en-gb/stock`);
      expect(down?.status()).toBe(503);
      await expect(page.locator('h1')).toHaveText(enGb.errors.searchUnavailable.title);
      expect((await page.goto(`${base}/en-gb/contact`))?.status()).toBe(200);

      engine = await startEmbeddedMeilisearch({ dataDir, port: meiliPort, masterKey });
      await expect.poll(async () => (await page.goto(`${base}/en-gb/stock`))?.status(), { timeout: 20_000 }).toBe(200);
      expect(await resultCount(page)).toBe(STOCK.length);
    } finally {
      app?.kill('SIGTERM');
      await engine?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
