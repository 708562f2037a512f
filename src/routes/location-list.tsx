import type { RouteModule } from './route-module';
import { loadLocationSearch, LocationListPage } from '../locations/views/list-view';
import { parseSearchQuery, searchQueryString } from '../locations/search/search';
import { defineRoutes } from './route-row';
import { LOCATION_SITEMAP } from '../locations/sitemap';

/** `/concessions` (`/de-lu/locations`, `/en-gb/locations`): every dealership, the map and the location search. */
const locationList: RouteModule<'locationList'> = async ({ locale, query }) => (
  <LocationListPage data={await loadLocationSearch(locale, query)} />
);

/** The dealership list; its pages say "open now", so none is kept. */
export const LOCATION_LIST_ROUTES = defineRoutes({
  // a dealership search means the same in every locale
  locationList: {
    page: locationList,
    sitemap: [LOCATION_SITEMAP],
    switcher: { query: (query) => searchQueryString(parseSearchQuery(query)) },
  },
});
