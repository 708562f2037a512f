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
 * returns the page. It throws an AppError for a not-found; the dispatcher shows the error screen.
 */
export type RouteModule<R extends RouteName> = (props: RouteProps<R>) => Promise<ReactNode>;
