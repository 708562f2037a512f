/**
 * Wall-clock time in Luxembourg, the same on the server and in any browser whatever the device's
 * own time zone. No imports: client components use it (opening-hours badge, appointment slots,
 * form validation).
 */
export const LUXEMBOURG_TIME_ZONE = 'Europe/Luxembourg';

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: LUXEMBOURG_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Offset of Luxembourg from UTC at an instant, in milliseconds. */
function zoneOffset(instant: number): number {
  const parts = Object.fromEntries(partsFormatter.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant of a wall-clock time in Luxembourg. (tempo's `tzDate` goes through the device's own
 * zone and was measured to be an hour off around DST changes on devices outside Central Europe.)
 * Like Temporal's "compatible" choice: a time that occurs twice (autumn) is the earlier one, a time
 * that does not exist (the spring gap) moves forward by the gap, as a clock would.
 */
export function luxembourgWallTime(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const day = 86_400_000;
  const before = wall - zoneOffset(wall - day);
  const after = wall - zoneOffset(wall + day);
  const fits = (instant: number) => instant + zoneOffset(instant) === wall;
  if (fits(before) && fits(after)) return Math.min(before, after);
  if (fits(before)) return before;
  if (fits(after)) return after;
  return before;
}
