import { PageHead } from '../../seo/head';
import { getFormatter, getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { getLocations } from '../data';
import { OpenBadges } from '../hours/hours-view';
import { addressLine, directionsHref, locationHref, locationListHref, telHref } from '../links';
import { LocationsMap } from '../map/map-view';
import { parseSearchQuery, searchLocations, type LocationSearch, type SearchQuery } from '../search/search';
import { SearchLive, UseMyLocation } from '../search/search-live';
import type { Location } from '../types';
import '../locations.css';
import { pageClock } from '../../request';

export function formatKm(locale: Locale, km: number): string {
  return getFormatter(locale).number(km, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** One dealership in a list: name, kind, distance, address, open badge, phone and links. */
export function LocationCard({
  locale,
  location,
  km,
  now,
  headingLevel = 3,
}: {
  locale: Locale;
  location: Location;
  km: number | null;
  now: Date;
  headingLevel?: 2 | 3;
}) {
  const t = getTranslator(locale, 'locations');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="location-card" data-location={location.slug}>
      <p className="eyebrow">{t(`kind.${location.kind}`)}</p>
      <Heading className="location-card__name">
        <a href={locationHref(locale, location.slug)}>{location.name}</a>
      </Heading>
      {km !== null ? (
        <p className="location-card__distance" data-km={km.toFixed(2)}>
          <span className="visually-hidden">{t('search.distanceLabel')}: </span>
          {t('search.distance', { km: formatKm(locale, km) })}
        </p>
      ) : null}
      <address className="location-card__address">{addressLine(location)}</address>
      <OpenBadges locale={locale} location={location} now={now} />
      <p className="location-card__links">
        {location.phone ? <a href={telHref(location.phone)}>{location.phone}</a> : null}
        <a
          href={directionsHref(location.coordinates)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('contact.directionsTo', { name: location.name })}
        >
          {t('contact.directions')}
        </a>
        <a href={locationHref(locale, location.slug)} aria-label={t('contact.detailsOf', { name: location.name })}>
          {t('contact.details')}
        </a>
      </p>
    </li>
  );
}

function ResultsHeading({ locale, search, id }: { locale: Locale; search: LocationSearch; id: string }) {
  const t = getTranslator(locale, 'locations');
  if (search.kind === 'found') {
    const target = search.target.kind === 'position' ? t('search.yourPosition') : search.target.label;
    return (
      <h2 id={id} tabIndex={-1} className="locations-results__title">
        {t('search.resultsFor', { target })}
      </h2>
    );
  }
  return (
    <>
      {search.kind === 'not-found' ? (
        <div className="location-search__not-found" role="status">
          <p className="location-search__not-found-title">{t('search.notFound')}</p>
          <p>{t('search.notFoundHint', { query: search.q })}</p>
        </div>
      ) : null}
      <h2 id={id} tabIndex={-1} className="locations-results__title">
        {t('contact.allLocations')} <span className="locations-results__count">({t('list.count', { count: search.results.length })})</span>
      </h2>
    </>
  );
}

/** The search form: a GET form to the list page, enhanced in the browser by `SearchLive`. */
export function SearchForm({ locale, query, formId, idPrefix }: { locale: Locale; query: SearchQuery; formId: string; idPrefix: string }) {
  const t = getTranslator(locale, 'locations');
  const listPath = locationListHref(locale);
  return (
    <form id={formId} className="location-search" role="search" method="get" action={listPath} aria-labelledby={`${idPrefix}-search-title`}>
      <h2 id={`${idPrefix}-search-title`} className="location-search__title">
        {t('search.title')}
      </h2>
      <label htmlFor={`${idPrefix}-q`} className="location-search__label">
        {t('search.label')}
      </label>
      <div className="location-search__row">
        <input
          id={`${idPrefix}-q`}
          name="q"
          type="search"
          defaultValue={query.kind === 'text' ? query.q : ''}
          key={query.kind === 'text' ? query.q : ''}
          autoComplete="address-level2"
          maxLength={200}
          aria-describedby={`${idPrefix}-hint`}
          className="location-search__input"
        />
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
        <UseMyLocation
          listPath={listPath}
          label={t('search.useMyLocation')}
          busyLabel={t('search.locating')}
          deniedText={t('search.geoDenied')}
        />
      </div>
      <p id={`${idPrefix}-hint`} className="location-search__hint">
        {t('search.hint')}
      </p>
    </form>
  );
}

/** What the dealership list shows: the dealerships found for the visitor's search (all, without one), and the clock of "open now". */
export type LocationSearchData = { locale: Locale; query: SearchQuery; search: LocationSearch; now: Date };

/**
 * Loads the dealerships and runs the location search of `params` (none when `withSearch` is false).
 * A content failure rejects here, before rendering, so it reaches the dispatcher's error screen.
 */
export async function loadLocationSearch(locale: Locale, params: URLSearchParams, withSearch = true): Promise<LocationSearchData> {
  const locations = await getLocations(locale);
  const query = withSearch ? parseSearchQuery(params) : ({ kind: 'none' } as const);
  return { locale, query, search: searchLocations(locations, query), now: pageClock('opening hours: open now') };
}

/**
 * Dealerships with the location search: the list sorted by distance from the searched target (km
 * shown), 'Location not found' when nothing matches, and the map with every dealership.
 */
export function LocationsWithSearch({
  data: { locale, query, search, now },
  idPrefix,
  withSearch = true,
}: {
  data: LocationSearchData;
  idPrefix: string;
  withSearch?: boolean;
}) {
  const t = getTranslator(locale, 'locations');
  const distances = new Map(
    search.results.flatMap((r) =>
      r.km === null ? [] : [[r.location.slug, t('search.distance', { km: formatKm(locale, r.km) })] as const],
    ),
  );
  const target =
    search.kind === 'found'
      ? {
          lat: search.target.lat,
          lng: search.target.lng,
          label: search.target.kind === 'position' ? t('search.yourPosition') : search.target.label,
        }
      : undefined;
  const formId = `${idPrefix}-form`;
  const resultsId = `${idPrefix}-results`;
  const body = (
    <>
      {withSearch ? <SearchForm locale={locale} query={query} formId={formId} idPrefix={idPrefix} /> : null}
      <div className="locations-layout">
        <section className="locations-results" aria-labelledby={resultsId}>
          <ResultsHeading locale={locale} search={search} id={resultsId} />
          <ol className="location-cards" data-testid="location-results">
            {search.results.map((r) => (
              <LocationCard key={r.location.slug} locale={locale} location={r.location} km={r.km} now={now} />
            ))}
          </ol>
        </section>
        <div className="locations-map">
          <LocationsMap
            locale={locale}
            locations={search.results.map((r) => r.location)}
            distances={distances}
            {...(target ? { target } : {})}
          />
        </div>
      </div>
      {withSearch ? <p className="gazetteer-source">{t('search.source')}</p> : null}
    </>
  );
  return withSearch ? (
    <SearchLive formId={formId} resultsId={resultsId}>
      {body}
    </SearchLive>
  ) : (
    body
  );
}

/** `/concessions`, `/de-lu/locations`, `/en-gb/locations`. */
export function LocationListPage({ data }: { data: LocationSearchData }) {
  const { locale } = data;
  const t = getTranslator(locale, 'locations');
  return (
    <>
      <PageHead
        locale={locale}
        title={t('list.title')}
        description={t('list.intro')}
        canonical={{ route: 'locationList', params: {} }}
        breadcrumbs={[
          { name: getTranslator(locale, 'site')('home'), ref: { route: 'home', params: {} } },
          { name: t('list.title'), ref: { route: 'locationList', params: {} } },
        ]}
      />
      <div className="locations-page container">
        <header className="locations-page__header">
          <h1>{t('list.title')}</h1>
          <p>{t('list.intro')}</p>
        </header>
        <LocationsWithSearch data={data} idPrefix="locations" />
      </div>
    </>
  );
}
