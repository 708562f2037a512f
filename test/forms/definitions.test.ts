import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactForm } from '../../src/forms/definitions/contact';
import { isPhoneNumber } from '../../src/forms/definitions/common';
import { FORM_KINDS, LEAD_FORMS } from '../../src/composition/lead-forms';
import { buildForm } from '../../src/forms/definitions';
import { interestForm as buildInterestForm } from '../../src/forms/definitions/interest';
import { dayStatus, slotStatus, TEST_DRIVE_POLICY, weekSlotTimes, WORKSHOP_POLICY } from '../../src/forms/definitions/slots';
import { testDriveForm } from '../../src/forms/definitions/test-drive';
import { MAX_TRADE_IN_PHOTOS, tradeInForm, tradeInPart } from '../../src/forms/definitions/trade-in';
import { tyreAppointmentForm } from '../../src/forms/definitions/tyre-appointment';
import { MAX_PHOTO_BYTES, tyreOfferForm } from '../../src/forms/definitions/tyre-offer';
import type { LocationChoice } from '../../src/forms/definitions';
import type { Fields, FormDefinition } from '../../src/form-engine/validation';
import { MESSAGES } from '../../src/i18n/messages';
import type { Schedule } from '../../src/locations/hours/hours';
import { padded, tinyJpeg } from '../support/images';
import type { WeekHours } from '../../src/locations/types';
import { at, open, showroomWeek } from '../locations/week';
import { LOCALES, type Locale } from '../../src/routing/locales';

const showroom: Schedule = {
  week: showroomWeek,
  closedOnPublicHolidays: true,
  closingDays: [{ date: '2026-12-24', label: 'Christmas Eve' }],
};
const everyDay = (range: string): Schedule => ({
  week: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, open(range)]),
  ) as WeekHours,
  closedOnPublicHolidays: false,
  closingDays: [],
});

/** Monday 23 November 2026, 10:00 in Luxembourg. */
const MONDAY_10AM = at('2026-11-23T09:00:00Z');

const validContact = { name: 'Anne Muller', email: 'anne@example.lu', phone: '', contact: 'email', consent: 'on' };

async function check<F extends Fields>(
  form: FormDefinition<F>,
  values: Record<string, unknown> | FormData,
  now: Date,
  locale: Locale = 'en-gb',
) {
  return form.validateSubmission(locale, values, { now, messages: MESSAGES[locale] });
}

/** The visible messages of a rejected submission, by field. */
async function messages<F extends Fields>(
  form: FormDefinition<F>,
  values: Record<string, unknown> | FormData,
  now: Date = MONDAY_10AM,
  locale: Locale = 'en-gb',
): Promise<Record<string, string[]>> {
  const result = await check(form, values, now, locale);
  if (result.ok) return {};
  // French typography puts no-break spaces inside guillemets: compared as plain spaces
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  return Object.fromEntries(
    Object.entries(result.messages as Record<string, { value: string }[]>)
      .filter(([, list]) => list.length)
      .map(([k, list]) => [k, list.map((m) => plain(m.value))]),
  );
}

afterEach(() => vi.restoreAllMocks());

/** The trade-in part of the vehicle forms, filled in. */
const tradeInCar = {
  tradeInPlateOrVin: 'AB 1234',
  tradeInMake: 'Ford',
  tradeInModel: 'Focus',
  tradeInYear: '2019',
  tradeInMileage: '84000',
  tradeInCondition: 'good',
};
const TRADE_IN_PART_NAMES = ['tradeIn', ...Object.keys(tradeInCar)];

