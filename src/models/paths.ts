import { definePaths, param, seg, type RoutesOf } from '../routing/declare';

/** `/{brand}/tous-les-modeles`: a brand's new models (issue 11; a model's own page is its CMS story, `/{brand}/{model}`). */
export const MODEL_PATHS = definePaths({
  feature: 'models',
  routes: { brandModels: { parts: [param('brand'), seg('allModels')] } },
});

type Routes = RoutesOf<typeof MODEL_PATHS>;
declare module '../routing/declare' {
  interface FeatureRoutes extends Routes {}
}
