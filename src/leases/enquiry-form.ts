import { defineForm } from '../form-engine/validation';
import { CONSENT_FIELD, CONTACT_FIELDS, CONTACT_RULES, MESSAGE_FIELD } from '../forms/definitions/common';
import { leadFormSpec, type FormLayout } from '../forms/definitions';

/**
 * The lease enquiry: who to contact about an offer. The offer and the configuration chosen in the
 * calculator travel as hidden fields (`LEASE_FIELDS`, src/leases/enquiry-fields.ts); the server finds
 * the offer itself and quotes the configuration again with the same calculator before it stores the
 * lead (src/leases/enquiry.ts).
 */
export const leaseEnquiryForm = defineForm({
  id: 'lease-enquiry',
  rules: CONTACT_RULES,
  fields: {
    ...CONTACT_FIELDS,
    tradeIn: { type: 'checkbox', label: 'forms.fields.tradeIn' },
    message: MESSAGE_FIELD,
    consent: CONSENT_FIELD,
  },
});

export type LeaseEnquiryFields = typeof leaseEnquiryForm.fields;

export const leaseEnquiryLayout: FormLayout<LeaseEnquiryFields> = {
  sections: [
    { legend: 'forms.sections.you', fields: ['name', 'email', 'phone', 'contact'] },
    { legend: 'forms.sections.request', fields: ['tradeIn', 'message'] },
    { legend: 'forms.sections.consent', fields: ['consent'] },
  ],
  ui: {
    name: { autoComplete: 'name' },
    email: { autoComplete: 'email', inputMode: 'email', half: true },
    phone: { autoComplete: 'tel', inputMode: 'tel', half: true, description: 'forms.descriptions.phone' },
    message: { rows: 4, placeholder: 'forms.placeholders.interestMessage' },
  },
};

/** The lease enquiry's spec: about an offer (its hidden fields), checked on the server (enquiry.ts). */
export const LEASE_ENQUIRY = leadFormSpec({
  id: 'lease-enquiry',
  build: () => leaseEnquiryForm,
  layout: leaseEnquiryLayout,
  defaults: { contact: 'email' },
});
