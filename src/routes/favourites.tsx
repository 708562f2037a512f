import type { RouteModule } from './route-module';
import { ComparePage, FavouritesPage, loadCompare, loadFavourites } from '../stock/favourites/pages';
import { defineRoutes } from './route-row';

/** `/favoris?ids=…`: the visitor's kept vehicles, rendered from the address. */
export const favourites: RouteModule<'favourites'> = async ({ locale, query }) => (
  <FavouritesPage data={await loadFavourites(locale, query)} />
);

/** `/comparer?ids=…`: two to four vehicles side by side. */
export const compare: RouteModule<'compare'> = async ({ locale, query }) => <ComparePage data={await loadCompare(locale, query)} />;

/** Read from `?ids=`, the visitor's own: never kept, never listed. */
export const FAVOURITE_ROUTES = defineRoutes({ favourites: { page: favourites }, compare: { page: compare } });
