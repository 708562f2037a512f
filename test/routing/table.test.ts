import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/routing/locales';
import { defaultSegments, segmentEnvName, segmentsFromEnv as segmentsOf, type SegmentTable } from '../../src/routing/segments';
import { createRouter as routerOf, parseVehicleParam, vehicleParam, type RouteMatch, type RouteName } from '../../src/routing/table';
import { TREE_FEATURE_PATHS } from '../support/feature-paths';

/** The table with every feature's routes and words, as the site registers them (src/composition/features.ts). */
const createRouter = (segments: SegmentTable) => routerOf(segments, TREE_FEATURE_PATHS);
const segmentsFromEnv = (env: Record<string, string | undefined>) => segmentsOf(env, TREE_FEATURE_PATHS);
const DEFAULT_SEGMENTS = defaultSegments(TREE_FEATURE_PATHS);
const router = createRouter(DEFAULT_SEGMENTS);
const ROUTE_NAMES = router.names;
const isApiRoute = router.isApiRoute;

/** Sample params for every route: the round trip must hold for each. */
const GIVEN: { [R in RouteName]?: RouteMatch['params'] } = {
  home: {},
  sitemap: {},
  sitemapPart: { sitemap: 'stock-1.xml' },
  robots: {},
  storyblokWebhook: {},
  stockSuggest: {},
  alertsSubscribe: {},
  alertsConfirm: {},
  alertsUnsubscribe: {},
  alertsErase: {},
  alerts: {},
  hello: {},
  stockList: {},
  stockModels: {},
  favourites: {},
  compare: {},
  locationList: {},
  utilityVehicles: {},
  enterprisePage: { page: 'gestion-de-flotte' },
  enterprise: {},
  utilityModel: { maker: 'ford', model: 'transit-custom' },
  brandVehicleInterest: { brand: 'ford', vehicle: '123-1-ford-puma-st-line' },
  brandVehicleTestDrive: { brand: 'kia', vehicle: '9-1-kia-ev6-gt' },
  vehicleInterest: { vehicle: '123-1-ford-puma-st-line' },
  vehicleTestDrive: { vehicle: '42-1-opel-corsa' },
  brandVehicle: { brand: 'alfa-romeo', vehicle: '77-1-alfa-romeo-tonale-ti' },
  brandStockList: { brand: 'kia' },
  brandModels: { brand: 'hyundai' },
  vehicle: { vehicle: '77-1-alfa-romeo-tonale-ti' },
  brandLocation: { brand: 'ford', location: 'bertrange' },
  location: { location: 'esch-sur-alzette' },
  privateLeaseList: {},
  privateLease: { offer: 'kia-ev3-air-private' },
  businessLeaseList: {},
  businessLease: { offer: 'ford-puma-business' },
  content: { slug: ['home-page', 'bertrange'] },
};

/** The given sample, or one made from the route's parts (a new feature's routes need no row here). */
const SAMPLE = Object.fromEntries(
  ROUTE_NAMES.map((route) => {
    if (GIVEN[route]) return [route, GIVEN[route]];
    const path = (router.href as (l: Locale, r: RouteName, p: unknown) => string)(
      'fr-lu',
      route,
      new Proxy({}, { get: (_t, name) => (name === 'slug' ? ['sample'] : name === 'vehicle' ? '1-1-sample' : 'sample') }),
    );
    return [route, router.parse(path)!.params];
  }),
) as Record<RouteName, RouteMatch['params']>;

