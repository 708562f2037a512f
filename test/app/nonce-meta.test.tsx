// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NonceMeta } from '../../src/app/nonce-meta';
import { startPageNonce } from '../../src/request';
import { installedFile } from '../framework/support/dependency';

/**
 * src/app/nonce-meta.tsx: the HTML render writes the page's nonce into `<meta property="csp-nonce">` without the
 * payload carrying it (issue 40, src/request/html-render-nonce.ts), and the browser keeps the document's meta as it
 * is, where react-aria, Vite's preload helper and the tag manager read it.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('NonceMeta', () => {
  it("writes the nonce of the page being rendered, read from the request's context", async () => {
    const context = await import(installedFile('waku/dist/lib/context.js'));
    const html = await context.INTERNAL_runWithContext(new Request('http://localhost/stock'), async () => {
      const nonce = startPageNonce();
      return renderToString(<NonceMeta />).replace(nonce, 'NONCE');
    });
    expect(html).toBe('<meta property="csp-nonce" nonce="NONCE"/>');
    // outside a page's render (and in the browser) there is none to write
    expect(renderToString(<NonceMeta />)).toBe('<meta property="csp-nonce"/>');
  });

  it("keeps the document's meta and its nonce when it hydrates and renders again", async () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="abc">';
    document.body.innerHTML = '<div id="root"><p>page</p></div>';
    const errors: unknown[] = [];
    const page = (text: string) => (
      <>
        <NonceMeta />
        <p>{text}</p>
      </>
    );
    const root = await act(async () =>
      hydrateRoot(document.getElementById('root')!, page('page'), { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(errors).toEqual([]);
    await act(async () => root.render(page('next page')));
    expect(document.head.innerHTML).toBe('<meta property="csp-nonce" nonce="abc">');
    await act(async () => root.unmount());
  });
});
