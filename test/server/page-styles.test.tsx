import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import { describe, expect, it, vi } from 'vitest';
import { startPageNonce } from '../../src/request';
import type * as InlineStylesheetModule from '../../src/server/inline-stylesheet';
import { inlineStylesheets, setStylesheetFolder } from '../../src/server/page-styles';
import { installedFile, runInstalled } from '../framework/support/dependency';

/**
 * src/server/page-styles.tsx with src/server/inline-stylesheet.tsx: a page's stylesheet rules are written once
 * per document (issue 40). The page's RSC payload names the sheet by its `href` (a client reference, as the build
 * makes of the `'use client'` module) and not by its nonce, and the HTML drawn from that payload holds the rules
 * in the head under the page's nonce. Rendered by React's real Flight server (its `react-server` build), decoded by its real Flight
 * client and drawn by its real HTML renderer, as Waku does for a page.
 */
const { CLIENT_MODULE } = vi.hoisted(() => ({ CLIENT_MODULE: 'src/server/inline-stylesheet.tsx' }));

// the 'use client' module as the build hands it to the server's render: a reference, not the component
vi.mock('../../src/server/inline-stylesheet', async () => {
  const { runInstalled } = await import('../framework/support/dependency');
  const flight = runInstalled('react-server-dom-webpack/cjs/react-server-dom-webpack-server.node.production.js', {
    react: runInstalled('react/cjs/react.react-server.production.js'),
  });
  return {
    InlineStylesheet: flight.registerClientReference(
      () => {
        throw new Error('a client component is not called by the server render');
      },
      CLIENT_MODULE,
      'InlineStylesheet',
    ),
  };
});

const RULES = '.stock-list{display:grid}\n'; // test/framework/fixtures/public/assets/stock.css

/** A module's links, as @vitejs/plugin-rsc renders them (the render without a nonce keeps them). */
const Links = () => createElement('link', { rel: 'stylesheet', href: '/assets/stock.css', precedence: 'vite-rsc/importer-resources' });

/** The page's payload and the HTML drawn from it, rendered in a request with its nonce or without. */
async function renderPage(withNonce: boolean): Promise<{ payload: string; html: string }> {
  setStylesheetFolder(path.join(import.meta.dirname, '../framework/fixtures/public'));
  const Resources = inlineStylesheets(Links, { css: ['/assets/stock.css'] }) as ComponentType;
  const react = runInstalled('react/cjs/react.react-server.production.js');
  const flight = runInstalled('react-server-dom-webpack/cjs/react-server-dom-webpack-server.node.production.js', { react });
  const context = await import(installedFile('waku/dist/lib/context.js'));
  return context.INTERNAL_runWithContext(new Request('http://localhost/stock'), async () => {
    const nonce = withNonce ? startPageNonce() : undefined;
    const page = createElement('html', null, [
      createElement('head', { key: 'head' }),
      createElement('body', { key: 'body' }, createElement(Resources)),
    ]);
    const clientManifest = {
      [`${CLIENT_MODULE}#InlineStylesheet`]: { id: CLIENT_MODULE, chunks: [], name: 'InlineStylesheet' },
    };
    const payload = await new Response(flight.renderToReadableStream(page, clientManifest)).text();
    // the SSR render loads the client module itself, as Waku's SSR bundle does
    const { InlineStylesheet } = await vi.importActual<typeof InlineStylesheetModule>('../../src/server/inline-stylesheet');
    (globalThis as { __webpack_require__?: unknown }).__webpack_require__ = () => ({ InlineStylesheet });
    const { createFromReadableStream } = runInstalled('react-server-dom-webpack/cjs/react-server-dom-webpack-client.node.production.js');
    const tree: ReactNode = await createFromReadableStream(new Response(payload).body!, {
      serverConsumerManifest: {
        moduleMap: { [CLIENT_MODULE]: { InlineStylesheet: { id: CLIENT_MODULE, chunks: [], name: 'InlineStylesheet' } } },
        moduleLoading: null,
        serverModuleMap: null,
      },
    });
    const stream = await renderToReadableStream(tree, nonce ? { nonce: { script: nonce, style: nonce } } : {});
    const html = await new Response(stream).text();
    return { payload: payload.replaceAll(nonce ?? '\0', 'NONCE'), html: html.replaceAll(nonce ?? '\0', 'NONCE') };
  });
}

describe('page stylesheets', () => {
  it("writes a sheet's rules once per document: in the HTML's head, named by its href in the payload", async () => {
    const { payload, html } = await renderPage(true);
    expect(html).toContain(
      `<style nonce="NONCE" data-precedence="vite-rsc/importer-resources" data-href="/assets/stock.css">${RULES}</style>`,
    );
    expect(html).not.toContain('rel="stylesheet"');
    // nor its nonce, which the HTML render reads itself (src/request/html-render-nonce.ts)
    expect(payload).toContain(`"href":"/assets/stock.css","precedence":"vite-rsc/importer-resources"}`);
    expect(payload).not.toContain('NONCE');
    expect(payload).not.toContain('display:grid');
  });

  it("keeps the module's links in a page's payload for a client navigation (no nonce)", async () => {
    const { payload, html } = await renderPage(false);
    expect(payload).toContain('"rel":"stylesheet","href":"/assets/stock.css"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/stock.css" data-precedence="vite-rsc/importer-resources"/>');
    expect(payload + html).not.toContain('display:grid');
  });
});
