import type { RouteModule } from './route-module';
import { LocationPage, loadLocationPage } from '../locations/views/location-page';
import { defineRoutes } from './route-row';

/** `/concessions/{location}` (`/de-lu/locations/…`, `/en-gb/locations/…`): a dealership. */
export const location: RouteModule<'location'> = async ({ locale, params, path }) => (
  <LocationPage data={await loadLocationPage(locale, params.location, path)} />
);

/** `/{brand}/concessions/{location}`: a brand at a dealership (that brand's team and stock there). */
export const brandLocation: RouteModule<'brandLocation'> = async ({ locale, params, path }) => (
  <LocationPage data={await loadLocationPage(locale, params.location, path, params.brand)} />
);

export const LOCATION_ROUTES = defineRoutes({ location: { page: location }, brandLocation: { page: brandLocation } });
