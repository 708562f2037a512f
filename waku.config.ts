import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'waku/config';
import { precompressPlugin } from './scripts/precompress';

/**
 * The server renders with React's Node builds instead of the edge builds Waku and
 * @vitejs/plugin-rsc import. Both offer the same web-stream API (`renderToReadableStream`,
 * `createFromReadableStream`), but the edge builds make one `TextEncoder.encode` call, and one
 * allocation, per piece of markup, where the Node builds encode into a shared buffer. Measured
 * with `npm run bench` (README, "Benchmark").
 */
const NODE_BUILDS = [
  ['react-dom/server.edge', 'react-dom/server.node'],
  ['react-server-dom-webpack/server.edge', 'react-server-dom-webpack/server.node'],
  ['react-server-dom-webpack/client.edge', 'react-server-dom-webpack/client.node'],
].map(([edge, node]) => ({ find: new RegExp(`^${edge!.replaceAll('.', '\\.')}$`), replacement: node! }));

/**
 * The server bundle keeps one chunk per module of src/. @vitejs/plugin-rsc links a server component's
 * stylesheets from the CSS of its *chunk* (and the chunks that chunk imports), and groups the client
 * components by the server chunk that references them (Waku's `clientChunks`). Rollup's default put
 * the whole server (every route and every feature's CMS sections, all reached from one route table)
 * into one chunk, so every page linked one stylesheet holding every feature's rules and loaded one
 * client chunk holding every feature's client components. With a chunk per module, a component links
 * the CSS its own module graph imports (as in `waku dev`) and a client component is a chunk of its own
 * that a page loads when it renders it. See README, "Styles and scripts per page".
 */
const SRC_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const PAGE_FRAME = [`${SRC_DIR}app/root.tsx`, `${SRC_DIR}app/shell.tsx`];
function serverChunkPerModule(id: string, { getModuleInfo }: { getModuleInfo(id: string): Rollup.ModuleInfo | null }): string | undefined {
  const file = id.split('?')[0]!;
  if (!file.startsWith(SRC_DIR) || file.endsWith('.json')) return undefined;
  const name = file.slice(SRC_DIR.length);
  // the client components of the page frame (navigation, header, footer) are on every page: one chunk for
  // all of them rather than seven requests (a client component is a client reference in this bundle)
  const info = getModuleInfo(id);
  if (info?.code?.includes('registerClientReference(') && info.importers.some((i) => PAGE_FRAME.includes(i)))
    return 'src/app/frame-clients';
  // a stylesheet is a chunk of its own too: left unassigned, Rollup would put it into the chunk of its
  // first importer (a stock screen linking the model page's chunk CSS); a CSS-only chunk is dropped by
  // Vite, which lists its file among the CSS of every chunk that imported it
  if (name.endsWith('.css')) {
    // the page frame's own stylesheets (the global one, the consent banner's, the header search's) are on every
    // page: one file, one render-blocking request rather than three (issue 29), in the order the frame imports them
    if (info && info.importers.length > 0 && info.importers.every((i) => PAGE_FRAME.includes(i))) return 'styles/frame';
    // the shared components' few rules (a field, a tile, breadcrumbs, a section's frame; 3 KB before compression) are used by most
    // pages: in the frame's file rather than a request each. Their classes are theirs alone (no other stylesheet names them),
    // so where they fall in the file changes nothing
    if (name.startsWith('ui/')) return 'styles/frame';
    return `styles/${name.slice(0, -4)}`;
  }
  return `src/${name.replace(/\.[tj]sx?$/, '')}`;
}

/**
 * A plugin that rewrites one module of a dependency, for what the dependency offers no option for. Each use
 * says why beside it. The build fails once the module no longer holds `needle` (the code the edit expects),
 * so that an upgrade of the dependency looks at the edit again, and drops it when it is no longer needed.
 * `build` (the default) edits only the build, as `waku dev` serves the dependencies unbundled.
 */
