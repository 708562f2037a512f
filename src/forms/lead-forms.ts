import {
  submitContact,
  submitShortlist,
  submitTestDrive,
  submitTradeIn,
  submitTyreAppointment,
  submitTyreOffer,
  submitVehicleInterest,
} from './actions/submit';
import { defineLeadForm } from './definitions';
import { CONTACT } from './definitions/contact';
import { VEHICLE_INTEREST } from './definitions/interest';
import { VEHICLE_TEST_DRIVE } from './definitions/test-drive';
import { TRADE_IN } from './definitions/trade-in';
import { TYRE_APPOINTMENT } from './definitions/tyre-appointment';
import { TYRE_OFFER } from './definitions/tyre-offer';
import { SHORTLIST } from './definitions/shortlist';

/**
 * The site's own lead forms, as rows of the lead-form table (src/composition/lead-forms.ts joins
 * them with the features' `lead-forms.ts`): the forms of a vehicle of the stock, the tyre forms, the
 * contact form, the trade-in (the visitor's own car, not a thing of a feature) and the shortlist (the vehicles a
 * visitor kept or compares), each with its server action.
 */
export const VEHICLE_INTEREST_FORM = defineLeadForm(VEHICLE_INTEREST, submitVehicleInterest, { name: 'vehicle-interest' });
export const VEHICLE_TEST_DRIVE_FORM = defineLeadForm(VEHICLE_TEST_DRIVE, submitTestDrive, { name: 'test-drive' });
/** The favourites' and the comparison's vehicles sent to a salesperson (issue 37). */
export const SHORTLIST_FORM = defineLeadForm(SHORTLIST, submitShortlist, { name: 'shortlist' });

export const SITE_LEAD_FORMS = [
  VEHICLE_INTEREST_FORM,
  VEHICLE_TEST_DRIVE_FORM,
  defineLeadForm(TYRE_APPOINTMENT, submitTyreAppointment, { name: 'tyre-appointment' }),
  defineLeadForm(TYRE_OFFER, submitTyreOffer, { name: 'tyre-offer' }),
  defineLeadForm(CONTACT, submitContact, { name: 'contact' }),
  defineLeadForm(TRADE_IN, submitTradeIn, { name: 'trade-in' }),
  SHORTLIST_FORM,
] as const;
