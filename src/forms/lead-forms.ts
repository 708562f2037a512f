import { submitContact, submitTestDrive, submitTyreAppointment, submitTyreOffer, submitVehicleInterest } from './actions/submit';
import { defineLeadForm } from './definitions';
import { CONTACT } from './definitions/contact';
import { VEHICLE_INTEREST } from './definitions/interest';
import { VEHICLE_TEST_DRIVE } from './definitions/test-drive';
import { TYRE_APPOINTMENT } from './definitions/tyre-appointment';
import { TYRE_OFFER } from './definitions/tyre-offer';

/**
 * The site's own lead forms, as rows of the lead-form table (src/composition/lead-forms.ts joins
 * them with the features' `lead-forms.ts`): the forms of a vehicle of the stock, the tyre forms and
 * the contact form, each with its server action.
 */
export const VEHICLE_INTEREST_FORM = defineLeadForm(VEHICLE_INTEREST, submitVehicleInterest);
export const VEHICLE_TEST_DRIVE_FORM = defineLeadForm(VEHICLE_TEST_DRIVE, submitTestDrive);

export const SITE_LEAD_FORMS = [
  VEHICLE_INTEREST_FORM,
  VEHICLE_TEST_DRIVE_FORM,
  defineLeadForm(TYRE_APPOINTMENT, submitTyreAppointment),
  defineLeadForm(TYRE_OFFER, submitTyreOffer),
  defineLeadForm(CONTACT, submitContact),
] as const;
