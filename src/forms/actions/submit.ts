'use server';

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
 * A form about something of a feature (a lease offer, a job ad, a model) has its action in that
 * feature, which finds what the submission is about: src/leases/enquiry-action.ts,
 * src/careers/application-action.ts, src/models/test-drive-action.ts.
 */

const deps = leadSubmissionDeps(submissionContext);

export async function submitVehicleInterest(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission('vehicle-interest', formData, deps);
}

export async function submitTestDrive(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission('test-drive', formData, deps);
}

export async function submitTyreAppointment(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission('tyre-appointment', formData, deps);
}

export async function submitTyreOffer(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission('tyre-offer', formData, deps);
}

export async function submitContact(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission('contact', formData, deps);
}

export async function submitFleetQuote(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission('fleet-quote', formData, deps);
}
