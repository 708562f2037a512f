import { definePaths, lit, param, seg, type RoutesOf, type WordsOf } from '../routing/declare';

/**
 * The stock's own addresses besides the list and the vehicles (the routing floor's, as their pages compose
 * the alerts and the forms, as do the favourites and the comparison with the shortlist's form): every model in
 * stock (issue 11), a brand's stock (a 301 to the list), and the header search's suggestions.
 */
export const STOCK_PATHS = definePaths({
  feature: 'stock',
  words: {
    allModels: { 'fr-lu': 'tous-les-modeles', 'de-lu': 'all-models', 'en-gb': 'all-models' },
  },
  routes: {
    /** The header search's suggestions as JSON (`?q=&locale=`, src/stock/suggest). */
    stockSuggest: { parts: [lit('api'), lit('suggestions')], unlocalized: true, api: true },
    /** `/stock/tous-les-modeles`: every brand and model in stock with its count. */
    stockModels: { parts: [seg('stock'), seg('allModels')] },
    /** `/{brand}/stock`: the brand's stock, at its one address `/stock?brand={brand}` (301). */
    brandStockList: { parts: [param('brand'), seg('stock')] },
  },
});

type Routes = RoutesOf<typeof STOCK_PATHS>;
type Words = WordsOf<typeof STOCK_PATHS>;
declare module '../routing/declare' {
  interface FeatureRoutes extends Routes {}
  interface FeatureWords extends Words {}
}
