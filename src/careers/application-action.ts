'use server';

import { leadSubmissionDeps } from '../forms/actions/deps';
import { processLeadSubmission } from '../forms/actions/process';
import type { LeadFormState } from '../forms/actions/state';
import { JOB_APPLICATION } from './application-form';
import { jobApplicationContext } from './application';

const deps = leadSubmissionDeps((_spec, locale, formData) => jobApplicationContext(locale, formData));

/**
 * The server action of a job ad's application (the lead form pipeline of src/forms): what the
 * application is about is the ad its hidden field names, found here (application.ts).
 */
export async function submitJobApplication(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(JOB_APPLICATION, formData, deps);
}
