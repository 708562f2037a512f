import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { addressLine, brandHref, brandLocationHref, directionsHref, telHref } from '../links';
import type { Location } from '../types';
import { EmailAddress } from '../../ui/email-address';

/** Address with directions, phone, e-mail, brands, VAT and IBAN of a site. */
export function ContactCard({
  locale,
  location,
  brandName,
  idPrefix,
}: {
  locale: Locale;
  location: Location;
  /** a brand's name (the directory's) */
  brandName: (slug: string) => string;
  idPrefix: string;
}) {
  const t = getTranslator(locale, 'locations');
  const titleId = `${idPrefix}-contact`;
  return (
    <section className="location-contact" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('contact.title')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('contact.address')}</dt>
          <dd>
            <address>{addressLine(location)}</address>
            <a
              className="directions"
              href={directionsHref(location.coordinates)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('contact.directionsTo', { name: location.name })}
            >
              {t('contact.directions')}
            </a>
          </dd>
        </div>
        {location.phone ? (
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={telHref(location.phone)}>{location.phone}</a>
            </dd>
          </div>
        ) : null}
        {location.email ? (
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${location.email}`}>
                <EmailAddress address={location.email} />
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('contact.brands')}</dt>
          <dd>
            {location.brands.length === 0 ? (
              t('contact.noBrands')
            ) : (
              <ul className="brand-chips" role="list">
                {location.brands.map((b) => (
                  <li key={b}>
                    <a
                      href={brandLocationHref(locale, b, location.slug)}
                      title={t('contact.brandDealership', {
                        brand: brandName(b),
                        location: location.address.town || location.name,
                      })}
                    >
                      {brandName(b)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {location.vatNumber ? (
          <div>
            <dt>{t('contact.vat')}</dt>
            <dd>{location.vatNumber}</dd>
          </div>
        ) : null}
        {location.iban ? (
          <div>
            <dt>{t('contact.iban')}</dt>
            <dd>{location.iban}</dd>
          </div>
        ) : null}
      </dl>
      {location.fictional ? <p className="fictional-note">{t('fictional')}</p> : null}
    </section>
  );
}

/** Links to brands: their dealership page at a site when `atLocation` is given, else their brand page. */
export function BrandLinks({
  locale,
  brands,
  brandName,
  atLocation,
}: {
  locale: Locale;
  brands: readonly string[];
  /** a brand's name (the directory's) */
  brandName: (slug: string) => string;
  atLocation?: string;
}) {
  return (
    <ul className="brand-chips" role="list">
      {brands.map((b) => (
        <li key={b}>
          <a href={atLocation ? brandLocationHref(locale, b, atLocation) : brandHref(locale, b)}>{brandName(b)}</a>
        </li>
      ))}
    </ul>
  );
}
