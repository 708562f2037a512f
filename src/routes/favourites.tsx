import type { RouteModule } from './route-module';
import { ComparePage, FavouritesPage, loadCompare, loadFavourites } from '../stock/favourites/pages';

/** `/favoris?ids=…`: the visitor's kept vehicles, rendered from the address. */
export const favourites: RouteModule<'favourites'> = async ({ locale, query }) => (
  <FavouritesPage data={await loadFavourites(locale, query)} />
);

/** `/comparer?ids=…`: two to four vehicles side by side. */
export const compare: RouteModule<'compare'> = async ({ locale, query }) => <ComparePage data={await loadCompare(locale, query)} />;
