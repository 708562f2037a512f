import type { CachePlan, Planner } from '../manifest/cache-plan';
import type { RouteMatch } from '../routing/table';
import { parseStockQuery, STOCK_PARAM_NAMES, stockQueryString } from '../stock/query';

/** What a route's row may name (src/manifest/cache-plan.ts), and the stock list's planner, which reads the stock's query. */
export { pathOnly, type CachePlan, type Planner } from '../manifest/cache-plan';

const STOCK_PARAMS: ReadonlySet<string> = new Set(STOCK_PARAM_NAMES);

/**
 * The stock list: the cards and facet counts depend only on the parsed query. Any other parameter
 * (an old used-stock parameter that redirects, a preview token) leaves it to the renderer. A query
 * written otherwise than `stockQueryString` writes it is served from the canonical entry but never
 * stored: the page's router state echoes the query it was rendered for.
 */
export const stockListPlan: Planner = (match, query) => {
  for (const name of query.keys()) if (!STOCK_PARAMS.has(name)) return null;
  const canonical = stockQueryString(parseStockQuery(query));
  const raw = query.toString();
  return { canonical: `${canonical}`, storable: (raw ? `?${raw}` : '') === canonical };
};

/** The cache plan of a parsed page request by its route's planner, or null when the page must be rendered each time. */
export function cachePlan(planner: Planner | undefined, match: RouteMatch, query: URLSearchParams): CachePlan | null {
  return planner ? planner(match, query) : null;
}
