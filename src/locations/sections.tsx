import { domId, SectionFrame } from '../content/sections/shared';
import type { Section } from '../content/types';
import { getTranslator } from '../i18n/server';
import type { Locale } from '../routing/locales';
import { getBrandNames, getLocations } from './data';
import { HoursSection } from './hours-view';
import { locationHref } from './links';
import { LocationsWithSearch, SearchForm } from './list-view';
import { Team } from './team';
import './locations.css';

/**
 * The CMS sections of the seed "location overview" and "location detail with employees". They read
 * the same location stories as the dealership pages, so a page built by an editor shows the same
 * hours, badges and people.
 */

/** Every dealership with its badge and links, the map, and a search form leading to the list page. */
export async function LocationOverviewSection({
  section,
  locale,
}: {
  section: Extract<Section, { type: 'locationOverview' }>;
  locale: Locale;
}) {
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
      <LocationsWithSearch locale={locale} params={new URLSearchParams()} idPrefix={idPrefix} withSearch={false} />
    </SectionFrame>
  );
}

/** One location's opening hours and, unless switched off, its team. */
export async function LocationDetailSection({
  section,
  locale,
}: {
  section: Extract<Section, { type: 'locationDetail' }>;
  locale: Locale;
}) {
  const t = getTranslator(locale, 'locations');
  const location = (await getLocations(locale)).find((l) => l.uuid === section.location);
  if (!location) {
    console.warn(`[locations] section ${section.id}: no valid location story ${section.location}; section left out`);
    return null;
  }
  const brandNames = section.showEmployees ? await getBrandNames(locale) : {};
  const idPrefix = domId(section.id, 'loc');
  const now = new Date();
  return (
    <SectionFrame
      kind="location-detail"
      titleId={domId(section.id, 'title')}
      title={section.title || `${location.name} – ${t('detail.title')}`}
    >
      <div className="location-detail" data-location={location.slug}>
        <HoursSection locale={locale} location={location} now={now} idPrefix={idPrefix} headingLevel={3} />
        {section.showEmployees ? (
          <Team
            locale={locale}
            employees={location.employees}
            brandNames={brandNames}
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
