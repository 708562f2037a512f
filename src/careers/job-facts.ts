import { getFormatter, getTranslator } from '../i18n/server';
import type { Location } from '../locations/types';
import { contentHref } from '../content';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { CAREERS_FOLDER, type Job } from './job';

/**
 * A job ad's address and the facts its card and its page show. Apart from the pages that render them, so
 * that the job list (a CMS section) links the ads without importing the ad page and its form's styles.
 */

/** A job ad's page, at its address in the ad's locale (translated slugs). */
export const jobHref = (locale: Locale, job: Pick<Job, 'path'>) => href(locale, 'content', { slug: job.path });
/** The careers page in a locale (the careers folder's start page, at its translated address). */
export const careersHref = (locale: Locale): Promise<string> => contentHref(locale, [CAREERS_FOLDER]);

/** "1 March 2027", in the locale. */
export function longDay(locale: Locale, day: string): string {
  return getFormatter(locale).dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

/** The facts a job seeker reads first, as term and value. */
export function jobFacts(locale: Locale, job: Job, location: Location | null): [string, string][] {
  const t = getTranslator(locale, 'careers');
  return [
    [t('facts.location'), location?.name ?? job.location],
    [t('facts.contract'), t(`contract.${job.contract}`)],
    [t('facts.hours'), t('hoursValue', { hours: t(`hours.${job.hours}`), perWeek: job.hoursPerWeek })],
    [t('facts.start'), job.startDate ? longDay(locale, job.startDate) : t('asap')],
  ];
}
