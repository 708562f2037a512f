import { hash } from 'node:crypto';
import { BUILD_ID } from '../freshness/build-info';
import { isPagePayloadRequest, requestHeader } from '../request';
import { KEPT_FRAME_HEADER, parseKeptVersions } from './kept-frame-protocol';

/**
 * The version of a frame: a digest of everything its kept parts show (their model, with its texts, links
 * and settings) and of the build that draws them. Two instances with the same content give the same
 * version, and any change (a publish, another build, another year in the footer) gives another.
 */
export function frameVersion(model: unknown): string {
  return hash('sha256', `${BUILD_ID}\n${JSON.stringify(model)}`, 'base64url').slice(0, 16);
}

/**
 * Whether the tab asking holds the frame of this version (kept-frame-protocol.ts): only for a page's
 * payload, where the tab names what it holds; an HTML page always carries its frame.
 */
export function tabHoldsFrame(version: string): boolean {
  return isPagePayloadRequest() && parseKeptVersions(requestHeader(KEPT_FRAME_HEADER)).includes(version);
}
