import type { RouteModule } from './route-module';
import { loadUtilityModelPage } from '../business/utility-page/data';
import { UtilityModelPage } from '../business/utility-page/utility-page';
import { defineRoutes } from './route-row';

/** `/vehicules-utilitaires/{maker}/{model}`: a van or pick-up model with its live stock; an unknown model is a 404. */
const utilityModel: RouteModule<'utilityModel'> = async ({ locale, params, path, query }) => (
  <UtilityModelPage data={await loadUtilityModelPage(locale, params.maker, params.model, path, query)} />
);

/** A utility model's page holds the fleet quote. */
export const UTILITY_MODEL_ROUTES = defineRoutes({ utilityModel: { page: utilityModel, forms: 'any' } });
