import type { ReactNode } from 'react';
import { unstable_redirect } from 'waku/router/server';
import type { Locale } from '../routing/locales';
import type { RouteMatch, RouteName, RouteParams } from '../routing/table';

/** What every route module receives: the parsed URL. */
export type RouteProps<R extends RouteName> = {
  locale: Locale;
  params: RouteParams<R>;
  query: URLSearchParams;
  match: Extract<RouteMatch, { route: R }>;
  /** The full requested path, for error messages. */
  path: string;
};

/**
 * A route module: parses its params further if needed, asks one feature module for data and
 * returns the page. It loads its data *before* returning elements and throws an AppError for a
 * not-found there: the dispatcher awaits the module, so it catches that and renders the error
 * screen with the right status. (A throw inside a nested component would escape it.)
 */
export type RouteModule<R extends RouteName> = (props: RouteProps<R>) => Promise<ReactNode>;

/**
 * Ends the request with a 301 to `location`, carrying the query when there is one (one address per
 * page: an old or duplicate address moves to the canonical one). Waku's redirect signal; its type
 * lists 303/307/308, the server answers the status it carries.
 */
export function redirectPermanently(location: string, query?: URLSearchParams): never {
  const search = query?.toString();
  return (unstable_redirect as (location: string, status: number) => never)(search ? `${location}?${search}` : location, 301);
}
