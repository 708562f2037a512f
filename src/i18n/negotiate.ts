import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../routing/locales';

/** The cookie that records an explicit choice in the locale switcher. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Browser language → site locale. Any German or English variant counts. */
const LANGUAGE_TO_LOCALE: Record<string, Locale> = { fr: 'fr-lu', de: 'de-lu', en: 'en-gb' };

/**
 * The locale for a visitor: the stored cookie first, then the browser's languages
 * (Accept-Language, quality values respected), else the default locale.
 */
export function negotiateLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  if (input.acceptLanguage) {
    const negotiator = new Negotiator({ headers: { 'accept-language': input.acceptLanguage } });
    const best = negotiator.language(Object.keys(LANGUAGE_TO_LOCALE));
    if (best) return LANGUAGE_TO_LOCALE[best] ?? DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

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
