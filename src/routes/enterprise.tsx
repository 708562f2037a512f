import { redirectPermanently, type RouteModule } from './route-module';
import { enterprisePageRef, enterpriseStorySlug, UTILITY_OVERVIEW_PAGE } from '../business/enterprise';
import { contentPage } from '../composition/sections';
import { href } from '../routing';
import { defineRoutes } from './route-row';
import { BUSINESS_SITEMAP } from '../business/sitemap';

/** `/entreprise` (`/de-lu/business`, `/en-gb/business`): the business customers' start page. */
export const enterprise: RouteModule<'enterprise'> = ({ locale, path, query }) =>
  contentPage(locale, enterpriseStorySlug(), path, query, enterprisePageRef);

/**
 * `/entreprise/{page}`: a CMS page of the enterprise folder. The utility vehicles overview has its
 * own localized address: its story slug under another locale's word moves there (301).
 */
export const enterprisePage: RouteModule<'enterprisePage'> = ({ locale, params, path, query }) => {
  if (params.page === UTILITY_OVERVIEW_PAGE) redirectPermanently(href(locale, 'utilityVehicles'));
  return contentPage(locale, enterpriseStorySlug(params.page), path, query, enterprisePageRef);
};

/** `/entreprise/vehicules-utilitaires`: the vans and pick-ups (a CMS page with the utility models section). */
export const utilityVehicles: RouteModule<'utilityVehicles'> = ({ locale, path, query }) =>
  contentPage(locale, enterpriseStorySlug(UTILITY_OVERVIEW_PAGE), path, query, enterprisePageRef);

/** The business customers' CMS pages: they may embed forms (the fleet quote). */
export const ENTERPRISE_ROUTES = defineRoutes({
  enterprise: { page: enterprise, forms: 'any', sitemap: [BUSINESS_SITEMAP] },
  enterprisePage: { page: enterprisePage, forms: 'any' },
  utilityVehicles: { page: utilityVehicles, forms: 'any' },
});
