import { addDays } from '../../locations/hours/holidays';
import { dayPlan, instantOf, localMoment, minutesOf, type Schedule } from '../../locations/hours/hours';
import type { WeekHours } from '../../locations/types';

/**
 * Appointment slots (test drives, tyre appointments) on a dealership's opening hours. The hours
 * model, holidays and time-zone arithmetic are `src/locations`'; this module only cuts the open
 * ranges of a day into slots and says whether a date and a time can be booked. Pure and isomorphic:
 * the browser lists the slots of the chosen day, the server refuses anything else.
 *
 * A slot is bookable when it starts and ends within one opening range of that date that does not run
 * past midnight, and starts at least the notice period after now.
 */

export type SlotPolicy = {
  /** Minutes between two slot starts, from the opening of a range. */
  stepMinutes: number;
  /** How long an appointment takes: a slot ends by closing time. */
  lengthMinutes: number;
  /** The earliest slot starts this long after now. */
  noticeMinutes: number;
  /** The last bookable date is today plus this many days. */
  horizonDays: number;
};

export const TEST_DRIVE_POLICY: SlotPolicy = { stepMinutes: 30, lengthMinutes: 30, noticeMinutes: 60, horizonDays: 60 };
export const WORKSHOP_POLICY: SlotPolicy = { stepMinutes: 30, lengthMinutes: 30, noticeMinutes: 60, horizonDays: 90 };

/** An open window of a date, in minutes after its midnight (the end may be 1440). */
type Window = { start: number; end: number };

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * The booking windows of a date, or null when its hours are unknown. A range that runs past
 * midnight is a window of its own kind (Mersch's Friday fleet pick-up until 01:00, a night service),
 * not appointment hours: neither its evening nor its tail after midnight is offered.
 */
function windowsOn(schedule: Schedule, date: string): Window[] | null {
  const plan = dayPlan(schedule, date);
  if (plan.kind === 'unknown') return null;
  if (plan.kind !== 'open') return [];
  return bookingWindows(plan.ranges);
}

function bookingWindows(ranges: readonly { from: string; to: string }[]): Window[] {
  const out: Window[] = [];
  for (const r of ranges) {
    const from = minutesOf(r.from);
    const to = minutesOf(r.to);
    if (to > from) out.push({ start: from, end: to });
  }
  return out.sort((a, b) => a.start - b.start);
}

function slotStarts(windows: readonly Window[], policy: SlotPolicy): number[] {
  const starts = new Set<number>();
  for (const w of windows) {
    for (let t = w.start; t + policy.lengthMinutes <= w.end; t += policy.stepMinutes) starts.add(t);
  }
  return [...starts].sort((a, b) => a - b);
}

/** Today in Luxembourg and the last bookable date. */
export function bookingRange(now: Date, policy: SlotPolicy): { min: string; max: string } {
  const today = localMoment(now).date;
  return { min: today, max: addDays(today, policy.horizonDays) };
}

export type DayStatus =
  | { kind: 'open'; times: string[] }
  | { kind: 'past' }
  | { kind: 'tooFar'; max: string }
  /** Closed that date: its weekday, a public holiday or a closing day (`reason`, if any). */
  | { kind: 'closed'; reason: 'publicHoliday' | 'closingDay' | null; label?: string }
  /** The CMS gives no machine-readable hours for that date. */
  | { kind: 'unknown' }
  /** Open, but every slot of the date is too soon or over. */
  | { kind: 'full' };

/** Whether a date can be booked, and its bookable slot times (`HH:mm`, in order). */
export function dayStatus(schedule: Schedule, date: string, now: Date, policy: SlotPolicy): DayStatus {
  const range = bookingRange(now, policy);
  if (date < range.min) return { kind: 'past' };
  if (date > range.max) return { kind: 'tooFar', max: range.max };
  const windows = windowsOn(schedule, date);
  if (windows === null) return { kind: 'unknown' };
  const starts = slotStarts(windows, policy);
  if (starts.length === 0) {
    const plan = dayPlan(schedule, date);
    if (plan.kind === 'closed' && plan.reason) {
      return plan.reason.kind === 'closingDay'
        ? { kind: 'closed', reason: 'closingDay', label: plan.reason.label }
        : { kind: 'closed', reason: 'publicHoliday' };
    }
    return { kind: 'closed', reason: null };
  }
  const earliest = now.getTime() + policy.noticeMinutes * 60_000;
  const times = starts.map(clock).filter((time) => instantOf(date, time).getTime() >= earliest);
  return times.length ? { kind: 'open', times } : { kind: 'full' };
}

export type SlotStatus = { kind: 'ok' } | { kind: 'closed' } | { kind: 'tooSoon' };

/**
 * Whether a time can be booked on a date whose day is bookable (check {@link dayStatus} first):
 * `closed` when it is no slot of that date's opening hours, `tooSoon` when it starts before the notice.
 */
export function slotStatus(schedule: Schedule, date: string, time: string, now: Date, policy: SlotPolicy): SlotStatus {
  const windows = windowsOn(schedule, date) ?? [];
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return { kind: 'closed' };
  if (!slotStarts(windows, policy).includes(minutesOf(time))) return { kind: 'closed' };
  return instantOf(date, time).getTime() >= now.getTime() + policy.noticeMinutes * 60_000 ? { kind: 'ok' } : { kind: 'tooSoon' };
}

/**
 * Every slot time of a week, whatever the day: what the time select offers before a date is chosen
 * (and without JavaScript, where it cannot follow the date). The server refuses a time the chosen
 * date does not have.
 */
export function weekSlotTimes(week: WeekHours, policy: SlotPolicy): string[] {
  const windows: Window[] = [];
  for (const day of Object.values(week)) if (day?.state === 'open') windows.push(...bookingWindows(day.ranges));
  return slotStarts(windows, policy).map(clock);
}
