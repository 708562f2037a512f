import type { Fields, FormDefinition, RawValues } from '../../form-engine/validation';
import { contactForm, contactLayout } from './contact';
import { fleetQuoteForm, fleetQuoteLayout } from './fleet-quote';
import { interestForm, interestLayout } from './interest';
import { leaseEnquiryForm, leaseEnquiryLayout } from './lease-enquiry';
import { jobApplicationForm, jobApplicationLayout } from './job-application';
import { MODEL_TEST_DRIVE_BOOKING, modelTestDriveForm, modelTestDriveLayout } from './model-test-drive';
import { testDriveForm, testDriveLayout } from './test-drive';
import { tyreAppointmentForm, tyreAppointmentLayout } from './tyre-appointment';
import { tyreOfferForm, tyreOfferLayout } from './tyre-offer';
import { TEST_DRIVE_BOOKING, WORKSHOP_BOOKING, type Booking } from './booking';
import type { FormConfig, FormLayout } from './types';

export { bookingSchedule, type Booking } from './booking';
export type { FieldUi, FormConfig, FormLayout, FormSection, LocationChoice } from './types';

/**
 * Every lead form of the site, by kind. The kind is what a page or a CMS section names; `id` is
 * the form id a lead is stored under. Client and server build a definition from the same kind and
 * configuration, so both validate alike. `vehicle`: the form is about a vehicle of the stock (its
 * hidden field names it); `booking`: how it books an appointment (see booking.ts), or null.
 */
export const LEAD_FORMS = {
  'vehicle-interest': {
    id: 'vehicle-interest',
    build: (_config: FormConfig) => interestForm,
    layout: interestLayout,
    defaults: { contact: 'email' },
    vehicle: true,
    booking: null,
  },
  'test-drive': {
    id: 'test-drive',
    build: testDriveForm,
    layout: testDriveLayout,
    defaults: { contact: 'email' },
    vehicle: true,
    booking: TEST_DRIVE_BOOKING,
  },
  'tyre-appointment': {
    id: 'tyre-appointment',
    build: tyreAppointmentForm,
    layout: tyreAppointmentLayout,
    defaults: { contact: 'email', service: 'seasonal' },
    vehicle: false,
    booking: WORKSHOP_BOOKING,
  },
  'tyre-offer': {
    id: 'tyre-offer',
    build: tyreOfferForm,
    layout: tyreOfferLayout,
    defaults: { contact: 'email', quantity: '4' },
    vehicle: false,
    booking: null,
  },
  /** About a lease offer (src/leases): the offer and the calculator's choice are hidden fields, checked on the server. */
  'lease-enquiry': {
    id: 'lease-enquiry',
    build: (_config: FormConfig) => leaseEnquiryForm,
    layout: leaseEnquiryLayout,
    defaults: { contact: 'email' },
    vehicle: false,
    booking: null,
  },
  /** A job ad's application (src/careers): the ad is a hidden field, checked on the server; the CV and letter are PDF or Word files. */
  'job-application': {
    id: 'job-application',
    build: (_config: FormConfig) => jobApplicationForm,
    layout: jobApplicationLayout,
    defaults: { contact: 'email' },
    vehicle: false,
    booking: null,
  },
  /** A test drive of a model without a vehicle of the stock (src/models): the model is a hidden field, the dealership chosen. */
  'model-test-drive': {
    id: 'model-test-drive',
    build: modelTestDriveForm,
    layout: modelTestDriveLayout,
    defaults: { contact: 'email' },
    vehicle: false,
    booking: MODEL_TEST_DRIVE_BOOKING,
  },
  contact: { id: 'contact', build: contactForm, layout: contactLayout, defaults: { contact: 'email' }, vehicle: false, booking: null },
  /** The business pages' fleet quote request (issue 10). */
  'fleet-quote': {
    id: 'fleet-quote',
    build: fleetQuoteForm,
    layout: fleetQuoteLayout,
    defaults: { contact: 'email', formula: 'advice' },
    vehicle: false,
    booking: null,
  },
} as const satisfies Record<
  string,
  { id: string; build: unknown; layout: unknown; defaults: Readonly<Record<string, string>>; vehicle: boolean; booking: Booking | null }
>;

export type FormKind = keyof typeof LEAD_FORMS;
export const FORM_KINDS = Object.keys(LEAD_FORMS) as FormKind[];

/** A form's definition for a configuration, without its field types (pages and actions handle every form alike). */
export function buildForm(kind: FormKind, config: FormConfig): FormDefinition<Fields> {
  return LEAD_FORMS[kind].build(config) as unknown as FormDefinition<Fields>;
}

/** How a form books an appointment, or null. */
export function bookingOf(kind: FormKind): Booking | null {
  return LEAD_FORMS[kind].booking;
}

export function layoutOf(kind: FormKind): FormLayout<Fields> {
  return LEAD_FORMS[kind].layout as unknown as FormLayout<Fields>;
}

/** The values a form starts with (a preselected workshop, the usual answers), as raw values. */
export function defaultValues(kind: FormKind, extra: Record<string, string> = {}): Partial<RawValues<Fields>> {
  return { ...LEAD_FORMS[kind].defaults, ...extra } as Partial<RawValues<Fields>>;
}
