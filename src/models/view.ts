import { getFormatter, getTranslator } from '../i18n/server';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { DEFAULT_QUERY, type StockQuery } from '../stock/query';
import { StockUnavailableError } from '../stock/search';
import type { BrandModel } from './model';

/**
 * What the range and the model page share: the stock query of a model, the stock left out when the
 * engine is down, the model's address and its consumption and CO2 ranges as the locale writes them.
 */

export const modelQuery = (m: BrandModel): StockQuery => ({ ...DEFAULT_QUERY, brands: [m.brand], models: [m.stockKey] });

/** The stock part of a page, or null (with a warning) when the engine is down: the range and the model's facts still show. */
export async function stockOr<T>(what: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StockUnavailableError) {
      console.warn(`[models] stock left out of ${what}: ${error.message}`);
      return null;
    }
    throw error;
  }
}

/** "4,9 – 6,2 l/100 km" (one value when the range is one), in the locale. */
export function consumptionRange(locale: Locale, m: BrandModel): string {
  const f = getFormatter(locale);
  const tv = getTranslator(locale, 'vehicle');
  const one = (n: number) => f.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const value = m.consumption.min === m.consumption.max ? one(m.consumption.min) : `${one(m.consumption.min)} – ${one(m.consumption.max)}`;
  return m.consumption.unit === 'kWh' ? tv('units.consumptionElectric', { value }) : tv('units.consumption', { value });
}

export function co2Range(locale: Locale, m: BrandModel): string {
  const tv = getTranslator(locale, 'vehicle');
  const value = m.co2.min === m.co2.max ? String(m.co2.min) : `${m.co2.min} – ${m.co2.max}`;
  return tv('units.co2', { value });
}

export const modelHref = (locale: Locale, m: Pick<BrandModel, 'brand' | 'slug'>) => href(locale, 'content', { slug: [m.brand, m.slug] });
