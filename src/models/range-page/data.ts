import { isBrandPage } from '../../content';
import { getDirectory } from '../../directory/directory';
import { AppError } from '../../errors/catalogue';
import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import type { HeadInput } from '../../seo/head';
import { DEFAULT_QUERY } from '../../stock/query';
import { searchStock } from '../../stock/search';
import { getBrandModels, type BrandModel } from '../model';
import { stockOr } from '../view';

/** Everything a brand's range renders: nothing to fetch any more. */
export type ModelRangeData = {
  locale: Locale;
  brand: string;
  brandName: string;
  models: BrandModel[];
  counts: Record<string, number> | null;
  /** "{brand}'s models", the page's title */
  title: string;
  /** the page's head, its trail the visible breadcrumbs too */
  head: HeadInput;
};

/** A brand the site does not sell is brand-not-found (404); a brand without models shows an empty range. */
export async function loadModelRange(locale: Locale, brand: string, path: string): Promise<ModelRangeData> {
  const [models, known, directory] = await Promise.all([getBrandModels(locale, brand), isBrandPage(locale, brand), getDirectory(locale)]);
  if (!known && models.length === 0) throw AppError.of('brand-not-found', { message: `No brand "${brand}" (${path})`, data: { path } });
  const counts = await stockOr(`${brand}'s range`, async () => (await searchStock({ ...DEFAULT_QUERY, brands: [brand] })).facets.model);
  return modelRangeData(locale, brand, directory.brandName(brand), models, counts);
}

/** The pure part of `loadModelRange`: the title and head of a range already found. */
export function modelRangeData(
  locale: Locale,
  brand: string,
  brandName: string,
  models: BrandModel[],
  counts: Record<string, number> | null,
): ModelRangeData {
  const t = getTranslator(locale, 'models');
  const site = getTranslator(locale, 'site');
  const title = t('rangeTitle', { brand: brandName });
  const self = { route: 'brandModels', params: { brand } } as const;
  const head: HeadInput = {
    locale,
    title,
    description: t('rangeDescription', { brand: brandName, count: models.length }),
    canonical: self,
    image: models[0]?.image ?? null,
    breadcrumbs: [
      { name: site('home'), ref: { route: 'home', params: {} } },
      { name: brandName, ref: { route: 'content', params: { slug: [brand] } } },
      { name: title, ref: self },
    ],
  };
  return { locale, brand, brandName, models, counts, title, head };
}