describe('the vehicle interest form', () => {
  const interestForm = buildInterestForm();

  it('asks what a dealership needs: name, e-mail, phone, preferred contact, trade-in, financing, message, consent', () => {
    expect(interestForm.id).toBe('vehicle-interest');
    expect(interestForm.names).toEqual(['name', 'email', 'phone', 'contact', ...TRADE_IN_PART_NAMES, 'financing', 'message', 'consent']);
    expect(interestForm.names.filter((n) => interestForm.isRequired(n))).toEqual([
      'name',
      'email',
      'contact',
      // required only while "I have a vehicle to trade in" is ticked (their `when`)
      ...TRADE_IN_PART_NAMES.slice(1),
    ]);
    expect(interestForm.rulesOf('consent').map((r) => r.name)).toEqual(['accepted']);
  });

  it('accepts a complete submission and types its values', async () => {
    const result = await check(interestForm, { ...validContact, message: '  Is it still available?  ' }, MONDAY_10AM);
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Anne Muller',
        email: 'anne@example.lu',
        phone: '',
        contact: 'email',
        tradeIn: false,
        tradeInPlateOrVin: '',
        tradeInMake: '',
        tradeInModel: '',
        tradeInYear: null,
        tradeInMileage: null,
        tradeInCondition: null,
        financing: false,
        message: '  Is it still available?  ',
        consent: true,
      },
    });
  });

  it('refuses a missing name, a bad e-mail and no consent, with the messages of each locale', async () => {
    expect(await messages(interestForm, { email: 'anne@', contact: 'email' })).toEqual({
      name: ['Full name is required.'],
      email: ['Please enter a valid email address.'],
      consent: ['Please accept the data protection policy so that we can answer you.'],
    });
    expect((await messages(interestForm, { email: 'anne@', contact: 'email' }, MONDAY_10AM, 'fr-lu')).name).toEqual([
      'Le champ « Nom et prénom » est obligatoire.',
    ]);
    expect((await messages(interestForm, { email: 'anne@', contact: 'email' }, MONDAY_10AM, 'de-lu')).consent).toEqual([
      'Bitte akzeptieren Sie die Datenschutzerklärung, damit wir Ihnen antworten können.',
    ]);
  });

  it('needs the phone number only for a call back, and then a dialable one', async () => {
    expect(await messages(interestForm, { ...validContact, contact: 'phone' })).toEqual({
      phone: ['Please enter your phone number so that we can call you.'],
    });
    expect(await messages(interestForm, { ...validContact, contact: 'phone', phone: '12-34' })).toEqual({
      phone: ['Please enter a phone number with 6 to 15 digits, for example +352 621 123 456.'],
    });
    expect((await check(interestForm, { ...validContact, contact: 'phone', phone: '+352 621 123 456' }, MONDAY_10AM)).ok).toBe(true);
    // an optional phone must still be a phone number
    expect(await messages(interestForm, { ...validContact, phone: 'call me' })).toEqual({
      phone: ['Please enter a phone number with 6 to 15 digits, for example +352 621 123 456.'],
    });
    expect(isPhoneNumber('(+352) 26.12-34/56')).toBe(true);
    expect(isPhoneNumber('+352 1234567890123456')).toBe(false);
    expect(isPhoneNumber('12345')).toBe(false);
  });

  it('refuses an unknown contact choice and text longer than its limit', async () => {
    expect((await messages(interestForm, { ...validContact, contact: 'pigeon' })).contact).toEqual([
      'How should we contact you? is not an allowed value.',
    ]);
    expect((await messages(interestForm, { ...validContact, message: 'x'.repeat(2001) })).message).toEqual([
      'Message must be less than or equal to 2,000 characters.',
    ]);
  });
});

