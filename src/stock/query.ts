import { z } from 'zod';
import { SLUG_PATTERN } from '../routing/segments';
import { cleanKeywords, STOCK_PARAM_TABLE, STOCK_PARAMS, type MultiParam, type SingleParam } from './params';

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

/** The schema of each list parameter of the one table (params.ts); the type checks there is one per row. */
const MULTI = {
  brand: slug,
  model: modelKey,
  fuel: z.enum(FUELS),
  transmission: z.enum(TRANSMISSIONS),
  body: z.enum(BODY_STYLES),
  location: slug,
  condition: z.enum(CONDITIONS),
  category: z.enum(QUICK_CATEGORIES),
} as const satisfies Record<MultiParam, z.ZodType>;

/** The schema of each one-value parameter of the one table. */
const SINGLE = {
  year_from: int(1900, 2100),
  year_to: int(1900, 2100),
  mileage_max: int(0, 2_000_000),
  price_min: int(0, 10_000_000),
  price_max: int(0, 10_000_000),
  price_type: z.enum(PRICE_TYPES),
  sort: z.enum(SORTS),
  page: int(1, MAX_PAGE),
} as const satisfies Record<SingleParam, z.ZodType>;

/** Every parameter the stock reads, from the one table (params.ts). */
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
  const read: Record<string, unknown> = {};
  for (const row of STOCK_PARAM_TABLE) {
    if (row.kind === 'text') read[row.field] = cleanKeywords(params.get(row.name));
    else if (row.kind === 'multi') read[row.field] = multi(params, row.name, MULTI[row.name]);
    else read[row.field] = single(params, row.name, SINGLE[row.name]) ?? DEFAULT_QUERY[row.field];
  }
  const q = read as StockQuery;
  // a range given upside down is the same range
  if (q.yearFrom !== null && q.yearTo !== null && q.yearFrom > q.yearTo) [q.yearFrom, q.yearTo] = [q.yearTo, q.yearFrom];
  if (q.priceMin !== null && q.priceMax !== null && q.priceMin > q.priceMax) [q.priceMin, q.priceMax] = [q.priceMax, q.priceMin];
  // a model only counts under a selected brand (or when no brand is selected)
  q.models = q.models.filter((m) => q.brands.length === 0 || q.brands.includes(m.split('/')[0]!));
  return q;
}

/** StockQuery → canonical URL search parameters (the table's order, defaults left out). */
export function stockQueryToParams(q: StockQuery): URLSearchParams {
  const p = new URLSearchParams();
  for (const row of STOCK_PARAM_TABLE) {
    const value = q[row.field];
    if (row.kind === 'multi') for (const v of value as readonly string[]) p.append(row.name, v);
    else if (value !== null && value !== '' && String(value) !== ('default' in row ? row.default : undefined))
      p.set(row.name, String(value));
  }
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
