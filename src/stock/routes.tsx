import { redirectPermanently, type RouteModule } from '../manifest/route-module';
import { AllModelsPage, loadAllModels } from './all-models/page';
import { brandStockLocation } from './brand-stock';
import { ComparePage, FavouritesPage, loadCompare, loadFavourites } from './favourites/pages';

/** `/stock/tous-les-modeles`: every brand and model in stock with its count. */
export const stockModels: RouteModule<'stockModels'> = async ({ locale }) => <AllModelsPage data={await loadAllModels(locale)} />;

/** `/{brand}/stock`: 301 to the stock list filtered by that brand; a brand the site does not sell is brand-not-found. */
export const brandStockList: RouteModule<'brandStockList'> = async ({ locale, params, query, path }) =>
  redirectPermanently(await brandStockLocation(locale, params.brand, query, path));

/** `/favoris?ids=…`: the visitor's kept vehicles, rendered from the address. */
export const favourites: RouteModule<'favourites'> = async ({ locale, query }) => (
  <FavouritesPage data={await loadFavourites(locale, query)} />
);

/** `/comparer?ids=…`: two to four vehicles side by side. */
export const compare: RouteModule<'compare'> = async ({ locale, query }) => <ComparePage data={await loadCompare(locale, query)} />;
