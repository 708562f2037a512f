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
  const id = hash('sha256', `${as}\n${from}`, 'base64url').slice(0, 22);
  keepDocumentPart(id, part);
  return <WrittenOnce key={key} id={id} as={as} attributes={attributes} />;
}