describe('route table', () => {
  for (const locale of LOCALES) {
    for (const route of ROUTE_NAMES) {
      if (isApiRoute(route) && locale !== 'fr-lu') continue;
      it(`round-trips ${route} in ${locale}`, () => {
        const path = (router.href as (l: Locale, r: RouteName, p: unknown) => string)(locale, route, SAMPLE[route]);
        expect(router.parse(path)).toEqual({ locale, route, params: SAMPLE[route] });
      });
    }
  }

  it('builds the seed paths with localized segments', () => {
    const v = { vehicle: '123-1-ford-puma-st-line' };
    expect(router.href('fr-lu', 'home')).toBe('/');
    expect(router.href('fr-lu', 'stockModels')).toBe('/stock/tous-les-modeles');
    expect(router.href('de-lu', 'stockModels')).toBe('/de-lu/stock/all-models');
    expect(router.href('de-lu', 'home')).toBe('/de-lu');
    expect(router.href('en-gb', 'hello')).toBe('/en-gb/hello');
    expect(router.href('fr-lu', 'vehicle', v)).toBe('/stock/123-1-ford-puma-st-line');
    expect(router.href('fr-lu', 'brandVehicleInterest', { brand: 'ford', ...v })).toBe('/ford/stock/123-1-ford-puma-st-line/interessee');
    expect(router.href('fr-lu', 'vehicleTestDrive', v)).toBe('/stock/123-1-ford-puma-st-line/essai-routier');
    expect(router.href('de-lu', 'vehicleInterest', v)).toBe('/de-lu/stock/123-1-ford-puma-st-line/interest');
    expect(router.href('en-gb', 'brandVehicleTestDrive', { brand: 'kia', ...v })).toBe(
      '/en-gb/kia/stock/123-1-ford-puma-st-line/test-drive',
    );
    expect(router.href('fr-lu', 'brandLocation', { brand: 'ford', location: 'bertrange' })).toBe('/ford/concessions/bertrange');
    expect(router.href('de-lu', 'location', { location: 'bertrange' })).toBe('/de-lu/locations/bertrange');
    expect(router.href('fr-lu', 'sitemap')).toBe('/sitemap.xml');
  });

  it('prefers specific routes over the catch-all', () => {
    expect(router.parse('/hello')?.route).toBe('hello');
    expect(router.parse('/stock')?.route).toBe('stockList');
    expect(router.parse('/concessions')?.route).toBe('locationList');
    expect(router.parse('/de-lu/locations')?.route).toBe('locationList');
    expect(router.parse('/de-lu/concessions')).toEqual({ locale: 'de-lu', route: 'content', params: { slug: ['concessions'] } });
    expect(router.parse('/de-lu/stock/5-1-mg-mg4')).toMatchObject({ locale: 'de-lu', route: 'vehicle' });
    expect(router.parse('/en-gb')).toEqual({ locale: 'en-gb', route: 'home', params: {} });
    expect(router.parse('/services/financement')).toEqual({
      locale: 'fr-lu',
      route: 'content',
      params: { slug: ['services', 'financement'] },
    });
  });

  it('never reads a locale prefix as a brand', () => {
    expect(router.parse('/de-lu/stock/5-1-mg-mg4/interest')).toMatchObject({ locale: 'de-lu', route: 'vehicleInterest' });
    // French words under a German prefix are not a French route
    expect(router.parse('/de-lu/stock/5-1-mg-mg4/interessee')).toMatchObject({ locale: 'de-lu', route: 'content' });
  });

  it('rejects paths that no route accepts', () => {
    for (const bad of [
      '',
      'stock',
      '/Stock/1-1-a',
      '/a//b',
      '/%E0%A4%A',
      '/../etc/passwd',
      '/foo.php',
      '/sitemap.xml/x',
      '/de-lu/sitemap.xml/x',
    ]) {
      expect(router.parse(bad), bad).toBeNull();
    }
    expect(router.parse('/de-lu/sitemap.xml')).toBeNull();
  });

  it('rejects a vehicle id without a numeric id; such a path is only a content slug', () => {
    for (const path of ['/stock/abc', '/stock/abc-1-ford', '/stock/12-2-ford', '/stock/0-1-ford', '/ford/stock/x-1-y/interessee']) {
      expect(router.parse(path)?.route ?? null, path).not.toMatch(/vehicle/i);
    }
    expect(router.parse('/stock/tous-les-mod')).toEqual({ locale: 'fr-lu', route: 'content', params: { slug: ['stock', 'tous-les-mod'] } });
    // the stock's model range is a page of its own, not a vehicle
    expect(router.parse('/stock/tous-les-modeles')).toEqual({ locale: 'fr-lu', route: 'stockModels', params: {} });
  });

  it('refuses to build a link that would not parse back', () => {
    expect(() => router.href('fr-lu', 'vehicle', { vehicle: 'abc' })).toThrow(/invalid vehicle/);
    expect(() => router.href('fr-lu', 'content', { slug: [] })).toThrow(/invalid slug/);
    expect(() => router.href('fr-lu', 'content', { slug: ['a/b'] })).toThrow(/invalid slug/);
  });

  it('gives the same page in another locale', () => {
    const match = router.parse('/ford/stock/123-1-ford-puma/essai-routier')!;
    expect(router.localize(match, 'de-lu')).toBe('/de-lu/ford/stock/123-1-ford-puma/test-drive');
    expect(router.localize(router.parse('/de-lu/locations/niederkorn')!, 'fr-lu')).toBe('/concessions/niederkorn');
    expect(router.localize(router.parse('/en-gb')!, 'fr-lu')).toBe('/');
  });

  it('knows the locale of any path from its prefix', () => {
    expect(router.localeOf('/de-lu/nothing/here')).toBe('de-lu');
    expect(router.localeOf('/en-gb')).toBe('en-gb');
    expect(router.localeOf('/de-lux')).toBe('fr-lu');
    expect(router.localeOf('/')).toBe('fr-lu');
  });

  it('registers prefixed locales first and the catch-all last in each locale', () => {
    const patterns = router.wakuPatterns();
    expect(patterns[0]!.locale).toBe('de-lu');
    expect(patterns.at(-1)).toEqual({ locale: 'fr-lu', route: 'content', pattern: '/[...slug]' });
    expect(patterns.map((p) => p.pattern)).toContain('/de-lu/[brand]/stock/[vehicle]/test-drive');
    expect(patterns.map((p) => p.pattern)).toContain('/[brand]/concessions/[location]');
    expect(patterns.filter((p) => p.route === 'sitemap')).toEqual([{ locale: 'fr-lu', route: 'sitemap', pattern: '/sitemap.xml' }]);
    for (const locale of LOCALES) {
      const own = patterns.filter((p) => p.locale === locale);
      expect(own.at(-1)!.route).toBe('content');
    }
    expect(new Set(patterns.map((p) => p.pattern)).size).toBe(patterns.length);
  });
});

