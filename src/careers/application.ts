import { BadSubmissionError, type SubmissionContext } from '../forms/actions/process';
import type { Locale } from '../routing/locales';
import { SLUG_PATTERN } from '../routing/segments';
import { JOB_FIELD } from './application-form';
import { getJob, jobState, luxembourgToday } from './job';

/**
 * What a job application is checked against and stored with, from the server's own data: the ad
 * named by the hidden field, as it reads when the visitor applies. An ad closed or withdrawn in the
 * meantime does not lose the application: it is stored with the ad's slug, marked as such, and goes
 * to the ad's dealership when the ad is still known. Server only.
 */
export async function jobApplicationContext(locale: Locale, formData: FormData): Promise<SubmissionContext> {
  const slug = String(formData.get(JOB_FIELD) ?? '');
  if (!SLUG_PATTERN.test(slug) || slug.length > 120)
    throw new BadSubmissionError(`the application names no job ad (${JSON.stringify(slug.slice(0, 80))})`);
  const job = await getJob(locale, slug);
  if (!job) return { config: {}, extraPayload: { job: { slug, available: false } } };
  const state = jobState(job, luxembourgToday());
  return {
    config: {},
    locationSlug: job.location,
    extraPayload: {
      job: {
        slug: job.slug,
        path: job.path,
        title: job.title,
        location: job.location,
        contract: job.contract,
        hours: job.hours,
        contact: job.contact.email,
        ...(state === 'open' ? {} : { available: false, state }),
      },
    },
  };
}
