'use server';

import { CONTACT } from '../definitions/contact';
import { VEHICLE_INTEREST } from '../definitions/interest';
import { VEHICLE_TEST_DRIVE } from '../definitions/test-drive';
import { TYRE_APPOINTMENT } from '../definitions/tyre-appointment';
import { TRADE_IN } from '../definitions/trade-in';
import { TYRE_OFFER } from '../definitions/tyre-offer';
import { SHORTLIST } from '../definitions/shortlist';
import { submissionContext } from './context';
import { leadSubmissionDeps } from './deps';
import { processLeadSubmission } from './process';
import type { LeadFormState } from './state';

/**
 * The server actions of the lead forms (one per form, so a post can only be what its page renders).
 * Without JavaScript the browser posts the form to its own page; Waku runs the action, which either
 * answers a stored lead with the redirect to the success URL, or leaves its refusal in the request
 * for the page Waku renders next (see `initialState`). With JavaScript the form component calls the
 * same action and shows its answer.
 *
 * A form of a feature has its action in that feature, which finds what the submission is about
 * (src/leases/enquiry-action.ts, ...); each row of the lead-form table names its action
 * (src/forms/lead-forms.ts for these).
 */

const deps = leadSubmissionDeps(submissionContext);

export async function submitVehicleInterest(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(VEHICLE_INTEREST, formData, deps);
}

export async function submitTestDrive(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(VEHICLE_TEST_DRIVE, formData, deps);
}

export async function submitTyreAppointment(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(TYRE_APPOINTMENT, formData, deps);
}

export async function submitTyreOffer(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(TYRE_OFFER, formData, deps);
}

export async function submitTradeIn(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(TRADE_IN, formData, deps);
}

export async function submitContact(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(CONTACT, formData, deps);
}

export async function submitShortlist(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(SHORTLIST, formData, deps);
}
