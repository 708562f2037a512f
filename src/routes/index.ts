import type { FormKind } from '../composition/lead-forms';
import type { Planner } from '../page-cache/plan';
import { ROUTE_NAMES, type ApiRouteName, type PageRouteName, type RouteName } from '../routing/table';
import type { SitemapSource } from '../seo/sitemap-source';
import { ALERT_ROUTES } from './alerts';
import { API_ROUTES } from './api';
import { BRAND_MODEL_ROUTES } from './brand-models';
import { BRAND_STOCK_ROUTES } from './brand-stock-list';
import { CONTENT_ROUTES } from './content';
import { ENTERPRISE_ROUTES } from './enterprise';
import { FAVOURITE_ROUTES } from './favourites';
import { HELLO_ROUTES } from './hello';
import { HOME_ROUTES } from './home';
import { LEASE_ROUTES } from './lease';
import { LEASE_LIST_ROUTES } from './lease-list';
import { LOCATION_ROUTES } from './location';
import { LOCATION_LIST_ROUTES } from './location-list';
import type { RouteModule } from './route-module';
import type { ApiRouteRow, PageRouteRow, RouteRow, SwitcherRow } from './route-row';
import { STOCK_LIST_ROUTES } from './stock-list';
import { STOCK_MODEL_ROUTES } from './stock-models';
import { UTILITY_MODEL_ROUTES } from './utility-model';
import { VEHICLE_ROUTES } from './vehicle';

/**
 * Every route's row, joined from the rows beside the route modules (`defineRoutes` in each module of
 * this folder): a route of the table without its row, or a row of a route the table no longer has,
 * does not compile. The dispatcher's page modules (src/app/dispatch.tsx), the page cache's plan,
 * the form posts, the API handlers and the sitemap's sources (src/server-entry.tsx) derive from it.
 * A new route is its path in src/routing/table.ts and its row beside its module; a new module file
 * is one more spread here.
 */
export const ROUTE_TABLE = {
  ...API_ROUTES,
  ...HOME_ROUTES,
  ...HELLO_ROUTES,
  ...ALERT_ROUTES,
  ...STOCK_LIST_ROUTES,
  ...STOCK_MODEL_ROUTES,
  ...FAVOURITE_ROUTES,
  ...LOCATION_LIST_ROUTES,
  ...ENTERPRISE_ROUTES,
  ...UTILITY_MODEL_ROUTES,
  ...VEHICLE_ROUTES,
  ...BRAND_MODEL_ROUTES,
  ...BRAND_STOCK_ROUTES,
  ...LOCATION_ROUTES,
  ...LEASE_LIST_ROUTES,
  ...LEASE_ROUTES,
  ...CONTENT_ROUTES,
} as const satisfies { readonly [R in RouteName]: RouteRow<R> };

const pageRow = (route: RouteName): Partial<PageRouteRow<PageRouteName>> => ROUTE_TABLE[route] as Partial<PageRouteRow<PageRouteName>>;

/** The page module of every page route. */
export const pageModuleOf = <R extends PageRouteName>(route: R): RouteModule<R> => (ROUTE_TABLE[route] as PageRouteRow<R>).page;

/** The page cache's planner of a route, or none (its pages are rendered each time). */
export const cachePlannerOf = (route: RouteName): Planner | undefined => pageRow(route).cache;

/** The forms a page of the route holds (see `PageRouteRow.forms`). */
export const formsOf = (route: RouteName): FormKind | 'any' | undefined => pageRow(route).forms;

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
export const API_HANDLERS = ROUTE_NAMES.flatMap((route) => {
  const row = ROUTE_TABLE[route] as Partial<ApiRouteRow>;
  return row.api ? [{ route: route as ApiRouteName, handlers: row.api }] : [];
});

/** The sitemap's sources, in the order of the route table. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = ROUTE_NAMES.flatMap(
  (route) => (ROUTE_TABLE[route] as { sitemap?: readonly SitemapSource[] }).sitemap ?? [],
);
