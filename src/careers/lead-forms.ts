import { defineLeadForm } from '../forms/definitions';
import { submitJobApplication } from './application-action';
import { JOB_APPLICATION } from './application-form';

/** The careers feature's lead forms (rows of the lead-form table, joined in src/composition/lead-forms.ts). */
export const JOB_APPLICATION_FORM = defineLeadForm(JOB_APPLICATION, submitJobApplication, { name: 'job-application' });

export const CAREER_LEAD_FORMS = [JOB_APPLICATION_FORM] as const;
