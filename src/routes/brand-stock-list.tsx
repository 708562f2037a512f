import { redirectPermanently, type RouteModule } from './route-module';
import { brandStockLocation } from '../stock/brand-stock';
import { defineRoutes } from './route-row';

/** `/{brand}/stock`: 301 to the stock list filtered by that brand; a brand the site does not sell is brand-not-found. */
const brandStockList: RouteModule<'brandStockList'> = async ({ locale, params, query, path }) =>
  redirectPermanently(await brandStockLocation(locale, params.brand, query, path));

export const BRAND_STOCK_ROUTES = defineRoutes({ brandStockList: { page: brandStockList } });
