import { parseStockQuery, STOCK_PARAM_NAMES, MAX_PAGE, type StockQuery } from './query';
import type { BodyStyle, Fuel, Transmission } from './vocabulary';

/**
 * The query parameters of the old (Drupal) used-stock listing, seed section 3:
 * `field_used_brand_target_id[n]`, `field_fuel_target_id[n]`, `field_transmission_target_id[n]`,
 * `field_car_type_target_id[n]`, `page`, `from_nid`, `from_tid`, `node`, `range`, `brand`, and the
 * brand id, `price`, `kilometers`, `power`, `sort_by`.
 *
 * A stock URL that carries any of them is answered with a 301 to the equivalent new URL. Pure: no
 * request, no configuration; every value is validated, unknown values are dropped, and the result
 * goes through `parseStockQuery`, so nothing here can produce an invalid or hostile filter.
 */

// ---------------------------------------------------------------------------------------------
// ASSUMPTION — the taxonomy term ids of the old site are not known (the seed names the parameters,
// not the terms). The ids below are invented placeholders, chosen once and kept stable so links
// and tests agree. Replace these four tables with the real export of the old site's vocabularies
// (Drupal: Structure → Taxonomy → used_brand / fuel / transmission / car_type, term ids) before
// go-live; nothing else in this module needs to change.
// ---------------------------------------------------------------------------------------------

/** Old `used_brand` term id → brand slug (the 15 brands of the seed). ASSUMED ids. */
export const LEGACY_BRAND_TERMS: ReadonlyMap<number, string> = new Map([
  [41, 'ford'],
  [42, 'kia'],
  [43, 'hyundai'],
  [44, 'opel'],
  [45, 'fiat'],
  [46, 'abarth'],
  [47, 'alfa-romeo'],
  [48, 'jeep'],
  [49, 'lancia'],
  [50, 'mg'],
  [51, 'suzuki'],
  [52, 'corvette'],
  [53, 'cadillac'],
  [54, 'isuzu'],
  [55, 'maxus'],
]);

/** Old `fuel` term id → fuel. ASSUMED ids. */
export const LEGACY_FUEL_TERMS: ReadonlyMap<number, Fuel> = new Map([
  [11, 'gasoline'],
  [12, 'diesel'],
  [13, 'electric'],
  [14, 'gasoline-hybrid'],
  [15, 'diesel-hybrid'],
]);

/** Old `transmission` term id → transmission. ASSUMED ids. */
export const LEGACY_TRANSMISSION_TERMS: ReadonlyMap<number, Transmission> = new Map([
  [21, 'manual'],
  [22, 'automatic'],
]);

/** Old `car_type` term id → body style. ASSUMED ids. */
export const LEGACY_CAR_TYPE_TERMS: ReadonlyMap<number, BodyStyle> = new Map([
  [31, 'hatchback'],
  [32, 'sedan'],
  [33, 'estate'],
  [34, 'suv'],
  [35, 'coupe'],
  [36, 'convertible'],
  [37, 'mpv'],
  [38, 'van'],
  [39, 'pickup'],
]);

/** `field_{name}_target_id` → the new parameter and the term table it is read with. */
const TERM_FIELDS: Record<string, { param: 'brand' | 'fuel' | 'transmission' | 'body'; terms: ReadonlyMap<number, string> }> = {
  used_brand: { param: 'brand', terms: LEGACY_BRAND_TERMS },
  brand: { param: 'brand', terms: LEGACY_BRAND_TERMS },
  fuel: { param: 'fuel', terms: LEGACY_FUEL_TERMS },
  transmission: { param: 'transmission', terms: LEGACY_TRANSMISSION_TERMS },
  car_type: { param: 'body', terms: LEGACY_CAR_TYPE_TERMS },
};

/** `field_used_brand_target_id`, `field_fuel_target_id[0]`, `field_car_type_target_id[]`, ... */
const TERM_FIELD_PARAM = /^field_([a-z0-9_]{1,40})_target_id(?:\[[^\]]{0,10}\])?$/;
/** `price`, `price[min]`, `price[max]`, `price[value]` (Drupal's "between" exposed filter). */
const RANGE_PARAM = /^(price|kilometers|power)(?:\[(min|max|value)\])?$/;

