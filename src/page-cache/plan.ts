import type { RouteMatch } from '../routing/table';
import { parseStockQuery, STOCK_PARAM_NAMES, stockQueryString } from '../stock/query';

/**
 * How the page cache keys a page, and whether it may keep it. A route's row (src/routes) names its
 * planner, and only if what
 * it renders is the same for every visitor: it reads no cookie, no header and no form state, only
 * its route, its (canonical) query and the two sources it is built from, the stock index and the
 * CMS, whose versions are part of every key. What varies by the moment (opening hours saying "open
 * now", a form's bookable days) marks the page uncacheable while rendering (markPageUncacheable), so
 * a content page holding such a section is rendered each time.
 *
 * Without a planner: the vehicle forms (what a visitor typed), the dealership pages (open now), `/hello`.
 */
export type CachePlan = {
  /** the page's address as the cache knows it: equivalent URLs share it */
  canonical: string;
  /** false when the request is equivalent to the canonical one but not written like it: served from the entry, never stored */
  storable: boolean;
};

export type Planner = (match: RouteMatch, query: URLSearchParams) => CachePlan | null;

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

/** A page read from its path alone (a vehicle, a CMS page): any query leaves it to the renderer. */
export const pathOnly: Planner = (_match, query) => (query.size === 0 ? { canonical: '', storable: true } : null);

/** The cache plan of a parsed page request by its route's planner, or null when the page must be rendered each time. */
export function cachePlan(planner: Planner | undefined, match: RouteMatch, query: URLSearchParams): CachePlan | null {
  return planner ? planner(match, query) : null;
}
