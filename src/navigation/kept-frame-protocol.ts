/**
 * How a browser tab and the server agree that the page frame (header and footer) need not travel again
 * (issue 29). The frame is the same on every page of a locale and content version; a tab that holds it
 * names its versions in this header on each page payload it asks for (a client navigation or a
 * prefetch), and the server leaves out a part the tab holds. Shared by the tab's side (kept-frame.tsx)
 * and the server's (kept-frame-version.ts).
 */
export const KEPT_FRAME_HEADER = 'x-kept-frame';
/** Versions a tab keeps (a locale switch or a publish adds one): the oldest are let go. */
export const MAX_KEPT_VERSIONS = 4;
/** A version: the first 16 characters of a base64url SHA-256. */
export const FRAME_VERSION = /^[A-Za-z0-9_-]{16}$/;

/** The versions a request names, the malformed ones dropped; none for a header longer than four versions could be. */
export function parseKeptVersions(header: string | null | undefined): string[] {
  if (!header || header.length > MAX_KEPT_VERSIONS * 17) return [];
  return header
    .split(' ')
    .filter((v) => FRAME_VERSION.test(v))
    .slice(0, MAX_KEPT_VERSIONS);
}
