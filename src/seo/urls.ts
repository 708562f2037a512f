import { config } from '../config/env';
import { routes } from '../routing';
import { DEFAULT_LOCALE, LOCALE_TAG, LOCALES, type Locale } from '../routing/locales';
import type { PageRouteName, RouteParams } from '../routing/table';

/**
 * A page's identity as SEO sees it: a route of the table, its params and the query string that is
 * part of the page (the indexable stock filters), never sort or view state. The same ref in another
 * locale is the same page in that language, so canonical and alternates are derived from one value.
 */
export type PageRef = {
  [R in PageRouteName]: {
    route: R;
    params: RouteParams<R>;
    query?: string;
    /** The params of the page in a locale where they differ (a CMS page's translated slug). */
    localParams?: Partial<Record<Locale, RouteParams<R>>>;
  };
}[PageRouteName];

/** The hreflang value of each locale, plus `x-default` (the default locale's page). */
export const HREFLANGS: readonly { hreflang: string; locale: Locale }[] = [
  ...LOCALES.map((locale) => ({ hreflang: LOCALE_TAG[locale], locale })),
  { hreflang: 'x-default', locale: DEFAULT_LOCALE },
];

/** The public origin, without a trailing slash. */
export const siteOrigin = (): string => config().siteUrl;

/** An absolute URL on the public site for a path (or an already absolute URL, unchanged). */
export function absoluteUrl(pathOrUrl: string, origin = siteOrigin()): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

/** The path (with its query) of a page in a locale. */
export function pathOf(ref: PageRef, locale: Locale): string {
  const params = ref.localParams?.[locale] ?? ref.params;
  const path = (routes().href as (l: Locale, r: PageRouteName, p: unknown) => string)(locale, ref.route, params);
  const query = ref.query && ref.query !== '?' ? (ref.query.startsWith('?') ? ref.query : `?${ref.query}`) : '';
  return `${path}${query}`;
}

/** Absolute URL of a page in a locale. */
export const urlOf = (ref: PageRef, locale: Locale, origin = siteOrigin()): string => `${origin}${pathOf(ref, locale)}`;

/** The page in every locale and `x-default`: the reciprocal alternates of the head and the sitemap. */
export function alternatesOf(ref: PageRef, origin = siteOrigin()): { hreflang: string; href: string }[] {
  return HREFLANGS.map(({ hreflang, locale }) => ({ hreflang, href: urlOf(ref, locale, origin) }));
}

/** The page a story is shown on: the home or the catch-all route by its slug. */
export const contentRefOf = (slug: readonly string[]): PageRef =>
  slug.length === 0 ? { route: 'home', params: {} } : { route: 'content', params: { slug } };

/**
 * Where a story's page lives. Stories of a folder that a route of its own shows (the enterprise pages
 * under `/entreprise`, `/de-lu/business`) map their slug to that route, so their canonical,
 * alternates and breadcrumbs name the address that page really has in each locale.
 */
export type StoryRefOf = (slug: readonly string[]) => PageRef;
