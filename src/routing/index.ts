import { config } from '../config/env';
import { segmentsFromEnv } from './segments';
import { createRouter, type HrefArgs, type RouteName, type Router } from './table';
import type { Locale } from './locales';

export * from './locales';
export * from './table';

let router: Router | undefined;

/** The route table of this process, with the segment words of its configuration (throws on a bad override). */
export function routes(): Router {
  router ??= createRouter(segmentsFromEnv(config().segmentOverrides));
  return router;
}

/** The typed link builder every server component uses. */
export function href<R extends RouteName>(locale: Locale, route: R, ...params: HrefArgs<R>): string {
  return routes().href(locale, route, ...params);
}
