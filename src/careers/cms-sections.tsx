import { z } from 'zod';
import { sizedImage } from '../content/images';
import { toImage } from '../content/reshape/images';
import { defineSection, type SectionProps } from '../content/section-row';
import { domId } from '../content/sections/shared';
import { SbAsset } from '../content/storyblok-schema';
import type { Image } from '../content/types';
import { getTranslator } from '../i18n/server';
import { getLocations } from '../locations/data';
import { careersHref, jobFacts, jobHref } from './job-page';
import { CONTRACTS, getJobs, luxembourgToday } from './job';
import { filterJobs, JOB_FILTER_PARAMS, parseJobFilter } from './list';
import './careers.css';

/**
 * The careers feature's CMS sections. `job_overview` lists the open job ads with filters by
 * dealership and contract (a GET form of the page it sits on: `?location=&contract=`, working without
 * JavaScript; a value that is not a choice is ignored); `employee_portraits` shows the people behind
 * the site, each with a photo, their job, their dealership and a quote.
 */

export type JobOverviewSection = { type: 'jobOverview'; id: string; title: string; intro: string; spontaneous: string };

export const SbJobOverview = z.object({
  _uid: z.string(),
  component: z.literal('job_overview'),
  title: z.string().optional().default(''),
  intro: z.string().optional().default(''),
  /** what to say when no ad fits: e.g. an invitation to apply spontaneously */
  spontaneous: z.string().optional().default(''),
});

async function JobOverview({ section, locale, query, index, path }: SectionProps<JobOverviewSection>) {
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
  const titleId = domId(section.id, 'title');
  const Heading = index === 0 ? 'h1' : 'h2';
  const action = path || careersHref(locale);
  return (
    <section className="job-overview" aria-labelledby={titleId} data-section="job-overview" id="offres">
      <div className="container">
        <Heading className="job-overview__title" id={titleId}>
          {section.title || t('list.title')}
        </Heading>
        {section.intro ? <p className="job-overview__intro">{section.intro}</p> : null}
        <form className="job-filters" method="get" action={`${action}#offres`} role="search" aria-label={t('list.filters')}>
          <label className="job-field">
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
          <label className="job-field">
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
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------

export type Portrait = { id: string; name: string; role: string; location: string; quote: string; text: string; photo: Image | null };
export type EmployeePortraitsSection = { type: 'employeePortraits'; id: string; title: string; intro: string; portraits: Portrait[] };

const SbPortrait = z.object({
  _uid: z.string(),
  component: z.literal('employee_portrait'),
  name: z.string().trim().min(1).max(100),
  role: z.string().trim().max(120).optional().default(''),
  location: z.string().trim().max(120).optional().default(''),
  quote: z.string().trim().max(600).optional().default(''),
  text: z.string().trim().max(2000).optional().default(''),
  photo: SbAsset.nullable().optional(),
});

export const SbEmployeePortraits = z.object({
  _uid: z.string(),
  component: z.literal('employee_portraits'),
  title: z.string().optional().default(''),
  intro: z.string().optional().default(''),
  portraits: z.array(z.unknown()).max(48).optional().default([]),
});

function EmployeePortraits({ section }: SectionProps<EmployeePortraitsSection>) {
  if (section.portraits.length === 0) return null;
  const titleId = domId(section.id, 'title');
  return (
    <section className="portraits" aria-labelledby={section.title ? titleId : undefined} data-section="employee-portraits">
      <div className="container">
        {section.title ? (
          <h2 className="portraits__title" id={titleId}>
            {section.title}
          </h2>
        ) : null}
        {section.intro ? <p className="portraits__intro">{section.intro}</p> : null}
        <ul className="portraits__list">
          {section.portraits.map((p) => (
            <li key={p.id}>
              <figure className="portrait">
                {p.photo ? (
                  <img src={sizedImage(p.photo.src, 160, 160)} alt={p.photo.alt} width={160} height={160} loading="lazy" decoding="async" />
                ) : null}
                <figcaption>
                  <h3 className="portrait__name">{p.name}</h3>
                  <p className="portrait__role">{[p.role, p.location].filter(Boolean).join(' · ')}</p>
                </figcaption>
                {p.quote ? <blockquote className="portrait__quote">{p.quote}</blockquote> : null}
                {p.text ? <p className="portrait__text">{p.text}</p> : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const CAREER_SECTIONS = [
  defineSection({
    blok: 'job_overview',
    type: 'jobOverview',
    schema: SbJobOverview,
    headsPage: true,
    reshape: (b): JobOverviewSection => ({ type: 'jobOverview', id: b._uid, title: b.title, intro: b.intro, spontaneous: b.spontaneous }),
    Component: JobOverview,
  }),
  defineSection({
    blok: 'employee_portraits',
    type: 'employeePortraits',
    schema: SbEmployeePortraits,
    reshape: (b, where): EmployeePortraitsSection => ({
      type: 'employeePortraits',
      id: b._uid,
      title: b.title,
      intro: b.intro,
      portraits: b.portraits.flatMap((raw, i) => {
        const p = SbPortrait.safeParse(raw);
        if (!p.success) {
          console.warn(`[careers] ${where}: portrait ${i} left out (${p.error.issues[0]?.message ?? 'invalid'})`);
          return [];
        }
        return [
          {
            id: p.data._uid,
            name: p.data.name,
            role: p.data.role,
            location: p.data.location,
            quote: p.data.quote,
            text: p.data.text,
            photo: toImage(p.data.photo),
          },
        ];
      }),
    }),
    Component: EmployeePortraits,
  }),
] as const;
