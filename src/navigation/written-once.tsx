'use client';
import { createElement, useLayoutEffect, useRef } from 'react';
import { documentPart, drawnPart, type PartElement } from './document-parts';

/**
 * A part of a page's HTML written once per document (issue 40; `writtenOnce` in written-once-server.tsx draws it):
 * the payload that hydrates the page names it by an id, and not by its content, which the page's markup holds. The
 * mechanism of the head's inline stylesheets (`InlineStylesheet`, src/server/inline-stylesheet.tsx), for an element
 * of the body.
 *
 * - The server's HTML render draws the element with the part the RSC render kept (document-parts.ts).
 * - In the browser the element has inner HTML of its own and no children: React does not hydrate the children of
 *   such an element, nor compare inner HTML, so hydration keeps what the document holds. Its inner HTML is one
 *   object for the element's life, so React never sets it again.
 * - Once hydrated, the element's inner HTML is noted by id: the same part drawn anew in the browser (the frame of a
 *   locale the tab comes back to, kept-frame.tsx) is drawn with it.
 */
export function WrittenOnce({ id, as, attributes }: { id: string; as: PartElement; attributes: Record<string, string> }) {
  const part = documentPart(id);
  const element = useRef<HTMLElement>(null);
  const innerHtml = useRef(seen.get(id) ?? KEEP_THE_DOCUMENTS);
  useLayoutEffect(() => {
    if (element.current && !seen.has(id)) seen.set(id, { __html: element.current.innerHTML });
  }, [id]);
  if (part) return drawnPart(as, attributes, part);
  return createElement(as, { ...attributes, ref: element, dangerouslySetInnerHTML: innerHtml.current, suppressHydrationWarning: true });
}

/** What the document holds, for a hydrated element: React sets no inner HTML while the prop stays this object. */
const KEEP_THE_DOCUMENTS = { __html: '' };

/** The inner HTML of each part this document was sent with, noted once hydrated. */
const seen = new Map<string, { __html: string }>();
