import type { Schedule } from '../../locations/hours/hours';
import { defineRule, parseDate, type MessageDescriptor, type RuleContext } from '../../form-engine/validation';
import { dayStatus, slotStatus, type SlotPolicy } from './slots';

/**
 * The date and time-slot rules of an appointment, on the opening hours of the site that receives
 * it. `scheduleOf` answers the schedule for the values being validated (the test drive: the vehicle's
 * dealership; a tyre appointment: the workshop the visitor chose), or null when there is none to
 * check against (then the other fields say what is missing).
 */

type ScheduleOf = (values: Readonly<Record<string, unknown>>) => Schedule | null;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function dayMessage(ctx: RuleContext, scheduleOf: ScheduleOf, policy: SlotPolicy): MessageDescriptor | null {
  const schedule = scheduleOf(ctx.values);
  const date = String(ctx.value);
  if (!schedule || !DATE_ONLY.test(date)) return null;
  const status = dayStatus(schedule, date, ctx.now, policy);
  const parsed = parseDate(date);
  const on = parsed ? { date: parsed } : date;
  switch (status.kind) {
    case 'open':
      return null;
    case 'past':
      return { key: 'forms.messages.datePast' };
    case 'tooFar': {
      const max = parseDate(status.max);
      return { key: 'forms.messages.dateTooFar', values: { max: max ? { date: max } : status.max } };
    }
    case 'closed':
      if (status.reason === 'publicHoliday') return { key: 'forms.messages.dayHoliday', values: { date: on } };
      if (status.reason === 'closingDay') return { key: 'forms.messages.dayClosingDay', values: { date: on, reason: status.label ?? '' } };
      return { key: 'forms.messages.dayClosed', values: { date: on } };
    case 'unknown':
      return { key: 'forms.messages.dayUnknown', values: { date: on } };
    case 'full':
      return { key: 'forms.messages.dayFull', values: { date: on } };
  }
}

/** `bookable_day`: the date is from today to the horizon, and the site has a slot left on it. */
export function bookableDayRule(scheduleOf: ScheduleOf, policy: SlotPolicy) {
  return defineRule<[]>({
    validate: (ctx) => dayMessage(ctx, scheduleOf, policy) === null,
    message: (ctx) => dayMessage(ctx, scheduleOf, policy) ?? { key: 'validation.rules.invalid' },
    crossField: true,
  });
}

function slotMessage(ctx: RuleContext, dateField: string, scheduleOf: ScheduleOf, policy: SlotPolicy): MessageDescriptor | null {
  const schedule = scheduleOf(ctx.values);
  const date = String(ctx.values[dateField] ?? '');
  // without a bookable date the date field says what is wrong; the slot has nothing to be checked against
  const day = schedule && DATE_ONLY.test(date) ? dayStatus(schedule, date, ctx.now, policy) : null;
  if (!schedule || day?.kind !== 'open') return null;
  const time = String(ctx.value);
  const status = slotStatus(schedule, date, time, ctx.now, policy);
  if (status.kind === 'ok') return null;
  // the times that date offers, so a visitor without JavaScript (whose list cannot follow the date) can choose
  const times = day.times.join(', ');
  return { key: status.kind === 'tooSoon' ? 'forms.messages.slotTooSoon' : 'forms.messages.slotClosed', values: { time, times } };
}

/** `bookable_slot`: the time is a slot of the chosen date's opening hours, far enough ahead. */
export function bookableSlotRule(dateField: string, scheduleOf: ScheduleOf, policy: SlotPolicy) {
  return defineRule<[]>({
    validate: (ctx) => slotMessage(ctx, dateField, scheduleOf, policy) === null,
    message: (ctx) => slotMessage(ctx, dateField, scheduleOf, policy) ?? { key: 'validation.rules.invalid' },
    crossField: true,
  });
}
