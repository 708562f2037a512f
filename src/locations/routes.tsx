import type { RouteModule } from '../manifest/route-module';
import { LocationPage, loadLocationPage } from './views/location-page';
import { loadLocationSearch, LocationListPage } from './views/list-view';

/** `/concessions` (`/de-lu/locations`, `/en-gb/locations`): every dealership, the map and the location search. */
export const locationList: RouteModule<'locationList'> = async ({ locale, query }) => (
  <LocationListPage data={await loadLocationSearch(locale, query)} />
);

/** `/concessions/{location}` (`/de-lu/locations/…`, `/en-gb/locations/…`): a dealership. */
export const location: RouteModule<'location'> = async ({ locale, params, path }) => (
  <LocationPage data={await loadLocationPage(locale, params.location, path)} />
);

/** `/{brand}/concessions/{location}`: a brand at a dealership (that brand's team and stock there). */
export const brandLocation: RouteModule<'brandLocation'> = async ({ locale, params, path }) => (
  <LocationPage data={await loadLocationPage(locale, params.location, path, params.brand)} />
);
