import type { DependencyEdit } from '../patch-dependency';

/**
 * Waku 0.27.5's HTML render takes a nonce (`renderHtmlStream(…, { nonce })`: React's bootstrap and inline
 * scripts and the RSC payload's scripts carry it) but its request handler (waku/dist/lib/utils/render.js)
 * never passes one. The edit passes the nonce of the page being rendered, which
 * src/server/middleware/page-policy.ts left in the request's context data (`startPageNonce` in src/request),
 * so every script the framework writes carries the nonce the page's Content-Security-Policy names. Also in
 * `waku dev`, whose pages get the same policy. Waku 1.x does this itself (`unstable_setNonce`).
 */
const RENDER_HTML_OPTIONS = 'rscPath: options?.rscPath';

export const renderHtmlWithNonce: DependencyEdit = {
  name: 'render-html-with-nonce',
  file: /\/waku\/dist\/lib\/utils\/render\.js$/,
  needle: RENDER_HTML_OPTIONS,
  dev: true,
  edit: (code) => {
    const withNonce = `${RENDER_HTML_OPTIONS}, nonce: getContextDataForNonce().nonce`;
    return `import { getContextData as getContextDataForNonce } from '../context.js';\n${code.replace(RENDER_HTML_OPTIONS, withNonce)}`;
  },
};