function patchDependency(options: { name: string; file: RegExp; needle: string; edit: (code: string) => string; build?: boolean }): Plugin {
  return {
    name: `autopolis:${options.name}`,
    ...(options.build === false ? {} : { apply: 'build' as const }),
    enforce: 'pre',
    transform(code, id) {
      if (!options.file.test(id.replaceAll('\\', '/'))) return undefined;
      if (!code.includes(options.needle)) throw new Error(`waku.config.ts: ${id} no longer holds '${options.needle}': see ${options.name}`);
      return options.edit(code);
    },
  };
}

/**
 * Waku's request handler imports the SSR entry (`import.meta.viteRsc.loadModule('ssr', 'index')`, a
 * dynamic `import()` in the build) on every HTML request. Node caches the module, but with module
 * hooks registered (`--import tsx`, as `npm start` and the Docker image run) every `import()` still
 * asks the hooks' worker thread to resolve the specifier: measured 0.2 ms on the main thread plus as
 * much on the worker per uncached stock page (`npm run bench:profile`). The first import's promise is
 * kept instead (in the build only: `waku dev` reloads the SSR modules); a failed import is not kept,
 * the next request tries again. Fails the build if Waku's code changed, so an upgrade looks at it
 * again (and a Waku that keeps the module itself makes this plugin unnecessary).
 */
const SSR_ENTRY_IMPORT = "return import.meta.viteRsc.loadModule('ssr', 'index');";
const ssrEntryImportedOnce = patchDependency({
  name: 'ssr-entry-imported-once',
  file: /\/waku\/dist\/lib\/vite-rsc\/handler\.js$/,
  needle: SSR_ENTRY_IMPORT,
  edit: (code) => {
    const once = `return (ssrEntryModule ??= import.meta.viteRsc.loadModule('ssr', 'index').catch((error) => { ssrEntryModule = undefined; throw error; }));`;
    return `let ssrEntryModule;\n${code.replace(SSR_ENTRY_IMPORT, once)}`;
  },
});

/**
 * React's HTML renderer (react-dom/server 19.2) writes a finished Suspense boundary whose markup would
 * take the part of the page flushed so far past `progressiveChunkSize` (12 800 bytes by default) as a
 * hidden block that an inline script moves into place ("outlining"), even when the whole page is
 * rendered before the first byte is sent. Without JavaScript that content stays hidden. The lead form
 * is a Suspense boundary of its own, so that the browser hydrates it only once the visitor reaches it
 * (src/forms/components/lead-form.tsx, issue 29), and must show without JavaScript: Waku passes no
 * options to `renderToReadableStream`, so the build gives it an unbounded chunk size, which keeps every
 * boundary finished at flush time in place. A boundary still pending streams as before (its fallback,
 * then its content). Fails the build if Waku's call changed, so an upgrade looks at it again.
 */
const SSR_RENDER_OPTIONS = 'bootstrapScriptContent: getBootstrapPreamble({';
const WAKU_SSR = /\/waku\/dist\/lib\/vite-rsc\/ssr\.js$/;
const ssrBoundariesInPlace = patchDependency({
  name: 'ssr-boundaries-in-place',
  file: WAKU_SSR,
  needle: SSR_RENDER_OPTIONS,
  edit: (code) => code.replaceAll(SSR_RENDER_OPTIONS, `progressiveChunkSize: Number.POSITIVE_INFINITY, ${SSR_RENDER_OPTIONS}`),
});

/**
 * Waku 0.27's HTML render takes a nonce (`renderHtmlStream(…, { nonce })`: React's bootstrap and inline
 * scripts and the RSC payload's scripts carry it) but its request handler never passes one. The build
 * passes the nonce of the page being rendered, which src/server/middleware/page-policy.ts left in the
 * request's context data (`startPageNonce` in src/request), so every script the framework writes carries
 * the nonce the page's Content-Security-Policy names (README, "Content Security Policy"). Waku 1.x does
 * this itself (`unstable_setNonce`); fails the build if Waku's code changed, so an upgrade looks again.
 */
