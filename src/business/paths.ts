import { definePaths, param, seg, type RoutesOf } from '../routing/declare';

/** `/vehicules-utilitaires/{maker}/{model}`: a van or pick-up model with its live stock (issue 10). */
export const BUSINESS_PATHS = definePaths({
  feature: 'business',
  routes: { utilityModel: { parts: [seg('utilityVehicles'), param('maker'), param('model')] } },
});

type Routes = RoutesOf<typeof BUSINESS_PATHS>;
declare module '../routing/declare' {
  interface FeatureRoutes extends Routes {}
}
