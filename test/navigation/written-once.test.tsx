// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { WrittenOnce } from '../../src/navigation/written-once';

/**
 * src/navigation/written-once.tsx in the browser: the payload names a part the document holds (a JSON-LD block, the
 * footer's columns) by an id only (issue 40). Hydrating it keeps the document's content without a mismatch, a
 * later render leaves it alone, and the same part drawn anew (a kept frame shown again) has that content.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TEXT = '{"@context":"https://schema.org","@type":"ItemList","name":"Stock \\u003c/script\\u003e"}';
const COLUMNS = '<nav aria-label="Stock" class="site-footer__column"><h2>Stock</h2><ul><li><a href="/stock">Used</a></li></ul></nav>';

const page = (label: string) => (
  <>
    <p>{label}</p>
    <WrittenOnce id="AAAAAAAAAAAAAAAAAAAAAA" as="script" attributes={{ type: 'application/ld+json' }} />
    <WrittenOnce id="BBBBBBBBBBBBBBBBBBBBBB" as="div" attributes={{ className: 'site-footer__columns' }} />
  </>
);
const SERVED = `<p>list</p><script type="application/ld+json">${TEXT}</script><div class="site-footer__columns">${COLUMNS}</div>`;

describe('WrittenOnce in the browser', () => {
  it("keeps the document's content when it hydrates and renders again, and draws it anew with that content", async () => {
    document.body.innerHTML = `<div id="root">${SERVED}</div>`;
    const container = document.getElementById('root')!;
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page('list'), { onRecoverableError: (e) => errors.push(e) }));
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(SERVED);
    await act(async () => root.render(page('list, sorted')));
    expect(container.innerHTML).toBe(SERVED.replace('<p>list</p>', '<p>list, sorted</p>'));
    await act(async () => root.unmount());

    // the same parts drawn anew in this document, as a kept frame is when the tab comes back to its locale
    document.body.innerHTML = '<div id="fresh"></div>';
    const fresh = document.getElementById('fresh')!;
    const again = createRoot(fresh);
    await act(async () => again.render(page('list')));
    expect(fresh.innerHTML).toBe(SERVED);
    await act(async () => again.unmount());
  });
});
