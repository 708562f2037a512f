// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { InlineStylesheet } from '../../src/server/inline-stylesheet';

/**
 * src/server/inline-stylesheet.tsx in the browser: the payload names a sheet the document's head holds inline
 * by its `href` only (issue 40). Hydrating it keeps the head's rules and adds no element, and a client
 * navigation's link to the same file fetches nothing, while a sheet the document lacks is still linked.
 */
const PRECEDENCE = 'vite-rsc/importer-resources';
const RULES = '.frame{}.stock-list{display:grid}';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  // the head of a first page's HTML, as React's HTML renderer gathers the inline sheets of one precedence
  document.head.innerHTML = `<style nonce="n" data-precedence="${PRECEDENCE}" data-href="/assets/frame.css /assets/stock.css">${RULES}</style>`;
  document.body.innerHTML = '<div id="root"></div>';
});

const headElements = () =>
  [...document.head.children].map((e) =>
    [e.tagName.toLowerCase(), e.getAttribute('rel'), e.getAttribute('href') ?? e.getAttribute('data-href')].filter(Boolean).join(' '),
  );

describe('InlineStylesheet in the browser', () => {
  it("keeps the head's rules, and a link to the same file or a sheet the document lacks finds or links it", async () => {
    const root = createRoot(document.getElementById('root')!);
    await act(async () =>
      root.render(
        <>
          <InlineStylesheet href="/assets/frame.css" precedence={PRECEDENCE} />
          <InlineStylesheet href="/assets/stock.css" precedence={PRECEDENCE} />
          <p>page</p>
        </>,
      ),
    );
    expect(headElements()).toEqual(['style /assets/frame.css /assets/stock.css']);
    expect(document.head.querySelector('style')!.textContent).toBe(RULES);

    // the next page's payload (a client navigation, no nonce) links its sheets
    await act(async () =>
      root.render(
        <>
          <link rel="stylesheet" href="/assets/stock.css" precedence={PRECEDENCE} />
          <link rel="stylesheet" href="/assets/leases.css" precedence={PRECEDENCE} />
          <p>next page</p>
        </>,
      ),
    );
    expect(headElements()).toEqual([
      'style /assets/frame.css /assets/stock.css',
      'link stylesheet /assets/leases.css',
      'link preload /assets/leases.css',
    ]);
    await act(async () => root.unmount());
  });
});
