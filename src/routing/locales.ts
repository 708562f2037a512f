/** The three locales of the site. The default one has no URL prefix. */
export const LOCALES = ['fr-lu', 'de-lu', 'en-gb'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr-lu';

/** URL prefix of each locale ('' for the default locale). */
export const LOCALE_PREFIX: Record<Locale, string> = {
  'fr-lu': '',
  'de-lu': '/de-lu',
  'en-gb': '/en-gb',
};

/** BCP 47 tag for `<html lang>`, `Intl` and `hreflang`. */
export const LOCALE_TAG: Record<Locale, string> = {
  'fr-lu': 'fr-LU',
  'de-lu': 'de-LU',
  'en-gb': 'en-GB',
};

/** The locale's name in its own language, as the locale switcher shows it. */
export const LOCALE_NAME: Record<Locale, string> = {
  'fr-lu': 'Français',
  'de-lu': 'Deutsch',
  'en-gb': 'English',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
