import type { RouteMatch } from '../routing/table';

/**
 * How the page cache keys a page, and whether it may keep it. A route's row names its planner (its
 * feature's manifest, or src/routes for the site's own pages), and only if what it renders is the same for every visitor: it reads no cookie, no header and no form state, only
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

/** A page read from its path alone (a vehicle, a CMS page): any query leaves it to the renderer. */
export const pathOnly: Planner = (_match, query) => (query.size === 0 ? { canonical: '', storable: true } : null);
