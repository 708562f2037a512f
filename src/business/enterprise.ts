import { contentRefOf } from '../seo/urls';
import type { PageRef } from '../seo/urls';

/**
 * The enterprise pages are CMS stories in the `entreprise` folder: the folder's own story for
 * `/entreprise`, `entreprise/{page}` for `/entreprise/{page}` (gestion-de-flotte, fleet-leasing,
 * services-aux-entreprises, transformation-de-vehicules, and any page an editor adds), and
 * `entreprise/vehicules-utilitaires` for the utility vehicles overview, whose address has a
 * localized word of its own. The story slugs are the same in every locale (field-level translation).
 */
export const ENTERPRISE_FOLDER = 'entreprise';
export const UTILITY_OVERVIEW_PAGE = 'vehicules-utilitaires';

/** The story slug of an enterprise page (the folder's own story without a page). */
export function enterpriseStorySlug(page?: string): string[] {
  return page === undefined ? [ENTERPRISE_FOLDER] : [ENTERPRISE_FOLDER, page];
}

/**
 * The page an enterprise story is shown on: the folder's story at `/entreprise`, the utility overview
 * at its own localized address, every other page at `/entreprise/{page}`; other stories at their slug.
 */
export function enterprisePageRef(slug: readonly string[]): PageRef {
  if (slug[0] === ENTERPRISE_FOLDER && slug.length === 1) return { route: 'enterprise', params: {} };
  if (slug[0] === ENTERPRISE_FOLDER && slug.length === 2) {
    return slug[1] === UTILITY_OVERVIEW_PAGE
      ? { route: 'utilityVehicles', params: {} }
      : { route: 'enterprisePage', params: { page: slug[1]! } };
  }
  return contentRefOf(slug);
}
