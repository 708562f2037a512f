import { redirectPermanently, type RouteModule } from '../manifest/route-module';
import { enterprisePageRef, enterpriseStorySlug, UTILITY_OVERVIEW_PAGE } from '../business/enterprise';
import { contentPage } from '../composition/sections';
import { contentSlugIn } from '../content';
import { enterpriseParamsByLocale } from '../composition/content-head';
import { href } from '../routing';
import { defineRoutes } from '../manifest/route-row';
import { BUSINESS_SITEMAP } from '../business/sitemap';

/** `/entreprise` (`/de-lu/business`, `/en-gb/business`): the business customers' start page. */
export const enterprise: RouteModule<'enterprise'> = ({ locale, path, query }) =>
  contentPage(locale, enterpriseStorySlug(), path, query, enterprisePageRef);

/**
 * `/entreprise/{page}`: a CMS page of the enterprise folder. The utility vehicles overview has its
 * own localized address: its story slug under another locale's word moves there (301), as does a
 * page's slug in another language (Storyblok's translated slugs: `/de-lu/business/gestion-de-flotte`
 * is `/de-lu/business/flottenmanagement`).
 */
export const enterprisePage: RouteModule<'enterprisePage'> = async ({ locale, params, path, query }) => {
  if (params.page === UTILITY_OVERVIEW_PAGE) redirectPermanently(href(locale, 'utilityVehicles'));
  // the page's slug in another language (translated slugs): 301 to its address in this one
  const own = (await contentSlugIn(enterpriseStorySlug(params.page), locale)).at(-1)!;
  if (own !== params.page) redirectPermanently(href(locale, 'enterprisePage', { page: own }), query);
  return contentPage(locale, enterpriseStorySlug(params.page), path, query, enterprisePageRef);
};

/** `/entreprise/vehicules-utilitaires`: the vans and pick-ups (a CMS page with the utility models section). */
export const utilityVehicles: RouteModule<'utilityVehicles'> = ({ locale, path, query }) =>
  contentPage(locale, enterpriseStorySlug(UTILITY_OVERVIEW_PAGE), path, query, enterprisePageRef);

/** The business customers' CMS pages: they may embed forms (the fleet quote). */
export const ENTERPRISE_ROUTES = defineRoutes({
  enterprise: { page: enterprise, forms: 'any', sitemap: [BUSINESS_SITEMAP] },
  enterprisePage: {
    page: enterprisePage,
    forms: 'any',
    // the page's slug is translated (the locale switcher's address in each language)
    switcher: { localParams: async ({ page }) => (await enterpriseParamsByLocale(page)).localParams },
  },
  utilityVehicles: { page: utilityVehicles, forms: 'any' },
});
