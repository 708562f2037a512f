import { getTranslator } from '../i18n/server';
import type { Locale } from '../routing/locales';
import type { StatusTexts } from './hours/status-text';

/** The badge templates of a locale, handed to the browser as plain strings. */
export function statusTexts(locale: Locale): StatusTexts {
  const t = getTranslator(locale, 'locations');
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string;
  return {
    openNow: raw('status.openNow'),
    closedNow: raw('status.closedNow'),
    closesAt: raw('status.closesAt'),
    opensToday: raw('status.opensToday'),
    opensTomorrow: raw('status.opensTomorrow'),
    opensOnWeekday: raw('status.opensOnWeekday'),
    opensOnDate: raw('status.opensOnDate'),
  };
}
