import { contentHref } from '../../content';
import type { LocationChoice } from '../../forms/definitions';
import { privacyPolicyHref } from '../../forms/privacy';
import { formatEuros, getTranslator } from '../../i18n/server';
import { getLeaseOffers } from '../../leases/data';
import { luxembourgDay, offerState } from '../../leases/list';
import type { LeaseOffer } from '../../leases/types';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import type { HeadInput } from '../../seo/head';
import { stockQueryString } from '../../stock/query';
import { searchStock, type StockResult } from '../../stock/search';
import { slugify } from '../../stock/slug';
import { getModel, type BrandModel } from '../model';
import { modelTestDriveLocations } from '../test-drive';
import { modelQuery, stockOr } from '../view';

/** Everything a model's page renders: nothing to fetch any more. */
export type ModelPageData = {
  locale: Locale;
  model: BrandModel;
  /** "{brand} {model}" */
  name: string;
  stock: StockResult | null;
  /** the stock list filtered to the model */
  stockHref: string;
  leases: LeaseOffer[];
  /** the dealerships a test drive of the model may be booked at, with their showroom hours */
  testDriveLocations: LocationChoice[];
  /** the test-drive page's picker on this model's vehicles; null when none is in stock */
  testDriveStockHref: string | null;
  policyHref: string;
  path: string;
  query: URLSearchParams;
  /** the page's head, its trail the visible breadcrumbs too */
  head: HeadInput;
};

/** The model page's data, or null when the brand has no such model (the caller answers page-not-found). */
export async function loadModelPage(
  locale: Locale,
  brand: string,
  slug: string,
  path: string,
  query: URLSearchParams,
): Promise<ModelPageData | null> {
  const model = await getModel(locale, brand, slug);
  if (!model) return null;
  const [stock, offers, testDriveLocations, policyHref] = await Promise.all([
    stockOr(model.stockKey, () => searchStock(modelQuery(model))),
    getLeaseOffers(locale),
    modelTestDriveLocations(locale, brand),
    privacyPolicyHref(locale),
  ]);
  const today = luxembourgDay(new Date());
  const modelSlug = model.stockKey.split('/')[1];
  const leases = offers.filter((o) => o.brand === brand && slugify(o.model) === modelSlug && offerState(o, today) === 'current');
  const testDriveStockHref =
    stock && stock.total > 0
      ? `${await contentHref(locale, ['reserver-un-essai'])}?brand=${model.brand}&model=${encodeURIComponent(model.stockKey)}`
      : null;
  return {
    locale,
    model,
    name: `${model.brandName} ${model.name}`,
    stock,
    stockHref: `${href(locale, 'stockList')}${stockQueryString(modelQuery(model))}`,
    leases,
    testDriveLocations,
    testDriveStockHref,
    policyHref,
    path,
    query,
    head: modelHead(locale, model),
  };
}

/** The model page's head: its title, price, photo and the trail home › brand › range › model. */
export function modelHead(locale: Locale, m: BrandModel): HeadInput {
  const t = getTranslator(locale, 'models');
  const site = getTranslator(locale, 'site');
  const self = { route: 'content', params: { slug: [m.brand, m.slug] } } as const;
  return {
    locale,
    title: t('pageTitle', { brand: m.brandName, model: m.name }),
    description: t('pageDescription', { brand: m.brandName, model: m.name, price: formatEuros(locale, m.priceFrom) }),
    canonical: self,
    type: 'product',
    image: m.image,
    breadcrumbs: [
      { name: site('home'), ref: { route: 'home', params: {} } },
      { name: m.brandName, ref: { route: 'content', params: { slug: [m.brand] } } },
      { name: t('allModels', { brand: m.brandName }), ref: { route: 'brandModels', params: { brand: m.brand } } },
      { name: m.name, ref: self },
    ],
  };
}
