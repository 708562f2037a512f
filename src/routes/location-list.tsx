import type { RouteModule } from './route-module';
import { getLocations } from '../locations/data';
import { LocationListPage } from '../locations/views/list-view';

/** `/concessions` (`/de-lu/locations`, `/en-gb/locations`): every dealership, the map and the location search. */
const locationList: RouteModule<'locationList'> = async ({ locale, query }) => {
  await getLocations(locale); // loaded here, so a content failure reaches the dispatcher's error screen
  return <LocationListPage locale={locale} params={query} />;
};
export default locationList;
