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
 * beside its body. The page cache never serves that render's nonce: it keeps where the nonce is in the
 * body and writes a fresh one there and in this header for every answer (src/page-cache/nonce.ts), so a
 * nonce one visitor saw is never one another visitor's page trusts (issue 39). docs/http.md, "Content Security Policy".
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
