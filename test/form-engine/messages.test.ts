import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/i18n/messages';
import { LOCALES, type Locale } from '../../src/routing/locales';
import {
  createValidationTranslator,
  parseDate,
  parseRules,
  runRules,
  type MessageSource,
  type RuleFailure,
} from '../../src/form-engine/validation';
import { checkFiles } from '../../src/form-engine/validation/files';

const NOW = new Date('2025-06-15T10:00:00Z');

const LABELS: Record<Locale, Record<string, string>> = {
  'fr-lu': { email: 'E-mail', phone: 'Téléphone', mobile: 'Portable', date: 'Date souhaitée', photos: 'Photos' },
  'de-lu': { email: 'E-Mail', phone: 'Telefon', mobile: 'Handy', date: 'Wunschtermin', photos: 'Fotos' },
  'en-gb': { email: 'email', phone: 'phone', mobile: 'mobile', date: 'preferred date', photos: 'photos' },
};

function source(locale: Locale): MessageSource {
  return { ...MESSAGES[locale], testLabels: LABELS[locale] } as MessageSource;
}

function translator(locale: Locale) {
  return createValidationTranslator(locale, source(locale), (key) => {
    throw new Error(`missing ${key}`);
  });
}

/** The text of the first failure of `rules` for `value` on field `name`. */
function text(
  locale: Locale,
  rules: Parameters<typeof parseRules>[0],
  value: unknown,
  name = 'email',
  values: Record<string, unknown> = {},
): string {
  const result = runRules(parseRules(rules), { value, name, values: { ...values, [name]: value }, now: NOW });
  const failure = result.failures[0];
  if (!failure) throw new Error(`no failure for ${JSON.stringify(rules)}`);
  const t = translator(locale);
  return t.message(failure.message, t.text(`testLabels.${name}`), (field) => t.text(`testLabels.${field}`));
}

/** One declaration that fails for each message of validation.rules. */
const EVERY_MESSAGE: Array<[key: string, rules: Parameters<typeof parseRules>[0], value: unknown, values?: Record<string, unknown>]> = [
  ['accepted', 'accepted', false],
  ['alpha', 'alpha', 'a1'],
  ['alpha_spaces', 'alpha_spaces', 'a1'],
  ['alphanumeric', 'alphanumeric', 'a!'],
  ['between', 'between:1,5', '9'],
  ['confirm', 'confirm', 'a', { email_confirm: 'b' }],
  ['contains_alpha', 'contains_alpha', '1'],
  ['contains_alpha_spaces', 'contains_alpha_spaces', '1'],
  ['contains_alphanumeric', 'contains_alphanumeric', '!'],
  ['contains_lowercase', 'contains_lowercase', 'A'],
  ['contains_numeric', 'contains_numeric', 'a'],
  ['contains_symbol', 'contains_symbol', 'a'],
  ['contains_uppercase', 'contains_uppercase', 'a'],
  ['date_after', 'date_after:2025-07-01', '2025-06-01'],
  ['date_after_now', 'date_after', '2025-06-01'],
  ['date_after_or_equal', 'date_after_or_equal:2025-07-01', '2025-06-01'],
  ['date_after_or_equal_now', 'date_after_or_equal', '2025-06-01'],
  ['date_before', 'date_before:2025-05-01', '2025-06-01'],
  ['date_before_now', 'date_before', '2025-07-01'],
  ['date_before_or_equal', 'date_before_or_equal:2025-05-01', '2025-06-01'],
  ['date_before_or_equal_now', 'date_before_or_equal', '2025-07-01'],
  ['date_between', 'date_between:2025-01-01,2025-02-01', '2025-06-01'],
  ['date_format', 'date_format:DD/MM/YYYY', '2025-06-01'],
  ['email', 'email', 'x'],
  ['ends_with', 'ends_with:.lu,.be', 'x.fr'],
  ['invalid_date', 'date_after', 'soon'],
  ['is', 'is:a,b', 'c'],
  ['length_between', 'length:2,4', 'x'],
  ['length_exact', 'length:3,3', 'x'],
  ['length_max', 'length:0,1', 'xx'],
  ['length_min', 'length:2', 'x'],
  ['length_min_one', '+length:1', ''],
  ['lowercase', 'lowercase', 'A'],
  ['matches', 'matches:/^x$/', 'y'],
  ['max', 'max:5', '6'],
  ['max_items', 'max:1', ['a', 'b']],
  ['min', 'min:5', '4'],
  ['min_items', 'min:2', ['a']],
  ['not', 'not:admin', 'admin'],
  ['number', 'number', 'x'],
  ['require_one', 'require_one:phone', '', { phone: '' }],
  ['required', 'required', ''],
  ['starts_with', 'starts_with:LU', 'x'],
  ['symbol', 'symbol', 'a'],
  ['uppercase', 'uppercase', 'a'],
  ['url', 'url', 'x'],
];

