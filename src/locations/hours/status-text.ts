import { addDays } from './holidays';
import type { LocalMoment, OpenStatus } from './hours';

/**
 * The words of the "open now" badge, shared by the server render and the browser refresh. Templates
 * come translated from `locales/*.json` (`locations.status`); `{time}`, `{day}` and `{date}` are
 * filled in here, so the browser needs no message formatter.
 */
export type StatusTexts = {
  openNow: string;
  closedNow: string;
  closesAt: string;
  opensToday: string;
  opensTomorrow: string;
  opensOnWeekday: string;
  opensOnDate: string;
};

export type StatusLabel = { tone: 'open' | 'closed'; headline: string; detail: string };

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

function dayName(localeTag: string, date: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(localeTag, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** When an opening is, said relative to `today`: today, tomorrow, a weekday within a week, else a date. */
function opensText(texts: StatusTexts, localeTag: string, today: string, at: LocalMoment): string {
  if (at.date === today) return fill(texts.opensToday, { time: at.time });
  if (at.date === addDays(today, 1)) return fill(texts.opensTomorrow, { time: at.time });
  if (at.date <= addDays(today, 6))
    return fill(texts.opensOnWeekday, { time: at.time, day: dayName(localeTag, at.date, { weekday: 'long' }) });
  return fill(texts.opensOnDate, { time: at.time, date: dayName(localeTag, at.date, { day: 'numeric', month: 'long' }) });
}

export function statusLabel(status: OpenStatus, texts: StatusTexts, localeTag: string, today: string): StatusLabel {
  if (status.state === 'open') {
    return { tone: 'open', headline: texts.openNow, detail: fill(texts.closesAt, { time: status.closesAt.time }) };
  }
  return { tone: 'closed', headline: texts.closedNow, detail: status.opensAt ? opensText(texts, localeTag, today, status.opensAt) : '' };
}
