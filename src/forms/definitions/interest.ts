import { defineForm } from '../../form-engine/validation';
import { CONSENT_FIELD, CONSENT_SECTION, CONTACT_FIELDS, CONTACT_RULES, CONTACT_SECTION, CONTACT_UI, MESSAGE_FIELD } from './common';
import { TRADE_IN_PART_SECTION, TRADE_IN_PART_UI, tradeInPart } from './trade-in';
import type { FormConfig, FormLayout } from './types';
import { leadFormSpec } from './index';

/**
 * The interest form of a vehicle: who to contact about it, the car they would trade in (an optional
 * part), and what else the dealership should know.
 */
export function interestForm(_config: FormConfig = {}) {
  return defineForm({
    id: 'vehicle-interest',
    rules: CONTACT_RULES,
    fields: {
      ...CONTACT_FIELDS,
      ...tradeInPart(),
      financing: { type: 'checkbox', label: 'forms.fields.financing' },
      message: MESSAGE_FIELD,
      consent: CONSENT_FIELD,
    },
  });
}

export type InterestFields = ReturnType<typeof interestForm>['fields'];

export const interestLayout: FormLayout<InterestFields> = {
  sections: [
    CONTACT_SECTION,
    TRADE_IN_PART_SECTION,
    { legend: 'forms.sections.request', fields: ['financing', 'message'] },
    CONSENT_SECTION,
  ],
  ui: {
    ...CONTACT_UI,
    message: { rows: 5, placeholder: 'forms.placeholders.interestMessage' },
    ...TRADE_IN_PART_UI,
  },
};

/** The interest form's spec: about a vehicle of the stock. */
export const VEHICLE_INTEREST = leadFormSpec({
  id: 'vehicle-interest',
  build: interestForm,
  layout: interestLayout,
  defaults: { contact: 'email' },
  vehicle: true,
});
