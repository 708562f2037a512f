import { getFormatter, getTranslator } from '../../i18n/server';
import { EnergyLine, energyTexts } from '../offer-card';
import { ChosenPrice } from './chosen-terms';
import type { LeaseOfferPageData } from './data';
import { calculatorOffer, vatOrder, vatText } from './model';

/**
 * The monthly price both ways (the customer's first) and its terms, as the calculator chose them
 * (the offer's own until the visitor changes them), energy, validity, dealership and the call to the enquiry.
 */
export function OfferPriceBox({ page }: { page: LeaseOfferPageData }) {
  const { locale, offer, dealershipName, dealershipHref } = page;
  const t = getTranslator(locale, 'leases');
  const fmt = getFormatter(locale);
  const [first] = vatOrder(offer);
  const date = (d: string) => fmt.dateTime(new Date(`${d}T12:00:00Z`), { dateStyle: 'long' });
  return (
    <aside className="lease-offer__aside" aria-label={t('offer.monthly')}>
      <div className="lease-price" data-price>
        <p className="lease-price__label">{t('offer.monthly')}</p>
        <ChosenPrice
          locale={locale}
          offerSlug={offer.slug}
          offer={calculatorOffer(offer)}
          initial={page.choice}
          first={first}
          texts={{
            perMonth: t('card.perMonth'),
            inclVat: vatText(locale, 'inclVat'),
            exclVat: vatText(locale, 'exclVat'),
            terms: t('card.terms', { duration: '{duration}', mileage: '{mileage}', deposit: '{deposit}' }),
          }}
        />
        {/* not a credit: a lease with no obligation to buy is outside the consumer credit directive (art. 2(2)(d)), which
            is why its monthly price has no APR or credit example; the page says so (docs/credit-law.md) */}
        <p className="lease-price__terms" data-lease-no-purchase>
          {t('offer.noPurchase')}
        </p>
        <EnergyLine energy={energyTexts(locale, offer)} />
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