describe('every default message in every locale', () => {
  it('each message of validation.rules is produced by a rule (and no rule lacks a text)', () => {
    const produced = EVERY_MESSAGE.map(([key, rules, value, values]) => {
      const failures = runRules(parseRules(rules), { value, name: 'email', values: { ...values, email: value }, now: NOW }).failures;
      expect(failures[0]?.message.key, key).toBe(`validation.rules.${key}`);
      return key;
    });
    expect([...produced, 'invalid'].sort()).toEqual(Object.keys(MESSAGES['fr-lu'].validation.rules).sort());
  });

  for (const locale of LOCALES) {
    it.each(EVERY_MESSAGE)(
      `${locale}: %s is complete, starts with a capital and names the field where it should`,
      (key, rules, value, values) => {
        const result = text(locale, rules, value, 'email', values);
        expect(result).not.toMatch(/[{}]/);
        expect(result.charAt(0)).toBe(result.charAt(0).toLocaleUpperCase());
        const template = (MESSAGES[locale].validation.rules as Record<string, string>)[key]!;
        if (template.includes('{label}')) expect(result.toLowerCase()).toContain(LABELS[locale].email!.toLowerCase());
      },
    );
  }
});

describe('texts', () => {
  it('the seed’s defaults in English, with the label capitalised at the start', () => {
    expect(text('en-gb', 'required', '')).toBe('Email is required.');
    expect(text('en-gb', 'email', 'x')).toBe('Please enter a valid email address.');
    expect(text('en-gb', 'url', 'x')).toBe('Please enter a valid URL.');
    expect(text('en-gb', 'number', 'x')).toBe('Email must be a number.');
    expect(text('en-gb', 'min:5', '4')).toBe('Email must be at least 5.');
    expect(text('en-gb', 'max', '11')).toBe('Email must be no more than 10.');
    expect(text('en-gb', 'confirm', 'a', 'email', { email_confirm: 'b' })).toBe('Email does not match.');
    expect(text('en-gb', 'accepted', false)).toBe('Please accept the email.');
    expect(text('en-gb', 'is:a', 'b')).toBe('Email is not an allowed value.');
    expect(text('en-gb', 'matches:/a/', 'b')).toBe('Email is not an allowed value.');
    expect(text('en-gb', '+length:1', '')).toBe('Email must be at least one character.');
    expect(text('en-gb', 'length:0,20', 'x'.repeat(21))).toBe('Email must be less than or equal to 20 characters.');
    expect(text('en-gb', 'length:0,1', 'xx')).toBe('Email must be less than or equal to 1 character.');
    expect(text('en-gb', 'length:5,5', 'x')).toBe('Email should be 5 characters long.');
    expect(text('en-gb', 'length:5,20', 'x')).toBe('Email must be between 5 and 20 characters.');
    expect(text('en-gb', 'date_after', '2025-06-01', 'date')).toBe('Preferred date must be in the future.');
    expect(text('en-gb', 'date_before', '2025-07-01', 'date')).toBe('Preferred date must be in the past.');
    expect(text('en-gb', 'date_after', 'x', 'date')).toBe('The selected date is invalid.');
  });

  it('French and German', () => {
    expect(text('fr-lu', 'required', '')).toBe('Le champ «\u00a0E-mail\u00a0» est obligatoire.');
    expect(text('de-lu', 'required', '')).toBe('E-Mail ist erforderlich.');
    expect(text('fr-lu', 'length:5,20', 'x')).toBe('Le champ «\u00a0E-mail\u00a0» doit contenir entre 5 et 20 caractères.');
    expect(text('de-lu', 'length:0,1', 'xx')).toBe('E-Mail darf höchstens 1 Zeichen lang sein.');
    expect(text('fr-lu', 'email', 'x')).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(text('de-lu', 'url', 'x')).toBe('Bitte geben Sie eine gültige URL ein.');
  });

  it('dates formatted for the locale, with a time when the reference has one', () => {
    expect(text('fr-lu', 'date_after:2025-07-01', '2025-06-01', 'date')).toBe(
      'Le champ «\u00a0Date souhaitée\u00a0» doit être postérieur au 1 juillet 2025.',
    );
    expect(text('de-lu', 'date_after:2025-07-01', '2025-06-01', 'date')).toBe('Wunschtermin muss nach dem 1. Juli 2025 liegen.');
    expect(text('en-gb', 'date_after:2025-07-01', '2025-06-01', 'date')).toBe('Preferred date must be after 1 July 2025.');
    expect(text('en-gb', 'date_before:2025-07-01T09:30', '2025-08-01', 'date')).toBe('Preferred date must be before 1 July 2025 at 09:30.');
    expect(text('de-lu', 'date_before:2025-07-01T09:30', '2025-08-01', 'date')).toBe(
      'Wunschtermin muss vor dem 1. Juli 2025 um 09:30 liegen.',
    );
    expect(text('fr-lu', 'date_before:2025-07-01T09:30', '2025-08-01', 'date')).toBe(
      'Le champ «\u00a0Date souhaitée\u00a0» doit être antérieur au 1 juillet 2025 à 09:30.',
    );
    expect(text('de-lu', 'date_between:2025-01-01,2025-02-01', '2025-06-01', 'date')).toBe(
      'Wunschtermin muss zwischen dem 1. Januar 2025 und dem 1. Februar 2025 liegen.',
    );
    expect(text('en-gb', 'date_between:2025-07-01', '2025-08-01', 'date')).toBe(
      'Preferred date must be between 15 June 2025 and 1 July 2025.',
    );
  });

  it('date formats with the locale’s letters', () => {
    expect(text('fr-lu', 'date_format:DD/MM/YYYY', 'x', 'date')).toBe(
      'Le champ «\u00a0Date souhaitée\u00a0» n’est pas une date valide, veuillez utiliser le format JJ/MM/AAAA.',
    );
    expect(text('de-lu', 'date_format:DD.MM.YYYY', 'x', 'date')).toBe(
      'Wunschtermin ist kein gültiges Datum, bitte verwenden Sie das Format TT.MM.JJJJ.',
    );
    expect(text('en-gb', 'date_format:D/M/YY', 'x', 'date')).toBe('Preferred date is not a valid date, please use the format D/M/YY.');
  });

  it('lists of fields and of values joined for the locale', () => {
    expect(text('en-gb', 'require_one:phone,mobile', '', 'email', { phone: '', mobile: '' })).toBe('Email, phone or mobile is required.');
    expect(text('fr-lu', 'require_one:phone', '', 'email', { phone: '' })).toBe('Veuillez renseigner E-mail ou Téléphone.');
    expect(text('de-lu', 'require_one:phone', '', 'email', { phone: '' })).toBe('Bitte geben Sie E-Mail oder Telefon an.');
    expect(text('en-gb', 'starts_with:LU,BE', 'x')).toBe('Email doesn’t start with LU or BE.');
  });

  it('numbers formatted for the locale', () => {
    expect(text('fr-lu', 'max:10000', '20000')).toBe('Le champ «\u00a0E-mail\u00a0» ne doit pas dépasser 10.000.'); // CLDR: Luxembourg French groups thousands with a dot
    expect(text('de-lu', 'between:0.5,1500', '2000')).toBe('E-Mail muss zwischen 0,5 und 1.500 liegen.');
  });

  it('file limits, with sizes for the locale', () => {
    const t = (locale: Locale, failure: RuleFailure) =>
      translator(locale).message(failure.message, translator(locale).text('testLabels.photos'), (f) => f);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'car.jpg', { type: 'image/jpeg' });
    const [tooLarge] = checkFiles([{ name: 'car.jpg', file: big }], { accept: ['image/jpeg'], maxFileSize: 10 * 1024 * 1024, maxFiles: 1 });
    expect(t('fr-lu', tooLarge!)).toBe('Le fichier «\u00a0car.jpg\u00a0» est trop volumineux (maximum 10\u202fMo).');
    expect(t('en-gb', tooLarge!)).toBe('The file “car.jpg” is too large (maximum 10 MB).');
    const exe = new File(['x'], 'car.exe', { type: 'application/x-msdownload' });
    const [wrongType] = checkFiles([{ name: 'car.exe', file: exe }], {
      accept: ['image/jpeg', 'application/pdf'],
      maxFileSize: 100,
      maxFiles: 1,
    });
    expect(t('de-lu', wrongType!)).toBe('Die Datei „car.exe“ hat keinen zulässigen Dateityp (JPEG oder PDF).');
    const small = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    const [tooMany] = checkFiles(
      [
        { name: 'a.jpg', file: small },
        { name: 'b.jpg', file: small },
      ],
      { accept: ['image/jpeg'], maxFileSize: 100, maxFiles: 1 },
    );
    expect(t('en-gb', tooMany!)).toBe('Photos accepts at most 1 file.');
  });

  it('a missing key is reported and replaced by the fallback message', () => {
    const onMissing = vi.fn();
    const t = createValidationTranslator('en-gb', source('en-gb'), onMissing);
    expect(t.message({ key: 'forms.nothing.here' }, 'X', (f) => f)).toBe('This field is not valid.');
    expect(onMissing).toHaveBeenCalledWith('forms.nothing.here');
  });

  it('the form texts of the seed', () => {
    const en = translator('en-gb');
    expect(en.text('validation.ui.summaryHeader')).toBe('There were errors in your form.');
    expect(en.text('validation.ui.incomplete')).toBe('Sorry, not all fields are filled out correctly.');
    expect(en.text('validation.ui.formIncomplete')).toBe('Form incomplete.');
    expect(en.text('validation.rules.invalid')).toBe('This field is not valid.');
  });

  it('a date in a message is the same day whatever the date object', () => {
    const date = parseDate('2025-12-31')!;
    expect(translator('en-gb').message({ key: 'validation.rules.date_after', values: { date: { date } } }, 'Date', (f) => f)).toBe(
      'Date must be after 31 December 2025.',
    );
  });
});
