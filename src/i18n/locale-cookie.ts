import type { Locale } from '../routing/locales';

/**
 * The locale choice as the browser and the server both write it: its cookie and the switcher links'
 * query parameter. Apart from the negotiation (negotiate.ts), so the switcher's browser island ships
 * without the Accept-Language parser.
 */

/** The cookie that records an explicit choice in the locale switcher. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** `Set-Cookie`-style attributes of the locale cookie, shared by the switcher. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/**
 * The query parameter a locale switcher link carries (`?lang=de-lu`): the server stores the choice
 * in the locale cookie and sends the visitor on to the same address without it (locale-redirect.ts),
 * so the choice sticks without JavaScript.
 */
export const LOCALE_CHOICE_PARAM = 'lang';

/** A page address with the locale choice added to its query. */
export function withLocaleChoice(path: string, locale: Locale): string {
  return `${path}${path.includes('?') ? '&' : '?'}${LOCALE_CHOICE_PARAM}=${locale}`;
}