/**
 * Parameters that only the old site used. (`page` and `brand` exist on both sites: `page` is
 * 0-based only when the URL is otherwise legacy; `brand` is legacy only with a numeric term id.)
 */
const LEGACY_ONLY = new Set(['from_nid', 'from_tid', 'node', 'range', 'sort_by', 'sort_order', 'brand_id']);

/**
 * Parameters of both sites that the old one filled with a term id (`transmission=22`, `body=34`):
 * read with the term table of the old field; today's words (`transmission=automatic`) stay as they are.
 */
const TERM_PARAMS: Record<string, { param: 'brand' | 'fuel' | 'transmission' | 'body'; terms: ReadonlyMap<number, string> }> = {
  brand: { param: 'brand', terms: LEGACY_BRAND_TERMS },
  fuel: { param: 'fuel', terms: LEGACY_FUEL_TERMS },
  transmission: { param: 'transmission', terms: LEGACY_TRANSMISSION_TERMS },
  body: { param: 'body', terms: LEGACY_CAR_TYPE_TERMS },
};

/** `22`, `21,22`: term ids only (a word, even beside an id, is today's vocabulary). */
const TERM_IDS = /^\s*\d{1,9}\s*(?:,\s*\d{1,9}\s*)*$/;

const isTermParam = (key: string, value: string): boolean => Object.hasOwn(TERM_PARAMS, key) && TERM_IDS.test(value);

/** True when the query string carries a parameter of the old used-stock listing. */
export function hasLegacyStockParams(params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (LEGACY_ONLY.has(key) || TERM_FIELD_PARAM.test(key) || RANGE_PARAM.test(key) || isTermParam(key, value)) return true;
  }
  return false;
}

/**
 * The old node id a stock URL names (`node`, else `from_nid`): the vehicle page the old listing was
 * opened from or showed. The caller looks it up by the `legacy_id` the indexer keeps; a node that
 * is no vehicle in today's stock is dropped and the listing stays. Null when there is none.
 */
export function legacyNodeId(params: URLSearchParams): number | null {
  for (const key of ['node', 'from_nid']) {
    for (const value of params.getAll(key)) {
      const id = termId(value);
      if (id !== null && id > 0) return id;
    }
  }
  return null;
}

