import { getFormatter, getTranslator } from '../../i18n/server';
import { bothWays, toCents } from '../calculator';
import { formatCents, formatKm, formatWholeEuros } from '../format';
import { EnergyLine, energyTexts } from '../offer-card';
import type { LeaseOfferPageData } from './data';
import { vatOrder, vatText } from './model';

/** The monthly price both ways (the customer's first), energy, terms, validity, dealership and the call to the enquiry. */
export function OfferPriceBox({ page }: { page: LeaseOfferPageData }) {
  const { locale, offer, dealershipName, dealershipHref } = page;
  const t = getTranslator(locale, 'leases');
  const fmt = getFormatter(locale);
  const monthly = bothWays(toCents(offer.monthly), offer.basis);
  const [first, second] = vatOrder(offer);
  const date = (d: string) => fmt.dateTime(new Date(`${d}T12:00:00Z`), { dateStyle: 'long' });
  return (
    <aside className="lease-offer__aside" aria-label={t('offer.monthly')}>
      <div className="lease-price" data-price>
        <p className="lease-price__label">{t('offer.monthly')}</p>
        <p className="lease-price__amount">
          <strong data-monthly={first}>{formatCents(locale, monthly[first])}</strong>
          <span className="lease-price__per">{t('card.perMonth')}</span> <span className="lease-price__vat">{vatText(locale, first)}</span>
        </p>
        <p className="lease-price__other" data-monthly={second}>
          {formatCents(locale, monthly[second])} {t('card.perMonth')} {vatText(locale, second)}
        </p>
        <EnergyLine energy={energyTexts(locale, offer)} />
        <p className="lease-price__terms">
          {t('card.terms', {
            duration: offer.duration,
            mileage: formatKm(locale, offer.annualMileage),
            deposit: formatWholeEuros(locale, offer.deposit),
          })}
        </p>
        <p className="lease-price__validity">{t('offer.validity', { from: date(offer.validFrom), until: date(offer.validUntil) })}</p>
        <p className="lease-price__dealer">
          <span>{t('offer.dealership')}</span> {dealershipHref ? <a href={dealershipHref}>{dealershipName}</a> : dealershipName}
        </p>
        <a className="button button--primary lease-price__cta" href="#lease-enquiry">
          {t('offer.enquiry')}
        </a>
      </div>
    </aside>
  );
}
