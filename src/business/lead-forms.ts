import { defineLeadForm } from '../forms/definitions';
import { submitFleetQuote } from './fleet-quote-action';
import { FLEET_QUOTE } from './fleet-quote-form';

/** The business feature's lead forms (rows of the lead-form table, joined in src/composition/lead-forms.ts). */
export const FLEET_QUOTE_FORM = defineLeadForm(FLEET_QUOTE, submitFleetQuote, { name: 'fleet-quote' });

export const BUSINESS_LEAD_FORMS = [FLEET_QUOTE_FORM] as const;
