import { defineForm } from '../form-engine/validation';
import type { Booking } from '../forms/definitions/booking';
import { CONSENT_FIELD, CONTACT_FIELDS, MESSAGE_FIELD } from '../forms/definitions/common';
import { LICENCE_FIELD, TEST_DRIVE_WHEN_FIELDS, testDriveRules } from '../forms/definitions/test-drive';
import { TEST_DRIVE_POLICY } from '../forms/definitions/slots';
import { TRADE_IN_PART_SECTION, TRADE_IN_PART_UI, tradeInPart } from '../forms/definitions/trade-in';
import { leadFormSpec, type FormConfig, type FormLayout } from '../forms/definitions';

/**
 * A test drive of a model, without choosing a vehicle of the stock (issue 11, point 1): the visitor
 * chooses one of the dealerships that sell the brand, a date and a time within its showroom hours,
 * and the dealership prepares a demonstrator. The model travels as a hidden field (`MODEL_FIELD`,
 * `brand/slug` of its story); the server finds the model and the brand's dealerships itself
 * (src/models/test-drive.ts).
 */
export const MODEL_FIELD = '_model';

/** In the showroom the visitor chooses (another dealership has other hours: the slot is cleared). */
export const MODEL_TEST_DRIVE_BOOKING: Booking = {
  hours: 'showroom',
  at: 'chosen-location',
  policy: TEST_DRIVE_POLICY,
  resetSlotOn: ['location'],
};

export function modelTestDriveForm(config: FormConfig = {}) {
  const locations = config.locations ?? [];
  return defineForm({
    id: 'model-test-drive',
    rules: testDriveRules(MODEL_TEST_DRIVE_BOOKING, config),
    fields: {
      location: {
        type: 'select',
        label: 'forms.fields.dealership',
        rules: 'required',
        options: locations.map((l) => ({ value: l.slug, label: l.name })),
      },
      ...TEST_DRIVE_WHEN_FIELDS,
      ...CONTACT_FIELDS,
      licence: LICENCE_FIELD,
      ...tradeInPart(),
      message: MESSAGE_FIELD,
      consent: CONSENT_FIELD,
    },
  });
}

export type ModelTestDriveFields = ReturnType<typeof modelTestDriveForm>['fields'];

export const modelTestDriveLayout: FormLayout<ModelTestDriveFields> = {
  sections: [
    { legend: 'forms.sections.when', fields: ['location', 'date', 'slot'] },
    { legend: 'forms.sections.you', fields: ['name', 'email', 'phone', 'contact'] },
    TRADE_IN_PART_SECTION,
    { legend: 'forms.sections.request', fields: ['licence', 'message'] },
    { legend: 'forms.sections.consent', fields: ['consent'] },
  ],
  ui: {
    location: { emptyOption: 'forms.placeholders.dealership' },
    date: { half: true, description: 'forms.descriptions.testDriveDate' },
    slot: { half: true, slotsOf: 'date', emptyOption: 'forms.placeholders.slot' },
    name: { autoComplete: 'name' },
    email: { autoComplete: 'email', inputMode: 'email', half: true },
    phone: { autoComplete: 'tel', inputMode: 'tel', half: true, description: 'forms.descriptions.phone' },
    message: { rows: 4, placeholder: 'forms.placeholders.testDriveMessage' },
    ...TRADE_IN_PART_UI,
  },
};

/** The model test drive's spec: about a model (its hidden field), at a dealership that sells its brand (test-drive.ts). */
export const MODEL_TEST_DRIVE = leadFormSpec({
  id: 'model-test-drive',
  build: modelTestDriveForm,
  layout: modelTestDriveLayout,
  defaults: { contact: 'email' },
  booking: MODEL_TEST_DRIVE_BOOKING,
});
