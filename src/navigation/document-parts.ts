import { createElement, type ReactElement, type ReactNode } from 'react';
import { processShared } from '../process/shared';

/**
 * What a page's HTML writes once (issue 40): a part the server draws into the page's markup, which the payload
 * that hydrates the page names only by an id (`WrittenOnce`, written-once.tsx). The RSC render keeps the part
 * here; the SSR render, which draws that payload into the HTML moments later in the same process, takes it from
 * here. Each of the two server bundles holds its own copy of this module, hence the table on `globalThis`, as for
 * the head's inline stylesheets (src/server/page-stylesheet-rules.ts). In the browser the table is empty: the
 * document holds the parts already.
 *
 * A part is inner HTML (a JSON-LD block's text) or host elements: markup with no component and no handler, such
 * as the footer's columns of links. Parts are named by a digest of what they are drawn from, so
 * a page drawn again names the same id; the table keeps the most recently drawn `MAX_PARTS` and forgets the
 * oldest. A part is read within milliseconds of being kept, and a page keeps a few.
 */
export type DocumentPart = { html: string } | { children: ReactNode };

/** The elements a part may be written in. */
export type PartElement = 'script' | 'div' | 'section';

const MAX_PARTS = 500;

/** The parts kept by the RSC bundle for the SSR bundle, which loads its own copy of this module. */
const keptParts = () => processShared('navigation.document-parts', () => new Map<string, DocumentPart>());

/** Keeps a part for the HTML render of the page being drawn (the RSC render calls it). */
export function keepDocumentPart(id: string, part: DocumentPart): void {
  const parts = keptParts();
  parts.delete(id); // drawn again: the most recent last
  parts.set(id, part);
  if (parts.size > MAX_PARTS) parts.delete(parts.keys().next().value!);
}

/** The part kept under an id; undefined in the browser. */
export function documentPart(id: string): DocumentPart | undefined {
  return keptParts().get(id);
}

/** The element holding a part, as the server draws it. */
export function drawnPart(as: PartElement, attributes: Record<string, string>, part: DocumentPart, key?: string | number): ReactElement {
  return 'html' in part
    ? createElement(as, { ...attributes, key, dangerouslySetInnerHTML: { __html: part.html } })
    : createElement(as, { ...attributes, key }, part.children);
}
