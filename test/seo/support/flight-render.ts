import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import { vi } from 'vitest';
import type * as DocumentHeadTagsModule from '../../../src/seo/document-head-tags';
import type * as WrittenOnceModule from '../../../src/navigation/written-once';
import { installedFile, runInstalled } from '../../framework/support/dependency';

/**
 * A page's head rendered as Waku renders a page: React's real Flight server (its `react-server` build) makes the
 * payload, its real Flight client decodes it and its real HTML renderer draws the HTML, within the request's
 * context. The head's client components (written once per document, issue 40) are references in the payload, as
 * the build makes of a `'use client'` module: a test file mocks each module with `clientReference`.
 */
const CLIENT_MODULES = {
  WrittenOnce: 'src/navigation/written-once.tsx',
  DocumentHeadTags: 'src/seo/document-head-tags.tsx',
} as const;

/** What a test file's `vi.mock` of a client module gives the server render: a reference, not the component. */
export function clientReference(name: keyof typeof CLIENT_MODULES): Record<string, unknown> {
  const flight = runInstalled('react-server-dom-webpack/cjs/react-server-dom-webpack-server.node.production.js', {
    react: runInstalled('react/cjs/react.react-server.production.js'),
  });
  const component = () => {
    throw new Error('a client component is not called by the server render');
  };
  return { [name]: flight.registerClientReference(component, CLIENT_MODULES[name], name) };
}

/** The payload of `element` and the HTML drawn from it, for a request of `url` (a page, or a client navigation's `/RSC/R/…`). */
export async function renderThroughFlight(url: string, element: ReactNode): Promise<{ payload: string; html: string }> {
  const react = runInstalled('react/cjs/react.react-server.production.js');
  const flight = runInstalled('react-server-dom-webpack/cjs/react-server-dom-webpack-server.node.production.js', { react });
  const context = await import(installedFile('waku/dist/lib/context.js'));
  return context.INTERNAL_runWithContext(new Request(url), async () => {
    const entries = Object.entries(CLIENT_MODULES).map(([name, id]) => ({ id, chunks: [], name }));
    const manifest = Object.fromEntries(entries.map((entry) => [`${entry.id}#${entry.name}`, entry]));
    const payload = await new Response(flight.renderToReadableStream(element, manifest)).text();
    // the SSR render loads the client modules themselves, as Waku's SSR bundle does
    const components = {
      ...(await vi.importActual<typeof WrittenOnceModule>('../../../src/navigation/written-once')),
      ...(await vi.importActual<typeof DocumentHeadTagsModule>('../../../src/seo/document-head-tags')),
    };
    (globalThis as { __webpack_require__?: unknown }).__webpack_require__ = () => components;
    const { createFromReadableStream } = runInstalled('react-server-dom-webpack/cjs/react-server-dom-webpack-client.node.production.js');
    const moduleMap = Object.fromEntries(entries.map((entry) => [entry.id, { [entry.name]: entry }]));
    const tree: ReactNode = await createFromReadableStream(new Response(payload).body!, {
      serverConsumerManifest: { moduleMap, moduleLoading: null, serverModuleMap: null },
    });
    const html = await new Response(await renderToReadableStream(tree)).text();
    return { payload, html };
  });
}
