import { isLocale } from '../../routing/locales';
import { SLUG_PATTERN } from '../../routing/segments';
import type { SbLink } from '../storyblok-schema';
import type { LinkTarget } from '../types';
import { str, warn } from './common';

/**
 * The words that name the home page in links and old addresses: the home story's slug and the old
 * site's `/home-page` (its dealership variants `/home-page/{location}` are pages of their own).
 */
const HOME_ALIASES: ReadonlySet<string> = new Set(['home', 'home-page']);

/** True for a slug that names the home page: `/home` and `/home-page` answer 301 to `/`. */
export const isHomeAlias = (slug: readonly string[]): boolean => slug.length === 1 && HOME_ALIASES.has(slug[0]!);

/**
 * The content slug of a site path or Storyblok slug: slashes trimmed, a leading locale code
 * ('de-lu/…') removed, 'home' or 'home-page' read as the home page ([]). Null unless every segment is a valid slug
 * word, since `href()` only builds links it could parse back.
 */
export function slugOfPath(path: string): string[] | null {
  const trimmed = path.trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return [];
  let segments: string[] = [];
  for (const raw of trimmed.split('/')) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  if (isLocale(segments[0])) segments = segments.slice(1);
  if (isHomeAlias(segments)) return [];
  return segments.every((s) => SLUG_PATTERN.test(s)) ? segments : null;
}

/**
 * The slug of a story of the catch-all route: its full_slug split on '/' ('home' is []), or null
 * (with a warning) when a segment is one the route table would refuse: such a story could never
 * be linked to, and a link to it would throw while rendering the pages that list it.
 */
export function slugOfStory(fullSlug: string): string[] | null {
  const segments = fullSlug.split('/').filter((s) => s !== '');
  if (segments.length > 1 && isLocale(segments[0])) segments.shift();
  if (segments.length === 1 && segments[0] === 'home') return [];
  if (segments.every((s) => SLUG_PATTERN.test(s))) return segments;
  warn(fullSlug, 'skipped story: its slug is not a valid address (lower-case letters, digits and dashes)');
  return null;
}

/** Longest query string an internal link keeps; a longer one is dropped (the link still leads to its page). */
const MAX_QUERY_LENGTH = 512;

/**
 * The query of an internal link as a clean string (`brand=ford&model=ford%2Fpuma`), re-encoded by
 * URLSearchParams; empty and over-long queries are dropped. The page it leads to validates its own
 * parameters (the stock list drops what it does not know), so the values need no check here.
 */
function queryOf(search: string): string | undefined {
  const query = new URLSearchParams(search).toString();
  return query === '' || query.length > MAX_QUERY_LENGTH ? undefined : query;
}

/** An internal target with its optional parts only when present (equal targets compare equal). */
function internal(slug: string[], anchor: string | undefined, query: string | undefined, uuid?: string): LinkTarget {
  return { kind: 'internal', slug, ...(anchor ? { anchor } : {}), ...(query ? { query } : {}), ...(uuid ? { uuid } : {}) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The linked story's uuid of a story link (`id` of a multilink, `uuid` of a rich-text link mark), or undefined. */
function storyUuid(value: unknown): string | undefined {
  return typeof value === 'string' && UUID.test(value.trim()) ? value.trim().toLowerCase() : undefined;
}

function anchorOf(value: string | null | undefined): string | undefined {
  const anchor = (value ?? '').trim().replace(/^#/, '');
  return anchor === '' ? undefined : anchor;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

function emailTarget(raw: string): LinkTarget | null {
  const value = raw.trim().replace(/^mailto:/i, '');
  const [address = '', query] = value.split('?', 2);
  let decoded: string;
  try {
    decoded = decodeURIComponent(address);
  } catch {
    return null;
  }
  if (!EMAIL.test(decoded)) return null;
  return { kind: 'email', address: query ? `${decoded}?${query}` : decoded };
}

/** Placeholder origin to tell a site-relative URL (`/contact#form`) from an absolute one. */
const SITE = 'https://site.invalid';

/**
 * A URL typed by an editor: http(s) and tel: are external, mailto: is an e-mail, a path from the
 * site root ('/contact', '/de-lu/news#top') is internal. Everything else (javascript:, data:,
 * relative words, malformed URLs) is refused. The query string of an internal path is kept
 * (`/stock?brand=ford`: a link to the filtered stock).
 */
function urlTarget(raw: string, allowInternal: boolean): LinkTarget | null {
  const value = raw.trim();
  if (value === '') return null;
  if (/^mailto:/i.test(value)) return emailTarget(value);
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin === SITE) {
    if (!allowInternal || !value.startsWith('/')) return null;
    const slug = slugOfPath(url.pathname);
    if (slug === null) return null;
    return internal(slug, anchorOf(decodeSafe(url.hash)), queryOf(url.search));
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return { kind: 'external', url: url.href };
  if (url.protocol === 'tel:' && /^\+?[\d\s().-]{3,}$/.test(decodeSafe(url.pathname))) return { kind: 'external', url: url.href };
  return null;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/**
 * Where a Storyblok multilink leads, or null when it leads nowhere safe. A story link becomes an
 * internal slug from its cached_url, with the linked story's uuid (`id`) when it has one, so the
 * story's current address can replace the cached one (dropBrokenLinks); a URL link is external when http(s) or tel:, an e-mail when
 * mailto:, internal when it starts with '/'; javascript:, data: and anything else are dropped.
 */
export function toLinkTarget(link: SbLink | null | undefined): LinkTarget | null {
  if (!link) return null;
  switch (link.linktype) {
    case 'story': {
      const [path = '', hash] = str(link.cached_url).split('#', 2);
      const anchor = anchorOf(link.anchor || hash);
      if (path.trim() === '') return null; // an empty link field
      const [pathname = '', search = ''] = path.split('?', 2);
      const slug = slugOfPath(pathname);
      if (slug === null) return null;
      return internal(slug, anchor, queryOf(search), storyUuid(link.id));
    }
    case 'email':
      return emailTarget(str(link.email) || str(link.url) || str(link.cached_url));
    case 'url':
      return urlTarget(str(link.url) || str(link.cached_url), true);
    case 'asset':
      return urlTarget(str(link.url) || str(link.cached_url), false);
    default:
      return null;
  }
}

/** The multilink a rich-text link mark stands for (`attrs.href`, `attrs.linktype`, `attrs.anchor`). */
export function markLink(attrs: Record<string, unknown> | undefined): SbLink | null {
  if (!attrs) return null;
  const href = str(attrs.href);
  const anchor = str(attrs.anchor) || undefined;
  switch (attrs.linktype) {
    case 'story':
      // a rich-text link to a story holds the story's uuid in `attrs.uuid`
      // (https://www.storyblok.com/cl/resolve-links-in-richtext-field: resolve_links resolves it as a multilink's `id`)
      return { linktype: 'story', id: str(attrs.uuid) || undefined, cached_url: href, url: '', anchor };
    case 'email':
      return { linktype: 'email', cached_url: '', url: '', email: href, anchor };
    case 'asset':
      return { linktype: 'asset', cached_url: '', url: href, anchor };
    default:
      return { linktype: 'url', cached_url: '', url: href, anchor };
  }
}
