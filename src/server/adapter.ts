import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import {
  unstable_constants as constants,
  unstable_createServerEntryAdapter as createServerEntryAdapter,
  unstable_honoMiddleware as honoMiddleware,
} from 'waku/internals';
import { cspReports } from './csp-report';
import { setStylesheetFolder } from './page-styles';
import { staticErrorHtml } from '../errors/fallback-page';
import { healthEndpoints } from '../health/endpoints';
import { registerSiteReadinessChecks } from './readiness';
import { registerSiteMetrics } from './metrics';
import { logger } from '../log';
import { routes } from '../routing';
import { cachePolicy, type HoldsForm } from './middleware/cache-policy';
import { compression } from './middleware/compression';
import { headAsGet } from './middleware/head';
import { leadFileEndpoint } from './middleware/lead-files';
import { unsupportedMethods } from './middleware/methods';
import { requestLog } from './middleware/request-log';
import { RSC_BASE, rscGuard } from './middleware/rsc-guard';
import { sameOrigin } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { staticFiles } from './middleware/static-files';
import { pagePathFromUrl } from '../request';

const { DIST_PUBLIC } = constants;
const { contextMiddleware, rscMiddleware, middlewareRunner } = honoMiddleware;
const log = logger('http');

/**
 * The HTTP layer around everything the server answers, static files included, outermost first:
 * request id and log line, security headers, methods the site does not answer (405), HEAD as GET,
 * health endpoints, the lead files of the webhook's signed links, the Content-Security-Policy's violation reports (before the same-origin check:
 * browsers send them without credentials, with the page's Origin or none), compression, cache policy,
 * the RSC path guard, the same-origin check of posts, then the build's static files.
 */
export const outerMiddleware = ({ holdsForm }: Pick<Options, 'holdsForm'>): readonly MiddlewareHandler[] => [
  requestLog(),
  securityHeaders(),
  unsupportedMethods(),
  headAsGet(),
  healthEndpoints(),
  leadFileEndpoint(),
  cspReports(),
  compression(),
  cachePolicy(holdsForm),
  rscGuard(),
  sameOrigin(),
];

type Options = {
  middlewareFns?: (() => MiddlewareHandler)[];
  /** The routes whose pages hold a lead form (never kept by a cache), from the route rows. */
  holdsForm: HoldsForm;
};

/**
 * Waku's Node adapter (waku/adapters/node, 0.27.5) with one change: Waku puts its static-file
 * handler in front of every middleware, so static files got no security headers, no cache policy
 * and no compression. Here the site's HTTP layer (`outerMiddleware`) wraps the static files too,
 * and the files are served with their precompressed twins (see framework/build/precompress.ts). The
 * `middlewareFns` run inside Waku's request context, as with the stock adapter.
 */
export default createServerEntryAdapter(({ processRequest, processBuild, config, isBuild, notFoundHtml }, options?: Options) => {
  // Waku's adapter type makes the options optional; the site's server entry always passes them
  if (!options?.holdsForm) throw new Error('the server adapter needs the route rows: adapter(pages, { holdsForm, middlewareFns })');
  const { middlewareFns = [], holdsForm } = options;
  registerSiteReadinessChecks();
  registerSiteMetrics();
  const app = new Hono();
  app.notFound((c) => (notFoundHtml ? c.html(notFoundHtml, 404) : c.text('404 Not Found', 404)));
  app.onError((error, c) => {
    const url = new URL(c.req.url);
    // what escapes Waku unhandled under /RSC/ is input it could not decode (a reply, a function id)
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    const status = url.pathname.startsWith(RSC_BASE)
      ? 400
      : typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500
        ? statusCode
        : 500;
    if (status >= 500) log.error('unhandled error', { path: url.pathname, err: error });
    else log.info('request refused', { path: url.pathname, status, reason: error.message.slice(0, 200) });
    const locale = routes().localeOf(pagePathFromUrl(url));
    return new Response(status >= 500 ? staticErrorHtml(locale) : staticErrorHtml(locale, 'page'), {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  });
  for (const middleware of outerMiddleware({ holdsForm })) app.use(middleware);
  if (isBuild) {
    const publicDir = path.join(config.distDir, DIST_PUBLIC);
    setStylesheetFolder(publicDir);
    app.use(`${config.basePath}*`, staticFiles({ root: publicDir, base: config.basePath, immutablePrefix: `${config.basePath}assets/` }));
  }
  app.use(contextMiddleware());
  for (const middlewareFn of middlewareFns) app.use(middlewareFn());
  app.use(middlewareRunner({}));
  app.use(rscMiddleware({ processRequest }));
  return {
    fetch: app.fetch,
    build: processBuild,
    buildOptions: { distDir: config.distDir },
    buildEnhancers: ['waku/adapters/node-build-enhancer'],
    serve,
  };
});
