import { SbModelContent } from './model';
import { defineFeature } from '../manifest/feature-manifest';
import { defineRoutes } from '../manifest/route-row';
import { MODEL_LEAD_FORMS } from './lead-forms';
import { MODEL_PATHS } from './paths';
import { brandModels } from './routes';
import { MODEL_SITEMAP } from './sitemap';

/** Brands' new models: a brand's range (the model pages themselves are CMS stories, the content route) and the model's test drive. */
export const MODELS = defineFeature({
  name: 'models',
  paths: MODEL_PATHS,
  routes: defineRoutes({ brandModels: { page: brandModels, sitemap: [MODEL_SITEMAP] } }),
  leadForms: MODEL_LEAD_FORMS,
  cms: { storyTypes: [{ schema: SbModelContent, preview: 'name' }] },
});
