import { randomBytes } from 'node:crypto';
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
    plugins: [precompressPlugin()],
    ...(process.env.BUILD_SOURCEMAP ? { build: { sourcemap: true } } : {}),
    define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID), __BUILD_TIME__: JSON.stringify(process.env.BUILD_TIME) },
  },
});
