/**
 * The stock screen URLs the benchmark cycles through (realistic filter combinations; repeated, they
 * measure the page cache), a stream of distinct URLs rendering the same pages (every one a miss),
 * and for each case the exact multi-search body the page sends Meilisearch.
 */
import type { MultiSearchParams } from 'meilisearch';
import { href } from '../src/routing';
import { DEFAULT_LOCALE } from '../src/routing/locales';
import { parseStockQuery, stockQueryString } from '../src/stock/query';
import { stockSearchRequest } from '../src/stock/search';

export type StockCase = { label: string; query: string };

export const STOCK_CASES: readonly StockCase[] = [
  { label: 'no filter', query: '' },
  { label: 'brand', query: 'brand=ford' },
  { label: 'brand + fuel', query: 'brand=kia&fuel=electric' },
  { label: 'price range', query: 'price_min=20000&price_max=40000' },
  { label: 'sort by price', query: 'sort=price-asc' },
  { label: 'page 3', query: 'page=3' },
  { label: 'price type private', query: 'price_type=private' },
  { label: 'keywords', query: 'q=kombi+automatik' },
];

/** `/stock?…` in the default locale. */
export function stockPath(c: StockCase): string {
  const path = href(DEFAULT_LOCALE, 'stockList');
  return c.query ? `${path}?${c.query}` : path;
}

/** The body of `POST /multi-search` the stock page sends for this URL. */
export function stockSearchBody(c: StockCase, index: string): MultiSearchParams {
  return stockSearchRequest(parseStockQuery(new URLSearchParams(c.query)), index);
}

/**
 * A stream of stock URLs that are all different (every request a page cache miss) yet render the
 * same pages as STOCK_CASES: each case in turn with a mileage cap far above any vehicle's, one
 * kilometre lower at each step. Start `from` where an earlier stream stopped (below 1 900 000: the
 * cap must stay a valid value, or the URL would be the plain case again).
 */
export function distinctStockPaths(count: number, from = 0): string[] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const c = STOCK_CASES[i % STOCK_CASES.length]!;
    const query = new URLSearchParams(c.query);
    query.set('mileage_max', String(1_900_000 - i));
    // written as the site writes it, so the page cache keeps each one (and must make room)
    return stockPath({ label: c.label, query: stockQueryString(parseStockQuery(query)).slice(1) });
  });
}
