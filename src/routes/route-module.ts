import type { ReactNode } from 'react';
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
