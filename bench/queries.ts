/**
 * The stock screen URLs the benchmark cycles through (realistic filter combinations, so no single
 * cached answer is measured), and for each the exact multi-search body the page sends Meilisearch.
 */
import type { MultiSearchParams } from 'meilisearch';
import { href } from '../src/routing';
import { DEFAULT_LOCALE } from '../src/routing/locales';
import { parseStockQuery } from '../src/stock/query';
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
