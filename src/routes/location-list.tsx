import type { RouteModule } from './route-module';
import { loadLocationSearch, LocationListPage } from '../locations/views/list-view';

/** `/concessions` (`/de-lu/locations`, `/en-gb/locations`): every dealership, the map and the location search. */
const locationList: RouteModule<'locationList'> = async ({ locale, query }) => (
  <LocationListPage data={await loadLocationSearch(locale, query)} />
);
export default locationList;
