import { createFormatter, createTranslator } from 'use-intl/core';
import { LOCALE_TAG, type Locale } from '../routing/locales';
import { MESSAGES, type Messages } from './messages';

export const TIME_ZONE = 'Europe/Luxembourg';

/** Translator for server components: `t('errors.pageNotFound.title')`. */
export function getTranslator<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale: LOCALE_TAG[locale], messages: MESSAGES[locale], namespace, timeZone: TIME_ZONE });
}

/** Number and date formatting in the locale (prices, distances, dates). */
export function getFormatter(locale: Locale) {
  return createFormatter({ locale: LOCALE_TAG[locale], timeZone: TIME_ZONE });
}
