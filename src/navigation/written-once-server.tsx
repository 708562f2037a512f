import { hash } from 'node:crypto';
import type { ReactElement } from 'react';
import { isPagePayloadRequest } from '../request';
import { drawnPart, keepDocumentPart, type DocumentPart, type PartElement } from './document-parts';
import { WrittenOnce } from './written-once';

/**
 * A part of a page the server draws as it is (a JSON-LD block, markup without components or handlers) and that a
 * page's HTML writes once (issue 40): in the HTML's markup, while the payload that hydrates the page names it by a
 * digest of what it is drawn from (`from`: its text, or the values its markup is drawn from) and not by its content.
 * The page's payload for a client navigation carries the part itself: no HTML render follows it.
 */
export function writtenOnce({
  from,
  as,
  attributes,
  part,
  key,
}: {
  from: string;
  as: PartElement;
  attributes: Record<string, string>;
  part: DocumentPart;
  /** its React key, in a list */
  key?: string | number;
}): ReactElement {
  if (isPagePayloadRequest()) return drawnPart(as, attributes, part, key);
  return <WrittenOnce key={key} id={keptPartId(as, from, part)} as={as} attributes={attributes} />;
}

/**
 * Keeps a part for the HTML render of the page being drawn and gives the id its payload names it by: a digest of
 * the part's kind (the element it is written in) and of what it is drawn from, so a page drawn again names the same id.
 */
export function keptPartId(kind: string, from: string, part: DocumentPart): string {
  const id = hash('sha256', `${kind}\n${from}`, 'base64url').slice(0, 22);
  keepDocumentPart(id, part);
  return id;
}
