import type { MiddlewareHandler } from 'hono';
import { isPreviewUrl } from '../../content/preview';

/**
 * A signed Storyblok preview (see src/content/preview.ts) is a draft for one editor: never stored by
 * a cache, never indexed. Its Content-Security-Policy (framed by the visual editor, which also loads its
 * bridge script) is the page policy's (page-policy.ts).
 */
export function previewHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !isPreviewUrl(new URL(c.req.url))) return;
    const headers = new Headers(c.res.headers);
    headers.set('Cache-Control', 'no-store');
    headers.set('X-Robots-Tag', 'noindex');
    headers.delete('ETag');
    c.res = new Response(c.res.body, { status: c.res.status, headers });
  };
}
