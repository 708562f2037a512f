import type { JobPosting, WithContext } from 'schema-dts';
import type { RichText } from '../content/types';
import type { Location } from '../locations/types';
import type { Job, WorkingHours, Contract } from './job';

/**
 * schema.org `JobPosting` of an open ad, as search engines read it for their job listings: title,
 * description (HTML is allowed there), the posting and closing dates, the employment type, the
 * organisation and the dealership's address. Only an open ad has one: a closed ad's page says it is
 * closed and carries none, so search engines drop it from their listings. Machine values are English.
 */

const EMPLOYMENT: Record<Contract, string> = {
  permanent: 'FULL_TIME',
  'fixed-term': 'TEMPORARY',
  apprenticeship: 'OTHER',
  internship: 'INTERN',
  student: 'PART_TIME',
};

function employmentTypes(contract: Contract, hours: WorkingHours): string[] {
  const byHours = hours === 'part-time' ? 'PART_TIME' : 'FULL_TIME';
  return [...new Set([byHours, EMPLOYMENT[contract]])];
}

const escapeHtml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
const list = (title: string, items: readonly string[]) =>
  items.length ? `<p><strong>${escapeHtml(title)}</strong></p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';

export type JobPostingInput = {
  job: Job;
  /** the ad's text as the page shows it: intro and description paragraphs, plain */
  paragraphs: readonly string[];
  headings: { tasks: string; profile: string; offer: string };
  location: Location | null;
  organisation: { name: string; url: string; logo: string };
  url: string;
};

export function jobPostingJsonLd({ job, paragraphs, headings, location, organisation, url }: JobPostingInput): WithContext<JobPosting> {
  const description = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    list(headings.tasks, job.tasks),
    list(headings.profile, job.profile),
    list(headings.offer, job.offer),
  ].join('');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    url,
    identifier: { '@type': 'PropertyValue', name: organisation.name, value: job.slug },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+01:00`,
    employmentType: employmentTypes(job.contract, job.hours),
    workHours: `${job.hoursPerWeek} hours per week`,
    ...(job.startDate ? { jobStartDate: job.startDate } : {}),
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: organisation.name, sameAs: organisation.url, logo: organisation.logo },
    jobLocation: {
      '@type': 'Place',
      ...(location ? { name: location.name } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(location
          ? { streetAddress: location.address.street, postalCode: location.address.postalCode, addressLocality: location.address.town }
          : {}),
        addressCountry: location?.address.country || 'LU',
      },
    },
  };
}

/** The paragraphs and headings of an ad's description as plain text, for the posting's description. */
export function plainParagraphs(body: RichText): string[] {
  return body.flatMap((block) =>
    block.type === 'paragraph' || block.type === 'heading'
      ? [
          block.content
            .map((i) => (i.type === 'text' ? i.text : ' '))
            .join('')
            .trim(),
        ].filter(Boolean)
      : [],
  );
}
