import type { DependencyEdit } from '../patch-dependency';

/**
 * Waku 0.27.5's request handler (waku/dist/lib/vite-rsc/handler.js) imports the SSR entry
 * (`import.meta.viteRsc.loadModule('ssr', 'index')`, a dynamic `import()` in the build) on every HTML
 * request. Node caches the module, but with module hooks registered (`--import tsx`, as `npm start` and the
 * Docker image run) every `import()` still asks the hooks' worker thread to resolve the specifier: measured
 * 0.26 ms on the main thread plus 0.2 ms on the hooks thread per uncached stock page (`npm run bench:profile`,
 * 1 800 pages). The first import's promise is kept instead (in the build only: `waku dev` reloads the SSR
 * modules); a failed import is not kept, the next request tries again.
 */
const SSR_ENTRY_IMPORT = "return import.meta.viteRsc.loadModule('ssr', 'index');";

export const ssrEntryImportedOnce: DependencyEdit = {
  name: 'ssr-entry-imported-once',
  file: /\/waku\/dist\/lib\/vite-rsc\/handler\.js$/,
  needle: SSR_ENTRY_IMPORT,
  edit: (code) => {
    const once = `return (ssrEntryModule ??= import.meta.viteRsc.loadModule('ssr', 'index').catch((error) => { ssrEntryModule = undefined; throw error; }));`;
    return `let ssrEntryModule;\n${code.replace(SSR_ENTRY_IMPORT, once)}`;
  },
};
