import type { RouteModule } from '../manifest/route-module';
import { loadModelRange } from './range-page/data';
import { ModelRangePage } from './range-page/range-page';

/** `/{brand}/tous-les-modeles`: the brand's new models; a brand the site does not sell is brand-not-found. */
export const brandModels: RouteModule<'brandModels'> = async ({ locale, params, path }) => (
  <ModelRangePage data={await loadModelRange(locale, params.brand, path)} />
);
