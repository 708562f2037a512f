import { redirectPermanently, type RouteModule } from '../manifest/route-module';
import { AllModelsPage, loadAllModels } from './all-models/page';
import { brandStockLocation } from './brand-stock';

/** `/stock/tous-les-modeles`: every brand and model in stock with its count. */
export const stockModels: RouteModule<'stockModels'> = async ({ locale }) => <AllModelsPage data={await loadAllModels(locale)} />;

/** `/{brand}/stock`: 301 to the stock list filtered by that brand; a brand the site does not sell is brand-not-found. */
export const brandStockList: RouteModule<'brandStockList'> = async ({ locale, params, query, path }) =>
  redirectPermanently(await brandStockLocation(locale, params.brand, query, path));
