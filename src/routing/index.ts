import { config } from '../config/env';
import type { FeaturePaths } from './declare';
import { segmentsFromEnv } from './segments';
import { createRouter, type ApiRouteName, type HrefArgs, type RouteName, type Router } from './table';
import type { Locale } from './locales';
import { processSlot } from '../process/shared';

export * from './locales';
export * from './table';

let router: Router | undefined;
let routerOf: readonly FeaturePaths[] | undefined;

/**
 * The declared paths are shared by the process (src/process/shared.ts), not kept in this module: a process may hold more than one copy of
 * the module (the build's server and SSR bundles; a test that resets its modules with `vi.resetModules()`),
 * and each copy must know the routes the feature list declared once.
 */
const declaredSlot = () => processSlot<readonly FeaturePaths[]>('routing.featurePaths');
const declared = (): readonly FeaturePaths[] => declaredSlot().value ?? [];

/**
 * The features' routes of this process (their `paths.ts`), handed over once by the feature list
 * (src/composition/features.ts) when it is loaded, before any request: the routing floor knows no
 * feature, the list above every feature knows them all. Tests and scripts that ask the table without
 * the list register the paths modules of the tree (test/support/feature-paths.ts).
 */
export function declareFeaturePaths(paths: readonly FeaturePaths[]): void {
  declaredSlot().value = paths;
  router = undefined;
}

/** The route table of this process, with the segment words of its configuration (throws on a bad override). */
export function routes(): Router {
  const featurePaths = declared();
  if (!router || routerOf !== featurePaths) {
    router = createRouter(segmentsFromEnv(config().segmentOverrides, featurePaths), featurePaths);
    routerOf = featurePaths;
  }
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
