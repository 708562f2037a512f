import { defineLeadForm } from '../forms/definitions';
import { submitLeaseEnquiry } from './enquiry-action';
import { LEASE_ENQUIRY } from './enquiry-form';

/** The lease feature's lead forms (rows of the lead-form table, joined in src/composition/lead-forms.ts). */
export const LEASE_ENQUIRY_FORM = defineLeadForm(LEASE_ENQUIRY, submitLeaseEnquiry, { name: 'lease-enquiry' });

export const LEASE_LEAD_FORMS = [LEASE_ENQUIRY_FORM] as const;
