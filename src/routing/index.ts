import { config } from '../config/env';
import type { FeaturePaths } from './declare';
import { segmentsFromEnv } from './segments';
import { createRouter, type ApiRouteName, type HrefArgs, type RouteName, type Router } from './table';
import type { Locale } from './locales';

export * from './locales';
export * from './table';

let router: Router | undefined;
let featurePaths: readonly FeaturePaths[] = [];

/**
 * The features' routes of this process (their `paths.ts`), handed over once by the feature list
 * (src/composition/features.ts) when it is loaded, before any request: the routing floor knows no
 * feature, the list above every feature knows them all. Tests and scripts that ask the table without
 * the list register the paths modules of the tree (test/support/feature-paths.ts).
 */
export function declareFeaturePaths(paths: readonly FeaturePaths[]): void {
  featurePaths = paths;
  router = undefined;
}

/** The route table of this process, with the segment words of its configuration (throws on a bad override). */
export function routes(): Router {
  router ??= createRouter(segmentsFromEnv(config().segmentOverrides, featurePaths), featurePaths);
  return router;
}

/** The typed link builder every server component uses. */
export function href<R extends RouteName>(locale: Locale, route: R, ...params: HrefArgs<R>): string {
  return routes().href(locale, route, ...params);
}

/** Whether a route is answered by a request handler (registered with `createApi`), not by a page. */
export function isApiRoute(route: RouteName): route is ApiRouteName {
  return routes().isApiRoute(route);
}
