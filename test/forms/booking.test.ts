import { describe, expect, it } from 'vitest';
import { LEAD_FORMS, type FormKind } from '../../src/composition/lead-forms';
import { bookingSchedule, type FormConfig } from '../../src/forms/definitions';
import type { Schedule } from '../../src/locations/hours/hours';

/**
 * Booking rules are part of each form's row in LEAD_FORMS (issue 9, point 2): the definition's
 * rules, the server's data and the view read `booking`, and no code asks for a form's kind by name.
 * These tests keep the rows honest: a form that asks for a slot says how it books one, and the
 * schedule a slot is checked against is the one its row names.
 */

const week = (from: string, to: string) =>
  Object.fromEntries(
    (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((d) => [
      d,
      d === 'sunday' ? [] : [{ from, to }],
    ]),
  );
const schedule = (from: string, to: string): Schedule =>
  ({ week: week(from, to), closedOnPublicHolidays: true, closingDays: [] }) as unknown as Schedule;

const SHOWROOM = schedule('09:00', '18:00');
const BERTRANGE = schedule('07:30', '17:00');
const NIEDERKORN = schedule('08:00', '12:00');
const CONFIG: FormConfig = {
  schedule: SHOWROOM,
  locations: [
    { slug: 'bertrange', name: 'Autopolis Bertrange', schedule: BERTRANGE },
    { slug: 'niederkorn', name: 'Autopolis Niederkorn', schedule: NIEDERKORN },
    { slug: 'office', name: 'Head office', schedule: null },
  ],
};
const KINDS = Object.keys(LEAD_FORMS) as FormKind[];
const fieldsOf = (kind: FormKind) => (LEAD_FORMS[kind].build as (config: FormConfig) => { names: readonly string[] })(CONFIG).names;

describe('booking rows of the lead forms', () => {
  it('a form with a slot field has a booking in its row, and a form without one has none', () => {
    const withSlot = KINDS.filter((kind) => fieldsOf(kind).includes('slot'));
    const booking = KINDS.filter((kind) => LEAD_FORMS[kind].booking !== null);
    expect(withSlot.length).toBeGreaterThanOrEqual(3);
    expect(booking.sort()).toEqual(withSlot.sort());
  });

  it('a booking that clears the slot on a field change names fields the form has', () => {
    for (const kind of KINDS) {
      const row = LEAD_FORMS[kind];
      for (const field of row.booking?.resetSlotOn ?? []) expect(fieldsOf(kind), `${kind}: ${field}`).toContain(field);
      // a form booked at the chosen location must let the visitor choose one
      if (row.booking?.at === 'chosen-location') expect(fieldsOf(kind), kind).toContain('location');
    }
  });

  it('books a test drive against the showroom of the vehicle, a tyre appointment against the chosen workshop', () => {
    expect(LEAD_FORMS['test-drive'].booking).toMatchObject({ hours: 'showroom', at: 'vehicle' });
    expect(LEAD_FORMS['tyre-appointment'].booking).toMatchObject({ hours: 'workshop', at: 'chosen-location', resetSlotOn: ['location'] });
    expect(bookingSchedule(LEAD_FORMS['test-drive'].booking, CONFIG, { location: 'niederkorn' })).toBe(SHOWROOM);
    expect(bookingSchedule(LEAD_FORMS['tyre-appointment'].booking, CONFIG, { location: 'niederkorn' })).toBe(NIEDERKORN);
    expect(bookingSchedule(LEAD_FORMS['tyre-appointment'].booking, CONFIG, { location: 'bertrange' })).toBe(BERTRANGE);
  });

  it('has no schedule to offer when the chosen place has no hours, none is chosen, or the vehicle has none', () => {
    const workshop = LEAD_FORMS['tyre-appointment'].booking;
    expect(bookingSchedule(workshop, CONFIG, { location: 'office' })).toBeNull();
    expect(bookingSchedule(workshop, CONFIG, {})).toBeNull();
    expect(bookingSchedule(workshop, CONFIG, { location: 'nowhere' })).toBeNull();
    expect(bookingSchedule(LEAD_FORMS['test-drive'].booking, { locations: CONFIG.locations }, {})).toBeNull();
  });
});
