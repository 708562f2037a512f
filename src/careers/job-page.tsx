import { privacyPolicyHref } from '../forms/privacy';
import { getSettings } from '../content';
import { RichTextView } from '../content/rich-text';
import { submitJobApplication } from './application-action';
import { buildForm, LEAD_FORMS } from '../forms/definitions';
import { LeadForm } from '../forms/components/lead-form';
import { formAddress, initialState } from '../forms/pages/initial-state';
import { MESSAGES } from '../i18n/messages';
import { getTranslator } from '../i18n/server';
import { getLocation } from '../locations/data';
import type { Location } from '../locations/types';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { PageHead } from '../seo/head';
import { absoluteUrl, siteOrigin } from '../seo/urls';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { EmailAddress } from '../ui/email-address';
import { JOB_FIELD } from '../forms/definitions/job-application';
import { CAREERS_FOLDER, getJob, jobState, luxembourgToday, type Job, type JobState } from './job';
import { careersHref, jobFacts, longDay } from './job-facts';
import { jobPostingJsonLd, plainParagraphs } from './json-ld';
import '../forms/components/forms.css';
import './careers.css';

/**
 * A job ad's page (`/carrieres/{job}`): the ad's facts, its text, the contact person and the
 * application form (a lead form: CV and letter as PDF or Word, stored with the application), with
 * the `JobPosting` of search engines. A closed ad keeps its page without the form, answered 410 by
 * the route, so a visitor following an old link learns it is closed and finds the open ones.
 */

export type JobPageData = {
  locale: Locale;
  job: Job;
  state: Exclude<JobState, 'upcoming'>;
  location: Location | null;
  path: string;
  organisation: string;
};

/** The page's data, or null when there is no such ad (an ad not posted yet is none either): the caller answers page-not-found. */
export async function loadJobPage(locale: Locale, slug: string, path: string, now = new Date()): Promise<JobPageData | null> {
  const job = await getJob(locale, slug);
  if (!job) return null;
  const state = jobState(job, luxembourgToday(now));
  if (state === 'upcoming') return null;
  const [location, settings] = await Promise.all([getLocation(locale, job.location), getSettings(locale).catch(() => null)]);
  const organisation = settings?.company.name || getTranslator(locale, 'site')('name');
  return { locale, job, state, location, path, organisation };
}

export async function JobPage({ data, query }: { data: JobPageData; query: URLSearchParams }) {
  const { locale, job, state, location, path, organisation } = data;
  const t = getTranslator(locale, 'careers');
  const site = getTranslator(locale, 'site');
  const self = { route: 'content', params: { slug: [CAREERS_FOLDER, job.slug] } } as const;
  const list = { route: 'content', params: { slug: [CAREERS_FOLDER] } } as const;
  const open = state === 'open';
  const origin = siteOrigin();
  const headings = { tasks: t('job.tasks'), profile: t('job.profile'), offer: t('job.offer') };
  const spec = LEAD_FORMS['job-application'];
  const form = buildForm('job-application', {});
  const placeName = location?.name ?? organisation;
  const sections: [keyof typeof headings, string[]][] = [
    ['tasks', job.tasks],
    ['profile', job.profile],
    ['offer', job.offer],
  ];
  return (
    <>
      <PageHead
        locale={locale}
        title={t('job.pageTitle', { title: job.title, place: placeName })}
        description={job.intro || t('job.pageDescription', { title: job.title, place: placeName })}
        canonical={self}
        noindex={!open}
        breadcrumbs={[
          { name: site('home'), ref: { route: 'home', params: {} } },
          { name: t('careers'), ref: list },
          { name: job.title, ref: self },
        ]}
        jsonLd={
          open
            ? [
                jobPostingJsonLd({
                  job,
                  paragraphs: [job.intro, ...plainParagraphs(job.description)].filter(Boolean),
                  headings,
                  location,
                  organisation: {
                    name: organisation,
                    url: absoluteUrl(href(locale, 'home'), origin),
                    logo: absoluteUrl('/favicon.svg', origin),
                  },
                  url: absoluteUrl(path, origin),
                }),
              ]
            : []
        }
      />
      <article className="job-page container" data-job={job.slug} data-job-state={state}>
        <Breadcrumbs
          label={t('job.breadcrumb')}
          trail={[
            { name: site('home'), href: href(locale, 'home') },
            { name: t('careers'), href: careersHref(locale) },
            { name: job.title, href: path },
          ]}
        />
        <header className="job-page__head">
          <p className="job-page__kicker">{t(`department.${job.department}`)}</p>
          <h1>{job.title}</h1>
          {job.intro ? <p className="job-page__intro">{job.intro}</p> : null}
          <dl className="job-facts">
            {jobFacts(locale, job, location).map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {open ? (
            <p className="job-page__dates">
              {t('job.dates', { posted: longDay(locale, job.datePosted), closes: longDay(locale, job.validThrough) })}
            </p>
          ) : null}
          {open ? (
            <a className="button button--primary" href="#job-application">
              {t('job.apply')}
            </a>
          ) : null}
        </header>
        {!open ? (
          <div className="job-page__closed" role="status">
            <h2>{t('job.closedTitle')}</h2>
            <p>{t('job.closedText', { date: longDay(locale, job.validThrough) })}</p>
            <a className="button button--primary" href={careersHref(locale)}>
              {t('job.openPositions')}
            </a>
          </div>
        ) : null}
        <div className="job-page__body">
          <div className="job-page__text">
            {job.description.length ? <RichTextView body={job.description} locale={locale} idPrefix={`job-${job.slug}`} /> : null}
            {sections.map(([key, items]) =>
              items.length ? (
                <section key={key} className="job-page__list" aria-labelledby={`job-${key}`}>
                  <h2 id={`job-${key}`}>{headings[key]}</h2>
                  <ul>
                    {items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </section>
              ) : null,
            )}
          </div>
          <aside className="job-contact" aria-labelledby="job-contact-title">
            <h2 id="job-contact-title">{t('job.contactTitle')}</h2>
            <p className="job-contact__name">{job.contact.name}</p>
            {job.contact.role ? <p>{job.contact.role}</p> : null}
            <p>
              <a href={`mailto:${job.contact.email}`}>
                <EmailAddress address={job.contact.email} />
              </a>
            </p>
            {job.contact.phone ? (
              <p>
                <a href={`tel:${job.contact.phone.replace(/[^\d+]/g, '')}`}>{job.contact.phone}</a>
              </p>
            ) : null}
            {location ? (
              <p>
                <a href={href(locale, 'location', { location: location.slug })}>{location.name}</a>
              </p>
            ) : null}
          </aside>
        </div>
        {open ? (
          <section className="job-application" id="job-application" aria-labelledby="job-application-title">
            <h2 id="job-application-title">{t('job.apply')}</h2>
            <p>{t('job.applyIntro', { name: job.contact.name })}</p>
            <LeadForm
              kind="job-application"
              locale={locale}
              config={{}}
              action={submitJobApplication}
              address={formAddress()}
              initial={initialState(spec.id, query)}
              messages={form.pickMessages(MESSAGES[locale])}
              hidden={{ [JOB_FIELD]: job.slug }}
              idPrefix="job-application"
              policyHref={await privacyPolicyHref(locale)}
              againHref={path}
              dealershipName={placeName}
              successLinks={
                <a className="button button--primary" href={careersHref(locale)}>
                  {t('job.openPositions')}
                </a>
              }
            />
          </section>
        ) : null}
      </article>
    </>
  );
}
