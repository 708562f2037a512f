import { defineLeadForm } from '../forms/definitions';
import { submitModelTestDrive } from './test-drive-action';
import { MODEL_TEST_DRIVE } from './test-drive-form';

/** The models feature's lead forms (rows of the lead-form table, joined in src/composition/lead-forms.ts). */
export const MODEL_TEST_DRIVE_FORM = defineLeadForm(MODEL_TEST_DRIVE, submitModelTestDrive, { name: 'model-test-drive' });

export const MODEL_LEAD_FORMS = [MODEL_TEST_DRIVE_FORM] as const;
