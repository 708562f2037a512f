import { SbUtilityModelContent } from './utility-models';
import { defineFeature } from '../manifest/feature-manifest';
import { defineRoutes } from '../manifest/route-row';
import { BUSINESS_SECTIONS } from './cms-sections';
import { BUSINESS_LEAD_FORMS } from './lead-forms';
import { BUSINESS_PATHS } from './paths';
import { utilityModel } from './routes';

/**
 * Business customers: a utility model's page (it holds the fleet quote), the fleet quote, the business CMS
 * sections. The enterprise pages are CMS stories drawn through the whole section table, so their rows are the
 * site's (src/routes/enterprise.tsx).
 */
export const BUSINESS = defineFeature({
  name: 'business',
  paths: BUSINESS_PATHS,
  routes: defineRoutes({ utilityModel: { page: utilityModel, forms: 'any' } }),
  leadForms: BUSINESS_LEAD_FORMS,
  sections: BUSINESS_SECTIONS,
  cms: { storyTypes: [{ schema: SbUtilityModelContent, preview: 'model' }] },
});
