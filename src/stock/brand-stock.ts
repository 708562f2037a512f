import { isBrandPage } from '../content';
import { AppError } from '../errors/catalogue';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { indexCatalogue } from './list/catalogue';
import { parseStockQuery, stockQueryString } from './query';

/**
 * Where `/{brand}/stock` leads: the one address of that search, `/stock?brand={brand}` with any other
 * filter of the request kept. A brand is known when the CMS has its brand page or the stock holds
 * vehicles of it; any other word is `brand-not-found` (404).
 */
export async function brandStockLocation(locale: Locale, brand: string, query: URLSearchParams, path: string): Promise<string> {
  const [page, catalogue] = await Promise.all([isBrandPage(locale, brand), indexCatalogue()]);
  if (!page && !catalogue.brands.includes(brand)) {
    throw AppError.of('brand-not-found', { message: `No brand "${brand}" (${path})`, data: { path } });
  }
  const q = parseStockQuery(query);
  const brands = q.brands.includes(brand) ? q.brands : [...q.brands, brand];
  return `${href(locale, 'stockList')}${stockQueryString({ ...q, brands })}`;
}