describe('the trade-in part of the interest and test-drive forms', () => {
  const forms: readonly (readonly [string, FormDefinition<Fields>, Record<string, string>])[] = [
    // the rows of the lead-form table
    ['vehicle interest', buildForm(LEAD_FORMS['vehicle-interest'], {}), {}],
    [
      'vehicle test drive',
      buildForm(LEAD_FORMS['test-drive'], { schedule: everyDay('08:00-20:00') }),
      { date: '2026-11-24', slot: '10:00', licence: 'on' },
    ],
    [
      'model test drive',
      buildForm(LEAD_FORMS['model-test-drive'], {
        locations: [{ slug: 'bertrange', name: 'Autopolis Bertrange', schedule: everyDay('08:00-20:00') }],
      }),
      { location: 'bertrange', date: '2026-11-24', slot: '10:00', licence: 'on' },
    ],
  ];

  it.each(forms)('the %s form holds the same part (one field group), each car field counting only while the box is ticked', (_, form) => {
    expect(form.names.filter((n) => n.startsWith('tradeIn'))).toEqual(TRADE_IN_PART_NAMES);
    for (const name of TRADE_IN_PART_NAMES.slice(1)) expect(form.fields[name]).toMatchObject({ when: 'tradeIn' });
    expect(form.isActive('tradeInMake', { tradeIn: false })).toBe(false);
    expect(form.isActive('tradeInMake', { tradeIn: true })).toBe(true);
  });

  it.each(forms)('the %s form ignores the car while the box is unticked: nothing validated, nothing given', async (_, form, own) => {
    // what a browser without JavaScript sends with the box unticked: the fields are in the form, possibly half filled
    const result = await check(
      form,
      { ...validContact, ...own, tradeInMake: 'F', tradeInYear: '1200', tradeInCondition: 'mint' },
      MONDAY_10AM,
    );
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.values).toMatchObject({
        tradeIn: false,
        tradeInMake: '',
        tradeInYear: null,
        tradeInCondition: null,
        tradeInPlateOrVin: '',
      });
  });

  it.each(forms)('the %s form, box ticked, requires and checks every car field in three locales', async (_, form, own) => {
    expect(await messages(form, { ...validContact, ...own, tradeIn: 'on' })).toEqual({
      tradeInPlateOrVin: ['Registration or chassis number (VIN) is required.'],
      tradeInMake: ['Make is required.'],
      tradeInModel: ['Model is required.'],
      tradeInYear: ['Year of first registration is required.'],
      tradeInMileage: ['Mileage (km) is required.'],
      tradeInCondition: ['Overall condition is required.'],
    });
    const bad = {
      ...validContact,
      ...own,
      ...tradeInCar,
      tradeIn: 'on',
      tradeInPlateOrVin: 'AB/12<34>',
      tradeInYear: '1890',
      tradeInMileage: '-5',
    };
    expect(await messages(form, bad)).toEqual({
      tradeInPlateOrVin: ['Please enter a registration or a VIN: letters, digits, spaces and dashes, 17 characters at most.'],
      tradeInYear: ['Please enter the year of first registration in four digits, for example 2019.'],
      tradeInMileage: [expect.stringMatching(/^Mileage \(km\) must be between 0 and 2,000,000/)],
    });
    expect((await messages(form, { ...bad, tradeInPlateOrVin: 'AB 1234' }, MONDAY_10AM, 'fr-lu')).tradeInYear).toEqual([
      MESSAGES['fr-lu'].forms.messages.year,
    ]);
    expect((await messages(form, { ...bad, tradeInPlateOrVin: 'AB 1234' }, MONDAY_10AM, 'de-lu')).tradeInYear).toEqual([
      MESSAGES['de-lu'].forms.messages.year,
    ]);
  });

  it.each(forms)('the %s form, box ticked and the car described, types the car', async (_, form, own) => {
    const result = await check(form, { ...validContact, ...own, ...tradeInCar, tradeIn: 'on' }, MONDAY_10AM);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.values).toMatchObject({
        tradeIn: true,
        tradeInPlateOrVin: 'AB 1234',
        tradeInMake: 'Ford',
        tradeInModel: 'Focus',
        tradeInYear: 2019,
        tradeInMileage: 84000,
        tradeInCondition: 'good',
      });
  });

  it('takes a car of next year, not of the year after', async () => {
    const part = tradeInPart(MONDAY_10AM);
    expect(part.tradeInYear.rules).toBe('required|number|between:1950,2027');
  });
});

