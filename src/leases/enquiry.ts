import type { LeadPayload } from '../leads';
import { BadSubmissionError, type SubmissionContext } from '../forms/actions/process';
import type { Locale } from '../routing/locales';
import { SLUG_PATTERN } from '../routing/segments';
import { quoteLease } from './calculator';
import { getLeaseOffer } from './data';
import { LEASE_FIELDS } from './enquiry-fields';
import type { LeaseOffer } from './types';

/**
 * What a lease enquiry is checked against and stored with, from the server's own data: the offer
 * named by the hidden field, and the calculator's choice quoted again with the same rules (a forged
 * choice is brought within the offer's ranges). An offer withdrawn meanwhile does not lose the lead:
 * it is stored with the offer's slug, marked unavailable. Server only.
 */

const cents = (n: number) => n / 100;

function offerSnapshot(offer: LeaseOffer, formData: FormData): LeadPayload {
  const quote = quoteLease(offer, {
    duration: formData.get(LEASE_FIELDS.duration) as never,
    annualMileage: formData.get(LEASE_FIELDS.mileage) as never,
    deposit: formData.get(LEASE_FIELDS.deposit) as never,
  });
  return {
    lease: {
      offer: offer.slug,
      title: offer.title,
      customer: offer.customer,
      dealership: offer.dealership,
      offerMonthly: offer.monthly,
      offerBasis: offer.basis,
      duration: quote.choice.duration,
      annualMileage: quote.choice.annualMileage,
      deposit: quote.choice.deposit,
      isOfferTerms: quote.isAnchor,
      monthlyInclVat: cents(quote.monthly.inclVat),
      monthlyExclVat: cents(quote.monthly.exclVat),
      totalInclVat: cents(quote.total.inclVat),
      totalExclVat: cents(quote.total.exclVat),
    },
  };
}

export async function leaseEnquiryContext(locale: Locale, formData: FormData): Promise<SubmissionContext> {
  const slug = String(formData.get(LEASE_FIELDS.offer) ?? '');
  if (!SLUG_PATTERN.test(slug) || slug.length > 120)
    throw new BadSubmissionError(`the submission names no lease offer (${JSON.stringify(slug.slice(0, 80))})`);
  const offer = await getLeaseOffer(locale, slug);
  if (!offer) return { config: {}, extraPayload: { lease: { offer: slug, available: false } } };
  return { config: {}, locationSlug: offer.dealership, extraPayload: offerSnapshot(offer, formData) };
}
