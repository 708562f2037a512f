import { createElement, Suspense, type ReactElement } from 'react';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToReadableStream } from 'react-dom/server.node';
import { editedSource, installedFile, runModule } from './dependency';
import type { DependencyEdit } from '../../../framework/patch-dependency';

/**
 * Waku 0.27.5's SSR module (waku/dist/lib/vite-rsc/ssr.js), edited or not, run with React's real HTML
 * renderer (the Node build, as the site's build aliases it), Waku's real bootstrap preamble and
 * rsc-html-stream's real payload injection; only the RSC decoding is given: the page's element arrives as
 * already decoded.
 */
export async function wakuSsrModule(edit: DependencyEdit, edited: boolean) {
  const { original, edited: source } = editedSource(edit, 'waku/dist/lib/vite-rsc/ssr.js');
  const imports = {
    react,
    'react/jsx-runtime': jsxRuntime,
    'react-dom/server.edge': { renderToReadableStream },
    'rsc-html-stream/server': await import(installedFile('rsc-html-stream/server.js')),
    '../utils/ssr.js': await import(installedFile('waku/dist/lib/utils/ssr.js')),
    '../utils/custom-errors.js': await import(installedFile('waku/dist/lib/utils/custom-errors.js')),
    'virtual:vite-rsc-waku/fallback-html': { __esModule: true, default: '<html><body></body></html>' },
    // Waku's root provides the decoded elements to its router; the page here is the HTML element itself
    '../../minimal/client.js': { INTERNAL_ServerRoot: ({ children }: { children: ReactElement }) => children },
    // the test's streams carry the page as it is, not as RSC
    '@vitejs/plugin-rsc/ssr': { createFromReadableStream: (stream: PageStream) => Promise.resolve(stream.page ?? {}) },
  };
  const importMeta = { viteRsc: { loadBootstrapScriptContent: async () => 'import("/assets/index.js")' } };
  return runModule(edited ? source : original, imports, importMeta) as {
    renderHtmlStream(
      rsc: ReadableStream,
      html: ReadableStream,
      options: { rscPath?: string; nonce?: string },
    ): Promise<{ stream: ReadableStream }>;
  };
}

type PageStream = ReadableStream & { page?: ReactElement };

/** The HTML Waku's SSR module writes for `page`, given `nonce`. */
export async function renderPage(ssr: Awaited<ReturnType<typeof wakuSsrModule>>, page: ReactElement, nonce?: string): Promise<string> {
  const payload = new Response('0:["$","p",null,{}]\n').body!;
  const html: PageStream = Object.assign(new Response('').body!, { page });
  const { stream } = await ssr.renderHtmlStream(payload, html, { rscPath: 'stock', ...(nonce ? { nonce } : {}) });
  return new Response(stream).text();
}

/**
 * A page as the site's: a finished Suspense boundary holding a form (its select's options 9 KB of markup) after 8 KB
 * of other markup, more together than React's 12 800-byte chunk.
 */
export const pageWithForm = (nonce?: string): ReactElement =>
  createElement(
    'html',
    null,
    createElement(
      'body',
      null,
      createElement('main', null, 'vehicle '.repeat(1000)),
      createElement(
        Suspense,
        { fallback: createElement('p', null, 'loading') },
        createElement(
          'form',
          { id: 'lead' },
          createElement(
            'select',
            { name: 'dealership' },
            Array.from({ length: 300 }, (_, i) => createElement('option', { key: i }, `dealership ${i}`)),
          ),
        ),
      ),
      // as src/server/page-styles.tsx writes a page's stylesheet
      createElement('style', { href: '/assets/frame.css', precedence: 'vite-rsc/importer-resources', nonce }, '.tile{color:red}'),
    ),
  );
