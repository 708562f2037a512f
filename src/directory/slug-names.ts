/**
 * Names read from slugs: the one fallback for a dealership, brand or model slug the content does not
 * name (a vehicle indexed before its dealership's or brand's story is published, a model the stock's
 * catalogue has not seen yet). Pure and dependency-free.
 */

const PLACE_PARTICLES = new Set(['sur', 'sous', 'de', 'du', 'des', 'la', 'le', 'les', 'en', 'am', 'an', 'der', 'bei']);

/** `esch-sur-alzette` → `Esch-sur-Alzette`: a place name from its slug. */
export function placeFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w, i) => (i > 0 && PLACE_PARTICLES.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('-');
}

/** `alfa-romeo` → `Alfa Romeo`, `mustang-mach-e` → `Mustang Mach E`: a brand or model name from its slug. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
