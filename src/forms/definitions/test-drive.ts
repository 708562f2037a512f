import { defineForm } from '../../form-engine/validation';
import { bookableDayRule, bookableSlotRule } from './appointment';
import { CONSENT_FIELD, CONSENT_SECTION, CONTACT_FIELDS, CONTACT_RULES, CONTACT_SECTION, CONTACT_UI, MESSAGE_FIELD } from './common';
import { bookingSchedule, TEST_DRIVE_BOOKING, type Booking } from './booking';
import { TRADE_IN_PART_SECTION, TRADE_IN_PART_UI, tradeInPart } from './trade-in';
import type { FormConfig, FormLayout } from './types';
import { leadFormSpec } from './index';

/** The custom rules of a test drive booked under `booking`: the contact rules, a bookable day and slot. */
export function testDriveRules(booking: Booking, config: FormConfig) {
  const scheduleOf = (values: Readonly<Record<string, unknown>>) => bookingSchedule(booking, config, values);
  return {
    ...CONTACT_RULES,
    bookable_day: bookableDayRule(scheduleOf, booking.policy),
    bookable_slot: bookableSlotRule('date', scheduleOf, booking.policy),
  };
}

/** The day and time of a test drive: from today whatever the hours say (a dealership without readable hours too), then within them. */
export const TEST_DRIVE_WHEN_FIELDS = {
  date: {
    type: 'date',
    label: 'forms.fields.testDriveDate',
    rules: 'required|date_after_or_equal|bookable_day',
    messages: { date_after_or_equal: 'forms.messages.datePast' },
  },
  slot: { type: 'time', label: 'forms.fields.slot', rules: 'required|bookable_slot' },
} as const;

/** The confirmation of a driving licence. */
export const LICENCE_FIELD = {
  type: 'checkbox',
  label: 'forms.fields.licence',
  rules: 'accepted',
  messages: { accepted: 'forms.messages.licenceRequired' },
} as const;

/**
 * The test-drive form of a vehicle: the contact fields, a date and a time slot within the opening
 * hours of the showroom where the vehicle stands (in the future, see TEST_DRIVE_BOOKING), and the
 * confirmation of a driving licence. Built per dealership: its schedule is part of the rules.
 */
export function testDriveForm(config: FormConfig = {}) {
  return defineForm({
    id: 'test-drive',
    rules: testDriveRules(TEST_DRIVE_BOOKING, config),
    fields: {
      ...CONTACT_FIELDS,
      ...TEST_DRIVE_WHEN_FIELDS,
      licence: LICENCE_FIELD,
      ...tradeInPart(),
      message: MESSAGE_FIELD,
      consent: CONSENT_FIELD,
    },
  });
}

export type TestDriveFields = ReturnType<typeof testDriveForm>['fields'];

export const testDriveLayout: FormLayout<TestDriveFields> = {
  sections: [
    { legend: 'forms.sections.when', fields: ['date', 'slot'] },
    CONTACT_SECTION,
    TRADE_IN_PART_SECTION,
    { legend: 'forms.sections.request', fields: ['licence', 'message'] },
    CONSENT_SECTION,
  ],
  ui: {
    date: { half: true, description: 'forms.descriptions.testDriveDate' },
    slot: { half: true, slotsOf: 'date', emptyOption: 'forms.placeholders.slot' },
    ...CONTACT_UI,
    message: { rows: 4, placeholder: 'forms.placeholders.testDriveMessage' },
    ...TRADE_IN_PART_UI,
  },
};

/** The test drive's spec: a vehicle of the stock, in its showroom's hours. */
export const VEHICLE_TEST_DRIVE = leadFormSpec({
  id: 'test-drive',
  build: testDriveForm,
  layout: testDriveLayout,
  defaults: { contact: 'email' },
  vehicle: true,
  booking: TEST_DRIVE_BOOKING,
});
