import { LeadForm } from '../../forms/components/lead-form';
import { buildForm } from '../../forms/definitions';
import { formAddress, initialState } from '../../forms/pages/initial-state';
import { MESSAGES } from '../../i18n/messages';
import { getTranslator } from '../../i18n/server';
import { JOB_FIELD } from '../application-form';
import { JOB_APPLICATION_FORM } from '../lead-forms';
import type { JobPageData } from './data';

/** The application form of an open ad (a lead form: CV and letter as PDF or Word, stored with the application). */
export function JobApplication({ page, policyHref, query }: { page: JobPageData; policyHref: string; query: URLSearchParams }) {
  const { locale, job } = page;
  const t = getTranslator(locale, 'careers');
  const spec = JOB_APPLICATION_FORM;
  const form = buildForm(spec, {});
  return (
    <section className="job-application" id="job-application" aria-labelledby="job-application-title">
      <h2 id="job-application-title">{t('job.apply')}</h2>
      <p>{t('job.applyIntro', { name: job.contact.name })}</p>
      <LeadForm
        kind={spec.id}
        locale={locale}
        config={{}}
        action={spec.action}
        address={formAddress()}
        initial={initialState(spec.id, query)}
        messages={form.pickMessages(MESSAGES[locale])}
        hidden={{ [JOB_FIELD]: job.slug }}
        idPrefix="job-application"
        policyHref={policyHref}
        againHref={page.path}
        dealershipName={page.placeName}
        successLinks={
          <a className="button button--primary" href={page.careersHref}>
            {t('job.openPositions')}
          </a>
        }
      />
    </section>
  );
}
