import type { DependencyEdit } from '../patch-dependency';
import { WAKU_SSR_MODULE } from './ssr-boundaries-in-place';

/**
 * A page's HTML holds its stylesheets' rules inline (`inline-page-stylesheets`), as React's inline stylesheet
 * resources (`<style href precedence>`), which React's HTML renderer gathers into the head and writes with
 * the render's *style* nonce only, not the element's own. Waku 0.27.5's SSR module
 * (waku/dist/lib/vite-rsc/ssr.js) gives React the page's nonce for scripts only (`nonce: options.nonce`); the
 * edit gives it for both (`nonce: { script, style }`, React 19.2's form), so the page's Content-Security-Policy
 * (style-src with the nonce, no 'unsafe-inline') allows the inline rules. The RSC payload's scripts keep the
 * plain nonce (rsc-html-stream takes a string).
 */
const SSR_HTML_NONCE = 'nonce: options.nonce\n';

export const ssrStyleNonce: DependencyEdit = {
  name: 'ssr-style-nonce',
  file: WAKU_SSR_MODULE,
  needle: SSR_HTML_NONCE,
  edit: (code) => code.replaceAll(SSR_HTML_NONCE, 'nonce: { script: options.nonce, style: options.nonce }\n'),
};
