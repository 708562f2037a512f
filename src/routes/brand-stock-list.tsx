import { redirectPermanently, type RouteModule } from './route-module';
import { brandStockLocation } from '../stock/brand-stock';

/** `/{brand}/stock`: 301 to the stock list filtered by that brand; a brand the site does not sell is brand-not-found. */
const brandStockList: RouteModule<'brandStockList'> = async ({ locale, params, query, path }) =>
  redirectPermanently(await brandStockLocation(locale, params.brand, query, path));
export default brandStockList;
