import { z } from 'zod';
import { SLUG_PATTERN } from '../routing/segments';
import { cleanKeywords, STOCK_PARAMS } from './params';

export { cleanKeywords, MAX_KEYWORDS } from './params';
import {
  BODY_STYLES,
  CONDITIONS,
  FUELS,
  PRICE_TYPES,
  QUICK_CATEGORIES,
  SORTS,
  TRANSMISSIONS,
  type PriceType,
  type Sort,
} from './vocabulary';

/**
 * The stock screen's whole state, parsed from the URL once. Every value is validated: an unknown
 * parameter is ignored, an invalid value is dropped, so a hostile query string can neither fail the
 * page nor change what a filter means.
 */
export type StockQuery = {
  /** free text (`q`): brand, model, trim, equipment, colour, dealership; '' for none */
  keywords: string;
  brands: string[];
  /** `brand/model` keys, e.g. `ford/puma` */
  models: string[];
  fuels: (typeof FUELS)[number][];
  transmissions: (typeof TRANSMISSIONS)[number][];
  bodies: (typeof BODY_STYLES)[number][];
  locations: string[];
  conditions: (typeof CONDITIONS)[number][];
  categories: (typeof QUICK_CATEGORIES)[number][];
  yearFrom: number | null;
  yearTo: number | null;
  mileageMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
  priceType: PriceType;
  sort: Sort;
  page: number;
};

export const MAX_PAGE = 1000;
const MAX_VALUES = 30;

const slug = z.string().regex(SLUG_PATTERN).max(60);
const modelKey = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const MULTI = {
  brand: slug,
  model: modelKey,
  fuel: z.enum(FUELS),
  transmission: z.enum(TRANSMISSIONS),
  body: z.enum(BODY_STYLES),
  location: slug,
  condition: z.enum(CONDITIONS),
  category: z.enum(QUICK_CATEGORIES),
} as const;

const SINGLE = {
  year_from: int(1900, 2100),
  year_to: int(1900, 2100),
  mileage_max: int(0, 2_000_000),
  price_min: int(0, 10_000_000),
  price_max: int(0, 10_000_000),
  price_type: z.enum(PRICE_TYPES),
  sort: z.enum(SORTS),
  page: int(1, MAX_PAGE),
} as const;

/** Every parameter the stock reads (the one table is params.ts; the schemas above cover each, a test checks). */
export const STOCK_PARAM_NAMES: readonly string[] = STOCK_PARAMS;

export const DEFAULT_QUERY: StockQuery = {
  keywords: '',
  brands: [],
  models: [],
  fuels: [],
  transmissions: [],
  bodies: [],
  locations: [],
  conditions: [],
  categories: [],
  yearFrom: null,
  yearTo: null,
  mileageMax: null,
  priceMin: null,
  priceMax: null,
  priceType: 'purchase',
  sort: 'default',
  page: 1,
};

function multi<S extends z.ZodType>(params: URLSearchParams, name: string, schema: S): z.infer<S>[] {
  const out: z.infer<S>[] = [];
  for (const raw of params.getAll(name)) {
    // `fuel=diesel,electric` is accepted as well as repeated parameters
    for (const piece of raw.split(',')) {
      const parsed = schema.safeParse(piece.trim().toLowerCase());
      if (parsed.success && !out.includes(parsed.data)) out.push(parsed.data);
    }
  }
  return out.slice(0, MAX_VALUES);
}

function single<S extends z.ZodType>(params: URLSearchParams, name: string, schema: S): z.infer<S> | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  const parsed = schema.safeParse(raw.trim());
  return parsed.success ? parsed.data : null;
}

/** URL search parameters → a valid StockQuery. Never throws. */
export function parseStockQuery(params: URLSearchParams): StockQuery {
  let yearFrom = single(params, 'year_from', SINGLE.year_from);
  let yearTo = single(params, 'year_to', SINGLE.year_to);
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) [yearFrom, yearTo] = [yearTo, yearFrom];
  let priceMin = single(params, 'price_min', SINGLE.price_min);
  let priceMax = single(params, 'price_max', SINGLE.price_max);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const brands = multi(params, 'brand', MULTI.brand);
  // a model only counts under a selected brand (or when no brand is selected)
  const models = multi(params, 'model', MULTI.model).filter((m) => brands.length === 0 || brands.includes(m.split('/')[0]!));
  return {
    keywords: cleanKeywords(params.get('q')),
    brands,
    models,
    fuels: multi(params, 'fuel', MULTI.fuel),
    transmissions: multi(params, 'transmission', MULTI.transmission),
    bodies: multi(params, 'body', MULTI.body),
    locations: multi(params, 'location', MULTI.location),
    conditions: multi(params, 'condition', MULTI.condition),
    categories: multi(params, 'category', MULTI.category),
    yearFrom,
    yearTo,
    mileageMax: single(params, 'mileage_max', SINGLE.mileage_max),
    priceMin,
    priceMax,
    priceType: single(params, 'price_type', SINGLE.price_type) ?? 'purchase',
    sort: single(params, 'sort', SINGLE.sort) ?? 'default',
    page: single(params, 'page', SINGLE.page) ?? 1,
  };
}

/** StockQuery → canonical URL search parameters (defaults left out, stable order). */
export function stockQueryToParams(q: StockQuery): URLSearchParams {
  const p = new URLSearchParams();
  const add = (name: string, values: readonly string[]) => values.forEach((v) => p.append(name, v));
  if (q.keywords) p.set('q', q.keywords);
  add('brand', q.brands);
  add('model', q.models);
  add('fuel', q.fuels);
  add('transmission', q.transmissions);
  add('body', q.bodies);
  add('location', q.locations);
  add('condition', q.conditions);
  add('category', q.categories);
  const num = (name: string, v: number | null) => v !== null && p.set(name, String(v));
  num('year_from', q.yearFrom);
  num('year_to', q.yearTo);
  num('mileage_max', q.mileageMax);
  num('price_min', q.priceMin);
  num('price_max', q.priceMax);
  if (q.priceType !== DEFAULT_QUERY.priceType) p.set('price_type', q.priceType);
  if (q.sort !== DEFAULT_QUERY.sort) p.set('sort', q.sort);
  if (q.page !== 1) p.set('page', String(q.page));
  return p;
}

/** The query string (with `?`, or '' when it is the default query). */
export function stockQueryString(q: StockQuery): string {
  const s = stockQueryToParams(q).toString();
  return s ? `?${s}` : '';
}

/** The filters that are set, newest-first order not known: listed in form order, for "remove filter" links. */
export type ActiveFilter = { param: string; value: string };

export function activeFilters(q: StockQuery): ActiveFilter[] {
  const params = stockQueryToParams({ ...q, page: 1, sort: 'default', priceType: 'purchase' });
  return [...params.entries()].map(([param, value]) => ({ param, value }));
}

/** The query without one filter value (page reset to 1). */
export function withoutFilter(q: StockQuery, f: ActiveFilter): StockQuery {
  const p = stockQueryToParams({ ...q, page: 1 });
  const kept = [...p.entries()].filter(([k, v]) => !(k === f.param && v === f.value));
  return parseStockQuery(new URLSearchParams(kept));
}
