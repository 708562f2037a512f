import { getFormatter, getTranslator } from '../i18n/server';
import type { Location } from '../locations/types';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { CAREERS_FOLDER, type Job } from './job';

/**
 * A job ad's address and the facts its card and its page show. Apart from the pages that render them, so
 * that the job list (a CMS section) links the ads without importing the ad page and its form's styles.
 */

export const jobHref = (locale: Locale, job: Pick<Job, 'slug'>) => href(locale, 'content', { slug: [CAREERS_FOLDER, job.slug] });
export const careersHref = (locale: Locale) => href(locale, 'content', { slug: [CAREERS_FOLDER] });

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