describe('test-drive slots on the showroom hours', () => {
  it('lists the slots of a day within its ranges, ending by closing time, none in the lunch break', () => {
    const day = dayStatus(showroom, '2026-11-24', MONDAY_10AM, TEST_DRIVE_POLICY);
    expect(day.kind).toBe('open');
    const times = day.kind === 'open' ? day.times : [];
    expect(times[0]).toBe('08:30');
    expect(times).toContain('11:30');
    expect(times).not.toContain('12:00');
    expect(times).not.toContain('12:30');
    expect(times).toContain('13:00');
    expect(times.at(-1)).toBe('18:00');
    expect(times).toHaveLength(7 + 11);
  });

  it('says why a day cannot be booked: past, closed, public holiday, closing day, too far, nothing left', () => {
    expect(dayStatus(showroom, '2026-11-22', MONDAY_10AM, TEST_DRIVE_POLICY)).toEqual({ kind: 'past' });
    expect(dayStatus(showroom, '2026-11-29', MONDAY_10AM, TEST_DRIVE_POLICY)).toEqual({ kind: 'closed', reason: null });
    expect(dayStatus(showroom, '2026-12-25', MONDAY_10AM, TEST_DRIVE_POLICY)).toEqual({ kind: 'closed', reason: 'publicHoliday' });
    expect(dayStatus(showroom, '2026-12-24', MONDAY_10AM, TEST_DRIVE_POLICY)).toEqual({
      kind: 'closed',
      reason: 'closingDay',
      label: 'Christmas Eve',
    });
    expect(dayStatus(showroom, '2027-01-23', MONDAY_10AM, TEST_DRIVE_POLICY)).toEqual({ kind: 'tooFar', max: '2027-01-22' });
    expect(dayStatus(showroom, '2026-11-23', at('2026-11-23T17:00:00Z'), TEST_DRIVE_POLICY)).toEqual({ kind: 'full' });
    expect(
      dayStatus(
        { ...showroom, week: { ...showroomWeek, tuesday: { state: 'comment', comment: 'by appointment' } } },
        '2026-11-24',
        MONDAY_10AM,
        TEST_DRIVE_POLICY,
      ),
    ).toEqual({ kind: 'unknown' });
  });

  it('keeps an hour of notice today', () => {
    const today = dayStatus(showroom, '2026-11-23', MONDAY_10AM, TEST_DRIVE_POLICY);
    expect(today.kind === 'open' && today.times[0]).toBe('11:00');
    expect(slotStatus(showroom, '2026-11-23', '10:30', MONDAY_10AM, TEST_DRIVE_POLICY)).toEqual({ kind: 'tooSoon' });
    expect(slotStatus(showroom, '2026-11-23', '11:00', MONDAY_10AM, TEST_DRIVE_POLICY)).toEqual({ kind: 'ok' });
  });

  it('refuses a time outside the ranges or off the slot grid', () => {
    for (const time of ['07:30', '12:00', '12:30', '18:30', '19:00', '10:15', '25:00', 'noon']) {
      expect(slotStatus(showroom, '2026-11-24', time, MONDAY_10AM, TEST_DRIVE_POLICY), time).toEqual({ kind: 'closed' });
    }
  });

  it('compares instants on the days the clocks change (spring forward, fall back)', () => {
    const daily = everyDay('06:00-22:00');
    // 29 March 2026: 02:00 CET became 03:00 CEST; now is 07:30 CEST = 05:30Z
    const spring = at('2026-03-29T05:30:00Z');
    expect(slotStatus(daily, '2026-03-29', '08:00', spring, TEST_DRIVE_POLICY)).toEqual({ kind: 'tooSoon' }); // 06:00Z
    expect(slotStatus(daily, '2026-03-29', '08:30', spring, TEST_DRIVE_POLICY)).toEqual({ kind: 'ok' }); // 06:30Z
    // 25 October 2026: 03:00 CEST became 02:00 CET; now is 08:30 CET = 07:30Z
    const autumn = at('2026-10-25T07:30:00Z');
    expect(slotStatus(daily, '2026-10-25', '09:00', autumn, TEST_DRIVE_POLICY)).toEqual({ kind: 'tooSoon' }); // 08:00Z
    expect(slotStatus(daily, '2026-10-25', '09:30', autumn, TEST_DRIVE_POLICY)).toEqual({ kind: 'ok' }); // 08:30Z
    const first = dayStatus(daily, '2026-03-29', spring, TEST_DRIVE_POLICY);
    expect(first.kind === 'open' && first.times[0]).toBe('08:30');
  });

  it('offers no slot in a range that runs past midnight: a night window is no appointment hours (issue 15, point 3)', () => {
    // Mersch's workshop: Friday 07:00-12:00, then the fleet pick-up 17:00-01:00; Saturday 08:00-12:00
    const mersch: Schedule = {
      week: { friday: open('07:00-12:00', '17:00-01:00'), saturday: open('08:00-12:00') },
      closedOnPublicHolidays: false,
      closingDays: [],
    };
    const saturday = dayStatus(mersch, '2026-11-28', MONDAY_10AM, WORKSHOP_POLICY);
    expect(saturday.kind === 'open' && saturday.times).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    const friday = dayStatus(mersch, '2026-11-27', MONDAY_10AM, WORKSHOP_POLICY);
    expect(friday.kind === 'open' && friday.times.at(-1)).toBe('11:30');
    expect(slotStatus(mersch, '2026-11-28', '00:00', MONDAY_10AM, WORKSHOP_POLICY)).toEqual({ kind: 'closed' });
    expect(slotStatus(mersch, '2026-11-27', '18:00', MONDAY_10AM, WORKSHOP_POLICY)).toEqual({ kind: 'closed' });
    const week = weekSlotTimes(mersch.week, WORKSHOP_POLICY);
    expect(week[0]).toBe('07:00');
    expect(week.at(-1)).toBe('11:30');
    // a day whose only range is a night window has nothing to book
    const nightOnly: Schedule = { week: { friday: open('22:00-02:00') }, closedOnPublicHolidays: false, closingDays: [] };
    expect(dayStatus(nightOnly, '2026-11-27', MONDAY_10AM, WORKSHOP_POLICY).kind).toBe('closed');
  });

  it('offers without JavaScript every time of the week, the server then checks the date', () => {
    const times = weekSlotTimes(showroomWeek, TEST_DRIVE_POLICY);
    expect(times[0]).toBe('08:30');
    expect(times).toContain('12:00'); // Saturday has no lunch break
    expect(times.at(-1)).toBe('18:00');
  });
});

