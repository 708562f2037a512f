import { describe, expect, it } from 'vitest';
import { checkVatNumber, isVatNumber, normalizeVatNumber, VAT_COUNTRIES } from '../../src/business/vat';
import { FORM_KINDS, LEAD_FORMS } from '../../src/composition/lead-forms';
import { buildForm } from '../../src/forms/definitions';
import { fleetQuoteForm, MAX_FLEET_SIZE } from '../../src/business/fleet-quote-form';
import { MESSAGES } from '../../src/i18n/messages';
import { LOCALES, type Locale } from '../../src/routing/locales';

/** The VAT number check and the fleet quote form of the business pages (issue 10, point 7). */

describe('VAT numbers', () => {
  it('accepts Luxembourg numbers: LU and 8 digits whose last two are the first six modulo 89', () => {
    expect(checkVatNumber('LU26375245')).toEqual({ ok: true, country: 'LU', number: '26375245', normalized: 'LU26375245' });
    // 123456 % 89 = 13
    expect(isVatNumber('LU12345613')).toBe(true);
    expect(checkVatNumber('LU12345614')).toEqual({ ok: false, reason: 'checksum' });
  });

  it('reads what people type: lower case, spaces, dots, dashes and slashes', () => {
    expect(normalizeVatNumber(' lu 2637-5245 ')).toBe('LU26375245');
    expect(isVatNumber('lu 2637.5245')).toBe(true);
    expect(isVatNumber('BE 0477.472.701')).toBe(true);
    expect(isVatNumber('de 136/695/976')).toBe(true);
  });

  it('refuses a Luxembourg number of the wrong length or with letters', () => {
    for (const bad of ['LU1234561', 'LU123456130', 'LU1234561A', 'LU', '12345613']) {
      expect(isVatNumber(bad), bad).toBe(false);
    }
    expect(checkVatNumber('LU1234561')).toEqual({ ok: false, reason: 'format' });
    expect(checkVatNumber('12345613')).toEqual({ ok: false, reason: 'country' });
    expect(checkVatNumber('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('checks the check digits of the neighbours: Belgium, France (numeric key) and Germany', () => {
    expect(isVatNumber('BE0403170701')).toBe(true);
    expect(checkVatNumber('BE0403170702')).toEqual({ ok: false, reason: 'checksum' });
    expect(checkVatNumber('BE2403170701')).toEqual({ ok: false, reason: 'format' }); // starts with 0 or 1
    expect(isVatNumber('FR40303265045')).toBe(true);
    expect(checkVatNumber('FR41303265045')).toEqual({ ok: false, reason: 'checksum' });
    expect(isVatNumber('FRAB303265045')).toBe(true); // a letter key is not computed
    expect(checkVatNumber('FRIO303265045')).toEqual({ ok: false, reason: 'format' }); // I and O are not used
    expect(isVatNumber('DE136695976')).toBe(true);
    expect(checkVatNumber('DE136695977')).toEqual({ ok: false, reason: 'checksum' });
  });

  it('checks the shape of every other EU country, Greece as EL (or GR) and Northern Ireland as XI', () => {
    const valid = [
      'ATU12345678',
      'BG123456789',
      'BG1234567890',
      'CY12345678L',
      'CZ12345678',
      'DK12345678',
      'EE123456789',
      'EL123456789',
      'GR123456789',
      'ESX1234567Z',
      'FI12345678',
      'HR12345678901',
      'HU12345678',
      'IE1234567T',
      'IE1234567TW',
      'IT12345678901',
      'LT123456789',
      'LV12345678901',
      'MT12345678',
      'NL123456789B01',
      'PL1234567890',
      'PT123456789',
      'RO1234',
      'SE123456789001',
      'SI12345678',
      'SK1234567890',
      'XI123456789',
    ];
    for (const n of valid) expect(isVatNumber(n), n).toBe(true);
    const invalid = [
      'AT12345678',
      'NL123456789A01',
      'SE123456789012',
      'RO0123',
      'IT1234567890',
      'PT12345678',
      'GB123456789',
      'CH123456789',
    ];
    for (const n of invalid) expect(isVatNumber(n), n).toBe(false);
    expect(VAT_COUNTRIES).toHaveLength(28); // 27 member states and Northern Ireland
  });
});

const valid = {
  company: 'Transports Muller Sàrl',
  vatNumber: 'LU12345613',
  fleetSize: '12',
  vehicleTypes: ['vans', 'electric'],
  formula: 'lease',
  name: 'Anne Muller',
  email: 'anne@example.lu',
  phone: '',
  contact: 'email',
  message: '',
  consent: 'on',
};

async function messages(values: Record<string, unknown> | FormData, locale: Locale = 'en-gb'): Promise<Record<string, string[]>> {
  const result = await fleetQuoteForm().validateSubmission(locale, values, { messages: MESSAGES[locale] });
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.messages as Record<string, { value: string }[]>)
      .filter(([, list]) => list.length)
      .map(([k, list]) => [k, list.map((m) => m.value.replace(/[\u00a0\u202f]/g, ' '))]),
  );
}

