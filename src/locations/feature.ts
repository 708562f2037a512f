import { SbLocationContent } from './schema';
import { defineFeature } from '../manifest/feature-manifest';
import { defineRoutes } from '../manifest/route-row';
import { LOCATION_SECTIONS } from './cms-sections';
import { LOCATION_PATHS } from './paths';
import { brandLocation, location, locationList } from './routes';
import { parseSearchQuery, searchQueryString } from './search/search';
import { LOCATION_SITEMAP } from './sitemap';

/** The dealerships: the list with its search, a dealership's page and a brand's there; their pages say "open now", so none is kept. */
export const LOCATIONS = defineFeature({
  name: 'locations',
  paths: LOCATION_PATHS,
  routes: defineRoutes({
    // a dealership search means the same in every locale
    locationList: {
      page: locationList,
      sitemap: [LOCATION_SITEMAP],
      switcher: { query: (query) => searchQueryString(parseSearchQuery(query)) },
    },
    location: { page: location },
    brandLocation: { page: brandLocation },
  }),
  sections: LOCATION_SECTIONS,
  cms: { sectionGroup: 'Sections: dealerships', storyTypes: [{ schema: SbLocationContent, preview: 'name' }] },
});