describe('vehicle ids', () => {
  it('parses the numeric id and the words', () => {
    expect(parseVehicleParam('123-1-ford-puma-st-line')).toEqual({ id: 123, slug: 'ford-puma-st-line' });
    expect(parseVehicleParam('ford-123-1-puma')).toBeNull();
    expect(parseVehicleParam('123-1-')).toBeNull();
    expect(parseVehicleParam('99999999999999999999-1-x')).toBeNull();
  });

  it('builds a vehicle param from words with accents and symbols', () => {
    expect(vehicleParam(7, 'Citroën ë-C4 Shine+')).toBe('7-1-citroen-e-c4-shine');
  });
});

describe('segment overrides', () => {
  it('reads overrides from the environment per locale', () => {
    const env = { [segmentEnvName('de-lu', 'stock')]: 'fahrzeuge', [segmentEnvName('de-lu', 'testDrive')]: 'probefahrt' };
    expect(segmentEnvName('de-lu', 'testDrive')).toBe('PUBLIC_SEGMENT_DE_LU_TEST_DRIVE');
    const table = segmentsFromEnv(env);
    expect(table['de-lu']).toMatchObject({ stock: 'fahrzeuge', locations: 'locations', interest: 'interest', testDrive: 'probefahrt' });
    expect(table['fr-lu']).toEqual(DEFAULT_SEGMENTS['fr-lu']);
    const r = createRouter(table);
    expect(r.href('de-lu', 'vehicleTestDrive', { vehicle: '1-1-a' })).toBe('/de-lu/fahrzeuge/1-1-a/probefahrt');
    expect(r.parse('/de-lu/fahrzeuge/1-1-a/probefahrt')).toMatchObject({ route: 'vehicleTestDrive' });
    expect(r.parse('/de-lu/stock/1-1-a')).toMatchObject({ route: 'content' });
    expect(r.parse('/stock/1-1-a')).toMatchObject({ route: 'vehicle', locale: 'fr-lu' });
  });

  it('lets a locale rename its lease lists', () => {
    const table = segmentsFromEnv({ [segmentEnvName('fr-lu', 'privateLease')]: 'leasing-prive' });
    expect(segmentEnvName('fr-lu', 'businessLease')).toBe('PUBLIC_SEGMENT_FR_LU_BUSINESS_LEASE');
    const r = createRouter(table);
    expect(r.href('fr-lu', 'privateLease', { offer: 'kia-ev3' })).toBe('/leasing-prive/kia-ev3');
    expect(r.parse('/leasing-prive')).toMatchObject({ route: 'privateLeaseList' });
    expect(createRouter(DEFAULT_SEGMENTS).href('de-lu', 'businessLeaseList')).toBe('/de-lu/geschaeftsleasing');
  });

  it('gives the business pages their localized words, overridable like the others', () => {
    expect(router.href('fr-lu', 'enterprise')).toBe('/entreprise');
    expect(router.href('fr-lu', 'enterprisePage', { page: 'gestion-de-flotte' })).toBe('/entreprise/gestion-de-flotte');
    expect(router.href('fr-lu', 'utilityVehicles')).toBe('/entreprise/vehicules-utilitaires');
    expect(router.href('fr-lu', 'utilityModel', { maker: 'ford', model: 'transit-custom' })).toBe(
      '/vehicules-utilitaires/ford/transit-custom',
    );
    expect(router.href('en-gb', 'utilityVehicles')).toBe('/en-gb/business/commercial-vehicles');
    expect(router.href('de-lu', 'utilityModel', { maker: 'isuzu', model: 'd-max' })).toBe('/de-lu/commercial-vehicles/isuzu/d-max');
    // the overview's own words win over the enterprise page route
    expect(router.parse('/entreprise/vehicules-utilitaires')).toMatchObject({ route: 'utilityVehicles' });
    expect(router.parse('/entreprise/fleet-leasing')).toEqual({
      locale: 'fr-lu',
      route: 'enterprisePage',
      params: { page: 'fleet-leasing' },
    });
    // fixed words win over a brand parameter
    expect(router.parse('/vehicules-utilitaires/concessions/x')).toMatchObject({ route: 'utilityModel' });
    const r = createRouter(segmentsFromEnv({ [segmentEnvName('de-lu', 'enterprise')]: 'unternehmen' }));
    expect(r.href('de-lu', 'enterprisePage', { page: 'fleet-leasing' })).toBe('/de-lu/unternehmen/fleet-leasing');
    expect(segmentEnvName('de-lu', 'utilityVehicles')).toBe('PUBLIC_SEGMENT_DE_LU_UTILITY_VEHICLES');
  });

  it('refuses invalid or clashing overrides with the variable name', () => {
    expect(() => segmentsFromEnv({ PUBLIC_SEGMENT_FR_LU_STOCK: 'Stock Auto' })).toThrow(/PUBLIC_SEGMENT_FR_LU_STOCK/);
    expect(() => segmentsFromEnv({ PUBLIC_SEGMENT_EN_GB_STOCK: 'locations' })).toThrow(/clash/);
    expect(() => segmentsFromEnv({ PUBLIC_SEGMENT_EN_GB_STOCK: 'de-lu' })).toThrow(/clash/);
  });
});