describe('the test-drive form', () => {
  const form = testDriveForm({ schedule: showroom });
  const base = { ...validContact, licence: 'on' };

  it('asks for a date, a time and the driving licence besides the contact fields', () => {
    expect(form.id).toBe('test-drive');
    expect(form.names).toEqual([
      'name',
      'email',
      'phone',
      'contact',
      'date',
      'slot',
      'licence',
      ...TRADE_IN_PART_NAMES,
      'message',
      'consent',
    ]);
    expect(form.isRequired('date') && form.isRequired('slot')).toBe(true);
    expect(form.dependsOnOthers('slot')).toBe(true);
  });

  it('accepts a slot within the opening hours, in the future', async () => {
    expect(await check(form, { ...base, date: '2026-11-24', slot: '14:30' }, MONDAY_10AM)).toMatchObject({
      ok: true,
      values: { date: '2026-11-24', slot: '14:30', licence: true },
    });
  });

  it('refuses a slot outside the opening hours and says why', async () => {
    expect(await messages(form, { ...base, date: '2026-11-24', slot: '12:30' })).toEqual({
      slot: [
        'The site is not open for an appointment at 12:30 on that day. Times available that day: 08:30, 09:00, 09:30, 10:00, 10:30, 11:00, 11:30, 13:00, 13:30, 14:00, 14:30, 15:00, 15:30, 16:00, 16:30, 17:00, 17:30, 18:00.',
      ],
    });
    expect(await messages(form, { ...base, date: '2026-11-29', slot: '10:00' })).toEqual({
      date: ['The site is closed on 29 November 2026. Please choose another day.'],
    });
    expect(await messages(form, { ...base, date: '2026-12-25', slot: '10:00' })).toEqual({
      date: ['25 December 2026 is a public holiday: the site is closed. Please choose another day.'],
    });
    expect(await messages(form, { ...base, date: '2026-12-24', slot: '10:00' })).toEqual({
      date: ['The site is closed on 24 December 2026 (Christmas Eve). Please choose another day.'],
    });
  });

  it('refuses the past, too soon and too far', async () => {
    expect(await messages(form, { ...base, date: '2026-11-20', slot: '10:00' })).toEqual({
      date: ['Please choose a date from today onwards.'],
    });
    expect(await messages(form, { ...base, date: '2026-11-23', slot: '10:30' })).toEqual({
      slot: [
        '10:30 is too soon: please choose a time at least an hour from now. Times still available that day: 11:00, 11:30, 13:00, 13:30, 14:00, 14:30, 15:00, 15:30, 16:00, 16:30, 17:00, 17:30, 18:00.',
      ],
    });
    expect(await messages(form, { ...base, date: '2027-03-01', slot: '10:00' })).toEqual({
      date: ['Please choose a date up to 22 January 2027.'],
    });
    expect((await messages(form, { ...base, date: '2027-03-01', slot: '10:00' }, MONDAY_10AM, 'fr-lu')).date).toEqual([
      'Veuillez choisir une date jusqu’au 22 janvier 2027.',
    ]);
  });

  it('needs the driving licence confirmed, a real date and a time', async () => {
    expect(await messages(form, { ...validContact, date: '2026-02-30', slot: '' })).toEqual({
      date: ['The selected date is invalid.'],
      slot: ['Time is required.'],
      licence: ['A test drive requires a valid driving licence: please confirm you hold one.'],
    });
  });

  it('without the showroom hours (a vehicle sold meanwhile) still takes a well-formed request, but not in the past', async () => {
    const lenient = testDriveForm({ schedule: null });
    expect((await check(lenient, { ...base, date: '2026-11-29', slot: '10:00' }, MONDAY_10AM)).ok).toBe(true);
    expect(await messages(lenient, { ...base, date: '2026-11-20', slot: '10:00' })).toEqual({
      date: ['Please choose a date from today onwards.'],
    });
  });
});

