import type { PageRouteName, RouteMatch } from '../routing/table';
import { parseStockQuery, STOCK_PARAM_NAMES, stockQueryString } from '../stock/query';

/**
 * Which pages the page cache may keep, and under which address. A page is listed here only if what
 * it renders is the same for every visitor: it reads no cookie, no header and no form state, only
 * its route, its (canonical) query and the two sources it is built from, the stock index and the
 * CMS, whose versions are part of every key. What varies by the moment (opening hours saying "open
 * now", a form's bookable days) marks the page uncacheable while rendering (markPageUncacheable), so
 * a content page holding such a section is rendered each time.
 *
 * Not listed: the vehicle forms (what a visitor typed), the dealership pages (open now), `/hello`.
 */
export type CachePlan = {
  /** the page's address as the cache knows it: equivalent URLs share it */
  canonical: string;
  /** false when the request is equivalent to the canonical one but not written like it: served from the entry, never stored */
  storable: boolean;
};

type Planner = (match: RouteMatch, query: URLSearchParams) => CachePlan | null;

const STOCK_PARAMS: ReadonlySet<string> = new Set(STOCK_PARAM_NAMES);

/**
 * The stock list: the cards and facet counts depend only on the parsed query. Any other parameter
 * (an old used-stock parameter that redirects, a preview token) leaves it to the renderer. A query
 * written otherwise than `stockQueryString` writes it is served from the canonical entry but never
 * stored: the page's router state echoes the query it was rendered for.
 */
const stockList: Planner = (match, query) => {
  for (const name of query.keys()) if (!STOCK_PARAMS.has(name)) return null;
  const canonical = stockQueryString(parseStockQuery(query));
  const raw = query.toString();
  return { canonical: `${canonical}`, storable: (raw ? `?${raw}` : '') === canonical };
};

/** A page read from its path alone (a vehicle, a CMS page): any query leaves it to the renderer. */
const pathOnly: Planner = (_match, query) => (query.size === 0 ? { canonical: '', storable: true } : null);

export const CACHEABLE_ROUTES: Partial<Record<PageRouteName, Planner>> = {
  stockList,
  stockModels: pathOnly,
  vehicle: pathOnly,
  brandVehicle: pathOnly,
  home: pathOnly,
  content: pathOnly,
};

/** The cache plan of a parsed page request, or null when the page must be rendered each time. */
export function cachePlan(match: RouteMatch, query: URLSearchParams): CachePlan | null {
  const planner = CACHEABLE_ROUTES[match.route as PageRouteName];
  return planner ? planner(match, query) : null;
}
