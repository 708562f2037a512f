/**
 * The server renders with React's Node builds instead of the edge builds Waku and @vitejs/plugin-rsc import
 * (Vite's `resolve.alias`, an option: no code of theirs is edited). Both offer the same web-stream API
 * (`renderToReadableStream`, `createFromReadableStream`), but the edge builds make one `TextEncoder.encode`
 * call, and one allocation, per piece of markup, where the Node builds encode into a shared buffer. Measured
 * with `npm run bench`.
 */
export const NODE_BUILDS = [
  ['react-dom/server.edge', 'react-dom/server.node'],
  ['react-server-dom-webpack/server.edge', 'react-server-dom-webpack/server.node'],
  ['react-server-dom-webpack/client.edge', 'react-server-dom-webpack/client.node'],
].map(([edge, node]) => ({ find: new RegExp(`^${edge!.replaceAll('.', '\\.')}$`), replacement: node! }));
