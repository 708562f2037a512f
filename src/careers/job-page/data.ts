import { getSettings, storyParamsByLocale } from '../../content';
import { privacyPolicyHref } from '../../forms/privacy';
import { getTranslator } from '../../i18n/server';
import { getLocation } from '../../locations/data';
import type { Location } from '../../locations/types';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import type { HeadInput } from '../../seo/head';
import { absoluteUrl, pathOf, siteOrigin, type PageRef } from '../../seo/urls';
import { CAREERS_FOLDER, getJob, jobState, luxembourgToday, type Job, type JobState } from '../job';
import { jobPostingJsonLd, plainParagraphs } from '../json-ld';

/** Everything a job ad's page renders: nothing to fetch any more. */
export type JobPageData = {
  locale: Locale;
  job: Job;
  state: Exclude<JobState, 'upcoming'>;
  location: Location | null;
  path: string;
  organisation: string;
  /** where the work is: the dealership's name, or the organisation's */
  placeName: string;
  /** the privacy policy the application form links to; null on a closed ad (no form) */
  policyHref: string | null;
  /** the page's head, its trail the visible breadcrumbs too */
  head: HeadInput;
  /** the careers page (the open ads), at its address in the locale */
  careersHref: string;
};

/** The ad's page and the careers page as refs, with their addresses in every locale (translated slugs). */
export type JobRefs = { self: PageRef & { route: 'content' }; list: PageRef & { route: 'content' } };

/** The page's data, or null when there is no such ad (an ad not posted yet is none either): the caller answers page-not-found. */
export async function loadJobPage(locale: Locale, slug: string, path: string, now = new Date()): Promise<JobPageData | null> {
  const job = await getJob(locale, slug);
  if (!job) return null;
  const state = jobState(job, luxembourgToday(now));
  if (state === 'upcoming') return null;
  const contentRef = async (slug: readonly string[]) => ({
    route: 'content' as const,
    ...(await storyParamsByLocale(slug, (s) => ({ slug: [...s] }))),
  });
  const [location, settings, policyHref, self, list] = await Promise.all([
    getLocation(locale, job.location),
    getSettings(locale).catch(() => null),
    state === 'open' ? privacyPolicyHref(locale) : null,
    contentRef([CAREERS_FOLDER, job.slug]),
    contentRef([CAREERS_FOLDER]),
  ]);
  const organisation = settings?.company.name || getTranslator(locale, 'site')('name');
  return jobPageData({ locale, job, state, location, path, organisation, policyHref }, { self, list }, siteOrigin());
}

/** The headings of the ad's three lists, as the page and its `JobPosting` show them. */
export function jobHeadings(locale: Locale): { tasks: string; profile: string; offer: string } {
  const t = getTranslator(locale, 'careers');
  return { tasks: t('job.tasks'), profile: t('job.profile'), offer: t('job.offer') };
}

/** The pure part of `loadJobPage`: the place's name and the head (with the `JobPosting` of an open ad). */
export function jobPageData(
  data: Omit<JobPageData, 'placeName' | 'head' | 'careersHref'>,
  { self, list }: JobRefs,
  origin: string,
): JobPageData {
  const { locale, job, state, location, path, organisation } = data;
  const t = getTranslator(locale, 'careers');
  const site = getTranslator(locale, 'site');
  const open = state === 'open';
  const placeName = location?.name ?? organisation;
  const head: HeadInput = {
    locale,
    title: t('job.pageTitle', { title: job.title, place: placeName }),
    description: job.intro || t('job.pageDescription', { title: job.title, place: placeName }),
    canonical: self,
    noindex: !open,
    breadcrumbs: [
      { name: site('home'), ref: { route: 'home', params: {} } },
      { name: t('careers'), ref: list },
      { name: job.title, ref: self },
    ],
    jsonLd: open
      ? [
          jobPostingJsonLd({
            job,
            paragraphs: [job.intro, ...plainParagraphs(job.description)].filter(Boolean),
            headings: jobHeadings(locale),
            location,
            organisation: {
              name: organisation,
              url: absoluteUrl(href(locale, 'home'), origin),
              logo: absoluteUrl('/favicon.svg', origin),
            },
            url: absoluteUrl(path, origin),
          }),
        ]
      : [],
  };
  return { ...data, placeName, head, careersHref: pathOf(list, locale) };
}
