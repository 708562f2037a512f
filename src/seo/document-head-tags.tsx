'use client';
import { useLayoutEffect, type ReactNode } from 'react';
import { documentPart } from '../navigation/document-parts';

/**
 * The head's tags that only crawlers and link previews read (issue 40): the description, the canonical, the
 * hreflang alternates, Open Graph and the Twitter card. They read them from a page's HTML, never from the page a
 * browser draws after a client navigation, so a page's HTML writes them once, in its head, and the payload that
 * hydrates it names them by an id (written once per document, as the JSON-LD: src/navigation/written-once-server.tsx
 * keeps them for the HTML render, which draws them from here; React hoists them into the head).
 *
 * In the browser the component draws nothing: the tags are the document's, and React, which did not draw them,
 * neither takes nor changes them. When the page gives way to another (a client navigation, whose payload carries none
 * of them), they go with it, as React would remove tags it had drawn: a canonical or a description left behind
 * would name the page before. Nothing else in the site draws a tag of this list (`robots` is not in it: the preview
 * bridge draws one of its own, and a client navigation's payload keeps a page's own).
 */
const DOCUMENT_HEAD_TAGS =
  'meta[name="description"],link[rel="canonical"],link[rel="alternate"][hreflang],meta[property^="og:"],meta[name^="twitter:"]';

export function DocumentHeadTags({ id }: { id: string }) {
  const part = documentPart(id);
  useLayoutEffect(() => {
    const tags = document.head.querySelectorAll(DOCUMENT_HEAD_TAGS);
    return () => tags.forEach((tag) => tag.remove());
  }, []);
  return part && 'children' in part ? (part.children as ReactNode) : null;
}
