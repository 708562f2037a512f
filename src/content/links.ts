import { href, isApiRoute, routes } from '../routing';
import type { Locale } from '../routing/locales';
import type { LinkTarget } from './types';

/**
 * The address of a CMS link in a locale. Internal links go through the route table: the CMS writes
 * the default locale's path, which is parsed and localized, so 'services/leasing' becomes
 * '/de-lu/services/leasing' in German and 'concessions' (the dealerships route) '/de-lu/locations'.
 * External and e-mail links were checked by reshape and are used as they are.
 */
export function linkHref(locale: Locale, target: LinkTarget): string {
  switch (target.kind) {
    case 'internal': {
      const match = target.slug.length === 0 ? null : routes().parse(`/${target.slug.map(encodeURIComponent).join('/')}`);
      const path =
        target.slug.length === 0
          ? href(locale, 'home')
          : match && match.route !== 'content' && !isApiRoute(match.route)
            ? routes().localize(match, locale)
            : href(locale, 'content', { slug: target.slug });
      const withQuery = target.query ? `${path}?${target.query}` : path;
      return target.anchor ? `${withQuery}#${encodeURIComponent(target.anchor)}` : withQuery;
    }
    case 'external':
      return target.url;
    case 'email':
      return `mailto:${target.address}`;
  }
}

/** A link that leaves the site (it gets `rel="noopener noreferrer"`). */
export function isExternal(target: LinkTarget): boolean {
  return target.kind === 'external';
}
