import type { RouteModule } from '../manifest/route-module';
import { loadUtilityModelPage } from './utility-page/data';
import { UtilityModelPage } from './utility-page/utility-page';

/** `/vehicules-utilitaires/{maker}/{model}`: a van or pick-up model with its live stock; an unknown model is a 404. */
export const utilityModel: RouteModule<'utilityModel'> = async ({ locale, params, path, query }) => (
  <UtilityModelPage data={await loadUtilityModelPage(locale, params.maker, params.model, path, query)} />
);
