import { describe, expect, it } from 'vitest';
import { easterSunday, publicHolidayOn, publicHolidays } from '../../src/locations/hours/holidays';
import { instantOf, localMoment, openStatus, type Schedule } from '../../src/locations/hours/hours';
import { statusLabel, type StatusTexts } from '../../src/locations/hours/status-text';
import type { WeekHours } from '../../src/locations/types';
import { at, open, showroomWeek } from './week';

const showroom = showroomWeek;
const schedule = (week: WeekHours, extra: Partial<Schedule> = {}): Schedule => ({
  week,
  closedOnPublicHolidays: true,
  closingDays: [],
  ...extra,
});

describe('open now and next opening', () => {
  it('is open within a range and says when it closes', () => {
    // Monday 23 November 2026, 10:00 in Luxembourg (CET)
    expect(openStatus(schedule(showroom), at('2026-11-23T09:00:00Z'))).toEqual({
      state: 'open',
      closesAt: { date: '2026-11-23', time: '12:00' },
    });
  });

  it('is closed over lunch and opens again the same day', () => {
    expect(openStatus(schedule(showroom), at('2026-11-23T11:30:00Z'))).toEqual({
      state: 'closed',
      opensAt: { date: '2026-11-23', time: '13:00' },
      today: null,
    });
  });

  it('opens and closes exactly on the minute', () => {
    expect(openStatus(schedule(showroom), at('2026-11-23T07:29:59Z'))?.state).toBe('closed');
    expect(openStatus(schedule(showroom), at('2026-11-23T07:30:00Z'))?.state).toBe('open');
    expect(openStatus(schedule(showroom), at('2026-11-23T17:30:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: { date: '2026-11-24', time: '08:30' },
    });
  });

  it('on a closed Sunday finds Monday morning', () => {
    expect(openStatus(schedule(showroom), at('2026-11-22T14:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: { date: '2026-11-23', time: '08:30' },
      today: null,
    });
  });

  it('words the badge relative to today', () => {
    const texts: StatusTexts = {
      openNow: 'Open now',
      closedNow: 'Closed',
      closesAt: 'closes at {time}',
      opensToday: 'opens today at {time}',
      opensTomorrow: 'opens tomorrow at {time}',
      opensOnWeekday: 'opens {day} at {time}',
      opensOnDate: 'opens on {date} at {time}',
    };
    const label = (iso: string) => {
      const now = at(iso);
      return statusLabel(openStatus(schedule(showroom), now)!, texts, 'en-GB', localMoment(now).date);
    };
    expect(label('2026-11-23T09:00:00Z')).toEqual({ tone: 'open', headline: 'Open now', detail: 'closes at 12:00' });
    expect(label('2026-11-23T11:30:00Z').detail).toBe('opens today at 13:00');
    expect(label('2026-11-22T14:00:00Z').detail).toBe('opens tomorrow at 08:30');
    // Thursday 24 December (closing day), then Christmas and St Stephen: Monday 28 December
    const xmas = schedule(showroom, { closingDays: [{ date: '2026-12-24', label: 'Christmas Eve' }] });
    const now = at('2026-12-24T10:00:00Z');
    expect(statusLabel(openStatus(xmas, now)!, texts, 'en-GB', '2026-12-24').detail).toBe('opens Monday at 08:30');
  });
});

describe('ranges that cross midnight', () => {
  const late = schedule({ ...showroom, friday: open('07:00-12:00', '17:00-01:00'), saturday: open('08:00-12:00') });

  it('is open late on Friday and closes at 01:00 on Saturday', () => {
    expect(openStatus(late, at('2026-11-27T22:00:00Z'))).toEqual({ state: 'open', closesAt: { date: '2026-11-28', time: '01:00' } });
  });

  it('is still open after midnight, counted from the Friday range', () => {
    expect(openStatus(late, at('2026-11-27T23:30:00Z'))).toEqual({ state: 'open', closesAt: { date: '2026-11-28', time: '01:00' } });
  });

  it('is closed at 01:30 and opens at 08:00 the same (Saturday) morning', () => {
    expect(openStatus(late, at('2026-11-28T00:30:00Z'))).toEqual({
      state: 'closed',
      opensAt: { date: '2026-11-28', time: '08:00' },
      today: null,
    });
  });

  it('treats consecutive ranges across midnight as one opening', () => {
    const nonstop = schedule({ ...showroom, friday: open('18:00-24:00'), saturday: open('00:00-02:00', '09:00-12:00') });
    expect(openStatus(nonstop, at('2026-11-27T21:00:00Z'))).toEqual({ state: 'open', closesAt: { date: '2026-11-28', time: '02:00' } });
  });
});

describe('daylight-saving days (Europe/Luxembourg)', () => {
  it('turns wall-clock times into the right instants on both sides of a change', () => {
    expect(instantOf('2026-03-27', '08:30').toISOString()).toBe('2026-03-27T07:30:00.000Z'); // CET, UTC+1
    expect(instantOf('2026-03-30', '08:30').toISOString()).toBe('2026-03-30T06:30:00.000Z'); // CEST, UTC+2
    expect(instantOf('2026-10-26', '08:30').toISOString()).toBe('2026-10-26T07:30:00.000Z'); // CET again
  });

  it("gives the same instants on the change days themselves, whatever the device's time zone (the badge runs in browsers)", () => {
    for (const zone of ['Asia/Tokyo', 'America/New_York', 'UTC', 'Europe/Luxembourg']) {
      const previous = process.env.TZ;
      process.env.TZ = zone;
      try {
        // Sunday 29 March 2026: 02:00 CET becomes 03:00 CEST; Sunday 25 October: 03:00 CEST becomes 02:00 CET
        expect(instantOf('2026-03-29', '01:30').toISOString(), zone).toBe('2026-03-29T00:30:00.000Z');
        expect(instantOf('2026-03-29', '09:00').toISOString(), zone).toBe('2026-03-29T07:00:00.000Z');
        expect(instantOf('2026-10-25', '09:00').toISOString(), zone).toBe('2026-10-25T08:00:00.000Z');
        expect(instantOf('2026-10-25', '23:00').toISOString(), zone).toBe('2026-10-25T22:00:00.000Z');
      } finally {
        if (previous === undefined) delete process.env.TZ;
        else process.env.TZ = previous;
      }
    }
  });

  it('opens at 08:30 local time on the Monday after the spring change', () => {
    expect(openStatus(schedule(showroom), at('2026-03-30T06:29:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: { date: '2026-03-30', time: '08:30' },
    });
    expect(openStatus(schedule(showroom), at('2026-03-30T06:31:00Z'))).toEqual({
      state: 'open',
      closesAt: { date: '2026-03-30', time: '12:00' },
    });
  });

  it('opens at 08:30 local time on the Monday after the autumn change', () => {
    expect(openStatus(schedule(showroom), at('2026-10-26T07:29:00Z'))?.state).toBe('closed');
    expect(openStatus(schedule(showroom), at('2026-10-26T07:31:00Z'))?.state).toBe('open');
  });

  it('handles a range over the night the clocks go forward (01:00–05:00 lasts three hours)', () => {
    const night = schedule({ ...showroom, sunday: open('01:00-05:00') });
    expect(openStatus(night, at('2026-03-29T00:30:00Z'))).toEqual({ state: 'open', closesAt: { date: '2026-03-29', time: '05:00' } }); // 01:30 CET
    expect(openStatus(night, at('2026-03-29T02:30:00Z'))?.state).toBe('open'); // 04:30 CEST
    expect(openStatus(night, at('2026-03-29T03:01:00Z'))?.state).toBe('closed'); // 05:01 CEST
  });

  it('handles a range over the night the clocks go back', () => {
    const night = schedule({ ...showroom, sunday: open('01:00-04:00') });
    expect(openStatus(night, at('2026-10-25T02:30:00Z'))).toEqual({ state: 'open', closesAt: { date: '2026-10-25', time: '04:00' } }); // 03:30 CET
    expect(openStatus(night, at('2026-10-25T03:01:00Z'))?.state).toBe('closed'); // 04:01 CET
  });
});

describe('public holidays and closing days', () => {
  it('knows the eleven statutory holidays of Luxembourg, with Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(publicHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-09',
      '2026-05-14',
      '2026-05-25',
      '2026-06-23',
      '2026-08-15',
      '2026-11-01',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(publicHolidayOn('2026-06-23')).toBe('nationalDay');
    expect(publicHolidayOn('2026-06-24')).toBeNull();
  });

  it('is closed on a public holiday that falls on a working day, and says why', () => {
    // Friday 25 December 2026, 10:00; Saturday 26 is St Stephen's Day, Sunday closed
    expect(openStatus(schedule(showroom), at('2026-12-25T09:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: { date: '2026-12-28', time: '08:30' },
      today: { kind: 'publicHoliday', holiday: 'christmas' },
    });
  });

  it('stays open on holidays when the site does not close on them', () => {
    expect(openStatus(schedule(showroom, { closedOnPublicHolidays: false }), at('2026-12-25T09:00:00Z'))?.state).toBe('open');
  });

  it('is closed on its own closing days', () => {
    const s = schedule(showroom, { closingDays: [{ date: '2026-11-23', label: 'Stocktaking' }] });
    expect(openStatus(s, at('2026-11-23T09:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: { date: '2026-11-24', time: '08:30' },
      today: { kind: 'closingDay', label: 'Stocktaking' },
    });
  });
});

describe('unknown states show no badge', () => {
  it('has no answer without hours', () => {
    expect(openStatus(schedule({}), at('2026-11-23T09:00:00Z'))).toBeNull();
  });

  it('has no answer on a day the CMS left out or described with a comment only', () => {
    const { monday: _m, ...noMonday } = showroom;
    expect(openStatus(schedule(noMonday), at('2026-11-23T09:00:00Z'))).toBeNull();
    expect(
      openStatus(schedule({ ...showroom, monday: { state: 'comment', comment: 'By appointment' } }), at('2026-11-23T09:00:00Z')),
    ).toBeNull();
  });

  it('does not claim a next opening across an unknown day', () => {
    // Saturday 28 November 20:00: Sunday is "on call" (comment only), so nobody knows when it opens next
    const s = schedule({ ...showroom, sunday: { state: 'comment', comment: 'On call' } });
    expect(openStatus(s, at('2026-11-28T19:00:00Z'))).toBeNull();
  });
});