/** A term id (`12`), or null for anything else (`All`, `12 OR 1=1`, `-3`, a 40-digit number). */
function termId(raw: string): number | null {
  const s = raw.trim();
  return /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** An amount written `25000`, `25 000`, `25.000` or `25,000` (no decimals), or null. */
function amount(raw: string): number | null {
  const s = raw.trim();
  if (s === '' || s.length > 20 || !/^[\d\s.,']+$/.test(s)) return null;
  const n = Number(s.replace(/[\s.,']/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

type Range = { min: number | null; max: number | null };

/**
 * `price=10000-20000`, `price=-20000`, `price=10000-`, `price=20000` (an upper bound),
 * `price[min]=10000&price[max]=20000`, `price[value]=20000`.
 */
function readRange(params: URLSearchParams, name: string): Range {
  const range: Range = { min: null, max: null };
  for (const [key, value] of params) {
    const m = RANGE_PARAM.exec(key);
    if (!m || m[1] !== name) continue;
    const part = m[2];
    if (part === 'min') range.min = amount(value) ?? range.min;
    else if (part === 'max' || part === 'value') range.max = amount(value) ?? range.max;
    else {
      const dash = /^([^-]*)-([^-]*)$/.exec(value);
      if (dash) {
        range.min = amount(dash[1]!) ?? range.min;
        range.max = amount(dash[2]!) ?? range.max;
      } else {
        range.max = amount(value) ?? range.max;
      }
    }
  }
  return range;
}

/**
 * `sort_by` named a Views field or sort (e.g. `field_price_value`, `field_kilometers_value`,
 * `field_year_value`, `created`); `sort_order` was `ASC` or `DESC`. ASSUMPTION: without
 * `sort_order`, price and mileage sorted ascending and year descending (newest first), as the
 * old listing's sort widget offered them.
 */
function readSort(params: URLSearchParams): StockQuery['sort'] | null {
  const by = (params.get('sort_by') ?? '').toLowerCase().slice(0, 60);
  if (!by) return null;
  const order = (params.get('sort_order') ?? '').trim().toLowerCase();
  const suffix = /(?:^|[_-])(asc|desc)$/.exec(by)?.[1] as 'asc' | 'desc' | undefined;
  const dir = (fallback: 'asc' | 'desc'): 'asc' | 'desc' => (order === 'asc' || order === 'desc' ? order : (suffix ?? fallback));
  if (/price|prix/.test(by)) return `price-${dir('asc')}`;
  if (/kilomet|mileage|(?:^|_)km(?:_|$)/.test(by)) return `mileage-${dir('asc')}`;
  if (/year|annee|construction|registration/.test(by)) return `year-${dir('desc')}`;
  return 'default';
}

/**
 * The stock query equivalent to a legacy query string, or null when the query string is not a
 * legacy one. Parameters of the new site that appear beside the legacy ones are kept.
 *
 * Mapping (assumptions marked in the tables above):
 * - `field_used_brand_target_id[n]`, `brand=<term id>`, `brand_id`, `from_tid` (the brand page the
 *   listing was embedded in) → `brand`; `field_fuel_target_id[n]`, `fuel=<term id>` → `fuel`;
 *   `field_transmission_target_id[n]`, `transmission=<term id>` → `transmission`;
 *   `field_car_type_target_id[n]`, `body=<term id>` → `body`.
 * - `page` was 0-based (Drupal pager) → `page + 1`.
 * - `price` → `price_min` / `price_max` (purchase price); `kilometers` → `mileage_max` (the new
 *   site filters mileage by an upper bound only; a lower bound is dropped).
 * - `sort_by` (+ `sort_order`) → `sort`.
 * - `node`, `from_nid`: not here (the lookup needs the index): `legacyNodeId` gives the id, and the
 *   redirect rules send a vehicle still in stock to its page; otherwise they are dropped.
 * - Dropped, as the new site has no equivalent (docs/redirects.md, "The old stock parameters"): `power` (no power
 *   filter), `range` (a model-range term id of the old site, whose terms are unknown), unknown
 *   `field_*_target_id` fields and unknown term ids.
 */
export function legacyStockQuery(params: URLSearchParams): StockQuery | null {
  if (!hasLegacyStockParams(params)) return null;
  const out = new URLSearchParams();
  // the new site's own parameters, except `page` (0-based here)
  for (const [key, value] of params) {
    if (key === 'page' || key === 'sort') continue;
    if (isTermParam(key, value)) continue;
    if (STOCK_PARAM_NAMES.includes(key)) out.append(key, value);
  }
  const addTerm = (param: string, terms: ReadonlyMap<number, string>, raw: string) => {
    const id = termId(raw);
    const value = id === null ? undefined : terms.get(id);
    if (value !== undefined) out.append(param, value);
  };
  for (const [key, value] of params) {
    const field = TERM_FIELD_PARAM.exec(key)?.[1];
    const known = field !== undefined && Object.hasOwn(TERM_FIELDS, field) ? TERM_FIELDS[field] : undefined;
    if (known) addTerm(known.param, known.terms, value);
    else if (isTermParam(key, value)) for (const id of value.split(',')) addTerm(TERM_PARAMS[key]!.param, TERM_PARAMS[key]!.terms, id);
    else if (key === 'brand_id' || key === 'from_tid') addTerm('brand', LEGACY_BRAND_TERMS, value);
  }
  const price = readRange(params, 'price');
  if (price.min !== null) out.set('price_min', String(price.min));
  if (price.max !== null) out.set('price_max', String(price.max));
  const km = readRange(params, 'kilometers');
  if (km.max !== null) out.set('mileage_max', String(km.max));
  const sort = readSort(params) ?? params.get('sort');
  if (sort) out.set('sort', sort);
  const page = params.get('page')?.trim() ?? '';
  if (/^\d{1,6}$/.test(page) && Number(page) + 1 <= MAX_PAGE) out.set('page', String(Number(page) + 1));
  return parseStockQuery(out);
}
