import { nameFromSlug } from '../../directory/slug-names';
import type { StockCatalogue } from '../list/catalogue';
import { brandOfModel } from '../list/model';
import { DEFAULT_QUERY, stockQueryString } from '../query';
import type { StockResult } from '../search';

export type RangeModel = { key: string; name: string; count: number; href: string };
export type RangeBrand = { slug: string; name: string; count: number; href: string; models: RangeModel[] };
/** The stock's range: its brands by name, each with its models by name, every count from the index. */
export type StockRange = { total: number; brands: RangeBrand[] };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });

/**
 * The brands and models of an unfiltered stock search, from its facet counts (the counts are what the
 * index holds now), named by the catalogue (a model key it does not know yet is shown as its slug; a
 * brand by `brandName`, the directory's, whose fallback is the one for every brand slug). Each
 * links to the stock list filtered by it, written as `stockQueryString` writes it (one address per
 * search). Pure: the list path is passed in.
 */
export function stockRange(
  result: Pick<StockResult, 'total' | 'facets'>,
  catalogue: StockCatalogue,
  listPath: string,
  brandName: (slug: string) => string = nameFromSlug,
): StockRange {
  const models = new Map<string, RangeModel[]>();
  for (const [key, count] of Object.entries(result.facets.model)) {
    if (count <= 0) continue;
    const brand = brandOfModel(key);
    const query = stockQueryString({ ...DEFAULT_QUERY, brands: [brand], models: [key] });
    const name = catalogue.models.get(key) ?? key.slice(brand.length + 1);
    const list = models.get(brand) ?? [];
    list.push({ key, name, count, href: `${listPath}${query}` });
    models.set(brand, list);
  }
  const brands: RangeBrand[] = [];
  for (const [slug, count] of Object.entries(result.facets.brand)) {
    if (count <= 0) continue;
    brands.push({
      slug,
      name: catalogue.brands.get(slug) ?? brandName(slug),
      count,
      href: `${listPath}${stockQueryString({ ...DEFAULT_QUERY, brands: [slug] })}`,
      models: (models.get(slug) ?? []).sort(byName),
    });
  }
  return { total: result.total, brands: brands.sort(byName) };
}
