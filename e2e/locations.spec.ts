import { expect, test, type Page } from '@playwright/test';
import deLu from '../locales/de-lu.json' with { type: 'json' };
import enGb from '../locales/en-gb.json' with { type: 'json' };
import frLu from '../locales/fr-lu.json' with { type: 'json' };
import { jsonLdOfType } from './support/json-ld';
import { gotoHydrated, scriptsRan } from './support/hydrated';

/**
 * Dealerships: location pages in three locales, brand dealership pages, their 404 screens, the
 * location search (with and without JavaScript), the lazily loaded map and the CMS sections.
 * Map tiles are never fetched from the network here: every test blocks the tile server.
 */

const LOCALES = [
  { locale: 'fr-lu', prefix: '', segment: 'concessions', lang: 'fr-LU', m: frLu.locations },
  { locale: 'de-lu', prefix: '/de-lu', segment: 'locations', lang: 'de-LU', m: deLu.locations },
  { locale: 'en-gb', prefix: '/en-gb', segment: 'locations', lang: 'en-GB', m: enGb.locations },
] as const;

const cardOrder = (page: Page) =>
  page.locator('.location-card').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.location));

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test.describe('dealership page', () => {
  for (const { locale, prefix, segment, lang, m } of LOCALES) {
    test(`shows hours, today, staff and JSON-LD in ${locale}`, async ({ page }) => {
      const response = await page.goto(`${prefix}/${segment}/bertrange`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText('Autopolis Bertrange');

      const hours = page.getByRole('table', { name: m.hours.title });
      await expect(hours.getByRole('columnheader', { name: m.hours.showroom })).toBeVisible();
      await expect(hours.getByRole('columnheader', { name: m.hours.workshop })).toBeVisible();
      await expect(hours.locator('tbody tr')).toHaveCount(7);
      await expect(hours.getByRole('row', { name: new RegExp(m.hours.weekday.monday) })).toContainText('08:30–12:00');
      await expect(hours.getByRole('row', { name: new RegExp(m.hours.weekday.sunday) })).toContainText(m.hours.closed);
      // exactly one row is today, the one of today's weekday in Luxembourg
      const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/Luxembourg' }).format(new Date()).toLowerCase();
      await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
      await expect(hours.locator('tr[aria-current="date"]')).toHaveAttribute('data-day', weekday);

      const team = page.getByRole('region', { name: m.team.title });
      await expect(team.getByRole('heading', { name: 'Sophie Weber' })).toBeVisible();
      await expect(team.getByRole('listitem')).toHaveCount(5);
      await expect(team.getByRole('link', { name: new RegExp('Sophie Weber') }).first()).toHaveAttribute('href', /^(tel|mailto):/);

      await expect(page.getByText(m.fictional)).toBeVisible();
      const ld = (await jsonLdOfType(page, 'AutoDealer')) as any;
      expect(ld['@type']).toBe('AutoDealer');
      expect(ld.openingHoursSpecification.length).toBeGreaterThan(5);
      expect(ld.address.addressLocality).toBe('Bertrange');
    });
  }

  test('the workshop-only site has workshop hours only', async ({ page }) => {
    await page.goto('/en-gb/locations/mersch');
    await expect(page.locator('h1')).toHaveText('Autopolis Service Mersch');
    const hours = page.getByRole('table', { name: enGb.locations.hours.title });
    await expect(hours.getByRole('columnheader')).toHaveText([enGb.locations.hours.day, enGb.locations.hours.workshop]);
    await expect(hours.getByRole('row', { name: /Friday/ })).toContainText('17:00–01:00');
    const ld = await jsonLdOfType(page, 'AutoRepair');
    expect(ld['@type']).toBe('AutoRepair');
  });

  test('the open badge is rendered by the server and refreshed in the browser', async ({ page, request }) => {
    const html = await (await request.get('/en-gb/locations/bertrange')).text();
    expect(html).toMatch(/data-testid="open-badge"/);
    await page.goto('/en-gb/locations/bertrange');
    await expect(page.getByTestId('open-badge').first()).toContainText(/Open now|Closed/);
  });
});

test("a page served earlier shows the visitor's today and open state (refreshed in the browser)", async ({ page }) => {
  // the browser's clock says Wednesday 25 November 2026, 11:00 in Luxembourg, whatever the server's day
  await page.clock.setFixedTime(new Date('2026-11-25T10:00:00Z'));
  await page.goto('/en-gb/locations/bertrange');
  const today = page.locator('table.hours tr[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAttribute('data-day', 'wednesday');
  await expect(today.locator('.hours__today-tag')).toBeVisible();
  const showroom = page.getByTestId('open-badge').first();
  await expect(showroom).toContainText('Open now');
  await expect(showroom).toContainText('closes at 12:00');
});

test.describe('brand dealership page', () => {
  test("shows that brand's staff and a link to its stock at the site", async ({ page }) => {
    const response = await page.goto('/ford/concessions/bertrange');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Ford à Bertrange');
    const team = page.getByRole('region', { name: 'Votre équipe Ford' });
    await expect(team.getByRole('heading', { name: 'Marc Schmit' })).toBeVisible(); // handles Ford
    await expect(team.getByRole('heading', { name: 'Sophie Weber' })).toBeVisible(); // every brand
    await expect(team.getByRole('heading', { name: 'Ana Ferreira' })).toHaveCount(0); // Kia, Hyundai, MG
    // the Ford vehicles of the Bertrange site, with the way to all of them in the filtered stock list
    await expect(page.getByRole('region', { name: 'Véhicules Ford à Bertrange' }).locator('.vehicle-card').first()).toBeVisible();
    await expect(page.locator('a[href="/stock?brand=ford&location=bertrange"]')).toBeVisible();
  });

  test('works under the prefixed locations segment', async ({ page }) => {
    const response = await page.goto('/de-lu/kia/locations/bertrange');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Kia in Bertrange');
    await expect(page.getByRole('heading', { name: 'Ana Ferreira' })).toBeVisible();
  });

  test('the dealership page links to the brand dealership pages of its brands', async ({ page }) => {
    await page.goto('/en-gb/locations/niederkorn');
    await page.getByRole('region', { name: enGb.locations.contact.title }).getByRole('link', { name: 'Jeep', exact: true }).click();
    await expect(page).toHaveURL(/\/en-gb\/jeep\/locations\/niederkorn$/);
    await expect(page.locator('h1')).toHaveText('Jeep in Niederkorn');
  });
});

test.describe('404 screens', () => {
  test('a brand the site does not sell there is brand-not-found (404)', async ({ page }) => {
    const response = await page.goto('/en-gb/fiat/locations/bertrange');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(enGb.errors.pageNotFound.title);
  });

  test('an unknown location is location-not-found (404), in each locale', async ({ page }) => {
    for (const { prefix, segment, lang } of LOCALES) {
      const response = await page.goto(`${prefix}/${segment}/atlantis`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    await expect(page.locator('h1')).toHaveText(enGb.errors.pageNotFound.title);
    const response = await page.goto('/ford/concessions/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(frLu.errors.pageNotFound.title);
  });
});

test.describe('location list and search', () => {
  test('lists every dealership in each locale', async ({ page }) => {
    for (const { prefix, segment, m } of LOCALES) {
      const response = await page.goto(`${prefix}/${segment}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(m.list.title);
      await expect(page.locator('.location-card')).toHaveCount(4);
    }
  });

  test('by town, without a reload: nearest first with the distance in km', async ({ page }) => {
    // hydrated first: before it, the GET form submits as it does without JavaScript, with a full load
    await gotoHydrated(page, '/en-gb/locations');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByLabel(enGb.locations.search.label).fill('Differdange');
    await page.getByRole('button', { name: enGb.locations.search.submit }).click();
    await expect(page).toHaveURL(/\/en-gb\/locations\?q=Differdange$/);
    await expect(page.getByRole('heading', { name: 'Dealerships nearest to Differdange' })).toBeVisible();
    await expect.poll(() => cardOrder(page)).toEqual(['niederkorn', 'esch-sur-alzette', 'bertrange', 'mersch']);
    await expect(page.locator('.location-card').first().locator('.location-card__distance')).toHaveText(/1\.9 km away/);
    // the page was not reloaded
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('by postal code, in French with French number formatting', async ({ page }) => {
    await page.goto('/concessions');
    await page.getByLabel(frLu.locations.search.label).fill('L-7535');
    await page.getByLabel(frLu.locations.search.label).press('Enter');
    await expect(page).toHaveURL(/\/concessions\?q=L-7535$/);
    await expect(page.getByRole('heading', { name: 'Concessions les plus proches de L-7535 Mersch' })).toBeVisible();
    await expect.poll(() => cardOrder(page)).toEqual(['mersch', 'bertrange', 'niederkorn', 'esch-sur-alzette']);
    await expect(page.locator('.location-card').nth(1).locator('.location-card__distance')).toHaveText(/à 16,0 km/);
  });

  test("shows 'Location not found' when nothing matches", async ({ page }) => {
    await page.goto('/en-gb/locations');
    await page.getByLabel(enGb.locations.search.label).fill('Atlantis');
    await page.getByRole('button', { name: enGb.locations.search.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Location not found' })).toBeVisible();
    await expect(page.locator('.location-card')).toHaveCount(4);
    await page.goto('/de-lu/locations?q=xyz');
    await expect(page.getByText(deLu.locations.search.notFound, { exact: true })).toBeVisible();
  });

  test('uses the browser position when allowed', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: { latitude: 49.4958, longitude: 5.9806 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.goto('/en-gb/locations');
    await page.getByRole('button', { name: enGb.locations.search.useMyLocation }).click();
    await expect(page).toHaveURL(/\?lat=49\.496&lng=5\.981$/);
    await expect(page.getByRole('heading', { name: 'Dealerships nearest to your position' })).toBeVisible();
    await expect.poll(() => cardOrder(page)).toEqual(['esch-sur-alzette', 'niederkorn', 'bertrange', 'mersch']);
    await context.close();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the GET form searches and the address list with directions stands in for the map', async ({ page }) => {
      await page.goto('/en-gb/locations');
      await expect(page.getByRole('button', { name: enGb.locations.search.useMyLocation })).toHaveCount(0);
      await expect(page.getByTestId('location-map')).toHaveCount(0);
      await page.getByLabel(enGb.locations.search.label).fill('4525');
      await page.getByRole('button', { name: enGb.locations.search.submit }).click();
      await expect(page).toHaveURL(/\/en-gb\/locations\?q=4525$/);
      await expect.poll(() => cardOrder(page)).toEqual(['niederkorn', 'esch-sur-alzette', 'bertrange', 'mersch']);
      const first = page.locator('.location-card').first();
      await expect(first.getByRole('link', { name: /Directions to Autopolis Niederkorn/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=49\.53780,5\.89680$/,
      );
      await expect(first.locator('address')).toHaveText('25, route de l’Exemple, L-4525 Niederkorn');
    });
  });
});

test.describe('map', () => {
  test('renders its markers without network tiles and a marker opens its popup with the keyboard', async ({ page }) => {
    await page.goto('/en-gb/locations');
    const map = page.getByRole('region', { name: enGb.locations.map.label });
    await expect(map).toBeVisible();
    const markers = map.locator('button.map-marker');
    await expect(markers).toHaveCount(4);
    await expect(page.getByText(enGb.locations.map.tilesFailed)).toBeVisible();
    await expect(map.locator('.ol-attribution')).toContainText('OpenStreetMap');

    const marker = map.getByRole('button', { name: /^Autopolis Esch-sur-Alzette, 3, boulevard/ });
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = map.getByRole('dialog', { name: 'Autopolis Esch-sur-Alzette' });
    await expect(popup).toBeVisible();
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
    await expect(popup.getByRole('link', { name: enGb.locations.contact.details })).toHaveAttribute(
      'href',
      '/en-gb/locations/esch-sur-alzette',
    );
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(marker).toBeFocused();
    // Space opens it too
    await page.keyboard.press('Space');
    await expect(popup).toBeVisible();
  });

  for (const { prefix, m } of [
    { prefix: '/concessions', m: frLu.locations },
    { prefix: '/de-lu/locations', m: deLu.locations },
  ]) {
    test(`its controls speak the page's language (${prefix}) (issue 15, point 7)`, async ({ page }) => {
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      await page.goto(prefix);
      const map = page.getByRole('region', { name: m.map.label });
      await expect(map.getByRole('button', { name: m.map.zoomIn, exact: true })).toBeVisible();
      await expect(map.getByRole('button', { name: m.map.zoomOut, exact: true })).toBeVisible();
      await expect(map.getByRole('button', { name: /zoom (in|out)/i })).toHaveCount(0);
    });
  }

  test('starts only when about to be seen: a preview of the positions until then (issue 15, point 13)', async ({ page }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    // a phone: the map lies below the list, far below the first screen
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/en-gb/locations');
    const preview = page.getByRole('img', { name: enGb.locations.map.preview });
    await expect(preview).toBeAttached();
    await expect(preview.locator('circle')).toHaveCount(4);
    await expect(page.getByRole('button', { name: enGb.locations.map.show })).toBeAttached();
    expect(scripts.filter((u) => /ol-map/.test(u))).toEqual([]);
    // scrolling towards it starts OpenLayers, and the markers come
    await page.getByRole('button', { name: enGb.locations.map.show }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: enGb.locations.map.label }).locator('button.map-marker')).toHaveCount(4);
    expect(scripts.filter((u) => /ol-map/.test(u))).toHaveLength(1);
  });

  test('starts on the seed bounds of Luxembourg and keeps page scroll on touch screens', async ({ page }) => {
    await page.goto('/en-gb/locations');
    const viewport = page.locator('.location-map__canvas .ol-viewport');
    await expect(viewport).toBeVisible();
    expect(await viewport.evaluate((el) => getComputedStyle(el).touchAction)).toBe('pan-x pan-y');
  });

  test('OpenLayers loads only on pages with a map', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    for (const path of ['/', '/en-gb/stock', '/hello']) {
      await page.goto(path);
      await scriptsRan(page);
    }
    expect(scripts.filter((u) => /ol-map/.test(u))).toEqual([]);
    await page.goto('/en-gb/locations/esch-sur-alzette');
    await expect(page.locator('button.map-marker')).toHaveCount(1);
    expect(scripts.filter((u) => /ol-map/.test(u))).toHaveLength(1);
  });
});

test.describe('CMS sections', () => {
  test('location detail with employees on a dealership story shows the same hours and people', async ({ page }) => {
    await page.goto('/en-gb/home-page/niederkorn');
    const section = page.locator('.location-detail[data-location="niederkorn"]');
    await expect(section.getByRole('table', { name: enGb.locations.hours.title })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Giulia Rossi' })).toBeVisible();
    await expect(section.getByText('Test drives by appointment after 4pm')).toBeVisible();
  });

  test('location overview on a content page lists every dealership and searches on the list page', async ({ page }) => {
    await page.goto('/de-lu/services');
    await expect(page.locator('.section--location-overview .location-card')).toHaveCount(4);
    await page.getByLabel(deLu.locations.search.label).fill('Ettelbruck');
    await page.getByLabel(deLu.locations.search.label).press('Enter');
    await expect(page).toHaveURL(/\/de-lu\/locations\?q=Ettelbruck$/);
    await expect.poll(() => cardOrder(page)).toEqual(['mersch', 'bertrange', 'niederkorn', 'esch-sur-alzette']);
  });
});

test('one address per dealership page per locale: another locale’s word answers 301 to the own word (issue 15, point 6)', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/de-lu/concessions', '/de-lu/locations'],
    ['/en-gb/concessions', '/en-gb/locations'],
    ['/de-lu/concessions/bertrange', '/de-lu/locations/bertrange'],
    ['/locations/bertrange', '/concessions/bertrange'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location, from).toBe(to);
    expect((await request.get(to!)).status(), to).toBe(200);
  }
});

test('on a phone only today’s row of the opening hours says “today” (issue 15, point 2)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/concessions/bertrange');
  const tables = page.locator('table.hours');
  expect(await tables.count()).toBeGreaterThan(0);
  for (let i = 0; i < (await tables.count()); i++) {
    const tags = tables.nth(i).locator('.hours__today-tag', { hasText: frLu.locations.hours.today });
    await expect(tags).toHaveCount(7);
    await expect(tags.filter({ visible: true })).toHaveCount(1);
  }
  await context.close();
});
