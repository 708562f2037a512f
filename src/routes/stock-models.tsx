import type { RouteModule } from './route-module';
import { AllModelsPage, loadAllModels } from '../stock/all-models/page';
import { defineRoutes } from './route-row';
import { pathOnly } from '../page-cache/plan';

/** `/stock/tous-les-modeles`: every brand and model in stock with its count. */
const stockModels: RouteModule<'stockModels'> = async ({ locale }) => <AllModelsPage data={await loadAllModels(locale)} />;

export const STOCK_MODEL_ROUTES = defineRoutes({ stockModels: { page: stockModels, cache: pathOnly } });
