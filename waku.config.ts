import { randomBytes } from 'node:crypto';
import { defineConfig } from 'waku/config';
import { dependencyEdits, NODE_BUILDS, precompressPlugin, serverChunkPerModule } from './framework';

/**
 * The site's build: options of Waku and Vite, and the edits of dependencies' code that no option can replace
 * (framework/: each in its own module, tested in test/framework/, listed with its reasons in framework/README.md).
 */

// the build's id and time (src/freshness): written into every bundle, served by the latest-build manifest. BUILD_ID may
// be given (a release tag); kept in the environment so that every Vite environment of one build reads the same value
process.env.BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
process.env.BUILD_TIME ||= new Date().toISOString();

export default defineConfig({
  // WAKU_DIST_DIR: a second build beside the first (the freshness e2e test serves two builds in turn)
  ...(process.env.WAKU_DIST_DIR ? { distDir: process.env.WAKU_DIST_DIR } : {}),
  vite: {
    // the server renders with React's Node builds (framework/build/node-builds.ts)
    resolve: { alias: NODE_BUILDS },
    // static files get brotli and gzip twins at build time (framework/build/precompress.ts)
    plugins: [...dependencyEdits(), precompressPlugin()],
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
      // a chunk per module of src/, so that a page links only its own styles and client components (framework/build/server-chunks.ts)
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
