import type { DependencyEdit } from '../patch-dependency';

/**
 * React's HTML renderer (react-dom/server 19.2) writes a finished Suspense boundary whose markup would take
 * the part of the page flushed so far past `progressiveChunkSize` (12 800 bytes by default) as a hidden block
 * that an inline script moves into place ("outlining"), even when the whole page is rendered before the first
 * byte is sent. Without JavaScript that content stays hidden. The lead form is a Suspense boundary of its own,
 * so that the browser hydrates it only once the visitor reaches it (src/forms/components/lead-form.tsx, issue
 * 29), and must show without JavaScript. Waku 0.27.5's SSR module (waku/dist/lib/vite-rsc/ssr.js) passes no
 * options of ours to `renderToReadableStream`, so the build gives it an unbounded chunk size, which keeps every
 * boundary finished at flush time in place. A boundary still pending streams as before (its fallback, then its
 * content).
 */
const SSR_RENDER_OPTIONS = 'bootstrapScriptContent: getBootstrapPreamble({';

export const WAKU_SSR_MODULE = /\/waku\/dist\/lib\/vite-rsc\/ssr\.js$/;

export const ssrBoundariesInPlace: DependencyEdit = {
  name: 'ssr-boundaries-in-place',
  file: WAKU_SSR_MODULE,
  needle: SSR_RENDER_OPTIONS,
  edit: (code) => code.replaceAll(SSR_RENDER_OPTIONS, `progressiveChunkSize: Number.POSITIVE_INFINITY, ${SSR_RENDER_OPTIONS}`),
};
