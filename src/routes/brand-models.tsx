import type { RouteModule } from './route-module';
import { loadModelRange } from '../models/range-page/data';
import { ModelRangePage } from '../models/range-page/range-page';
import { defineRoutes } from './route-row';
import { MODEL_SITEMAP } from '../models/sitemap';

/** `/{brand}/tous-les-modeles`: the brand's new models; a brand the site does not sell is brand-not-found. */
const brandModels: RouteModule<'brandModels'> = async ({ locale, params, path }) => (
  <ModelRangePage data={await loadModelRange(locale, params.brand, path)} />
);

/** A brand's model range; the model pages themselves are CMS stories (the content route). */
export const BRAND_MODEL_ROUTES = defineRoutes({ brandModels: { page: brandModels, sitemap: [MODEL_SITEMAP] } });
