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

export default defineConfig({
  // static files get brotli and gzip twins at build time (scripts/precompress.ts)
  vite: { resolve: { alias: NODE_BUILDS }, plugins: [precompressPlugin()] },
});