const RENDER_HTML_OPTIONS = 'rscPath: options?.rscPath';
const renderHtmlWithNonce = patchDependency({
  name: 'render-html-with-nonce',
  file: /\/waku\/dist\/lib\/utils\/render\.js$/,
  needle: RENDER_HTML_OPTIONS,
  build: false,
  edit: (code) => {
    const withNonce = `${RENDER_HTML_OPTIONS}, nonce: getContextDataForNonce().nonce`;
    return `import { getContextData as getContextDataForNonce } from '../context.js';\n${code.replace(RENDER_HTML_OPTIONS, withNonce)}`;
  },
});

/**
 * React's Flight server (react-server-dom-webpack 19.2) turns each `<link rel="stylesheet">` it renders
 * into a preload hint with `as: "stylesheet"`, which is no value of `as` (the valid one is "style"):
 * every page carried one `<link rel="preload" as="stylesheet">` per stylesheet, which browsers ignore
 * with an error in the console, and every client navigation added more (issue 28, point 6). React fixed
 * it upstream (facebook/react#34760, in 19.3); until the site moves to 19.3 the build writes "style".
 * Fails the build once React's code no longer holds the wrong value, so that an upgrade removes this
 * plugin. e2e/html-validity.spec.ts checks the pages' markup.
 */
const FLIGHT_STYLESHEET_PRELOAD = 'preload(srcSet, "stylesheet", {';
const flightStylesheetPreloadAsStyle = patchDependency({
  name: 'flight-stylesheet-preload-as-style',
  file: /\/react-server-dom-webpack\/cjs\/react-server-dom-webpack-server\.\w+\.production\.js$/,
  needle: FLIGHT_STYLESHEET_PRELOAD,
  edit: (code) => code.replaceAll(FLIGHT_STYLESHEET_PRELOAD, 'preload(srcSet, "style", {'),
});

/**
 * A page's HTML carries the rules of its stylesheets inline instead of linking them (issue 29): each
 * server module's `Resources` (the `<link rel="stylesheet" precedence>` elements @vitejs/plugin-rsc
 * generates from its assets manifest) goes through `inlineStylesheets` (src/server/page-styles.tsx), which
 * writes `<style href precedence nonce>` in a page's HTML and keeps the links in a page's payload. The
 * HTML render is given the page's nonce for styles too (React's `nonce: { script, style }`), since React
 * writes an inline stylesheet resource with the render's style nonce only. Both fail the build if the
 * code they change moved, so an upgrade of @vitejs/plugin-rsc or Waku looks at them again.
 */
const PAGE_STYLES = `${SRC_DIR}server/page-styles.tsx`;
const RSC_RESOURCES_EXPORT = 'export const Resources = (';
const RSC_RESOURCES_DEPS = /\n\s*(__vite_rsc_assets_manifest__\.serverResources\[[^\]]+\]),\n/;
function inlinePageStylesheets(): Plugin {
  return {
    name: 'autopolis:inline-page-stylesheets',
    apply: 'build',
    transform(code, id) {
      if (this.environment.name !== 'rsc' || !id.startsWith('\0virtual:vite-rsc/css?')) return undefined;
      const deps = RSC_RESOURCES_DEPS.exec(code)?.[1];
      if (!code.includes(RSC_RESOURCES_EXPORT) || !deps)
        throw new Error(`waku.config.ts: ${id} no longer holds "${RSC_RESOURCES_EXPORT}" with its assets: see inlinePageStylesheets`);
      return (
        `${code.replace(RSC_RESOURCES_EXPORT, 'const LinkResources = (')}\n` +
        `import { inlineStylesheets } from ${JSON.stringify(PAGE_STYLES)};\n` +
        `export const Resources = inlineStylesheets(LinkResources, ${deps});\n`
      );
    },
  };
}
const SSR_HTML_NONCE = 'nonce: options.nonce\n';
const ssrStyleNonce = patchDependency({
  name: 'ssr-style-nonce',
  file: WAKU_SSR,
  needle: SSR_HTML_NONCE,
  edit: (code) => code.replaceAll(SSR_HTML_NONCE, 'nonce: { script: options.nonce, style: options.nonce }\n'),
});

