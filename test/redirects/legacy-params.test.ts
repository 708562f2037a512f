/**
 * The old stock URLs' parameters (seed section 3, issue 28 point 11), one table per parameter:
 * each old URL answers one 301 to today's stock query, or to the vehicle its old node id names,
 * and never to an address that is redirected again or answers page-not-found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import table from '../../redirects/table.json' with { type: 'json' };
import { buildRedirects, createTargetCheck, type BuiltRedirects, type SiteFacts } from '../../redirects';
import { routes } from '../../src/routing';
import { hasLegacyStockParams, legacyNodeId, legacyStockQuery } from '../../src/stock/legacy-params';
import { stockQueryString } from '../../src/stock/query';
import { mockFacts, mockVehicleIdLookup, mockVehicleLookup, splitUrl } from './support';

const router = routes();
let facts: SiteFacts;
let built: BuiltRedirects;
const at = async (url: string) => built.match(...splitUrl(url));

beforeAll(async () => {
  facts = await mockFacts();
  built = buildRedirects(table, { router, facts, vehicleByLegacySlug: mockVehicleLookup(), vehicleByLegacyId: mockVehicleIdLookup() });
});

/** `[old URL, the one target]` */
type Case = [string, string];

const cases: Record<string, Case[]> = {
  'old transmission ids (the old field, and the id under today’s name)': [
    ['/fr/vehicules-occasion-stock?field_transmission_target_id%5B0%5D=21', '/stock?transmission=manual'],
    ['/fr/vehicules-occasion-stock?field_transmission_target_id%5B%5D=22', '/stock?transmission=automatic'],
    ['/fr/vehicules-occasion-stock?transmission=22', '/stock?transmission=automatic'],
    ['/stock?transmission=21', '/stock?transmission=manual'],
    ['/stock?transmission=21,22', '/stock?transmission=manual&transmission=automatic'],
    ['/de-lu/stock?transmission=22&fuel=diesel', '/de-lu/stock?fuel=diesel&transmission=automatic'],
    // an id the old site never had: dropped, the rest kept
    ['/stock?transmission=99&fuel=diesel', '/stock?fuel=diesel'],
  ],
  'old body ids (`car_type`, and the id under today’s name)': [
    ['/fr/vehicules-occasion-stock?field_car_type_target_id%5B0%5D=31', '/stock?body=hatchback'],
    ['/fr/vehicules-occasion-stock?field_car_type_target_id%5B0%5D=33', '/stock?body=estate'],
    ['/fr/vehicules-occasion-stock?field_car_type_target_id%5B0%5D=34', '/stock?body=suv'],
    ['/fr/vehicules-occasion-stock?field_car_type_target_id%5B0%5D=39', '/stock?body=pickup'],
    ['/stock?body=37', '/stock?body=mpv'],
    ['/en-gb/stock?body=38&page=2', '/en-gb/stock?body=van&page=3'],
  ],
  'old fuel and brand ids under today’s names': [
    ['/stock?fuel=13', '/stock?fuel=electric'],
    ['/stock?brand=43', '/stock?brand=hyundai'],
    ['/fr/vehicules-occasion-stock?brand=43&from_tid=43', '/stock?brand=hyundai'],
  ],
  'power: no power filter, dropped': [
    ['/stock?power=150', '/stock'],
    ['/stock?power%5Bmin%5D=100&power%5Bmax%5D=200&fuel=diesel', '/stock?fuel=diesel'],
    ['/fr/vehicules-occasion-stock?power=150&field_fuel_target_id%5B0%5D=12', '/stock?fuel=diesel'],
  ],
  'range: an old model-range term id, dropped': [
    ['/stock?range=7', '/stock'],
    ['/fr/vehicules-occasion-stock?brand=43&from_tid=43&range=7', '/stock?brand=hyundai'],
    ['/de-lu/stock?range=7&body=34', '/de-lu/stock?body=suv'],
  ],
  'node and from_nid: the vehicle of that old node id, in the listing’s locale': [
    ['/stock?node=4003', '/stock/100002-1-kia-ev6-earth'],
    ['/stock?from_nid=4000', '/stock/100001-1-ford-ranger-xlt'],
    ['/de-lu/stock?node=4003&fuel=13', '/de-lu/stock/100002-1-kia-ev6-earth'],
    ['/en-gb/stock?from_nid=4006', '/en-gb/stock/100003-1-hyundai-kona-shine'],
    ['/fr/vehicules-occasion-stock?from_nid=4006&node=4006', '/stock/100003-1-hyundai-kona-shine'],
    ['/fr/vehicules-occasion-stock/kia?node=4048', '/stock/100017-1-kia-ceed-sw-black-edition'],
    // `node` wins over `from_nid`
    ['/stock?from_nid=4000&node=4003', '/stock/100002-1-kia-ev6-earth'],
  ],
  'node and from_nid that name no vehicle of today’s stock: dropped, the listing kept': [
    ['/fr/vehicules-occasion-stock?from_nid=1204&node=1204&power=150', '/stock'],
    ['/stock?node=4001&fuel=13', '/stock?fuel=electric'],
    ['/de-lu/stock?node=x&body=34', '/de-lu/stock?body=suv'],
    ['/fr/vehicules-occasion-stock/kia?node=0', '/stock?brand=kia'],
  ],
};

