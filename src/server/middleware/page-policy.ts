import type { MiddlewareHandler } from 'hono';
import { config } from '../../config/env';
import { isPreviewUrl } from '../../content/preview';
import { startPageNonce } from '../../request';
import { contentSecurityPolicy } from '../content-security-policy';
import { setResponseHeader } from '../response';
import { RSC_BASE } from './rsc-guard';

/**
 * The Content-Security-Policy of a rendered page, with the page's own nonce: a fresh one is started
 * before the render (Waku's scripts and the page's inline scripts carry it, see `startPageNonce`) and
 * named in the policy of the HTML that comes out, before its first byte (the body streams after).
 *
 * It runs inside the page cache (server-entry.tsx), so a kept page keeps the header of its render
 * beside its body: served again, its scripts and its policy still agree. The nonce of a kept page is
 * reused by every visitor it is served to; that is chosen over rewriting each copy (the page is kept
 * compressed, a rewrite would compress it again per response), and costs nothing here: markup that
 * could carry a known nonce would have to be in that kept body, which was fixed when it was rendered,
 * and every new render (new content, another page) has a nonce of its own. docs/http.md, "Content Security Policy".
 */
export function pagePolicy(): MiddlewareHandler {
  const tagManager = Boolean(config().tagManager.containerId);
  // Vite's flag: true under `waku dev` only (replaced by false in the build)
  const development = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith(RSC_BASE)) return next();
    const nonce = startPageNonce();
    await next();
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    const preview = c.req.method === 'GET' && isPreviewUrl(url);
    setResponseHeader(c, 'Content-Security-Policy', contentSecurityPolicy({ nonce, tagManager, preview, development }));
  };
}
