import type { RouteModule } from './route-module';
import { AllModelsPage, loadAllModels } from '../stock/all-models/page';

/** `/stock/tous-les-modeles`: every brand and model in stock with its count. */
const stockModels: RouteModule<'stockModels'> = async ({ locale }) => <AllModelsPage data={await loadAllModels(locale)} />;
export default stockModels;
