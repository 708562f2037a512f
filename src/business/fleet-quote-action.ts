'use server';

import { submissionContext } from '../forms/actions/context';
import { leadSubmissionDeps } from '../forms/actions/deps';
import { processLeadSubmission } from '../forms/actions/process';
import type { LeadFormState } from '../forms/actions/state';
import { FLEET_QUOTE } from './fleet-quote-form';

const deps = leadSubmissionDeps(submissionContext);

/** The server action of the fleet quote (the lead form pipeline of src/forms): checked against the dealerships a visitor may choose. */
export async function submitFleetQuote(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(FLEET_QUOTE, formData, deps);
}
