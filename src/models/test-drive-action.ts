'use server';

import { leadSubmissionDeps } from '../forms/actions/deps';
import { processLeadSubmission } from '../forms/actions/process';
import type { LeadFormState } from '../forms/actions/state';
import { MODEL_TEST_DRIVE } from './test-drive-form';
import { modelTestDriveContext } from './test-drive';

const deps = leadSubmissionDeps((_spec, locale, formData) => modelTestDriveContext(locale, formData));

/**
 * The server action of a model page's test drive (the lead form pipeline of src/forms): what the
 * request is about is the model its hidden field names and the dealerships that sell it, found here
 * (test-drive.ts).
 */
export async function submitModelTestDrive(formData: FormData): Promise<LeadFormState> {
  return processLeadSubmission(MODEL_TEST_DRIVE, formData, deps);
}
