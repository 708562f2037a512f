import { RichTextView } from '../../content/rich-text';
import { getTranslator } from '../../i18n/server';
import type { Location } from '../../locations/types';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import { EmailAddress } from '../../ui/email-address';
import type { Job } from '../job';
import { jobFacts, longDay } from '../job-facts';
import type { JobPageData } from './data';

/** The ad's department, title, intro, facts and, while it is open, its dates and the call to apply. */
export function JobHead({ page }: { page: JobPageData }) {
  const { locale, job, location, state } = page;
  const t = getTranslator(locale, 'careers');
  const open = state === 'open';
  return (
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
  );
}

/** A closed ad says so, with its closing day and a way to the open ones. */
export function JobClosed({ locale, job, careersHref }: { locale: Locale; job: Job; careersHref: string }) {
  const t = getTranslator(locale, 'careers');
  return (
    <div className="job-page__closed" role="status">
      <h2>{t('job.closedTitle')}</h2>
      <p>{t('job.closedText', { date: longDay(locale, job.validThrough) })}</p>
      <a className="button button--primary" href={careersHref}>
        {t('job.openPositions')}
      </a>
    </div>
  );
}

/** The ad's text and its three lists (tasks, profile, offer; an empty one is left out). */
export function JobText({ locale, job, headings }: { locale: Locale; job: Job; headings: Record<'tasks' | 'profile' | 'offer', string> }) {
  const lists: ['tasks' | 'profile' | 'offer', string[]][] = [
    ['tasks', job.tasks],
    ['profile', job.profile],
    ['offer', job.offer],
  ];
  return (
    <div className="job-page__text">
      {job.description.length ? <RichTextView body={job.description} locale={locale} idPrefix={`job-${job.slug}`} /> : null}
      {lists.map(([key, items]) =>
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
  );
}

/** Who to ask: the ad's contact person, their e-mail and phone, and the dealership. */
export function JobContact({ locale, job, location }: { locale: Locale; job: Job; location: Location | null }) {
  const t = getTranslator(locale, 'careers');
  return (
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
  );
}
