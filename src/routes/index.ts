import { FEATURE_ROUTE_ROWS } from '../composition/features';
import type { FormKind } from '../composition/lead-forms';
import type { ApiRouteRow, PageRouteRow, RouteRow, SwitcherRow } from '../manifest/route-row';
import type { Planner } from '../page-cache/plan';
import { routes } from '../routing';
import type { ApiRouteName, PageRouteName, RouteName } from '../routing/table';
import type { SitemapSource } from '../seo/sitemap-source';
import { API_ROUTES } from './api';
import { CONTENT_ROUTES } from './content';
import { ENTERPRISE_ROUTES } from './enterprise';
import { FAVOURITE_ROUTES } from './favourites';
import { HELLO_ROUTES } from './hello';
import { HOME_ROUTES } from './home';
import type { RouteModule } from '../manifest/route-module';
import { STOCK_LIST_ROUTES } from './stock-list';
import { VEHICLE_ROUTES } from './vehicle';

/**
 * Every route's row: each feature's (the `routes` of its declaration, joined by the feature list,
 * src/composition/features.ts) and the site's own beside their modules in this folder, the pages that
 * compose several features or draw a story through the whole section table (the home, the CMS pages, the
 * enterprise pages, the stock list with its alert form, a vehicle and its lead forms, the favourites and the
 * comparison with the shortlist's form) and the sitemaps.
 * A route of the table without its row, or a row of a route the table does not have, does not compile;
 * nor does a page naming a form the lead-form table lacks. The dispatcher's page modules
 * (src/app/dispatch.tsx), the page cache's plan, the form posts, the API handlers and the sitemap's
 * sources (src/server-entry.tsx) derive from it.
 */
export const ROUTE_TABLE = {
  ...API_ROUTES,
  ...HOME_ROUTES,
  ...HELLO_ROUTES,
  ...STOCK_LIST_ROUTES,
  ...ENTERPRISE_ROUTES,
  ...FAVOURITE_ROUTES,
  ...VEHICLE_ROUTES,
  ...CONTENT_ROUTES,
  ...FEATURE_ROUTE_ROWS,
} as const satisfies { readonly [R in RouteName]: RouteRow<R> };

type NamedForm = {
  [R in keyof typeof ROUTE_TABLE]: (typeof ROUTE_TABLE)[R] extends { forms: infer F } ? F : never;
}[keyof typeof ROUTE_TABLE];
/** A page that names a form the lead-form table lacks does not compile (the type names the form). */
const FORMS_KNOWN: [Exclude<NamedForm, FormKind | 'any'>] extends [never] ? true : Exclude<NamedForm, FormKind | 'any'> = true;
void FORMS_KNOWN;

const pageRow = (route: RouteName): Partial<PageRouteRow<PageRouteName>> => ROUTE_TABLE[route] as Partial<PageRouteRow<PageRouteName>>;

/** The page module of every page route. */
export const pageModuleOf = <R extends PageRouteName>(route: R): RouteModule<R> => (ROUTE_TABLE[route] as PageRouteRow<R>).page;

/** The page cache's planner of a route, or none (its pages are rendered each time). */
export const cachePlannerOf = (route: RouteName): Planner | undefined => pageRow(route).cache;

/** The forms a page of the route holds (see `PageRouteRow.forms`). */
export const formsOf = (route: RouteName): FormKind | 'any' | undefined => pageRow(route).forms as FormKind | 'any' | undefined;

/** What a page of the route keeps when the visitor switches its language (see `SwitcherRow`). */
export const switcherOf = <R extends PageRouteName>(route: R): SwitcherRow<R> | undefined =>
  (ROUTE_TABLE[route] as Partial<PageRouteRow<R>>).switcher;

/**
 * Whether every page of the route holds a form of the lead-form table (a vehicle's interest form, a
 * lease offer's enquiry): the cache policy answers `no-store` for them. A page that only may embed a
 * form (`any`: a CMS page) is the same for every visitor until posted to, and stays `no-cache`.
 */
export const holdsForm = (route: RouteName): boolean => {
  const forms = formsOf(route);
  return forms !== undefined && forms !== 'any';
};

/** The API routes and their handlers, in the table's order. */
export const API_HANDLERS = routes().names.flatMap((route) => {
  const row = ROUTE_TABLE[route] as Partial<ApiRouteRow>;
  return row.api ? [{ route: route as ApiRouteName, handlers: row.api }] : [];
});

/** The sitemap's sources, in the order of the route table. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = routes().names.flatMap(
  (route) => (ROUTE_TABLE[route] as { sitemap?: readonly SitemapSource[] }).sitemap ?? [],
);
