import { sizedImage } from '../content/images';
import type { SectionProps } from '../content/section-row';
import { getTranslator } from '../i18n/server';
import { domId, SectionFrame } from '../ui/section-frame';
import { getLocations } from '../locations/data';
import type { EmployeePortraitsSection, JobOverviewSection } from './section-types';
import { careersHref, jobFacts, jobHref } from './job-facts';
import { CONTRACTS, getJobs, luxembourgToday } from './job';
import { filterJobs, JOB_FILTER_PARAMS, parseJobFilter } from './list';
import '../ui/input-field.css';
import './careers.css';

/**
 * The careers feature's section components (their rows are in `cms-sections.tsx`). Exported from the
 * module that imports their stylesheet: a page links careers.css only when one of them renders.
 */

export async function JobOverview({ section, locale, query, index, path }: SectionProps<JobOverviewSection>) {
  const t = getTranslator(locale, 'careers');
  const [jobs, locations] = await Promise.all([getJobs(locale), getLocations(locale)]);
  const today = luxembourgToday();
  const open = filterJobs(jobs, { location: null, contract: null }, today);
  const filter = parseJobFilter(
    query,
    locations.map((l) => l.slug),
  );
  const shown = filterJobs(jobs, filter, today);
  const filtered = filter.location !== null || filter.contract !== null;
  // only the choices an open ad has: a filter never leads to an empty list by itself
  const places = locations.filter((l) => open.some((j) => j.location === l.slug));
  const contracts = CONTRACTS.filter((c) => open.some((j) => j.contract === c));
  const action = path || (await careersHref(locale));
  return (
    <SectionFrame
      kind="job-overview"
      id="offres"
      titleId={domId(section.id, 'title')}
      title={section.title || t('list.title')}
      intro={section.intro}
      headingLevel={index === 0 ? 1 : 2}
    >
      <form className="job-filters" method="get" action={`${action}#offres`} role="search" aria-label={t('list.filters')}>
        <label className="input-field job-field">
          <span>{t('facts.location')}</span>
          <select name={JOB_FILTER_PARAMS.location} defaultValue={filter.location ?? ''}>
            <option value="">{t('list.anyLocation')}</option>
            {places.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label className="input-field job-field">
          <span>{t('facts.contract')}</span>
          <select name={JOB_FILTER_PARAMS.contract} defaultValue={filter.contract ?? ''}>
            <option value="">{t('list.anyContract')}</option>
            {contracts.map((c) => (
              <option key={c} value={c}>
                {t(`contract.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="job-filters__actions">
          <button type="submit" className="button button--primary">
            {t('list.apply')}
          </button>
          {filtered ? <a href={`${action}#offres`}>{t('list.reset')}</a> : null}
        </div>
      </form>
      <p className="job-overview__count" role="status" data-count={shown.length}>
        {t('list.count', { count: shown.length })}
      </p>
      {shown.length ? (
        <ul className="job-list">
          {shown.map((job) => {
            const place = locations.find((l) => l.slug === job.location) ?? null;
            return (
              <li key={job.slug}>
                <article className="job-card" aria-labelledby={`job-card-${job.slug}`}>
                  <p className="job-card__kicker">{t(`department.${job.department}`)}</p>
                  <h3 id={`job-card-${job.slug}`} className="job-card__title">
                    <a href={jobHref(locale, job)}>{job.title}</a>
                  </h3>
                  <dl className="job-facts job-facts--compact">
                    {jobFacts(locale, job, place).map(([term, value]) => (
                      <div key={term}>
                        <dt>{term}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                </article>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="job-overview__empty">{filtered ? t('list.emptyFiltered') : section.spontaneous || t('list.empty')}</p>
      )}
    </SectionFrame>
  );
}

export function EmployeePortraits({ section }: SectionProps<EmployeePortraitsSection>) {
  if (section.portraits.length === 0) return null;
  return (
    <SectionFrame kind="employee-portraits" titleId={domId(section.id, 'title')} title={section.title} intro={section.intro}>
      <ul className="portraits__list">
        {section.portraits.map((p) => (
          <li key={p.id}>
            <div className="portrait">
              {/* the photo and its caption are the figure; the quote follows it (a figcaption is a figure's first or last child) */}
              <figure className="portrait__person">
                {p.photo ? (
                  <img src={sizedImage(p.photo.src, 160, 160)} alt={p.photo.alt} width={160} height={160} loading="lazy" decoding="async" />
                ) : null}
                <figcaption>
                  <h3 className="portrait__name">{p.name}</h3>
                  <p className="portrait__role">{[p.role, p.location].filter(Boolean).join(' · ')}</p>
                </figcaption>
              </figure>
              {p.quote ? <blockquote className="portrait__quote">{p.quote}</blockquote> : null}
              {p.text ? <p className="portrait__text">{p.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
