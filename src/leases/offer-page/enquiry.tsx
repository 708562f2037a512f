import { buildForm } from '../../forms/definitions';
import { formAddress, initialState } from '../../forms/pages/initial-state';
import { MESSAGES } from '../../i18n/messages';
import { getTranslator } from '../../i18n/server';
import { LEASE_ENQUIRY_FORM } from '../lead-forms';
import { LeaseEnquiryForm } from '../enquiry-view';
import type { LeaseOfferPageData } from './data';

/** The lease enquiry of the offer (a lead form); `?sent=` with a valid token shows its success screen. */
export function OfferEnquiry({ page, query }: { page: LeaseOfferPageData; query: URLSearchParams }) {
  const { locale, offer, dealershipName } = page;
  const t = getTranslator(locale, 'leases');
  const spec = LEASE_ENQUIRY_FORM;
  const form = buildForm(spec, {});
  return (
    <section className="lease-enquiry" id="lease-enquiry" aria-labelledby="lease-enquiry-title">
      <h2 id="lease-enquiry-title" className="lease-enquiry__title">
        {t('offer.enquiry')}
      </h2>
      <p className="lease-enquiry__intro">{t('offer.enquiryIntro', { place: dealershipName })}</p>
      <LeaseEnquiryForm
        offerSlug={offer.slug}
        initialChoice={page.choice}
        kind={spec.id}
        locale={locale}
        config={{}}
        action={spec.action}
        address={formAddress()}
        initial={initialState(spec.id, query)}
        messages={form.pickMessages(MESSAGES[locale])}
        idPrefix="lease-enquiry"
        policyHref={page.policyHref}
        againHref={page.path}
        dealershipName={dealershipName}
        successLinks={
          <a className="button button--primary" href={page.listPath}>
            {t('offer.back')}
          </a>
        }
      />
    </section>
  );
}
