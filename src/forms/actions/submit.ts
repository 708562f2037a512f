'use server';

import { unstable_redirect } from 'waku/router/server';
import { routes } from '../../routing';
import { currentPagePath } from '../../server/request';
import type { FormKind } from '../definitions';
import { submissionContext } from '../pages/data';
import { processLeadSubmission, requestIp, type SubmissionDeps } from './process';
import { SENT_PARAM, type LeadFormState } from './state';

/**
 * The server actions of the lead forms (one per form, so a post can only be what its page renders).
 * Without JavaScript the browser posts the form to its own page; Waku runs the action and renders
 * the page again with the answer (a refusal with every value), or follows the redirect of a stored
 * lead to the success URL. With JavaScript the form component calls the same action.
 */

/** The form page's own path for the success redirect: only a path of the route table (never one from the request body). */
function successRedirect(token: string): void {
  const path = currentPagePath();
  if (!routes().parse(path)) return; // answered with the success state instead
  unstable_redirect(`${path}?${SENT_PARAM}=${encodeURIComponent(token)}`, 303);
}

const deps: SubmissionDeps = { context: submissionContext, clientIp: requestIp, now: () => new Date(), redirect: successRedirect };

const run = (kind: FormKind) => (previous: LeadFormState, formData: FormData) => processLeadSubmission(kind, previous, formData, deps);

export async function submitVehicleInterest(previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  return run('vehicle-interest')(previous, formData);
}

export async function submitTestDrive(previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  return run('test-drive')(previous, formData);
}

export async function submitTyreAppointment(previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  return run('tyre-appointment')(previous, formData);
}

export async function submitTyreOffer(previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  return run('tyre-offer')(previous, formData);
}

export async function submitContact(previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  return run('contact')(previous, formData);
}