describe('the tyre appointment', () => {
  const locations: LocationChoice[] = [
    {
      slug: 'bertrange',
      name: 'Autopolis Bertrange',
      schedule: {
        week: { ...showroomWeek, monday: open('07:30-18:00'), tuesday: open('07:30-18:00') },
        closedOnPublicHolidays: true,
        closingDays: [],
      },
    },
    {
      slug: 'esch-sur-alzette',
      name: 'Autopolis Esch-sur-Alzette',
      schedule: { week: { monday: open('06:00-22:00'), tuesday: open('06:00-22:00') }, closedOnPublicHolidays: true, closingDays: [] },
    },
  ];
  const form = tyreAppointmentForm({ locations });
  const base = { ...validContact, service: 'seasonal', vehicle: 'Kia Ceed', date: '2026-11-24' };

  it('asks which workshop, which service, which vehicle and when', () => {
    expect(form.id).toBe('tyre-appointment');
    expect(form.names).toEqual([
      'location',
      'service',
      'vehicle',
      'plate',
      'date',
      'slot',
      'name',
      'email',
      'phone',
      'contact',
      'message',
      'consent',
    ]);
    expect(LEAD_FORMS['tyre-appointment'].defaults).toMatchObject({ service: 'seasonal' });
  });

  it('checks the slot against the chosen workshop’s hours', async () => {
    expect((await check(form, { ...base, location: 'esch-sur-alzette', slot: '20:00' }, MONDAY_10AM)).ok).toBe(true);
    expect(await messages(form, { ...base, location: 'bertrange', slot: '20:00' })).toEqual({
      slot: [
        'The site is not open for an appointment at 20:00 on that day. Times available that day: 07:30, 08:00, 08:30, 09:00, 09:30, 10:00, 10:30, 11:00, 11:30, 12:00, 12:30, 13:00, 13:30, 14:00, 14:30, 15:00, 15:30, 16:00, 16:30, 17:00, 17:30.',
      ],
    });
  });

  it('refuses a workshop it does not offer, and asks for one first', async () => {
    expect((await messages(form, { ...base, location: 'paris', slot: '10:00' })).location).toEqual(['Workshop is not an allowed value.']);
    expect(await messages(form, { ...base, location: '', slot: '10:00' })).toEqual({ location: ['Workshop is required.'] });
  });
});

