import { config } from '../../config/env';
import { AppError } from '../../errors/catalogue';
import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { StockPreview } from '../../stock/list/sections';
import { DEFAULT_QUERY } from '../../stock/query';
import { searchStock, StockUnavailableError, type StockResult } from '../../stock/search';
import { PageHead } from '../../seo/head';
import { BrandLinks, ContactCard } from './contact';
import { getDirectory } from '../../directory/directory';
import { getLocation } from '../data';
import { HoursSection, OpenBadges } from '../hours/hours-view';
import { locationJsonLd } from '../json-ld';
import { brandLocationHref, locationHref, locationListHref, stockAtHref } from '../links';
import { LocationsMap } from '../map/map-view';
import { Team } from './team';
import type { Location } from '../types';
import '../locations.css';
import { pageClock } from '../../request';
import { Breadcrumbs } from '../../ui/breadcrumbs';

export type LocationPageData = {
  locale: Locale;
  location: Location;
  /** a brand's name, the directory's */
  brandName: (slug: string) => string;
  /** set on a brand dealership page */
  brand: { slug: string; name: string } | null;
  /** the brand's vehicles at the site (one search, shown as count and preview); null when the search engine cannot answer */
  stock: StockResult | null;
  now: Date;
};

const stockQuery = (brand: string, location: string) => ({ ...DEFAULT_QUERY, brands: [brand], locations: [location] });

/** The vehicles of a brand at a site, or null when the search engine is down. */
async function brandStock(brand: string, location: string): Promise<StockResult | null> {
  try {
    return await searchStock(stockQuery(brand, location));
  } catch (error) {
    if (error instanceof StockUnavailableError) {
      console.warn(`[locations] stock left out of ${brand} at ${location}: ${error.message}`);
      return null;
    }
    throw error;
  }
}

/**
 * The data of a dealership page, loaded before any element is returned so a not-found reaches the
 * dispatcher: an unknown location is location-not-found, a brand the site does not sell is
 * brand-not-found (both 404).
 */
export async function loadLocationPage(locale: Locale, slug: string, path: string, brandSlug?: string): Promise<LocationPageData> {
  const location = await getLocation(locale, slug);
  if (!location) throw AppError.of('location-not-found', { message: `No location "${slug}" at ${path}`, data: { path } });
  const { brandName } = await getDirectory(locale);
  let brand: LocationPageData['brand'] = null;
  if (brandSlug !== undefined) {
    if (!location.brands.includes(brandSlug)) {
      throw AppError.of('brand-not-found', { message: `${location.name} does not sell "${brandSlug}" (${path})`, data: { path } });
    }
    brand = { slug: brandSlug, name: brandName(brandSlug) };
  }
  const stock = brand ? await brandStock(brand.slug, location.slug) : null;
  return { locale, location, brandName, brand, stock, now: pageClock('opening hours: open now') };
}

export function LocationPage({ data }: { data: LocationPageData }) {
  const { locale, location, brandName, brand, stock, now } = data;
  const t = getTranslator(locale, 'locations');
  const town = location.address.town || location.name;
  const title = brand ? t('brandPage.title', { brand: brand.name, location: town }) : location.name;
  const path = brand ? brandLocationHref(locale, brand.slug, location.slug) : locationHref(locale, location.slug);
  const url = `${config().siteUrl}${path}`;
  const site = getTranslator(locale, 'site');
  const jsonLd = locationJsonLd(location, { url, brandName, now, workshopName: `${location.name} – ${t('hours.workshop')}` });
  const team = brand ? location.employees.filter((e) => e.brands.length === 0 || e.brands.includes(brand.slug)) : location.employees;
  const id = `loc-${location.slug}`;
  return (
    <>
      <PageHead
        locale={locale}
        title={title}
        description={brand ? t('brandPage.intro', { brand: brand.name, location: town }) : location.description || location.name}
        canonical={
          brand
            ? { route: 'brandLocation', params: { brand: brand.slug, location: location.slug } }
            : { route: 'location', params: { location: location.slug } }
        }
        breadcrumbs={[
          { name: site('home'), ref: { route: 'home', params: {} } },
          { name: t('list.title'), ref: { route: 'locationList', params: {} } },
          { name: location.name, ref: { route: 'location', params: { location: location.slug } } },
          ...(brand
            ? [{ name: brand.name, ref: { route: 'brandLocation', params: { brand: brand.slug, location: location.slug } } } as const]
            : []),
        ]}
        jsonLd={[jsonLd]}
      />
      <article className="location-page container" data-location={location.slug}>
        <Breadcrumbs
          label={t('contact.allLocations')}
          trail={[
            { name: t('contact.allLocations'), href: locationListHref(locale) },
            { name: location.name, href: locationHref(locale, location.slug) },
            ...(brand ? [{ name: brand.name, href: path }] : []),
          ]}
        />
        <header className="location-page__header">
          <p className="eyebrow">{t(`kind.${location.kind}`)}</p>
          <h1>{title}</h1>
          <p className="location-page__intro">
            {brand ? t('brandPage.intro', { brand: brand.name, location: town }) : location.description}
          </p>
          <OpenBadges locale={locale} location={location} now={now} />
        </header>
        <div className="location-page__grid">
          <ContactCard locale={locale} location={location} brandName={brandName} idPrefix={id} />
          <div className="location-page__map">
            <LocationsMap locale={locale} locations={[location]} single />
          </div>
        </div>
        <HoursSection locale={locale} location={location} now={now} idPrefix={id} badges={false} />
        <Team
          locale={locale}
          employees={team}
          brandName={brandName}
          title={brand ? t('team.brandTitle', { brand: brand.name }) : t('team.title')}
          idPrefix={id}
        />
        {brand ? (
          <>
            {stock !== null && stock.total > 0 ? (
              <StockPreview
                locale={locale}
                query={stockQuery(brand.slug, location.slug)}
                result={stock}
                title={t('stock.title', { brand: brand.name, location: town })}
              />
            ) : null}
            {stock === null ? (
              // the search engine is down: no preview, but the way to the stock stays
              <p className="location-page__stock">
                <a className="button button--primary" href={stockAtHref(locale, location.slug, brand.slug)}>
                  {t('stock.viewAll', { brand: brand.name, location: town })}
                </a>
              </p>
            ) : null}
            {location.brands.length > 1 ? (
              <section className="location-page__brands" aria-labelledby={`${id}-other-brands`}>
                <h2 id={`${id}-other-brands`}>{t('brandPage.otherBrands')}</h2>
                <BrandLinks
                  locale={locale}
                  brands={location.brands.filter((b) => b !== brand.slug)}
                  brandName={brandName}
                  atLocation={location.slug}
                />
              </section>
            ) : null}
          </>
        ) : location.kind === 'dealership' ? (
          <p className="location-page__stock">
            <a className="button button--primary" href={stockAtHref(locale, location.slug)}>
              {t('stock.viewAllSite', { location: town })}
            </a>
          </p>
        ) : null}
      </article>
    </>
  );
}
