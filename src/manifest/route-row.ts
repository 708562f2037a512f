import type { Planner } from './cache-plan';
import type { Locale } from '../routing/locales';
import type { ApiRouteName, PageRouteName, RouteName, RouteParams } from '../routing/table';
import type { SitemapSource } from '../seo/sitemap-source';
import type { RouteModule } from './route-module';

/**
 * One route's facts beside its module, typed by its name in the route table (src/routing/table.ts):
 * a route renamed there and not here, or a row for a route that does not exist, does not compile.
 * The app joins every module's rows (src/routes/index.ts) and derives from them: the page module of
 * the dispatcher, the page cache's plan, the forms a page's posts may be for, the API handlers and the
 * sitemap's sources.
 */
export type PageRouteRow<R extends PageRouteName> = {
  /** Renders the page (src/routes/route-module.ts). */
  page: RouteModule<R>;
  /**
   * Whether the page cache may keep the page and under which address (src/page-cache/plan.ts); none:
   * rendered each time. Only a page that is the same for every visitor (no cookie, header or form state).
   */
  cache?: Planner;
  /**
   * The forms a page of the route holds: one form of the lead-form table (a vehicle form, a lease offer's
   * enquiry), `any` for a page that may embed forms (a CMS page), none for a page without forms. Its posts
   * get the form's body limit, and its page the lead-form table's loader. Its id is checked against the
   * lead-form table where the rows are joined (src/routes/index.ts): a form the table lacks does not compile.
   */
  forms?: string;
  /** The sitemap's sources of the pages of this route (and of the routes it lists, e.g. a list's items). */
  sitemap?: readonly SitemapSource[];
  /** What the page keeps when the visitor switches its language (the locale switcher, src/app/shell.tsx). */
  switcher?: SwitcherRow<R>;
};

/**
 * The same page in another locale: by default the route's own address in that locale with the same
 * params and no query.
 */
export type SwitcherRow<R extends PageRouteName> = {
  /** The query the same page understands in every locale, written canonically (`?a=1`, or ''); without it the query is dropped. */
  query?: (query: URLSearchParams) => string;
  /** The params in each locale where they are translated slugs (a CMS story's, a lease offer's). */
  localParams?: (params: RouteParams<R>) => Promise<Partial<Record<Locale, RouteParams<R>>> | undefined>;
};

type Handler = (req: Request) => Promise<Response>;

/** An API route: its handlers by method (others answer 405; HEAD is the GET's). */
export type ApiRouteRow = { api: { GET?: Handler; POST?: Handler }; sitemap?: undefined };

export type RouteRow<R extends RouteName> = R extends PageRouteName ? PageRouteRow<R> : R extends ApiRouteName ? ApiRouteRow : never;

/** Rows of some routes, each typed by its route's name. */
export type RouteRows = { readonly [R in RouteName]?: RouteRow<R> };

/** Some routes' rows: a key that names no route is refused (`never`). */
export function defineRoutes<const T extends RouteRows>(rows: T & Record<Exclude<keyof T, RouteName>, never>): T {
  return rows;
}