describe('one address per page per locale', () => {
  it("sends a route segment in another locale's word to the locale's own word", () => {
    expect(router.localSegmentPath('/de-lu/concessions')).toBe('/de-lu/locations');
    expect(router.localSegmentPath('/en-gb/concessions/bertrange')).toBe('/en-gb/locations/bertrange');
    expect(router.localSegmentPath('/de-lu/ford/concessions/bertrange')).toBe('/de-lu/ford/locations/bertrange');
    expect(router.localSegmentPath('/locations')).toBe('/concessions');
    expect(router.localSegmentPath('/stock/123-1-ford-puma/interest')).toBe('/stock/123-1-ford-puma/interessee');
    expect(router.localSegmentPath('/de-lu/stock/123-1-ford-puma/essai-routier')).toBe('/de-lu/stock/123-1-ford-puma/test-drive');
  });

  it('leaves alone what is already its own word, and what would not be a page of the table', () => {
    expect(router.localSegmentPath('/concessions')).toBeNull();
    expect(router.localSegmentPath('/de-lu/locations/bertrange')).toBeNull();
    expect(router.localSegmentPath('/stock')).toBeNull();
    expect(router.localSegmentPath('/news/interest')).toBeNull(); // a CMS page may use the word
    expect(router.localSegmentPath('/')).toBeNull();
  });

  it("sends an overridden segment's old word to its new one, in every locale (issue 40)", () => {
    // the stock renamed in all three locales: no locale keeps `stock`, which every old link and search engine knows
    const renamed = createRouter(
      segmentsFromEnv({
        [segmentEnvName('fr-lu', 'stock')]: 'occasions',
        [segmentEnvName('de-lu', 'stock')]: 'fahrzeuge',
        [segmentEnvName('en-gb', 'stock')]: 'cars',
        [segmentEnvName('fr-lu', 'testDrive')]: 'essai',
        [segmentEnvName('de-lu', 'locations')]: 'standorte',
      }),
    );
    expect(renamed.localSegmentPath('/stock')).toBe('/occasions');
    expect(renamed.localSegmentPath('/de-lu/stock')).toBe('/de-lu/fahrzeuge');
    expect(renamed.localSegmentPath('/en-gb/stock/123-1-ford-puma')).toBe('/en-gb/cars/123-1-ford-puma');
    expect(renamed.localSegmentPath('/ford/stock/123-1-ford-puma/essai-routier')).toBe('/ford/occasions/123-1-ford-puma/essai');
    expect(renamed.localSegmentPath('/stock/123-1-ford-puma/essai')).toBe('/occasions/123-1-ford-puma/essai');
    expect(renamed.localSegmentPath('/de-lu/locations/bertrange')).toBe('/de-lu/standorte/bertrange');
    // another locale's new word still goes to the locale's own, and the new words are left alone
    expect(renamed.localSegmentPath('/de-lu/cars')).toBe('/de-lu/fahrzeuge');
    expect(renamed.localSegmentPath('/occasions/123-1-ford-puma')).toBeNull();
    expect(renamed.localSegmentPath('/en-gb/locations/bertrange')).toBeNull(); // English kept its word
    expect(renamed.localSegmentPath('/news/stock/in-2025')).toBeNull(); // a CMS page may use the old word
  });

  it('keeps a word a locale gave to another segment: the override wins over the old meaning', () => {
    // French favourites renamed, and its old word given to the comparison
    const moved = createRouter(
      segmentsFromEnv({ [segmentEnvName('fr-lu', 'favourites')]: 'mes-voitures', [segmentEnvName('fr-lu', 'compare')]: 'favoris' }),
    );
    expect(moved.localSegmentPath('/favoris')).toBeNull();
    expect(moved.parse('/favoris')).toMatchObject({ route: 'compare' });
    expect(moved.localSegmentPath('/comparer')).toBe('/favoris');
  });
});
