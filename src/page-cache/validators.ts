import { hash as digest, randomBytes } from 'node:crypto';
import { BUILD_ID } from '../freshness/build-info';
import type { Encoding } from '../server/middleware/compression';

/**
 * This process's own mark in every page's validator. The content's generation (part of a page's key)
 * counts from 0 in each process: without this mark a page published between two starts of one build
 * would get the tag of the page before it, and a browser holding the old page would be told it is current.
 * The stock index's version is Meilisearch's and the same everywhere; the content's is not, so two
 * instances give one page two tags and a revalidation that reaches the other instance gets the page whole
 * (docs/edge-cache.md).
 */
const PROCESS_MARK = randomBytes(6).toString('base64url');

export type ValidatorParts = {
  /** The page cache's key: page or payload, path (with its locale), canonical query, the stock index's and the content's versions, the payload's request headers. */
  key: string;
  /** The encoding the answer is sent in (chooseEncoding of the request's Accept-Encoding), null: as it is. */
  encoding: Encoding | null;
  /** The content cache's refresh period: a page's tag changes at least this often (see below). */
  ttlMs: number;
  now?: number;
  build?: string;
  mark?: string;
};

/**
 * The entity tag of a kept page, worked out from what the page is rendered from, before and without
 * rendering it: a conditional request that names it is answered 304 at the cost of a hash.
 *
 * Weak (RFC 9110, 8.8.1): every answer of a page carries its own Content-Security-Policy nonce
 * (nonce.ts), so two answers under one tag are never the same bytes, only the same page; a strong tag
 * promises identical bytes. It also names the encoding the answer is sent in (`-br`, `-gzip`), as Apache
 * does, so a cache that keeps both encodings of a page under `Vary: Accept-Encoding` never matches one
 * encoding's 304 to the other's stored body (RFC 9111, 4.3.4 picks the stored response by its tag).
 *
 * The tag holds the build (a new build may render the same data otherwise), this process's mark (above)
 * and the number of the content cache's refresh period: the content cache reads the CMS again after that
 * period even when no webhook said it changed, and a page rendered after it may differ under the same
 * generation, so no tag outlives one period.
 */
export function pageEtag({ key, encoding, ttlMs, now = Date.now(), build = BUILD_ID, mark = PROCESS_MARK }: ValidatorParts): string {
  const period = Math.floor(now / ttlMs);
  // one-shot: createHash's object cost more than the digest of these few hundred bytes (npm run bench:profile)
  const hash = digest('sha256', `${build}\n${mark}\n${period}\n${key}`, 'base64url').slice(0, 22);
  return `W/"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/**
 * Whether `If-None-Match` names `etag`, by the weak comparison RFC 9110 (13.1.2) asks for: `W/` is
 * ignored on both sides. `*` matches only a page known to exist (`exists`): a page not kept might render a 404.
 */
export function noneMatch(ifNoneMatch: string | undefined, etag: string, exists: boolean): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return exists;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}
