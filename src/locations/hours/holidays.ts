/**
 * The statutory public holidays of Luxembourg (Code du travail, art. L.232-2, with Europe Day since
 * 2019): eleven days a year, four of them moving with Easter. Pure and isomorphic (the browser uses it
 * to refresh the "open now" badge).
 */

export const PUBLIC_HOLIDAYS = [
  'newYear',
  'easterMonday',
  'labourDay',
  'europeDay',
  'ascension',
  'whitMonday',
  'nationalDay',
  'assumption',
  'allSaints',
  'christmas',
  'stStephen',
] as const;
export type PublicHoliday = (typeof PUBLIC_HOLIDAYS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Adds days to a `yyyy-mm-dd` date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** The public holidays of a year, by date (`yyyy-mm-dd`), in calendar order. */
export function publicHolidays(year: number): { date: string; holiday: PublicHoliday }[] {
  const easter = easterSunday(year);
  const list: { date: string; holiday: PublicHoliday }[] = [
    { date: ymd(year, 1, 1), holiday: 'newYear' },
    { date: addDays(easter, 1), holiday: 'easterMonday' },
    { date: ymd(year, 5, 1), holiday: 'labourDay' },
    { date: ymd(year, 5, 9), holiday: 'europeDay' },
    { date: addDays(easter, 39), holiday: 'ascension' },
    { date: addDays(easter, 50), holiday: 'whitMonday' },
    { date: ymd(year, 6, 23), holiday: 'nationalDay' },
    { date: ymd(year, 8, 15), holiday: 'assumption' },
    { date: ymd(year, 11, 1), holiday: 'allSaints' },
    { date: ymd(year, 12, 25), holiday: 'christmas' },
    { date: ymd(year, 12, 26), holiday: 'stStephen' },
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}

/** The public holiday on a date, or null. */
export function publicHolidayOn(date: string): PublicHoliday | null {
  const year = Number(date.slice(0, 4));
  return publicHolidays(year).find((h) => h.date === date)?.holiday ?? null;
}