describe('the tyre offer request', () => {
  const form = tyreOfferForm({ locations: [{ slug: 'bertrange', name: 'Autopolis Bertrange', schedule: null }] });
  const base = { ...validContact, vehicle: 'Ford Puma', season: 'winter', quantity: '4' };
  const jpeg = (name = 'tyre.jpg', size = 1024) => {
    return new File([padded(tinyJpeg(), size)], name, { type: 'image/jpeg' });
  };

  it('takes the vehicle, the tyres, photos and an optional dealership', async () => {
    expect(form.names).toEqual([
      'vehicle',
      'tyreSize',
      'season',
      'quantity',
      'rims',
      'photos',
      'location',
      'name',
      'email',
      'phone',
      'contact',
      'message',
      'consent',
    ]);
    expect(form.fileLimitsOf('photos')).toEqual({
      accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
      maxFileSize: MAX_PHOTO_BYTES,
      maxFiles: 5,
    });
    const data = new FormData();
    for (const [k, v] of Object.entries({ ...base, tyreSize: '205/55 R16 91V', location: '' })) data.set(k, v);
    data.append('photos', jpeg());
    const result = await check(form, data, MONDAY_10AM);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.values).toMatchObject({ tyreSize: '205/55 R16 91V', season: 'winter', location: null, photos: [{ name: 'tyre.jpg' }] });
  });

  it('refuses a tyre size that is none, photos that are not images, too big or too many', async () => {
    expect((await messages(form, { ...base, tyreSize: 'big ones' })).tyreSize).toEqual([
      'Please enter the tyre size as printed on the sidewall, for example 205/55 R16.',
    ]);
    const fake = new FormData();
    for (const [k, v] of Object.entries(base)) fake.set(k, v);
    fake.append('photos', new File(['<html>'], 'tyre.jpg', { type: 'image/jpeg' }));
    expect((await messages(form, fake)).photos?.[0]).toMatch(/tyre\.jpg/);
    const big = new FormData();
    for (const [k, v] of Object.entries(base)) big.set(k, v);
    big.append('photos', jpeg('huge.jpg', MAX_PHOTO_BYTES + 1));
    expect((await messages(form, big)).photos).toEqual(['The file “huge.jpg” is too large (maximum 8 MB).']);
    const many = new FormData();
    for (const [k, v] of Object.entries(base)) many.set(k, v);
    for (let i = 0; i < 6; i++) many.append('photos', jpeg(`t${i}.jpg`));
    expect((await messages(form, many)).photos).toEqual([expect.stringMatching(/^Photos of your tyres .*\b5\b/)]);
  });
});

describe('the trade-in request', () => {
  const form = tradeInForm();
  const base = { ...validContact, plateOrVin: 'AB 1234', make: 'Ford', model: 'Focus', year: '2019', mileage: '84000', condition: 'good' };
  const jpeg = (name: string) => new File([padded(tinyJpeg(), 1024)], name, { type: 'image/jpeg' });

  it('takes the car (plate or VIN, make, model, year, mileage, condition), up to three photos and the contact fields', async () => {
    expect(form.names).toEqual([
      'plateOrVin',
      'make',
      'model',
      'year',
      'mileage',
      'condition',
      'photos',
      'name',
      'email',
      'phone',
      'contact',
      'message',
      'consent',
    ]);
    expect(form.fileLimitsOf('photos')).toMatchObject({ maxFileSize: MAX_PHOTO_BYTES, maxFiles: MAX_TRADE_IN_PHOTOS });
    const data = new FormData();
    for (const [k, v] of Object.entries({ ...base, plateOrVin: 'WF0AXXGCDAKL12345' })) data.set(k, v);
    data.append('photos', jpeg('front.jpg'));
    const result = await check(form, data, MONDAY_10AM);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.values).toMatchObject({ plateOrVin: 'WF0AXXGCDAKL12345', year: 2019, mileage: 84000, photos: [{ name: 'front.jpg' }] });
  });

  it('refuses a plate that is none, a year or mileage out of range, an unknown condition and a fourth photo', async () => {
    expect(await messages(form, { ...base, plateOrVin: 'AB/12<34>', year: '1890', mileage: '-5', condition: 'mint' })).toMatchObject({
      plateOrVin: ['Please enter a registration or a VIN: letters, digits, spaces and dashes, 17 characters at most.'],
      year: ['Please enter the year of first registration in four digits, for example 2019.'],
      mileage: [expect.any(String)],
      condition: [expect.any(String)],
    });
    const many = new FormData();
    for (const [k, v] of Object.entries(base)) many.set(k, v);
    for (let i = 0; i < 4; i++) many.append('photos', jpeg(`car${i}.jpg`));
    expect((await messages(form, many)).photos).toEqual([expect.stringMatching(/^Photos of your car .*\b3\b/)]);
  });
});

