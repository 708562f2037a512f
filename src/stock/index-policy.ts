import { STOCK_PARAMS } from './params';
import { DEFAULT_QUERY, type StockQuery } from './query';

/**
 * Which stock searches are pages of their own for search engines. Worth indexing: the whole stock,
 * one brand (`?brand=ford`), and one model of that brand (`?brand=ford&model=ford/puma`), each with
 * its pages (`&page=2` lists other vehicles, so a page is its own canonical). Everything else —
 * another filter (fuel, body, price, mileage, year, location, condition, category), several brands
 * or models, a model without its brand — is a view of those pages: `noindex, follow`, left out of
 * the sitemap and disallowed in robots.txt. Sort and price type only reorder or re-price the same
 * vehicles: the canonical drops them.
 */
export const INDEXABLE_STOCK_PARAMS = ['brand', 'model', 'page'] as const;

/** The query parameters of the stock list that robots.txt keeps crawlers away from: every other one of the table (keywords too). */
export const NON_INDEXABLE_STOCK_PARAMS = STOCK_PARAMS.filter((p) => !(INDEXABLE_STOCK_PARAMS as readonly string[]).includes(p));

export type StockIndexing = {
  /** a page of its own in search results */
  indexable: boolean;
  /** the query of the canonical URL: the same filters and page, without sort and price type */
  canonical: StockQuery;
  /** the brand and model the page is about, when it is an indexable one */
  brand: string | null;
  model: string | null;
};

export function stockIndexing(q: StockQuery): StockIndexing {
  const canonical: StockQuery = { ...q, sort: DEFAULT_QUERY.sort, priceType: DEFAULT_QUERY.priceType };
  const { brands, models, page: _page, ...rest } = { ...canonical };
  const restDefault = { ...DEFAULT_QUERY } as Record<string, unknown>;
  const otherFilters = Object.entries(rest).some(([k, v]) => (Array.isArray(v) ? v.length > 0 : v !== restDefault[k]));
  const brand = brands.length === 1 ? brands[0]! : null;
  const model = models.length === 1 ? models[0]! : null;
  const indexable =
    !otherFilters &&
    brands.length <= 1 &&
    models.length <= 1 &&
    (models.length === 0 || (brand !== null && model!.startsWith(`${brand}/`)));
  return { indexable, canonical, brand: indexable ? brand : null, model: indexable ? model : null };
}
