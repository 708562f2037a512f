// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadSeesInlineStylesheets } from '../../framework/patches/preload-sees-inline-stylesheets';
import { editedSource, runCommonJs, runInstalled } from './support/dependency';

/**
 * framework/patches/preload-sees-inline-stylesheets.ts: in the browser, React's preload of a stylesheet (the
 * hint a client navigation's payload carries for each linked sheet) skips a sheet the document holds inline
 * (the `<style data-href>` React's HTML renderer wrote for the first page), as it skips a linked one.
 */
const CLIENT = 'react-dom/cjs/react-dom-client.production.js';

/** React DOM's `preload` as the browser build (edited or not) answers it, in this document. */
function browserPreload(edited: boolean): (href: string, options: { as: string }) => void {
  const { original, edited: source } = editedSource(preloadSeesInlineStylesheets, CLIENT);
  const react = runInstalled('react/cjs/react.production.js');
  const reactDom = runInstalled('react-dom/cjs/react-dom.production.js', { react });
  // the browser build installs its dispatcher (preload, preinit…) into react-dom's internals
  runCommonJs(edited ? source : original, CLIENT, { react, 'react-dom': reactDom });
  return reactDom.preload;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`);

beforeEach(() => {
  // the head of a first page's HTML: the frame's and the stock page's rules inline, one sheet linked
  document.head.innerHTML =
    '<style data-precedence="vite-rsc/importer-resources" data-href="/assets/frame.css /assets/stock.css">.a{}</style>' +
    '<link rel="stylesheet" href="/assets/linked.css" data-precedence="vite-rsc/importer-resources">';
});

describe('preload-sees-inline-stylesheets', () => {
  it('does not fetch again a stylesheet the document holds inline, and preloads one it lacks', () => {
    const preload = browserPreload(true);
    preload('/assets/stock.css', { as: 'style' });
    preload('/assets/frame.css', { as: 'style' });
    preload('/assets/linked.css', { as: 'style' });
    preload('/assets/leases.css', { as: 'style' });
    expect(preloads()).toEqual(['style /assets/leases.css']);
  });

  it('is what a client navigation needs: React 19.2 as installed preloads the inline sheets again', () => {
    const preload = browserPreload(false);
    preload('/assets/stock.css', { as: 'style' });
    preload('/assets/linked.css', { as: 'style' });
    expect(preloads()).toEqual(['style /assets/stock.css']);
  });
});
