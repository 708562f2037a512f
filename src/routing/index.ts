import { config } from '../config/env';
import { createRouter, type Router } from './table';

export * from './locales';
export * from './table';

let router: Router | undefined;

/** The route table of this process, with the segment words of its configuration. */
export function routes(): Router {
  router ??= createRouter(config().segments);
  return router;
}

/** The typed link builder every server component uses. */
export const href: Router['href'] = (...args) => routes().href(...args);
