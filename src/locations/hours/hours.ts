import { format } from '@formkit/tempo';
import { LUXEMBOURG_TIME_ZONE, luxembourgWallTime } from '../../i18n/time-zone';
import { addDays, publicHolidayOn, type PublicHoliday } from './holidays';
import { WEEKDAYS, type ClosingDay, type ClockTime, type DayHours, type TimeRange, type WeekHours, type Weekday } from '../types';

/**
 * Opening-hours logic: "open now, closes at …" / "closed, opens at …" in Europe/Luxembourg time.
 * Schedules are wall-clock times; every comparison is made between instants, each wall-clock time
 * turned into an instant for its own date with `@formkit/tempo`, so daylight-saving days, ranges
 * that cross midnight and holidays all come out right. Pure and isomorphic: the server renders the
 * badge for the request, the browser refreshes it from the same function.
 *
 * A wrong "closed" is worse than no badge: whenever a day that matters is unknown (left out by the
 * CMS, or described by a comment only), the answer is null and no badge is shown.
 */

/** The dealerships' time zone (the same as the site's, `TIME_ZONE` in `src/i18n/server.ts`). */
export const LUXEMBOURG = LUXEMBOURG_TIME_ZONE;

export type Schedule = { week: WeekHours; closedOnPublicHolidays: boolean; closingDays: readonly ClosingDay[] };

/** Why a day is closed although its weekday would be open. */
export type ClosedReason = { kind: 'publicHoliday'; holiday: PublicHoliday } | { kind: 'closingDay'; label: string };

export type DayPlan = { kind: 'open'; ranges: TimeRange[] } | { kind: 'closed'; reason: ClosedReason | null } | { kind: 'unknown' };

/** A moment as the Luxembourg wall clock shows it. */
export type LocalMoment = { date: string; time: ClockTime };

export type OpenStatus =
  { state: 'open'; closesAt: LocalMoment } | { state: 'closed'; opensAt: LocalMoment | null; today: ClosedReason | null };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export function isClockTime(value: string): value is ClockTime {
  return TIME.test(value);
}

/** `HH:mm` → minutes after midnight (24:00 is 1440). */
export function minutesOf(time: ClockTime): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The weekday of a `yyyy-mm-dd` date. */
export function weekdayOf(date: string): Weekday {
  const js = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(js + 6) % 7]!;
}

/**
 * Time-zone conversions cost about a millisecond each (tempo formats through Intl), and a badge needs
 * dozens: they are memoized. A date's UTC offset is computed once (at its start and its end, with
 * tempo); on the two days a year where they differ, every time of that day is converted by tempo.
 */
