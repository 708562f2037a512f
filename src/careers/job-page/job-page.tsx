import { getTranslator } from '../../i18n/server';
import { PageHead, trailLinks } from '../../seo/head';
import { JobApplication } from './application';
import { jobHeadings, type JobPageData } from './data';
import { JobClosed, JobContact, JobHead, JobText } from './sections';
// after the sections: the stylesheets keep their order (the cascade)
import { Breadcrumbs } from '../../ui/breadcrumbs';
import '../../forms/components/forms.css';
import '../careers.css';

/**
 * A job ad's page (`/carrieres/{job}`): the ad's facts, its text, the contact person and the
 * application form (a lead form: CV and letter as PDF or Word, stored with the application), with
 * the `JobPosting` of search engines. A closed ad keeps its page without the form, answered 410 by
 * the route, so a visitor following an old link learns it is closed and finds the open ones.
 *
 * Synchronous: the route loads the data (`data.ts`), so this renders anywhere (RSC, SSR, tests).
 */
export function JobPage({ data, query }: { data: JobPageData; query: URLSearchParams }) {
  const { locale, job, state, location, head } = data;
  const t = getTranslator(locale, 'careers');
  return (
    <>
      <PageHead {...head} />
      <article className="job-page container" data-job={job.slug} data-job-state={state}>
        <Breadcrumbs label={t('job.breadcrumb')} trail={trailLinks(head.breadcrumbs, locale)} />
        <JobHead page={data} />
        {state !== 'open' ? <JobClosed locale={locale} job={job} careersHref={data.careersHref} /> : null}
        <div className="job-page__body">
          <JobText locale={locale} job={job} headings={jobHeadings(locale)} />
          <JobContact locale={locale} job={job} location={location} />
        </div>
        {state === 'open' && data.policyHref !== null ? <JobApplication page={data} policyHref={data.policyHref} query={query} /> : null}
      </article>
    </>
  );
}
