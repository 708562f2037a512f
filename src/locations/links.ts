import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { DEFAULT_QUERY, stockQueryString } from '../stock/query';
import type { LatLng, Location } from './types';

/** Every link of the dealership pages, through the route table. */

export const locationHref = (locale: Locale, slug: string) => href(locale, 'location', { location: slug });
export const brandLocationHref = (locale: Locale, brand: string, slug: string) => href(locale, 'brandLocation', { brand, location: slug });
export const locationListHref = (locale: Locale) => href(locale, 'locationList');
export const brandHref = (locale: Locale, brand: string) => href(locale, 'content', { slug: [brand] });

/** The stock list filtered on a site (and a brand): works whether the search engine is up or not. */
export function stockAtHref(locale: Locale, slug: string, brand?: string): string {
  return `${href(locale, 'stockList')}${stockQueryString({ ...DEFAULT_QUERY, locations: [slug], brands: brand ? [brand] : [] })}`;
}

/** Turn-by-turn directions to a point in the visitor's map app (Google Maps URLs, documented and stable). */
export function directionsHref(to: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${to.lat.toFixed(5)},${to.lng.toFixed(5)}`;
}

/** `10, rue de l’Exemple, L-8070 Bertrange` */
export function addressLine(l: Location): string {
  const town = [l.address.postalCode, l.address.town].filter(Boolean).join(' ');
  return [l.address.street, town].filter(Boolean).join(', ');
}

/** `tel:` target of a display phone number: the directory's, which the vehicle page's call button uses too. */
export { telHref } from '../directory/directory';