const MEMO_LIMIT = 2000;
function memo<V>(map: Map<string, V>, key: string, make: () => V): V {
  const hit = map.get(key);
  if (hit !== undefined) return hit;
  const value = make();
  if (map.size >= MEMO_LIMIT) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

const moments = new Map<string, LocalMoment>();
/** The Luxembourg calendar date and wall-clock time of an instant (to the minute). */
export function localMoment(instant: Date): LocalMoment {
  const minute = Math.floor(instant.getTime() / 60_000);
  return memo(moments, String(minute), () => {
    const [date = '', time = ''] = format({
      date: new Date(minute * 60_000),
      format: 'YYYY-MM-DD HH:mm',
      tz: LUXEMBOURG,
      locale: 'en',
    }).split(' ');
    return { date, time };
  });
}

const utcOf = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
const wallTime = (date: string, time: string) => {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return luxembourgWallTime(y, mo, d, h, mi);
};
/** Minutes Luxembourg is ahead of UTC at the start and at the end of a date. */
const offsets = new Map<string, { start: number; end: number }>();
function dayOffsets(date: string): { start: number; end: number } {
  return memo(offsets, date, () => ({
    start: (utcOf(date, '00:00') - wallTime(date, '00:00')) / 60_000,
    end: (utcOf(date, '23:59') - wallTime(date, '23:59')) / 60_000,
  }));
}
const exact = new Map<string, number>();

/**
 * The instant of a Luxembourg wall-clock time on a date (`24:00` is midnight of the next day),
 * independent of the device's time zone (this runs in visitors' browsers too).
 */
export function instantOf(date: string, time: ClockTime): Date {
  if (time === '24:00') return instantOf(addDays(date, 1), '00:00');
  const { start, end } = dayOffsets(date);
  if (start === end) return new Date(utcOf(date, time) - start * 60_000);
  // a daylight-saving day: the time falls on one side of the change or the other
  return new Date(memo(exact, `${date}T${time}`, () => wallTime(date, time)));
}

/** What a schedule says about one date: holidays and closing days first, then the weekday. */
export function dayPlan(schedule: Schedule, date: string): DayPlan {
  const closing = schedule.closingDays.find((d) => d.date === date);
  if (closing) return { kind: 'closed', reason: { kind: 'closingDay', label: closing.label } };
  if (schedule.closedOnPublicHolidays) {
    const holiday = publicHolidayOn(date);
    if (holiday) return { kind: 'closed', reason: { kind: 'publicHoliday', holiday } };
  }
  const day: DayHours | undefined = schedule.week[weekdayOf(date)];
  if (!day || day.state === 'comment') return { kind: 'unknown' };
  if (day.state === 'closed') return { kind: 'closed', reason: null };
  return day.ranges.length > 0 ? { kind: 'open', ranges: day.ranges } : { kind: 'unknown' };
}

type Span = { start: number; end: number; known: boolean; endMoment: LocalMoment; startMoment: LocalMoment };

/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 14;

/** Open ranges (and unknown days) as instants, from the day before `date` to LOOKAHEAD_DAYS after. */
function spans(schedule: Schedule, date: string): Span[] {
  const out: Span[] = [];
  for (let offset = -1; offset <= LOOKAHEAD_DAYS; offset++) {
    const day = addDays(date, offset);
    const plan = dayPlan(schedule, day);
    if (plan.kind === 'unknown') {
      const next = addDays(day, 1);
      out.push({
        start: instantOf(day, '00:00').getTime(),
        end: instantOf(next, '00:00').getTime(),
        known: false,
        startMoment: { date: day, time: '00:00' },
        endMoment: { date: next, time: '00:00' },
      });
    }
    if (plan.kind !== 'open') continue;
    for (const range of plan.ranges) {
      const crosses = minutesOf(range.to) <= minutesOf(range.from);
      const endDate = crosses ? addDays(day, 1) : day;
      const endMoment: LocalMoment = range.to === '24:00' ? { date: addDays(day, 1), time: '00:00' } : { date: endDate, time: range.to };
      out.push({
        start: instantOf(day, range.from).getTime(),
        end: instantOf(endMoment.date, endMoment.time).getTime(),
        known: true,
        startMoment: { date: day, time: range.from },
        endMoment,
      });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * Whether a site is open at an instant, and until when or from when. Null when it cannot be told:
 * no hours at all, today unknown, or an unknown day before the next opening.
 */
export function openStatus(schedule: Schedule, now: Date): OpenStatus | null {
  if (Object.keys(schedule.week).length === 0) return null;
  const t = now.getTime();
  const today = localMoment(now).date;
  const all = spans(schedule, today);
  const open = all.filter((s) => s.known);

  const current = open.find((s) => s.start <= t && t < s.end);
  if (current) {
    // a range that ends where the next one starts (e.g. 18:00–24:00 then 00:00–02:00) is one opening
    let end = current;
    for (const s of open) if (s.start <= end.end && s.end > end.end) end = s;
    return { state: 'open', closesAt: end.endMoment };
  }
  if (all.some((s) => !s.known && s.start <= t && t < s.end)) return null;

  const next = open.find((s) => s.start > t) ?? null;
  const unknownBefore = all.find((s) => !s.known && s.start > t && (next === null || s.start < next.start));
  if (unknownBefore) return null;
  const plan = dayPlan(schedule, today);
  return { state: 'closed', opensAt: next ? next.startMoment : null, today: plan.kind === 'closed' ? plan.reason : null };
}