describe('the fleet quote form', () => {
  it('is a lead form row like the others, not about a stock vehicle and with no booking', () => {
    expect(FORM_KINDS).toContain('fleet-quote');
    expect(LEAD_FORMS['fleet-quote']).toMatchObject({ id: 'fleet-quote', vehicle: false, booking: null, defaults: { formula: 'advice' } });
    const form = buildForm(LEAD_FORMS['fleet-quote'], {});
    expect(form.names).toEqual([
      'company',
      'vatNumber',
      'fleetSize',
      'vehicleTypes',
      'formula',
      'name',
      'email',
      'phone',
      'contact',
      'message',
      'consent',
    ]);
    expect(form.names.filter((n) => form.isRequired(n))).toEqual([
      'company',
      'vatNumber',
      'fleetSize',
      'vehicleTypes',
      'formula',
      'name',
      'email',
      'contact',
    ]);
    expect(LEAD_FORMS['fleet-quote'].layout.sections.flatMap((s) => s.fields).sort()).toEqual([...form.names].sort());
  });

  it('accepts a complete request and types its values', async () => {
    const result = await fleetQuoteForm().validateSubmission('en-gb', valid, { messages: MESSAGES['en-gb'] });
    expect(result).toEqual({
      ok: true,
      values: { ...valid, fleetSize: 12, consent: true },
    });
  });

  it('reads a multipart post with several vehicle types, as a browser without JavaScript sends it', async () => {
    const data = new FormData();
    for (const [k, v] of Object.entries(valid)) if (!Array.isArray(v)) data.set(k, v);
    data.append('vehicleTypes', 'cars');
    data.append('vehicleTypes', 'pickups');
    const result = await fleetQuoteForm().validateSubmission('en-gb', data, { messages: MESSAGES['en-gb'] });
    expect(result.ok && result.values.vehicleTypes).toEqual(['cars', 'pickups']);
  });

  it('refuses a bad VAT number, no vehicle type and a fleet size out of range, with the messages of each locale', async () => {
    expect(await messages({ ...valid, vatNumber: 'LU1234561', vehicleTypes: [], fleetSize: '0' })).toEqual({
      vatNumber: ['Enter a valid European VAT number with its country code, for example LU12345613.'],
      vehicleTypes: ['Choose at least one vehicle type.'],
      fleetSize: [`Number of vehicles must be between 1 and ${MAX_FLEET_SIZE.toLocaleString('en-GB')}.`],
    });
    const fr = await messages({ ...valid, vatNumber: 'LU12345614', vehicleTypes: [] }, 'fr-lu');
    expect(fr.vatNumber).toEqual(['Saisissez un numéro de TVA européen valide avec son code pays, par exemple LU12345613.']);
    expect(fr.vehicleTypes).toEqual(['Choisissez au moins un type de véhicule.']);
    const de = await messages({ ...valid, fleetSize: 'zwölf', company: ' ' }, 'de-lu');
    expect(de.fleetSize).toEqual([expect.stringMatching(/Anzahl der Fahrzeuge/)]);
    expect(de.company).toEqual([expect.stringMatching(/Unternehmen/)]);
  });

  it('refuses a vehicle type it does not offer and an unknown financing', async () => {
    const result = await messages({ ...valid, vehicleTypes: ['tanks'], formula: 'barter' });
    expect(Object.keys(result).sort()).toEqual(['formula', 'vehicleTypes']);
  });

  it('has every text in every locale', () => {
    const form = buildForm(LEAD_FORMS['fleet-quote'], {});
    const layout = LEAD_FORMS['fleet-quote'].layout;
    const keys = [
      ...form.names.flatMap((n) => {
        const f = form.fields[n]!;
        return [
          f.label,
          f.validationLabel,
          ...Object.values(f.messages ?? {}),
          ...('options' in f ? f.options.map((o) => ('label' in o ? o.label : o.group)) : []),
        ];
      }),
      ...layout.sections.map((s) => s.legend),
      ...Object.values(layout.ui).flatMap((u) => [u?.description, u?.placeholder, u?.emptyOption]),
      'business.fleetQuote.messages.vatNumber',
      'forms.submit.fleet-quote',
      'forms.success.text.fleet-quote',
      'forms.embedded.fleet-quote',
    ].filter((k): k is string => typeof k === 'string');
    const has = (locale: Locale, key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], MESSAGES[locale]) !== undefined;
    for (const locale of LOCALES) for (const key of keys) expect(has(locale, key), `${locale}: ${key}`).toBe(true);
  });
});