describe.each(Object.entries(cases))('%s', (_, rows) => {
  it.each(rows)('%s → %s', async (url, target) => {
    expect(await at(url)).toBe(target);
    // one 301: the target is no old address, and it is a page of this site
    expect(await at(target)).toBeNull();
    const [path] = splitUrl(target);
    const vehicle = (router.parse(path)?.params as { vehicle?: string } | undefined)?.vehicle;
    if (!vehicle) expect(createTargetCheck(router, facts)(target)).toBeNull();
  });
});

describe('today’s own stock parameters', () => {
  it.each(['/stock?transmission=automatic', '/stock?body=suv&fuel=electric', '/de-lu/stock?brand=kia', '/stock?page=2'])(
    '%s is no old URL',
    async (url) => {
      expect(hasLegacyStockParams(new URLSearchParams(splitUrl(url)[1]))).toBe(false);
      expect(await at(url)).toBeNull();
    },
  );
});

describe('legacyNodeId', () => {
  it.each<[string, number | null]>([
    ['node=4003', 4003],
    ['from_nid=4000', 4000],
    ['from_nid=4000&node=4003', 4003],
    ['node=abc&from_nid=12', 12],
    ['node=0', null],
    ['node=-3', null],
    ['node=4003%20OR%201%3D1', null],
    ['node=1234567890123', null],
    ['fuel=13', null],
  ])('%s → %s', (qs, id) => {
    expect(legacyNodeId(new URLSearchParams(qs))).toBe(id);
  });
});

describe('legacyStockQuery keeps a word beside an id as today’s vocabulary', () => {
  it.each<[string, string]>([
    ['transmission=automatic&body=34', '?transmission=automatic&body=suv'],
    ['transmission=22,automatic&range=7', '?transmission=automatic'],
  ])('%s → %s', (qs, expected) => {
    const q = legacyStockQuery(new URLSearchParams(qs));
    expect(q && stockQueryString(q)).toBe(expected);
  });
});

describe('an old page number past the last page of today’s stock (issue 40)', () => {
  it('lands on the last page of the same filters after its one 301; a page that still exists is kept', async () => {
    const asked: string[] = [];
    const paged = buildRedirects(table, {
      router,
      facts,
      vehicleByLegacySlug: mockVehicleLookup(),
      vehicleByLegacyId: mockVehicleIdLookup(),
      // two pages of vans today
      lastStockPage: async (q) => (asked.push(stockQueryString(q)), 2),
    });
    const to = async (url: string) => paged.match(...splitUrl(url));
    expect(await to('/en-gb/stock?body=38&page=8')).toBe('/en-gb/stock?body=van&page=2');
    expect(await to('/en-gb/stock?body=38&page=1')).toBe('/en-gb/stock?body=van&page=2');
    expect(await to('/en-gb/stock?body=38&page=0')).toBe('/en-gb/stock?body=van');
    expect(asked).toEqual(['?body=van&page=9', '?body=van&page=2']);
    // the engine down: the first page of the filters, not a guess
    const down = buildRedirects(table, {
      router,
      facts,
      vehicleByLegacySlug: mockVehicleLookup(),
      vehicleByLegacyId: mockVehicleIdLookup(),
      lastStockPage: () => Promise.reject(new Error('down')),
    });
    expect(await down.match(...splitUrl('/stock?fuel=13&page=8'))).toBe('/stock?fuel=electric');
  });
});
