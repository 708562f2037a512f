import type { RouteModule } from '../manifest/route-module';
import { ComparePage, FavouritesPage, loadCompare, loadFavourites } from '../stock/favourites/pages';
import { defineRoutes } from '../manifest/route-row';
import { SHORTLIST_FORM } from '../forms/lead-forms';
import { SHORTLIST_ANCHOR, ShortlistForm } from '../forms/pages/shortlist-form';

/**
 * `/favoris?ids=…`: the visitor's kept vehicles, rendered from the address, and the form that sends them to a
 * salesperson (which renders nothing without a vehicle, but its confirmation: without JavaScript the success lands
 * on `?sent=` alone, the shared success redirect keeping the path only).
 */
export const favourites: RouteModule<'favourites'> = async ({ locale, query, path }) => {
  const data = await loadFavourites(locale, query);
  return (
    <FavouritesPage
      data={data}
      shortlist={{ form: <ShortlistForm locale={locale} ids={data.found} path={path} query={query} />, anchor: SHORTLIST_ANCHOR }}
    />
  );
};

/** `/comparer?ids=…`: two to four vehicles side by side, and the same form. */
export const compare: RouteModule<'compare'> = async ({ locale, query, path }) => {
  const data = await loadCompare(locale, query);
  const ids = data.vehicles.map((v) => v.id);
  return (
    <ComparePage
      data={data}
      shortlist={{ form: <ShortlistForm locale={locale} ids={ids} path={path} query={query} />, anchor: SHORTLIST_ANCHOR }}
    />
  );
};

/** Read from `?ids=`, the visitor's own: never kept, never listed. Each holds the shortlist's lead form. */
export const FAVOURITE_ROUTES = defineRoutes({
  favourites: { page: favourites, forms: SHORTLIST_FORM.id },
  compare: { page: compare, forms: SHORTLIST_FORM.id },
});
