import { DEFAULT_QUERY, type StockQuery } from '../stock/query';
import { searchStock, StockUnavailableError, type StockResult } from '../stock/search';
import { stockModelKey, type UtilityModel } from './utility-models';

/** The stock of a utility model: its body style (van or pick-up), its brand and its model, as the stock screen filters them. */
export function utilityStockQuery(model: UtilityModel): StockQuery {
  return { ...DEFAULT_QUERY, brands: [model.maker], models: [stockModelKey(model)], bodies: [model.body] };
}

/** The model's vehicles in stock (the first page and the count), or null when the search engine cannot answer. */
export async function utilityStock(model: UtilityModel): Promise<StockResult | null> {
  try {
    return await searchStock(utilityStockQuery(model));
  } catch (error) {
    if (error instanceof StockUnavailableError) {
      console.warn(`[business] stock left out of ${stockModelKey(model)}: ${error.message}`);
      return null;
    }
    throw error;
  }
}

/**
 * How many vehicles of each utility model are in stock (`brand/model` → count), with one search of
 * the van and pick-up facets; null when the search engine cannot answer.
 */
export async function utilityStockCounts(): Promise<Record<string, number> | null> {
  try {
    const result = await searchStock({ ...DEFAULT_QUERY, bodies: ['van', 'pickup'] });
    return result.facets.model;
  } catch (error) {
    if (error instanceof StockUnavailableError) {
      console.warn(`[business] stock counts left out: ${error.message}`);
      return null;
    }
    throw error;
  }
}
