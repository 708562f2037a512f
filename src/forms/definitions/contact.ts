import { defineForm } from '../../form-engine/validation';
import { CONSENT_FIELD, CONSENT_SECTION, CONTACT_FIELDS, CONTACT_RULES, CONTACT_SECTION, CONTACT_UI } from './common';
import type { FormConfig, FormLayout } from './types';
import { leadFormSpec } from './index';

export const CONTACT_SUBJECTS = [
  { value: 'sales', label: 'forms.options.subject.sales' },
  { value: 'service', label: 'forms.options.subject.service' },
  { value: 'leasing', label: 'forms.options.subject.leasing' },
  { value: 'business', label: 'forms.options.subject.business' },
  { value: 'other', label: 'forms.options.subject.other' },
] as const;

/** The general contact form: a subject, optionally a dealership, and a message. */
export function contactForm(config: FormConfig = {}) {
  const locations = config.locations ?? [];
  return defineForm({
    id: 'contact',
    rules: CONTACT_RULES,
    fields: {
      subject: { type: 'select', label: 'forms.fields.subject', rules: 'required', options: CONTACT_SUBJECTS },
      location: { type: 'select', label: 'forms.fields.dealership', options: locations.map((l) => ({ value: l.slug, label: l.name })) },
      ...CONTACT_FIELDS,
      message: { type: 'textarea', label: 'forms.fields.message', rules: 'required:trim|length:10,2000', maxLength: 2000 },
      consent: CONSENT_FIELD,
    },
  });
}

export type ContactFields = ReturnType<typeof contactForm>['fields'];

export const contactLayout: FormLayout<ContactFields> = {
  sections: [{ legend: 'forms.sections.request', fields: ['subject', 'location', 'message'] }, CONTACT_SECTION, CONSENT_SECTION],
  ui: {
    subject: { half: true, emptyOption: 'forms.placeholders.subject' },
    location: { half: true, emptyOption: 'forms.placeholders.anyDealership' },
    message: { rows: 6 },
    ...CONTACT_UI,
  },
};

/** The contact form's spec; editors embed it in pages. */
export const CONTACT = leadFormSpec({
  id: 'contact',
  build: contactForm,
  layout: contactLayout,
  defaults: { contact: 'email' },
  embeddable: true,
});
