import { definePaths, param, seg, type RoutesOf, type WordsOf } from '../routing/declare';

/** The dealerships' addresses: the list with its search, a dealership, and a dealership under one of its brands. */
export const LOCATION_PATHS = definePaths({
  feature: 'locations',
  words: { locations: { 'fr-lu': 'concessions', 'de-lu': 'locations', 'en-gb': 'locations' } },
  routes: {
    locationList: { parts: [seg('locations')] },
    brandLocation: { parts: [param('brand'), seg('locations'), param('location')] },
    location: { parts: [seg('locations'), param('location')] },
  },
});

type Routes = RoutesOf<typeof LOCATION_PATHS>;
type Words = WordsOf<typeof LOCATION_PATHS>;
declare module '../routing/declare' {
  interface FeatureRoutes extends Routes {}
  interface FeatureWords extends Words {}
}
