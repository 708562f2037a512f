import { SbVehicleContent } from './vehicle-schema';
import { href } from '../routing';
import { vehicleStoryParam } from './document';
import { pathOnly } from '../manifest/cache-plan';
import { defineFeature } from '../manifest/feature-manifest';
import { defineRoutes } from '../manifest/route-row';
import { STOCK_SECTIONS } from './cms-sections';
import { STOCK_PATHS } from './paths';
import { brandStockList, stockModels } from './routes';
import { stockSuggestResponse } from './suggest/suggestions';

/**
 * The stock's own pages (the list and the vehicles compose the alerts and the lead forms, so their rows are
 * the site's, src/routes, as are the favourites and the comparison with the shortlist's lead form): every model
 * in stock (kept by the page cache), a brand's stock (a 301), the header search's suggestions, and the stock CMS
 * sections.
 */
export const STOCK = defineFeature({
  name: 'stock',
  paths: STOCK_PATHS,
  routes: defineRoutes({
    stockSuggest: { api: { GET: stockSuggestResponse } },
    stockModels: { page: stockModels, cache: pathOnly },
    brandStockList: { page: brandStockList },
  }),
  sections: STOCK_SECTIONS,
  cms: {
    storyTypes: [
      {
        schema: SbVehicleContent,
        preview: 'model',
        // the vehicle's page, whose address holds the story's id (as the index's documents do, src/stock/document.ts)
        realPath: ({ id, content }) => {
          const parsed = SbVehicleContent.safeParse(content);
          return parsed.success ? href('fr-lu', 'vehicle', { vehicle: vehicleStoryParam(id, parsed.data) }) : null;
        },
      },
    ],
  },
});