describe('the contact form', () => {
  const form = contactForm({ locations: [{ slug: 'niederkorn', name: 'Autopolis Niederkorn', schedule: null }] });

  it('needs a subject and a message, the dealership is optional', async () => {
    expect(form.names).toEqual(['subject', 'location', 'name', 'email', 'phone', 'contact', 'message', 'consent']);
    expect(await messages(form, { ...validContact, subject: '', message: 'Hi' })).toEqual({
      subject: ['Subject is required.'],
      message: ['Message must be between 10 and 2,000 characters.'],
    });
    expect(
      (
        await check(
          form,
          { ...validContact, subject: 'service', location: 'niederkorn', message: 'When can I bring my car in?' },
          MONDAY_10AM,
        )
      ).ok,
    ).toBe(true);
  });
});

describe('texts of the forms', () => {
  /** Every `forms.…` key written literally in the forms feature. */
  function literalKeys(): string[] {
    const dir = path.resolve(import.meta.dirname, '../../src/forms');
    const files: string[] = [];
    const walk = (d: string) => {
      for (const name of readdirSync(d)) {
        const p = path.join(d, name);
        if (statSync(p).isDirectory()) {
          if (name !== 'validation' && name !== 'state') walk(p);
        } else if (/\.tsx?$/.test(name)) files.push(p);
      }
    };
    walk(dir);
    const keys = new Set<string>();
    for (const f of files) for (const m of readFileSync(f, 'utf8').matchAll(/'(forms\.[A-Za-z0-9_.-]+[A-Za-z0-9])'/g)) keys.add(m[1]!);
    return [...keys];
  }

  const has = (locale: Locale, key: string) =>
    key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], MESSAGES[locale]) !== undefined;

  it('exist in every locale, for every key used literally and for every form, error code and section', () => {
    const keys = [
      ...literalKeys(),
      ...FORM_KINDS.flatMap((k) => [`forms.submit.${k}`, `forms.success.text.${k}`]),
      ...['rate_limited', 'not_stored', 'network', 'payload_too_large', 'field_too_long'].map((c) => `forms.errors.${c}`),
      ...[...FORM_KINDS.filter((k) => LEAD_FORMS[k].embeddable), 'test-drive'].map((f) => `forms.embedded.${f}`),
    ];
    expect(keys.length).toBeGreaterThan(100);
    for (const locale of LOCALES) for (const key of keys) expect(has(locale, key), `${locale}: ${key}`).toBe(true);
  });

  it('cover every label, option, legend and hint of every form', () => {
    const config = { schedule: showroom, locations: [] };
    for (const kind of FORM_KINDS) {
      const form = buildForm(LEAD_FORMS[kind], config);
      const layout = LEAD_FORMS[kind].layout;
      const keys = [
        ...form.names.flatMap((n) => {
          const f = form.fields[n]!;
          return [
            f.label,
            f.validationLabel,
            ...Object.values(f.messages ?? {}),
            ...('options' in f ? f.options.flatMap((o) => ('group' in o ? [] : [o.label])) : []),
          ];
        }),
        ...layout.sections.map((s) => s.legend),
        ...Object.values(layout.ui).flatMap((u) => [u?.description, u?.placeholder, u?.emptyOption]),
      ].filter((k): k is string => typeof k === 'string' && k.startsWith('forms.'));
      expect(layout.sections.flatMap((s) => s.fields).sort(), kind).toEqual([...form.names].sort());
      for (const locale of LOCALES) for (const key of keys) expect(has(locale, key), `${kind} ${locale}: ${key}`).toBe(true);
    }
  });

  it('render every message of a rejected submission without a missing text, in every locale', async () => {
    const error = vi.spyOn(console, 'error');
    const form = testDriveForm({ schedule: showroom });
    for (const locale of LOCALES) {
      for (const values of [
        {},
        { contact: 'phone', phone: 'x', date: '2026-12-25', slot: '10:00' },
        { date: '2026-12-24' },
        { date: '2026-11-24', slot: '12:30' },
        { date: '2026-11-23', slot: '10:30' },
      ]) {
        const result = await check(form, values, MONDAY_10AM, locale);
        expect(result.ok).toBe(false);
      }
    }
    expect(error).not.toHaveBeenCalled();
  });
});
