import { routes } from '../routing';
import { visitorLog } from '../log/limiter';
import { slugOfStory } from './reshape/links';
import type { SbStory } from './storyblok-schema';
import type { LinkTarget } from './types';

/**
 * The seed's `broken-link`: a CMS link to a page that does not exist (a story deleted, renamed or
 * never published). The page holding it still renders; the link is left out (a card's or hero's
 * button disappears, a link in rich text becomes its plain text) and reported in the log with the
 * story that holds it, so an editor can fix it. Only links to CMS pages are checked: a link to a
 * feature's page (the stock, a dealership) reaches that page, which answers its own not-found.
 */

/** Stories that are data, not pages: a link to one leads nowhere. */
const NOT_A_PAGE = new Set(['settings', 'vehicle']);

/** The link objects found broken; `CmsLink` and the header check it. Objects, so nothing leaks between pages. */
const DROPPED = new WeakSet<LinkTarget>();

/** Each broken link is logged once per story and target (bounded, so a flood of broken links cannot grow memory). */
const REPORTED = new Set<string>();
const MAX_REPORTED = 1_000;

export const isDroppedLink = (target: LinkTarget): boolean => DROPPED.has(target);

/**
 * The pages a link may lead to, from one listing of the content source: the slugs ('services/leasing')
 * of every page, and every story's current slug by its uuid.
 */
export type PageSlugs = ReadonlySet<string> & { readonly byUuid: ReadonlyMap<string, string> };

export function pageSlugs(stories: readonly SbStory[]): PageSlugs {
  const slugs = new Set<string>();
  const byUuid = new Map<string, string>();
  for (const story of stories) {
    const slug = slugOfStory(story.full_slug)?.join('/');
    if (slug === undefined) continue;
    if (typeof story.uuid === 'string') byUuid.set(story.uuid.toLowerCase(), slug);
    const component = (story.content as { component?: unknown } | undefined)?.component;
    if (typeof component !== 'string' || NOT_A_PAGE.has(component)) continue;
    slugs.add(slug);
  }
  return Object.assign(slugs, { byUuid });
}

const isInternalTarget = (value: object): value is Extract<LinkTarget, { kind: 'internal' }> =>
  (value as { kind?: unknown }).kind === 'internal' && Array.isArray((value as { slug?: unknown }).slug);

type InternalTarget = Extract<LinkTarget, { kind: 'internal' }>;

/**
 * True when the target is a CMS page (the catch-all route) that no story holds. A link an editor chose
 * in the story picker names the story by its uuid: it leads to that story's address now, whatever
 * address the link's `cached_url` kept. Storyblok sets `cached_url` when the story holding the link is
 * published ("cached_url … will be set during publishing", https://storyblok.com/faq/link-object-history),
 * so after the linked page is renamed it names the old address until every linking story (the settings
 * with the header and footer included) is published again; `linktype: story` "tells you to use the UUID
 * + Links API or the cached_url" (same page). The listing the pages are read from is the uuid table,
 * so this costs no request. A uuid no published story has (deleted, unpublished) falls back to the
 * cached address. A link to a story whose address differs in this locale (a translated slug) is then
 * pointed at that address, whichever route shows it (a CMS page, an enterprise page under its route's
 * own word).
 */
function leadsNowhere(target: InternalTarget, pages: ReadonlySet<string> | PageSlugs, localize: Localize): boolean {
  const current = target.uuid !== undefined && 'byUuid' in pages ? pages.byUuid.get(target.uuid) : undefined;
  if (current !== undefined && current !== target.slug.join('/'))
    (target as { slug: readonly string[] }).slug = current === '' ? [] : current.split('/');
  if (target.slug.length === 0) return false; // the home page
  const match = routes().parse(`/${target.slug.map(encodeURIComponent).join('/')}`);
  const slug = localize?.(target.slug.join('/')) ?? target.slug.join('/');
  if (match?.route === 'content' && !pages.has(slug)) return true;
  if (slug !== target.slug.join('/')) (target as { slug: readonly string[] }).slug = slug.split('/');
  return false;
}

/** A CMS page's address in the page's locale, given its address in any locale (null: unknown). */
type Localize = ((slug: string) => string | null) | null;

/**
 * Finds the links to pages that do not exist anywhere in `value` (reshaped sections, settings),
 * marks them dropped and logs each with `story`; the others lead to the page's address in this
 * locale (`localize`, translated slugs). `pages` null (the listing failed): nothing is dropped, a
 * link is never removed because the CMS did not answer.
 */
export function dropBrokenLinks(
  value: unknown,
  story: string,
  pages: ReadonlySet<string> | PageSlugs | null,
  localize: Localize = null,
): void {
  if (pages === null) return;
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (isInternalTarget(node) && leadsNowhere(node, pages, localize)) {
      DROPPED.add(node);
      report(story, `/${node.slug.join('/')}`);
      return;
    }
    for (const child of Object.values(node)) walk(child);
  };
  walk(value);
}

function report(story: string, path: string): void {
  const key = `${story} ${path}`;
  if (REPORTED.has(key)) return;
  if (REPORTED.size >= MAX_REPORTED) REPORTED.clear();
  REPORTED.add(key);
  visitorLog('warn', 'content', `broken-link in story "${story}": the link to ${path} leads to no page and is left out`, {
    key: key,
  });
}

/**
 * True when `value` (a reshaped page, the settings) holds an internal link whose address (`address`:
 * as the page renders it) is `path`, dropped or not: the page really links there.
 */
export function holdsLinkTo(value: unknown, path: string, address: (target: InternalTarget) => string): boolean {
  const wanted = samePath(path);
  const seen = new Set<object>();
  const walk = (node: unknown): boolean => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return false;
    seen.add(node);
    if (Array.isArray(node)) return node.some(walk);
    if (isInternalTarget(node)) {
      try {
        return samePath(address(node).split(/[?#]/)[0]!) === wanted;
      } catch {
        return false; // a link the route table cannot write is on no page
      }
    }
    return Object.values(node).some(walk);
  };
  return walk(value);
}

/** A path as it is compared: percent-decoding undone where it can be (`/caf%C3%A9` and `/café` are one page). */
function samePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A visitor followed a link of our page `from` to `path`, which leads to no page: one warning for an
 * editor, once per page and target per interval, through the limit on lines a visitor can trigger.
 * Only for a link the page really holds (`pageLinksTo` in ./index.ts): a forged Referer writes nothing.
 */
export function reportFollowedBrokenLink(from: string, path: string): void {
  const page = from.split('?')[0]!;
  visitorLog('warn', 'content', `broken-link: ${page} links to ${path}, which leads to no page`, { key: `${page} ${path}` });
}
