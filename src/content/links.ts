import { href } from '../routing';
import type { Locale } from '../routing/locales';
import type { LinkTarget } from './types';

/**
 * The address of a CMS link in a locale. Internal links go through the route table (`href`), so a
 * CMS link to 'services/leasing' becomes '/services/leasing' in French and '/de-lu/services/leasing'
 * in German; external and e-mail links were checked by reshape and are used as they are.
 */
export function linkHref(locale: Locale, target: LinkTarget): string {
  switch (target.kind) {
    case 'internal': {
      const path = target.slug.length === 0 ? href(locale, 'home') : href(locale, 'content', { slug: target.slug });
      return target.anchor ? `${path}#${encodeURIComponent(target.anchor)}` : path;
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
