import { isVatNumber } from './vat';
import { defineForm, defineRule } from '../form-engine/validation';
import { CONSENT_FIELD, CONTACT_FIELDS, CONTACT_RULES, MESSAGE_FIELD } from '../forms/definitions/common';
import { leadFormSpec, type FormConfig, type FormLayout } from '../forms/definitions';

/** The kinds of vehicle a fleet may need (several may be chosen). */
export const FLEET_VEHICLE_TYPES = [
  { value: 'cars', label: 'business.fleetQuote.options.vehicleTypes.cars' },
  { value: 'electric', label: 'business.fleetQuote.options.vehicleTypes.electric' },
  { value: 'vans', label: 'business.fleetQuote.options.vehicleTypes.vans' },
  { value: 'pickups', label: 'business.fleetQuote.options.vehicleTypes.pickups' },
  { value: 'conversions', label: 'business.fleetQuote.options.vehicleTypes.conversions' },
] as const;

/** How the company means to finance its fleet. */
export const FLEET_FORMULAS = [
  { value: 'lease', label: 'business.fleetQuote.options.formula.lease' },
  { value: 'purchase', label: 'business.fleetQuote.options.formula.purchase' },
  { value: 'advice', label: 'business.fleetQuote.options.formula.advice' },
] as const;

/** The largest fleet the form accepts as a number (a bigger one writes to us). */
export const MAX_FLEET_SIZE = 5000;

/** An EU VAT number with its country prefix, checked for its form (see vat.ts). */
export const vatNumberRule = defineRule<[]>({
  validate: ({ value }) => isVatNumber(String(value)),
  message: () => ({ key: 'business.fleetQuote.messages.vatNumber' }),
});

/**
 * The fleet quote request of the business pages: the company and its VAT number, how many vehicles
 * of which kinds, how it means to finance them, and who to answer.
 */
export function fleetQuoteForm(_config: FormConfig = {}) {
  return defineForm({
    id: 'fleet-quote',
    rules: { ...CONTACT_RULES, vat_number: vatNumberRule },
    namespaces: ['business'],
    fields: {
      company: { type: 'text', label: 'business.fleetQuote.fields.company', rules: 'required:trim|length:2,120', maxLength: 120 },
      vatNumber: { type: 'text', label: 'business.fleetQuote.fields.vatNumber', rules: 'required:trim|vat_number', maxLength: 20 },
      fleetSize: {
        type: 'number',
        label: 'business.fleetQuote.fields.fleetSize',
        rules: `required|number|between:1,${MAX_FLEET_SIZE}`,
      },
      vehicleTypes: {
        type: 'checkboxes',
        label: 'business.fleetQuote.fields.vehicleTypes',
        rules: 'required',
        options: FLEET_VEHICLE_TYPES,
        messages: { required: 'business.fleetQuote.messages.vehicleTypes' },
      },
      formula: { type: 'radio', label: 'business.fleetQuote.fields.formula', rules: 'required', options: FLEET_FORMULAS },
      ...CONTACT_FIELDS,
      message: MESSAGE_FIELD,
      consent: CONSENT_FIELD,
    },
  });
}

export type FleetQuoteFields = ReturnType<typeof fleetQuoteForm>['fields'];

export const fleetQuoteLayout: FormLayout<FleetQuoteFields> = {
  sections: [
    { legend: 'business.fleetQuote.sections.company', fields: ['company', 'vatNumber'] },
    { legend: 'business.fleetQuote.sections.fleet', fields: ['fleetSize', 'vehicleTypes', 'formula', 'message'] },
    { legend: 'forms.sections.you', fields: ['name', 'email', 'phone', 'contact'] },
    { legend: 'forms.sections.consent', fields: ['consent'] },
  ],
  ui: {
    company: { half: true, autoComplete: 'organization' },
    vatNumber: {
      half: true,
      autoComplete: 'off',
      placeholder: 'business.fleetQuote.placeholders.vatNumber',
      description: 'business.fleetQuote.descriptions.vatNumber',
    },
    fleetSize: { half: true, inputMode: 'numeric', autoComplete: 'off', description: 'business.fleetQuote.descriptions.fleetSize' },
    message: { rows: 4 },
    name: { autoComplete: 'name' },
    email: { autoComplete: 'email', inputMode: 'email', half: true },
    phone: { autoComplete: 'tel', inputMode: 'tel', half: true, description: 'forms.descriptions.phone' },
  },
};

/** The fleet quote's spec (issue 10): on the business pages, and editors embed it in pages. */
export const FLEET_QUOTE = leadFormSpec({
  id: 'fleet-quote',
  build: fleetQuoteForm,
  layout: fleetQuoteLayout,
  defaults: { contact: 'email', formula: 'advice' },
  embeddable: true,
});
