import { z } from 'zod';
import { defineSection } from '../content/section-row';
import { domId, SectionFrame } from '../ui/section-frame';
import { getTranslator } from '../i18n/server';
import type { Locale } from '../routing/locales';
import { getDirectory } from '../directory/directory';
import { getLocations } from './data';
import { HoursSection } from './hours/hours-view';
import { locationHref } from './links';
import { loadLocationSearch, LocationsWithSearch, SearchForm } from './views/list-view';
import { Team } from './views/team';
import './locations.css';
import { pageClock } from '../request';

/**
 * The CMS sections of the seed "location overview" and "location detail with employees". They read
 * the same location stories as the dealership pages, so a page built by an editor shows the same
 * hours, badges and people.
 */

export type LocationOverviewSectionData = { type: 'locationOverview'; id: string; title: string; intro: string };
export type LocationDetailSectionData = { type: 'locationDetail'; id: string; title: string; location: string; showEmployees: boolean };

/** Every dealership (list, map and search live in `src/locations`). */
export const SbLocationOverview = z.object({
  _uid: z.string(),
  component: z.literal('location_overview'),
  title: z.string().optional().default(''),
  intro: z.string().optional().default(''),
});

/** One location (a story uuid) with its hours, and its employees unless switched off. */
export const SbLocationDetail = z.object({
  _uid: z.string(),
  component: z.literal('location_detail'),
  title: z.string().optional().default(''),
  location: z.string().min(1),
  show_employees: z.boolean().optional().default(true),
});

/** Every dealership with its badge and links, the map, and a search form leading to the list page. */
export async function LocationOverviewSection({ section, locale }: { section: LocationOverviewSectionData; locale: Locale }) {
  const t = getTranslator(locale, 'locations');
  const idPrefix = domId(section.id, 'loc');
  return (
    <SectionFrame
      kind="location-overview"
      titleId={domId(section.id, 'title')}
      title={section.title || t('list.title')}
      intro={section.intro}
    >
      <SearchForm locale={locale} query={{ kind: 'none' }} formId={`${idPrefix}-form`} idPrefix={idPrefix} />
      <LocationsWithSearch data={await loadLocationSearch(locale, new URLSearchParams(), false)} idPrefix={idPrefix} withSearch={false} />
    </SectionFrame>
  );
}

/** One location's opening hours and, unless switched off, its team. */
export async function LocationDetailSection({ section, locale }: { section: LocationDetailSectionData; locale: Locale }) {
  const t = getTranslator(locale, 'locations');
  const location = (await getLocations(locale)).find((l) => l.uuid === section.location);
  if (!location) {
    console.warn(`[locations] section ${section.id}: no valid location story ${section.location}; section left out`);
    return null;
  }
  const { brandName } = await getDirectory(locale);
  const idPrefix = domId(section.id, 'loc');
  const now = pageClock('opening hours: open now');
  return (
    <SectionFrame
      kind="location-detail"
      titleId={domId(section.id, 'title')}
      title={section.title || `${location.name} – ${t('detail.title')}`}
    >
      <div className="location-detail" data-location={location.slug}>
        <HoursSection
          locale={locale}
          location={location}
          now={now}
          idPrefix={idPrefix}
          headingLevel={3}
          within={domId(section.id, 'title')}
        />
        {section.showEmployees ? (
          <Team
            locale={locale}
            employees={location.employees}
            brandName={brandName}
            title={t('team.title')}
            idPrefix={idPrefix}
            headingLevel={3}
          />
        ) : null}
        <p>
          <a className="button button--secondary" href={locationHref(locale, location.slug)}>
            {t('contact.detailsOf', { name: location.name })}
          </a>
        </p>
      </div>
    </SectionFrame>
  );
}

export const LOCATION_SECTIONS = [
  defineSection({
    blok: 'location_overview',
    type: 'locationOverview',
    schema: SbLocationOverview,
    reshape: (b): LocationOverviewSectionData => ({ type: 'locationOverview', id: b._uid, title: b.title, intro: b.intro }),
    Component: ({ section, locale }) => <LocationOverviewSection section={section} locale={locale} />,
  }),
  defineSection({
    blok: 'location_detail',
    type: 'locationDetail',
    schema: SbLocationDetail,
    reshape: (b): LocationDetailSectionData => ({
      type: 'locationDetail',
      id: b._uid,
      title: b.title,
      location: b.location,
      showEmployees: b.show_employees,
    }),
    Component: ({ section, locale }) => <LocationDetailSection section={section} locale={locale} />,
  }),
] as const;
