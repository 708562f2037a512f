import { getTranslator } from '../i18n/server';
import type { Locale } from '../routing/locales';

const PLACE_PARTICLES = new Set(['sur', 'sous', 'de', 'du', 'des', 'la', 'le', 'les', 'en', 'am', 'an', 'der', 'bei']);

/** `esch-sur-alzette` → `Esch-sur-Alzette`: a place name from its slug. */
export function placeFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w, i) => (i > 0 && PLACE_PARTICLES.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('-');
}

/**
 * The place name of the dealership a vehicle stands at, from its location slug ("Esch-sur-Alzette"):
 * the name the locale's messages give it, else one read from the slug. Used by the stock filter,
 * the vehicle page and its JSON-LD, and by the forms where the CMS has no page for that dealership
 * (they prefer its full CMS name, "Autopolis Bertrange").
 */
export function dealershipName(locale: Locale, slug: string): string {
  const t = getTranslator(locale, 'vehicle');
  const key = `dealership.names.${slug}` as 'dealership.names.bertrange';
  return t.has(key) ? t(key) : placeFromSlug(slug);
}
