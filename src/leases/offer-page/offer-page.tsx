import { getTranslator } from '../../i18n/server';
import { PageHead, trailLinks } from '../../seo/head';
import { LEASE_RULES } from '../calculator';
import { LeaseCalculator } from '../calculator-view';
import type { LeaseOfferPageData } from './data';
import { OfferContract, OfferEquipment, OfferFacts } from './details';
import { OfferEnquiry } from './enquiry';
import { ChosenFact } from './chosen-terms';
import { OfferMedia } from './media';
import { calculatorOffer, calculatorTexts, offerFacts } from './model';
import { OfferPriceBox } from './price-box';
// after the sections: the stylesheets keep their order (the cascade)
import { Breadcrumbs } from '../../ui/breadcrumbs';
import '../../forms/components/forms.css';
import '../../ui/input-field.css';
import '../leases.css';

/**
 * A lease offer's page: every field of the offer, its equipment, what the contract includes and
 * excludes, the price with its energy figures, the calculator (anchored on the offer's own figures)
 * and the lease enquiry form. `?sent=` with a valid token shows the enquiry's success screen.
 *
 * Synchronous: the route loads the data (`data.ts`), so this renders anywhere (RSC, SSR, tests).
 */
export function LeaseOfferPage({ page, query }: { page: LeaseOfferPageData; query: URLSearchParams }) {
  const { locale, offer, head } = page;
  const t = getTranslator(locale, 'leases');
  const chosen = { locale, offerSlug: offer.slug, offer: calculatorOffer(offer), initial: page.choice };
  return (
    <>
      <PageHead {...head} />
      <div className="lease-offer container" data-lease-offer={offer.slug} data-customer={offer.customer}>
        <Breadcrumbs label={t('offer.breadcrumb')} trail={trailLinks(head.breadcrumbs, locale)} />
        <header className="lease-offer__head">
          <p className="lease-offer__kicker">{t(`customer.${offer.customer}`)}</p>
          <h1 className="lease-offer__title">
            {offer.brandName} {offer.model}
          </h1>
          {offer.trim ? <p className="lease-offer__trim">{offer.trim}</p> : null}
        </header>
        <div className="lease-offer__layout">
          <OfferMedia offer={offer} galleryLabel={t('offer.gallery', { offer: offer.title })} />
          <OfferPriceBox page={page} />
          <div className="lease-offer__details">
            <LeaseCalculator
              locale={locale}
              offerSlug={offer.slug}
              action={page.path}
              offer={calculatorOffer(offer)}
              customer={offer.customer}
              rules={LEASE_RULES}
              initial={page.choice}
              texts={calculatorTexts(locale, offer)}
              energy={page.energyLine}
            />
            <OfferFacts
              title={t('offer.facts')}
              facts={offerFacts(locale, offer, (term, template) => (
                <ChosenFact {...chosen} term={term} template={template} />
              ))}
            />
            <OfferEquipment title={t('offer.equipment')} items={offer.standardEquipment} />
            <OfferContract offer={offer} titles={{ included: t('offer.included'), excluded: t('offer.excluded') }} />
          </div>
        </div>
        <OfferEnquiry page={page} query={query} />
      </div>
    </>
  );
}
