import { defineForm } from '../../form-engine/validation';
import { bookableDayRule, bookableSlotRule } from './appointment';
import { CONSENT_FIELD, CONSENT_SECTION, CONTACT_FIELDS, CONTACT_RULES, CONTACT_SECTION, CONTACT_UI, MESSAGE_FIELD } from './common';
import { bookingSchedule, WORKSHOP_BOOKING } from './booking';
import type { FormConfig, FormLayout } from './types';
import { leadFormSpec } from './index';

export const TYRE_SERVICES = [
  { value: 'seasonal', label: 'forms.options.tyreService.seasonal' },
  { value: 'new', label: 'forms.options.tyreService.new' },
  { value: 'repair', label: 'forms.options.tyreService.repair' },
  { value: 'storage', label: 'forms.options.tyreService.storage' },
] as const;

/**
 * The tyre and wheel appointment: which workshop, what to do, which vehicle, and a date and time
 * slot within that workshop's opening hours. The location variants of the page preselect the
 * workshop; the visitor may still choose another one.
 */
export function tyreAppointmentForm(config: FormConfig = {}) {
  const locations = config.locations ?? [];
  const scheduleOf = (values: Readonly<Record<string, unknown>>) => bookingSchedule(WORKSHOP_BOOKING, config, values);
  return defineForm({
    id: 'tyre-appointment',
    rules: {
      ...CONTACT_RULES,
      bookable_day: bookableDayRule(scheduleOf, WORKSHOP_BOOKING.policy),
      bookable_slot: bookableSlotRule('date', scheduleOf, WORKSHOP_BOOKING.policy),
    },
    fields: {
      location: {
        type: 'select',
        label: 'forms.fields.workshop',
        rules: 'required',
        options: locations.map((l) => ({ value: l.slug, label: l.name })),
      },
      service: { type: 'radio', label: 'forms.fields.tyreService', rules: 'required', options: TYRE_SERVICES },
      vehicle: { type: 'text', label: 'forms.fields.vehicleModel', rules: 'required:trim|length:2,120', maxLength: 120 },
      plate: { type: 'text', label: 'forms.fields.plate', rules: 'length:2,12', maxLength: 12 },
      date: {
        type: 'date',
        label: 'forms.fields.appointmentDate',
        rules: 'required|date_after_or_equal|bookable_day',
        messages: { date_after_or_equal: 'forms.messages.datePast' },
      },
      slot: { type: 'time', label: 'forms.fields.slot', rules: 'required|bookable_slot' },
      ...CONTACT_FIELDS,
      message: MESSAGE_FIELD,
      consent: CONSENT_FIELD,
    },
  });
}

export type TyreAppointmentFields = ReturnType<typeof tyreAppointmentForm>['fields'];

export const tyreAppointmentLayout: FormLayout<TyreAppointmentFields> = {
  sections: [
    { legend: 'forms.sections.service', fields: ['location', 'service', 'vehicle', 'plate'] },
    { legend: 'forms.sections.when', fields: ['date', 'slot'] },
    CONTACT_SECTION,
    { legend: 'forms.sections.request', fields: ['message'] },
    CONSENT_SECTION,
  ],
  ui: {
    location: { emptyOption: 'forms.placeholders.workshop' },
    vehicle: { half: true, placeholder: 'forms.placeholders.vehicleModel' },
    plate: { half: true, autoComplete: 'off', placeholder: 'forms.placeholders.plate' },
    date: { half: true, description: 'forms.descriptions.appointmentDate' },
    slot: { half: true, slotsOf: 'date', emptyOption: 'forms.placeholders.slot' },
    ...CONTACT_UI,
    message: { rows: 4 },
  },
};

/** The tyre appointment's spec: in the workshop the visitor chooses; editors embed it in pages. */
export const TYRE_APPOINTMENT = leadFormSpec({
  id: 'tyre-appointment',
  build: tyreAppointmentForm,
  layout: tyreAppointmentLayout,
  defaults: { contact: 'email', service: 'seasonal' },
  booking: WORKSHOP_BOOKING,
  embeddable: true,
});
