import type { RouteModule } from './route-module';
import { loadModelRange } from '../models/range-page/data';
import { ModelRangePage } from '../models/range-page/range-page';

/** `/{brand}/tous-les-modeles`: the brand's new models; a brand the site does not sell is brand-not-found. */
const brandModels: RouteModule<'brandModels'> = async ({ locale, params, path }) => (
  <ModelRangePage data={await loadModelRange(locale, params.brand, path)} />
);
export default brandModels;
