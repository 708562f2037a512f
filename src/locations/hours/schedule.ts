import { addDays, publicHolidays, type PublicHoliday } from './holidays';
import { localMoment, openStatus, type OpenStatus, type Schedule } from './hours';
import type { Department, Location } from '../types';

/** The schedule of one department of a site, as the hours logic (and the browser) takes it. */
export function scheduleOf(location: Location, department: Department): Schedule | null {
  const week = location.hours[department];
  if (!week || Object.keys(week).length === 0) return null;
  return { week, closedOnPublicHolidays: location.closedOnPublicHolidays, closingDays: location.closingDays };
}

export type DepartmentStatus = { department: Department; schedule: Schedule; status: OpenStatus | null };

/** Showroom and workshop (those the site has), each with its status at `now`. */
export function departmentStatuses(location: Location, now: Date): DepartmentStatus[] {
  const out: DepartmentStatus[] = [];
  for (const department of ['showroom', 'workshop'] as const) {
    const schedule = scheduleOf(location, department);
    if (schedule) out.push({ department, schedule, status: openStatus(schedule, now) });
  }
  return out;
}

export type UpcomingClosing = { date: string } & (
  { kind: 'publicHoliday'; holiday: PublicHoliday } | { kind: 'closingDay'; label: string }
);

/** Closures within the next `days` days (public holidays when the site closes on them, and its own closing days). */
export function upcomingClosings(location: Location, now: Date, days = 60): UpcomingClosing[] {
  const today = localMoment(now).date;
  const until = addDays(today, days);
  const year = Number(today.slice(0, 4));
  const out: UpcomingClosing[] = [];
  if (location.closedOnPublicHolidays) {
    for (const y of [year, year + 1]) {
      for (const h of publicHolidays(y))
        if (h.date >= today && h.date <= until) out.push({ date: h.date, kind: 'publicHoliday', holiday: h.holiday });
    }
  }
  for (const d of location.closingDays) {
    if (d.date >= today && d.date <= until && !out.some((o) => o.date === d.date))
      out.push({ date: d.date, kind: 'closingDay', label: d.label });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}
