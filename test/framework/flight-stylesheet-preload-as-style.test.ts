import { describe, expect, it } from 'vitest';
import { flightStylesheetPreloadAsStyle } from '../../framework/patches/flight-stylesheet-preload-as-style';
import { editedSource, runCommonJs, runInstalled } from './support/dependency';

/**
 * framework/patches/flight-stylesheet-preload-as-style.ts: the preload hint React's Flight server writes for a
 * `<link rel="stylesheet">` in a page's payload asks for `as: "style"`, a value browsers accept, not
 * "stylesheet". The Node build is the one the site's server runs (framework/build/node-builds.ts).
 */
const SERVER = 'react-server-dom-webpack/cjs/react-server-dom-webpack-server.node.production.js';

/** The payload React's Flight server (edited or not) writes for a server component's stylesheet link. */
async function payloadOfStylesheetLink(edited: boolean): Promise<string> {
  const { original, edited: source } = editedSource(flightStylesheetPreloadAsStyle, SERVER);
  // the server's own React, as under the `react-server` condition, one per render (React takes one Flight server per React)
  const react = runInstalled('react/cjs/react.react-server.production.js');
  const reactDom = runInstalled('react-dom/cjs/react-dom.react-server.production.js', { react });
  const flight = runCommonJs(edited ? source : original, SERVER, { react, 'react-dom': reactDom });
  const link = react.createElement('link', { rel: 'stylesheet', href: '/assets/stock.css', precedence: 'vite-rsc/importer-resources' });
  const stream: ReadableStream = flight.renderToReadableStream(react.createElement('div', null, link), {});
  return new Response(stream).text();
}

describe('flight-stylesheet-preload-as-style', () => {
  it('hints a stylesheet as "style"', async () => {
    const payload = await payloadOfStylesheetLink(true);
    expect(payload).toMatch(/:HL\["\/assets\/stock\.css","style"\]/);
    expect(payload).not.toContain('"stylesheet"]');
  });

  it('is what the pages need: React 19.2 as installed hints it as "stylesheet"', async () => {
    expect(await payloadOfStylesheetLink(false)).toMatch(/:HL\["\/assets\/stock\.css","stylesheet"\]/);
  });
});
