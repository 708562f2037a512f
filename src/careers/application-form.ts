import { DOCUMENT_TYPES } from '../files/document-types';
import { defineForm } from '../form-engine/validation';
import { CONSENT_FIELD, CONTACT_FIELDS, CONTACT_RULES, MESSAGE_FIELD } from '../forms/definitions/common';
import { leadFormSpec, type FormLayout } from '../forms/definitions';

/**
 * The application of a job ad: who applies, their CV (required) and a cover letter, each a PDF or a
 * Word file of 5 MiB at most (the lead store sniffs the bytes: a renamed file of another kind is
 * refused), an optional message and the consent. The ad travels as a hidden field (`JOB_FIELD`); the
 * server finds the ad itself before it stores the application (src/careers/application.ts).
 */
export const JOB_FIELD = '_job';

/** PDF and Word, by type and by extension (a browser may declare a .doc as application/octet-stream). */
export const APPLICATION_ACCEPT = [...DOCUMENT_TYPES, '.pdf', '.docx', '.doc'] as const;
export const MAX_APPLICATION_FILE_BYTES = 5 * 1024 * 1024;

const document = (label: string, rules?: string) =>
  ({
    type: 'file',
    label,
    visibility: 'dirty',
    maxFiles: 1,
    maxFileSize: MAX_APPLICATION_FILE_BYTES,
    accept: APPLICATION_ACCEPT,
    ...(rules ? { rules } : {}),
  }) as const;

export const jobApplicationForm = defineForm({
  id: 'job-application',
  rules: CONTACT_RULES,
  namespaces: ['careers'],
  fields: {
    ...CONTACT_FIELDS,
    cv: document('careers.application.fields.cv', 'required'),
    letter: document('careers.application.fields.letter'),
    message: MESSAGE_FIELD,
    consent: CONSENT_FIELD,
  },
});

export type JobApplicationFields = typeof jobApplicationForm.fields;

export const jobApplicationLayout: FormLayout<JobApplicationFields> = {
  sections: [
    { legend: 'forms.sections.you', fields: ['name', 'email', 'phone', 'contact'] },
    { legend: 'careers.application.sections.documents', fields: ['cv', 'letter', 'message'] },
    { legend: 'forms.sections.consent', fields: ['consent'] },
  ],
  ui: {
    name: { autoComplete: 'name' },
    email: { autoComplete: 'email', inputMode: 'email', half: true },
    phone: { autoComplete: 'tel', inputMode: 'tel', half: true, description: 'forms.descriptions.phone' },
    cv: { description: 'careers.application.descriptions.documents' },
    letter: { description: 'careers.application.descriptions.documents' },
    message: { rows: 4, placeholder: 'careers.application.placeholders.message' },
  },
};

/** The job application's spec: about a job ad (its hidden field), checked on the server (application.ts). */
export const JOB_APPLICATION = leadFormSpec({
  id: 'job-application',
  build: () => jobApplicationForm,
  layout: jobApplicationLayout,
  defaults: { contact: 'email' },
});
