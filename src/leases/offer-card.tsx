import { imageSrcSet, sizedImage } from '../content/images';
import { getTranslator } from '../i18n/server';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import type { PageRef } from '../seo/urls';
import { monthlyIn } from './calculator';
import { energyOf, formatCents, formatKm, formatWholeEuros, type EnergyTexts } from './format';
import { LIST_BASIS } from './list';
import type { LeaseOffer } from './types';
// the card's styles: wherever a card renders (a lease list, a CMS section, a model page), the page links leases.css
import '../ui/tile.css';
import './leases.css';

/** The path of an offer's page, in its own list. */
export function offerHref(locale: Locale, offer: Pick<LeaseOffer, 'customer' | 'slug'>): string {
  return href(locale, offer.customer === 'business' ? 'businessLease' : 'privateLease', { offer: offer.slug });
}

/** The offer's slug in each locale (translated slugs: `ford-puma-prive` is `ford-puma-privat` in German). */
export type OfferSlugs = Partial<Record<Locale, { offer: string }>>;

/** An offer's page, as the page head and the sitemap name it (its address in every locale, `localSlugs` where they differ). */
export const leaseOfferRef = (offer: Pick<LeaseOffer, 'customer' | 'slug'>, localSlugs?: OfferSlugs): PageRef =>
  offer.customer === 'business'
    ? { route: 'businessLease', params: { offer: offer.slug }, localParams: localSlugs }
    : { route: 'privateLease', params: { offer: offer.slug }, localParams: localSlugs };

/** The list of one kind of lease offer, as the page head and the sitemap name it. */
export const leaseListRef = (customer: LeaseOffer['customer']): PageRef =>
  customer === 'business' ? { route: 'businessLeaseList', params: {} } : { route: 'privateLeaseList', params: {} };

export function listHref(locale: Locale, customer: LeaseOffer['customer']): string {
  return href(locale, customer === 'business' ? 'businessLeaseList' : 'privateLeaseList');
}

export function energyTexts(locale: Locale, offer: LeaseOffer): EnergyTexts {
  const t = getTranslator(locale, 'leases');
  return energyOf(locale, offer, (key, values) => (t as unknown as (k: string, v: Record<string, string>) => string)(key, values));
}

/** Consumption and CO2 (and an electric range), shown beside every lease price. */
export function EnergyLine({ energy, className = 'lease-energy' }: { energy: EnergyTexts; className?: string }) {
  return (
    <p className={className} data-energy>
      <span>{energy.consumption}</span> <span aria-hidden="true">·</span> <span>{energy.co2}</span>
      {energy.range ? (
        <>
          {' '}
          <span aria-hidden="true">·</span> <span>{energy.range}</span>
        </>
      ) : null}
    </p>
  );
}

/** One offer in a list or a CMS section: photo, title, monthly price in the list's basis beside its energy figures, terms. */
export function LeaseOfferCard({ locale, offer, headingLevel = 3 }: { locale: Locale; offer: LeaseOffer; headingLevel?: 2 | 3 }) {
  const t = getTranslator(locale, 'leases');
  const basis = LIST_BASIS[offer.customer];
  const image = offer.images[0];
  const link = offerHref(locale, offer);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="tile lease-card" data-offer={offer.slug} data-customer={offer.customer}>
      {image ? (
        <img
          className="lease-card__image"
          src={sizedImage(image.src, 640, 400)}
          srcSet={imageSrcSet(image.src, 640, 400)}
          sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw"
          alt=""
          width={640}
          height={400}
          loading="lazy"
        />
      ) : null}
      <div className="lease-card__body">
        <Heading className="lease-card__title">
          <a href={link}>
            <span className="lease-card__brand">{offer.brandName}</span> {offer.model}
          </a>
        </Heading>
        <p className="lease-card__trim">{offer.trim}</p>
        <p className="lease-card__price" data-price data-monthly-cents={monthlyIn(offer, basis)}>
          <span className="lease-card__from">{t('card.from')}</span>{' '}
          <strong className="lease-card__amount">{formatCents(locale, monthlyIn(offer, basis))}</strong>
          <span className="lease-card__per">{t('card.perMonth')}</span>{' '}
          <span className="lease-card__vat">{t(basis === 'incl_vat' ? 'card.inclVat' : 'card.exclVat')}</span>
        </p>
        <EnergyLine energy={energyTexts(locale, offer)} />
        <p className="lease-card__terms">
          {t('card.terms', {
            duration: offer.duration,
            mileage: formatKm(locale, offer.annualMileage),
            deposit: formatWholeEuros(locale, offer.deposit),
          })}
        </p>
      </div>
    </article>
  );
}

/** Offers as a grid of cards (the lease lists and the lease overview section). */
export function LeaseOfferGrid({ locale, offers }: { locale: Locale; offers: readonly LeaseOffer[] }) {
  return (
    <ul className="lease-grid" role="list">
      {offers.map((o) => (
        <li key={o.slug}>
          <LeaseOfferCard locale={locale} offer={o} />
        </li>
      ))}
    </ul>
  );
}
