import type { MiddlewareHandler } from 'hono';
import { isPreviewUrl, STORYBLOK_APP_ORIGIN } from '../../content/preview';

/**
 * A signed Storyblok preview (see src/content/preview.ts) is a draft for one editor: never stored by
 * a cache, never indexed, and framed by the visual editor, which also loads its bridge script.
 */
export function previewHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !isPreviewUrl(new URL(c.req.url))) return;
    const headers = new Headers(c.res.headers);
    headers.set('Cache-Control', 'no-store');
    headers.set('X-Robots-Tag', 'noindex');
    headers.delete('ETag');
    headers.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "img-src 'self' data: https:",
        `script-src 'self' 'unsafe-inline' ${STORYBLOK_APP_ORIGIN}`,
        "style-src 'self' 'unsafe-inline'",
        `connect-src 'self' ${STORYBLOK_APP_ORIGIN}`,
        `frame-ancestors 'self' ${STORYBLOK_APP_ORIGIN}`,
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
    c.res = new Response(c.res.body, { status: c.res.status, headers });
  };
}
