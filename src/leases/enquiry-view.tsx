'use client';

import { LeadForm, type LeadFormProps } from '../forms/components/lead-form';
import type { LeaseChoice } from './calculator';
import { useLeaseChoice } from './choice-store';
import { LEASE_FIELDS } from './enquiry-fields';

/**
 * The lease enquiry form of an offer page: the site's lead form, with the offer and the calculator's
 * current choice as hidden fields (the server quotes that choice again before storing the lead).
 */
export function LeaseEnquiryForm({
  offerSlug,
  initialChoice,
  ...form
}: Omit<LeadFormProps, 'hidden'> & { offerSlug: string; initialChoice: LeaseChoice }) {
  const choice = useLeaseChoice(offerSlug, initialChoice);
  return (
    <LeadForm
      {...form}
      hidden={{
        [LEASE_FIELDS.offer]: offerSlug,
        [LEASE_FIELDS.duration]: String(choice.duration),
        [LEASE_FIELDS.mileage]: String(choice.annualMileage),
        [LEASE_FIELDS.deposit]: String(choice.deposit),
      }}
    />
  );
}
