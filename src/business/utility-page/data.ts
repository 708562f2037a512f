import { AppError } from '../../errors/catalogue';
import { getTranslator } from '../../i18n/server';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import type { HeadInput } from '../../seo/head';
import { stockQueryString } from '../../stock/query';
import type { StockResult } from '../../stock/search';
import { getUtilityModel, type UtilityModel } from '../utility-models';
import { utilityStock, utilityStockQuery } from '../utility-stock';

/** Everything a utility model's page renders: nothing to fetch any more. */
export type UtilityModelPageData = {
  locale: Locale;
  model: UtilityModel;
  /** the model's vehicles in stock; null when the search engine cannot answer */
  stock: StockResult | null;
  path: string;
  query: URLSearchParams;
  /** "{maker} {model}" */
  title: string;
  /** the prefix of the page's element ids */
  id: string;
  /** the stock list filtered to the model */
  stockHref: string;
  /** the page's head, its trail the visible breadcrumbs too */
  head: HeadInput;
};

/**
 * The data of a utility model page, loaded before any element is returned: an unknown model (or a
 * story that failed validation) is page-not-found (404).
 */
export async function loadUtilityModelPage(
  locale: Locale,
  maker: string,
  slug: string,
  path: string,
  query: URLSearchParams,
): Promise<UtilityModelPageData> {
  const model = await getUtilityModel(locale, maker, slug);
  if (!model) throw AppError.pageNotFound(path);
  return utilityModelPageData(locale, model, await utilityStock(model), path, query);
}

/** The pure part of `loadUtilityModelPage`: names, links and head of a model already found. */
export function utilityModelPageData(
  locale: Locale,
  model: UtilityModel,
  stock: StockResult | null,
  path: string,
  query: URLSearchParams,
): UtilityModelPageData {
  const t = getTranslator(locale, 'business');
  const title = `${model.makerName} ${model.name}`;
  const self = { route: 'utilityModel', params: { maker: model.maker, model: model.slug } } as const;
  const head: HeadInput = {
    locale,
    title: `${title} – ${t(`utility.body.${model.body}`)}`,
    description: model.tagline || t('utility.metaDescription', { model: title }),
    canonical: self,
    image: model.image,
    breadcrumbs: [
      { name: getTranslator(locale, 'site')('home'), ref: { route: 'home', params: {} } },
      { name: t('enterprise'), ref: { route: 'enterprise', params: {} } },
      { name: t('utility.title'), ref: { route: 'utilityVehicles', params: {} } },
      { name: title, ref: self },
    ],
  };
  return {
    locale,
    model,
    stock,
    path,
    query,
    title,
    id: `utility-${model.maker}-${model.slug}`,
    stockHref: `${href(locale, 'stockList')}${stockQueryString(utilityStockQuery(model))}`,
    head,
  };
}
