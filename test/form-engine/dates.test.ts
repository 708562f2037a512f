import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../../src/i18n/server';
import {
  compareDates,
  luxembourgWallTime,
  matchesDateFormat,
  parseDate,
  VALIDATION_TIME_ZONE,
} from '../../src/form-engine/validation/dates';

/** Runs `fn` as if the device were in another time zone (Node reads TZ on each Date operation). */
function inZone<T>(zone: string, fn: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    return fn();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

describe('reading dates', () => {
  it('uses the site’s time zone', () => {
    expect(VALIDATION_TIME_ZONE).toBe(TIME_ZONE);
  });

  it('reads a plain date as a calendar day, midnight in Luxembourg', () => {
    expect(parseDate('2025-06-01')).toEqual({ instant: Date.parse('2025-05-31T22:00:00Z'), day: '2025-06-01', hasTime: false });
    expect(parseDate('2025-01-01')).toEqual({ instant: Date.parse('2024-12-31T23:00:00Z'), day: '2025-01-01', hasTime: false });
  });

  it('reads a date-time without offset as wall-clock time in Luxembourg', () => {
    expect(parseDate('2025-06-01T14:30')?.instant).toBe(Date.parse('2025-06-01T12:30:00Z'));
    expect(parseDate('2025-01-15 08:05:09.5')?.instant).toBe(Date.parse('2025-01-15T07:05:09.500Z'));
  });

  it('honours an explicit offset', () => {
    expect(parseDate('2025-06-01T14:30Z')).toEqual({ instant: Date.parse('2025-06-01T14:30:00Z'), day: '2025-06-01', hasTime: true });
    expect(parseDate('2025-06-01T23:30-02:00')).toEqual({ instant: Date.parse('2025-06-02T01:30:00Z'), day: '2025-06-02', hasTime: true });
    expect(parseDate('2025-06-01T00:30+0530')?.instant).toBe(Date.parse('2025-05-31T19:00:00Z'));
  });

  it('refuses what is not a real ISO date', () => {
    for (const bad of [
      '2025-02-29',
      '2024-02-30',
      '2025-00-10',
      '2025-06-31',
      '2025-06-01T24:00',
      '2025-06-01T12:60',
      '01/06/2025',
      'June 1, 2025',
      '',
      '2025-6-1',
      42,
      null,
    ]) {
      expect(parseDate(bad), String(bad)).toBeNull();
    }
    expect(parseDate('2024-02-29')).not.toBeNull();
    expect(parseDate(new Date('invalid'))).toBeNull();
  });

  it('gives the same instant whatever the device’s zone, across DST changes', () => {
    const cases: Array<[string, string]> = [
      ['2025-03-30T01:59', '2025-03-30T00:59:00Z'], // before spring forward (CET)
      ['2025-03-30T02:30', '2025-03-30T01:30:00Z'], // in the gap: moved forward to 03:30 CEST
      ['2025-03-30T03:30', '2025-03-30T01:30:00Z'], // after (CEST)
      ['2025-10-26T01:30', '2025-10-25T23:30:00Z'], // before fall back (CEST)
      ['2025-10-26T03:30', '2025-10-26T02:30:00Z'], // after (CET)
      ['2025-03-09T02:30', '2025-03-09T01:30:00Z'], // a New York DST change, irrelevant here
    ];
    for (const zone of ['UTC', 'Europe/Luxembourg', 'America/New_York', 'Asia/Tokyo', 'Pacific/Chatham']) {
      inZone(zone, () => {
        for (const [input, expected] of cases)
          expect(parseDate(input)?.instant, `${input} on a device in ${zone}`).toBe(Date.parse(expected));
        expect(parseDate('2025-06-01T00:30Z')?.day, zone).toBe('2025-06-01');
        expect(parseDate('2025-06-01T22:30Z')?.day, zone).toBe('2025-06-02');
      });
    }
  });

  it('a time that occurs twice (autumn) is the earlier one', () => {
    for (const zone of ['UTC', 'Europe/Luxembourg', 'Asia/Tokyo']) {
      inZone(zone, () => expect(luxembourgWallTime(2025, 10, 26, 2, 30), zone).toBe(Date.parse('2025-10-26T00:30:00Z')));
    }
  });
});

describe('comparing dates', () => {
  it('by day when both are plain dates, by instant otherwise', () => {
    const day = parseDate('2025-06-15')!;
    expect(compareDates(day, parseDate('2025-06-15')!)).toBe(0);
    expect(compareDates(day, parseDate('2025-06-14')!)).toBe(1);
    // a plain date is its midnight when compared with a time
    expect(compareDates(day, parseDate('2025-06-15T00:00')!)).toBe(0);
    expect(compareDates(day, parseDate('2025-06-15T00:01')!)).toBe(-1);
  });
});

describe('date formats', () => {
  it('match the tokens as FormKit documents them', () => {
    expect(matchesDateFormat('2025-06-15', 'YYYY-MM-DD')).toBe(true);
    expect(matchesDateFormat('25-6-5', 'YY-M-D')).toBe(true);
    expect(matchesDateFormat('25-06-05', 'YY-M-D')).toBe(true);
    expect(matchesDateFormat('2025-6-15', 'YYYY-MM-DD')).toBe(false);
  });

  it('treat other characters literally (regular-expression characters included)', () => {
    expect(matchesDateFormat('15.06.2025', 'DD.MM.YYYY')).toBe(true);
    expect(matchesDateFormat('15x06x2025', 'DD.MM.YYYY')).toBe(false);
    expect(matchesDateFormat('(15) 06 2025', '(DD) MM YYYY')).toBe(true);
  });

  it('refuse days that do not exist, two-digit years included', () => {
    expect(matchesDateFormat('29.02.24', 'DD.MM.YY')).toBe(true);
    expect(matchesDateFormat('29.02.25', 'DD.MM.YY')).toBe(false);
    expect(matchesDateFormat('31.11.2025', 'DD.MM.YYYY')).toBe(false);
  });

  it('never match a format that repeats a part', () => {
    expect(matchesDateFormat('2025 2025', 'YYYY YYYY')).toBe(false);
  });
});
