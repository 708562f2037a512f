import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../routing/locales';

export { LOCALE_CHOICE_PARAM, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeCookie, withLocaleChoice } from './locale-cookie';

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
