import type { DayHours, WeekHours } from '../../src/locations/types';

/**
 * Opening hours for tests (src/locations/hours and the test-drive slots built on them). Instants are written in
 * UTC: Luxembourg is UTC+1 in winter, UTC+2 in summer.
 */
export const at = (iso: string) => new Date(iso);

/** An open day with its ranges written `HH:MM-HH:MM`. */
export const open = (...ranges: string[]): DayHours => ({
  state: 'open',
  ranges: ranges.map((r) => ({ from: r.split('-')[0]!, to: r.split('-')[1]! })),
  comment: '',
});

export const closed: DayHours = { state: 'closed', comment: '' };

export const WEEKDAY = open('08:30-12:00', '13:00-18:30');

/** Bertrange's showroom in the mocks: lunch break, short Saturday, closed on Sunday. */
export const showroomWeek: WeekHours = {
  monday: WEEKDAY,
  tuesday: WEEKDAY,
  wednesday: WEEKDAY,
  thursday: WEEKDAY,
  friday: WEEKDAY,
  saturday: open('09:00-17:00'),
  sunday: closed,
};
