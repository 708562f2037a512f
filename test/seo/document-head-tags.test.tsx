// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { DocumentHeadTags } from '../../src/seo/document-head-tags';

/**
 * src/seo/document-head-tags.tsx in the browser: the payload names the head's tags that crawlers read by an id only
 * (issue 40). Hydrating keeps the document's tags without a mismatch; when the page gives way to the next (a client
 * navigation, whose payload has none of them) they go, and what React draws (the title, a robots tag) stays its own.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CRAWLER_TAGS = [
  '<meta name="description" content="Our stock">',
  '<link rel="canonical" href="https://www.autopolis.example/stock">',
  '<link rel="alternate" hreflang="de-LU" href="https://www.autopolis.example/de-lu/stock">',
  '<meta property="og:title" content="Stock | Autopolis">',
  '<meta name="twitter:card" content="summary_large_image">',
].join('');
// the preview bridge's robots tag, which React draws, and the document's own tags of the frame
const OTHERS = '<meta name="robots" content="noindex"><meta name="theme-color" content="#0b3d91">';

const stock = (
  <>
    <title>Stock | Autopolis</title>
    <DocumentHeadTags id="AAAAAAAAAAAAAAAAAAAAAA" />
    <meta name="robots" content="noindex" />
    <p>stock</p>
  </>
);
const vehicle = (
  <>
    <title>Ford Puma | Autopolis</title>
    <meta name="robots" content="noindex" />
    <p>vehicle</p>
  </>
);

/** The head's elements (in any order: React appends a tag it draws anew). */
const head = () => [...document.head.children].map((e) => e.outerHTML).sort();
const tags = (html: string) => html.match(/<title>.*?<\/title>|<[^>]+>/g)!.sort();

describe('DocumentHeadTags in the browser', () => {
  it("keeps the document's tags when it hydrates, and takes them away with the page", async () => {
    document.head.innerHTML = `<title>Stock | Autopolis</title>${CRAWLER_TAGS}${OTHERS}`;
    document.body.innerHTML = '<div id="root"><p>stock</p></div>';
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(document.getElementById('root')!, stock, { onRecoverableError: (e) => errors.push(e) }));
    expect(errors).toEqual([]);
    expect([...document.head.children].map((e) => e.outerHTML).join('')).toBe(`<title>Stock | Autopolis</title>${CRAWLER_TAGS}${OTHERS}`);

    // a client navigation: the next page's payload has the title and the robots tag only
    await act(async () => root.render(vehicle));
    expect(head()).toEqual(tags(`<title>Ford Puma | Autopolis</title>${OTHERS}`));
    expect(document.title).toBe('Ford Puma | Autopolis');

    // back to the list, drawn again from what the router kept: nothing to draw, and nothing left behind
    await act(async () => root.render(stock));
    expect(head()).toEqual(tags(`<title>Stock | Autopolis</title>${OTHERS}`));
    expect(document.getElementById('root')!.innerHTML).toBe('<p>stock</p>');
    await act(async () => root.unmount());
  });
});
