/**
 * Whether a redirect target leads to a page of this site, derived from the route table and the
 * content source, never from a list of known paths: a route added to the table (the lease pages,
 * the model pages) makes its targets valid without touching this file.
 *
 * - The path must parse with the route table (`parse()`), with its own query string allowed.
 * - The catch-all content route needs a story at that slug whose root is a page kind (not the
 *   `settings` story, not a vehicle story, which no content page renders).
 * - A `brand` parameter must be a brand story; a `location` parameter a dealership story.
 * - A `vehicle` parameter is refused in the table: vehicles come and go with the stock, and old
 *   vehicle addresses go through the vehicle rule, which looks the vehicle up when it is asked.
 * - Other parameters (of routes other branches add) are accepted once the route parses.
 */
import { EVERY_PAGE, type ContentSource } from '../src/content/source';
import { DEFAULT_LOCALE } from '../src/routing/locales';
import type { Router } from '../src/routing/table';
import type { TargetCheck } from './validate';

/** What the content source holds, read once: page slugs, brand slugs and dealership slugs. */
export type SiteFacts = {
  /** full slugs of stories a content page renders (translations share the slug: fields are translated, not stories) */
  pages: ReadonlySet<string>;
  brands: ReadonlySet<string>;
  locations: ReadonlySet<string>;
};

/** Root components the content route does not render (a lease offer is shown under its list's address, not its story's). */
const NOT_A_PAGE = new Set(['settings', 'vehicle', 'location', 'lease_offer']);
const HOME_SLUG = 'home';
const LOCATION_FOLDER = 'concessions/';

/** Reads every story of the default language once (one listing, pages of the API). */
export async function loadSiteFacts(source: ContentSource): Promise<SiteFacts> {
  const stories = await source.getAllStories(EVERY_PAGE, DEFAULT_LOCALE);
  const pages = new Set<string>();
  const brands = new Set<string>();
  const locations = new Set<string>();
  for (const story of stories) {
    const component = (story.content as { component?: unknown } | undefined)?.component;
    const slug = story.full_slug.replace(/\/+$/, '');
    if (component === 'brand' && !slug.includes('/')) brands.add(slug);
    if (component === 'location' && slug.startsWith(LOCATION_FOLDER)) locations.add(slug.slice(LOCATION_FOLDER.length));
    if (typeof component === 'string' && !NOT_A_PAGE.has(component) && slug !== HOME_SLUG) pages.add(slug);
  }
  return { pages, brands, locations };
}

/**
 * The check of a target against the route table and, when known, the site's content. Without facts
 * (the content source did not answer) only what the route table knows is checked, and content
 * targets wait: `null` facts refuse them with that reason.
 */
export function createTargetCheck(router: Router, facts: SiteFacts | null): TargetCheck {
  return (target) => {
    const [path = '', query] = target.split(/\?(.*)/s, 2);
    if (query !== undefined && /[?#]/.test(query)) return 'target has a malformed query string';
    const match = router.parse(path);
    if (!match) return `target ${target} resolves to no route of this site`;
    const params = match.params as Record<string, unknown>;
    if (typeof params.vehicle === 'string') {
      return `target ${target} is a vehicle page: vehicles come and go, old vehicle addresses go through the vehicle rule`;
    }
    const needsContent = match.route === 'content' || typeof params.brand === 'string' || typeof params.location === 'string';
    if (!needsContent) return null;
    if (!facts) return `target ${target} needs the content source to be checked, which did not answer`;
    if (typeof params.brand === 'string' && !facts.brands.has(params.brand)) return `target ${target}: "${params.brand}" is no known brand`;
    if (typeof params.location === 'string' && !facts.locations.has(params.location)) {
      return `target ${target}: "${params.location}" is no known dealership`;
    }
    if (match.route === 'content') {
      const slug = (match.params as { slug: readonly string[] }).slug.join('/');
      if (!facts.pages.has(slug)) return `target ${target} resolves to no page: the content source has no story "${slug}"`;
    }
    return null;
  };
}