/**
 * React's preload of a stylesheet (a payload's hint for each `<link rel="stylesheet">` it holds) skips a sheet the
 * document already links, but not one it holds inline as a `<style href>` resource, although React keys both alike
 * and renders the link from the one it holds: a client navigation after a first visit fetched again every sheet the
 * visit's HTML had inline (+4.1 KB on the next page). The browser build's check looks for the inline sheet too
 * (`key` is React's `href="…"`, the sheet's `data-href` lists the hrefs it holds).
 */
const PRELOAD_STYLE_CHECK = '("style" === as &&\n          ownerDocument.querySelector(getStylesheetSelectorFromKey(key))) ||';
const preloadSeesInlineStylesheets = patchDependency({
  name: 'preload-sees-inline-stylesheets',
  file: /\/react-dom\/cjs\/react-dom-client\.production\.js$/,
  needle: PRELOAD_STYLE_CHECK,
  edit: (code) =>
    code.replace(
      PRELOAD_STYLE_CHECK,
      '("style" === as &&\n          (ownerDocument.querySelector(getStylesheetSelectorFromKey(key)) ||\n' +
        '            ownerDocument.querySelector("style[data-href~" + key.slice(4) + "]"))) ||',
    ),
});

/**
 * The build's id and time (src/freshness): written into every bundle, served by the latest-build
 * manifest. BUILD_ID may be given (a release tag); kept in the environment so that every Vite
 * environment of one build reads the same value.
 */
process.env.BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
process.env.BUILD_TIME ||= new Date().toISOString();

export default defineConfig({
  // WAKU_DIST_DIR: a second build beside the first (the freshness e2e test serves two builds in turn)
  ...(process.env.WAKU_DIST_DIR ? { distDir: process.env.WAKU_DIST_DIR } : {}),
  // static files get brotli and gzip twins at build time (scripts/precompress.ts)
  vite: {
    resolve: { alias: NODE_BUILDS },
    plugins: [
      ssrEntryImportedOnce,
      ssrBoundariesInPlace,
      renderHtmlWithNonce,
      ssrStyleNonce,
      inlinePageStylesheets(),
      preloadSeesInlineStylesheets,
      flightStylesheetPreloadAsStyle,
      precompressPlugin(),
    ],
    build: {
      // the browser's code is minified by terser (two passes) rather than esbuild: 2.7 KB less after brotli on a first
      // /stock visit's 82 KB of script (issue 29, bench/transfer.ts). Set here, not on the client environment: Vite 7.3's
      // terser plugin reads the top-level option (an environment's own 'terser' turns esbuild off and minifies nothing).
      // The server environments stay unminified, as Vite builds them by default (readable stack traces in the logs)
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
      ...(process.env.BUILD_SOURCEMAP ? { sourcemap: true } : {}),
    },
    environments: {
      rsc: { build: { minify: false, rollupOptions: { output: { manualChunks: serverChunkPerModule } } } },
      ssr: { build: { minify: false } },
      // Rollup merges a shared client chunk under 5 KB (jotai's store, the data layer, the consent choice, the prefetcher)
      // into a chunk that is always loaded with it, without running any code earlier than before: a first /stock visit
      // made 15 script requests of which 11 held under 1 KB each, now 6, 5.2 KB less on the wire (issue 29, bench/transfer.ts)
      client: { build: { rollupOptions: { output: { experimentalMinChunkSize: 5000 } } } },
    },
    define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID), __BUILD_TIME__: JSON.stringify(process.env.BUILD_TIME) },
  },
});
