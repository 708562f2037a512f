import type { Schedule } from '../../locations/hours/hours';
import { TEST_DRIVE_POLICY, WORKSHOP_POLICY, type SlotPolicy } from './slots';
import type { FormConfig } from './types';

/**
 * How a form books an appointment, as part of its row in `LEAD_FORMS`: which opening hours of a
 * dealership apply, whose dealership it is, the slot policy, and which fields clear the chosen
 * slot when they change. The definition's rules, the server's data and the view all read it.
 */
export type Booking = {
  /** The hours of the dealership an appointment is booked in. */
  hours: 'showroom' | 'workshop';
  /**
   * Whose dealership: the vehicle's (the server gives its schedule as `config.schedule`) or the one
   * chosen in the form's `location` field (each choice in `config.locations` carries its schedule,
   * and only sites with such hours are offered).
   */
  at: 'vehicle' | 'chosen-location';
  policy: SlotPolicy;
  /** Fields whose change clears the chosen slot (another workshop has other hours). */
  resetSlotOn: readonly string[];
};

/** A test drive: in the showroom where the vehicle stands. */
export const TEST_DRIVE_BOOKING: Booking = { hours: 'showroom', at: 'vehicle', policy: TEST_DRIVE_POLICY, resetSlotOn: [] };

/** A tyre appointment: in the workshop the visitor chooses. */
export const WORKSHOP_BOOKING: Booking = { hours: 'workshop', at: 'chosen-location', policy: WORKSHOP_POLICY, resetSlotOn: ['location'] };

/** The schedule the values are booked against, or null when its hours are unknown. */
export function bookingSchedule(booking: Booking | null, config: FormConfig, values: Readonly<Record<string, unknown>>): Schedule | null {
  if (booking?.at === 'chosen-location') return config.locations?.find((l) => l.slug === values.location)?.schedule ?? null;
  return config.schedule ?? null;
}
