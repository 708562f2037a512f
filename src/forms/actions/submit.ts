'use server';

import { unstable_redirect } from 'waku/router/server';
import { routes } from '../../routing';
import { currentPagePath, setRequestValue } from '../../request';
import { submissionContext } from './context';
import { processLeadSubmission, requestIp, type SubmissionDeps } from './process';
import { answerKey, SENT_PARAM, type LeadFormState } from './state';

/**
 * The server actions of the lead forms (one per form, so a post can only be what its page renders).
 * Without JavaScript the browser posts the form to its own page; Waku runs the action, which either
 * answers a stored lead with the redirect to the success URL, or leaves its refusal in the request
 * for the page Waku renders next (see `initialState`). With JavaScript the form component calls the
 * same action and shows its answer.
 */

/** The form page's own path for the success redirect: only a path of the route table (never one from the request body). */
function successRedirect(token: string): void {
  const path = currentPagePath();
  if (!routes().parse(path)) return; // answered with the success state instead
  unstable_redirect(`${path}?${SENT_PARAM}=${encodeURIComponent(token)}`, 303);
}

const deps: SubmissionDeps = {
  context: submissionContext,
  clientIp: requestIp,
  now: () => new Date(),
  redirect: successRedirect,
  remember: (formId, state) => setRequestValue(answerKey(formId), state),
};

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

export async function submitLeaseEnquiry(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission('lease-enquiry', formData, deps);
}

export async function submitFleetQuote(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission('fleet-quote', formData, deps);
}

export async function submitJobApplication(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission('job-application', formData, deps);
}

export async function submitModelTestDrive(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission('model-test-drive', formData, deps);
}
