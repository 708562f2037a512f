import type { MiddlewareHandler } from 'hono';
import { BUILD_ID, BUILD_TIME, LATEST_BUILD_PATH } from './build-info';

/**
 * Serves the latest-build manifest, `{ id, builtAt }` of the build this server runs, with no
 * caching anywhere (browser, proxy, CDN): an open tab compares it with the id of its own scripts.
 */
export function latestBuildManifest(): MiddlewareHandler {
  const body = JSON.stringify({ id: BUILD_ID, builtAt: BUILD_TIME });
  return async (c, next) => {
    if (c.req.path !== LATEST_BUILD_PATH || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    c.res = new Response(c.req.method === 'HEAD' ? null : body, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store, max-age=0',
        Expires: '0',
      },
    });
  };
}
