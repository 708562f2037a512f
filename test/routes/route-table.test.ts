import { describe, expect, it } from 'vitest';
import { API_HANDLERS, cachePlannerOf, formsOf, pageModuleOf, ROUTE_TABLE, SITEMAP_SOURCES, switcherOf } from '../../src/routes';
import { defineRoutes } from '../../src/manifest/route-row';
import { isApiRoute, routes } from '../../src/routing';
import type { PageRouteName, RouteName } from '../../src/routing/table';

const ROUTE_NAMES: readonly RouteName[] = routes().names;

/**
 * One row per route carries its policies (issue 23, point 2): its page module, the page cache's
 * planner, the forms its pages hold, its API handlers and its sitemap sources, declared beside its
 * module and joined in src/routes/index.ts. The dispatcher, the page cache, the form posts, Waku's
 * API registration and the sitemap read them from there.
 */
describe('the route table', () => {
  it('has a row for every route of the routing table, a page module or API handlers', () => {
    expect(Object.keys(ROUTE_TABLE).sort()).toEqual([...ROUTE_NAMES].sort());
    for (const route of ROUTE_NAMES) {
      if (isApiRoute(route))
        expect(
          API_HANDLERS.map((a) => a.route),
          route,
        ).toContain(route);
      else expect(typeof pageModuleOf(route as PageRouteName), route).toBe('function');
    }
    expect(Object.fromEntries(API_HANDLERS.map((a) => [a.route, Object.keys(a.handlers)]))).toEqual({
      sitemap: ['GET'],
      sitemapPart: ['GET'],
      robots: ['GET'],
      storyblokWebhook: ['POST'],
      stockSuggest: ['GET'],
      alertsSubscribe: ['POST'],
      alertsConfirm: ['POST'],
      alertsUnsubscribe: ['GET', 'POST'],
      alertsErase: ['POST'],
    });
  });

  it('says which pages hold which forms', () => {
    const held = Object.fromEntries(ROUTE_NAMES.flatMap((r) => (formsOf(r) ? [[r, formsOf(r)]] : [])));
    expect(held).toEqual({
      home: 'any',
      content: 'any',
      enterprise: 'any',
      enterprisePage: 'any',
      utilityVehicles: 'any',
      utilityModel: 'any',
      vehicleInterest: 'vehicle-interest',
      brandVehicleInterest: 'vehicle-interest',
      vehicleTestDrive: 'test-drive',
      brandVehicleTestDrive: 'test-drive',
      privateLease: 'lease-enquiry',
      businessLease: 'lease-enquiry',
      favourites: 'shortlist',
      compare: 'shortlist',
    });
  });

  it("says what the locale switcher keeps: the query of the stock and dealership searches, the translated slugs' params", () => {
    const pages = ROUTE_NAMES.filter((r): r is PageRouteName => !isApiRoute(r));
    expect(pages.filter((r) => switcherOf(r)?.query)).toEqual(['stockList', 'locationList']);
    expect(pages.filter((r) => switcherOf(r)?.localParams)).toEqual(['enterprisePage', 'privateLease', 'businessLease', 'content']);
    expect(switcherOf('stockList')!.query!(new URLSearchParams('brand=ford&utm_source=x'))).toBe('?brand=ford');
  });

  it('lets the page cache keep the stock list, the models in stock, vehicles, the home and CMS pages only', () => {
    expect(ROUTE_NAMES.filter((r) => cachePlannerOf(r)).sort()).toEqual([
      'brandVehicle',
      'content',
      'home',
      'stockList',
      'stockModels',
      'vehicle',
    ]);
  });

  it("joins the sitemap's sources the rows name, one of each kind", () => {
    expect(SITEMAP_SOURCES.map((s) => s.name).sort()).toEqual([
      'articles',
      'business',
      'careers',
      'leases',
      'locations',
      'models',
      'pages',
      'stock',
    ]);
  });

  it('refuses a row of a route the table does not have', () => {
    const page = pageModuleOf('hello');
    // @ts-expect-error: `helo` is no route of the table (a renamed route fails to compile the same way)
    expect(defineRoutes({ helo: { page } })).toBeTruthy();
    // @ts-expect-error: an API route has handlers, not a page
    expect(defineRoutes({ robots: { page } })).toBeTruthy();
  });
});
