'use server';

import { leadSubmissionDeps } from '../forms/actions/deps';
import { processLeadSubmission } from '../forms/actions/process';
import type { LeadFormState } from '../forms/actions/state';
import { LEASE_ENQUIRY } from './enquiry-form';
import { leaseEnquiryContext } from './enquiry';

const deps = leadSubmissionDeps((_spec, locale, formData) => leaseEnquiryContext(locale, formData));

/**
 * The server action of an offer page's lease enquiry (the lead form pipeline of src/forms): what
 * the enquiry is about is the offer its hidden fields name, found here (enquiry.ts).
 */
export async function submitLeaseEnquiry(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(LEASE_ENQUIRY, formData, deps);
}
