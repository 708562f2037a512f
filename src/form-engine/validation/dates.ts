import { format, fourDigitYear, monthDays } from '@formkit/tempo';
import { LUXEMBOURG_TIME_ZONE, luxembourgWallTime } from '../../i18n/time-zone';

export { luxembourgWallTime };

/**
 * Dates of the validation rules. Values and rule arguments are read the same way in the browser
 * and on the server, whatever the device's time zone: a date or date-time without an offset is a
 * wall-clock time in Luxembourg.
 *
 * Accepted: `Date` objects and ISO 8601 strings (what `<input type="date">`, `datetime-local` and
 * `JSON` produce): `2025-06-01`, `2025-06-01T14:30`, `2025-06-01T14:30:15.250`, with an optional
 * `Z` or `±hh:mm` offset (a space may replace the `T`). Anything else is not a date; FormKit's
 * `Date.parse` fallback is left out on purpose, because engines parse free text differently and
 * the browser and the server must agree.
 */
export const VALIDATION_TIME_ZONE = LUXEMBOURG_TIME_ZONE;

export type ParsedDate = {
  /** Milliseconds since the epoch. A plain date is its midnight in Luxembourg. */
  instant: number;
  /** The calendar day in Luxembourg, `YYYY-MM-DD`. */
  day: string;
  /** False for a plain date (`2025-06-01`): it is compared by day, not by instant. */
  hasTime: boolean;
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar day, in Luxembourg, of an instant. */
export function luxembourgDay(instant: number): string {
  return format({ date: new Date(instant), format: 'YYYY-MM-DD', tz: VALIDATION_TIME_ZONE, locale: 'en' });
}

/** Reads a rule value or argument as a date, or null when it is not one. */
export function parseDate(input: unknown): ParsedDate | null {
  if (input instanceof Date) {
    const instant = input.getTime();
    return Number.isNaN(instant) ? null : { instant, day: luxembourgDay(instant), hasTime: true };
  }
  if (typeof input !== 'string') return null;
  const m = ISO.exec(input.trim());
  if (!m) return null;
  const [, ys, mos, ds, hs, mis, ss, fs, zone] = m;
  const y = +ys!;
  const mo = +mos!;
  const d = +ds!;
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  if (hs === undefined) {
    return { instant: luxembourgWallTime(y, mo, d), day: `${ys}-${mos}-${ds}`, hasTime: false };
  }
  const h = +hs;
  const mi = +mis!;
  const s = ss === undefined ? 0 : +ss;
  if (h > 23 || mi > 59 || s > 59) return null;
  const ms = fs === undefined ? 0 : Math.round(+`0.${fs}` * 1000);
  let instant: number;
  if (zone === undefined) {
    instant = luxembourgWallTime(y, mo, d, h, mi, s, ms);
  } else {
    const offset = zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (+zone.slice(1, 3) * 60 + +zone.slice(-2)) * 60_000;
    instant = Date.UTC(y, mo - 1, d, h, mi, s, ms) - offset;
  }
  return { instant, day: luxembourgDay(instant), hasTime: true };
}

/** "Now" in the shape of a value: today (a plain date) for a plain date, this instant otherwise. */
export function nowLike(value: ParsedDate, now: Date): ParsedDate {
  const instant = now.getTime();
  const day = luxembourgDay(instant);
  return value.hasTime ? { instant, day, hasTime: true } : { instant: parseDate(day)!.instant, day, hasTime: false };
}

/**
 * Orders two dates: by calendar day when both are plain dates, by instant otherwise
 * (a plain date then stands for its midnight in Luxembourg).
 */
export function compareDates(a: ParsedDate, b: ParsedDate): number {
  if (!a.hasTime && !b.hasTime) return a.day < b.day ? -1 : a.day > b.day ? 1 : 0;
  return Math.sign(a.instant - b.instant);
}

/**
 * A date as a validation message shows it, with the locale's tempo patterns
 * (`validation.dateFormats` in the locale files: "D MMMM YYYY", "D. MMMM YYYY u\\m HH:mm"):
 * "1 juillet 2025", "1. Juli 2025 um 14:30". (tempo's "long" style abbreviates French months.)
 */
export function formatDateForMessage(date: ParsedDate, localeTag: string, patterns: { date: string; dateTime: string }): string {
  return format({
    date: new Date(date.instant),
    format: date.hasTime ? patterns.dateTime : patterns.date,
    locale: localeTag,
    tz: VALIDATION_TIME_ZONE,
  });
}

// ---------------------------------------------------------------------------------------------
// date_format

/** The tokens of `date_format`, as FormKit documents them (longest first), as named groups. */
const FORMAT_TOKENS: ReadonlyArray<readonly [string, string]> = [
  ['YYYY', '(?<year>\\d{4})'],
  ['YY', '(?<year>\\d{2})'],
  ['MM', '(?<month>0[1-9]|1[0-2])'],
  ['M', '(?<month>0?[1-9]|1[0-2])'],
  ['DD', '(?<day>0[1-9]|[12]\\d|3[01])'],
  ['D', '(?<day>0?[1-9]|[12]\\d|3[01])'],
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits a date format into tokens and literal text. */
export function tokenizeDateFormat(formatString: string): Array<{ token: string } | { literal: string }> {
  const out: Array<{ token: string } | { literal: string }> = [];
  let i = 0;
  while (i < formatString.length) {
    const token = FORMAT_TOKENS.find(([t]) => formatString.startsWith(t, i));
    if (token) {
      out.push({ token: token[0] });
      i += token[0].length;
    } else {
      const last = out[out.length - 1];
      if (last && 'literal' in last) last.literal += formatString[i];
      else out.push({ literal: formatString[i]! });
      i += 1;
    }
  }
  return out;
}

/**
 * Whether a value is written in a date format: tokens YYYY, YY, MM, M, DD, D (FormKit's set; M and
 * D allow a leading zero), any other character literal. Beyond FormKit's pattern check, a day that
 * does not exist in its month (31/04/2025, 29/02/2023) is refused when the format names the month
 * (and the year, for February), using tempo's calendar (`monthDays`, `fourDigitYear`).
 * A format that repeats a part (YYYY…YYYY) never matches.
 */
export function matchesDateFormat(value: string, formatString: string): boolean {
  const parts = tokenizeDateFormat(formatString);
  const pattern = parts.map((p) => ('token' in p ? FORMAT_TOKENS.find(([t]) => t === p.token)![1] : escapeRegExp(p.literal))).join('');
  let match: RegExpExecArray | null;
  try {
    match = new RegExp(`^${pattern}$`).exec(value);
  } catch {
    return false; // a repeated token means duplicate group names
  }
  if (!match) return false;
  const { year, month, day } = match.groups ?? {};
  if (day === undefined || month === undefined) return true;
  // Without a year, 29 February is allowed (it exists in leap years).
  const fullYear = year === undefined ? 2000 : year.length === 2 ? Number(fourDigitYear(year)) : Number(year);
  const firstOfMonth = new Date(Date.UTC(fullYear, Number(month) - 1, 1, 12));
  return Number(day) <= monthDays(firstOfMonth);
}
