import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { MESSAGES } from '../../src/i18n/messages';
import { defineForm, RuleSyntaxError, type FileEntry } from '../../src/form-engine/validation';
import { createFormState } from '../../src/form-engine/state';
import { JPEG_BYTES, NOW, testDrive, testMessages, validFormData } from './fixtures';

const validate = (data: FormData | Record<string, unknown>, locale: 'fr-lu' | 'de-lu' | 'en-gb' = 'en-gb') =>
  testDrive.validateSubmission(locale, data, { now: NOW, messages: testMessages(locale) });

async function rejected(data: FormData | Record<string, unknown>, locale: 'fr-lu' | 'de-lu' | 'en-gb' = 'en-gb') {
  const result = await validate(data, locale);
  if (result.ok) throw new Error('expected a rejection');
  return result;
}

const texts = (messages: readonly { value: string; visible: boolean }[]) => messages.filter((m) => m.visible).map((m) => m.value);

describe('defineForm', () => {
  it('refuses unknown rules and bad arguments, naming the form and field', () => {
    expect(() =>
      defineForm({
        id: 'contact',
        fields: {
          name: { type: 'text', label: 'x.name', rules: 'requird' },
          age: { type: 'number', label: 'x.age', rules: 'between:1' },
        },
      }),
    ).toThrow(RuleSyntaxError);
    try {
      defineForm({
        id: 'contact',
        fields: { name: { type: 'text', label: 'x.name', rules: 'requird' }, age: { type: 'number', label: 'x.age', rules: 'between:1' } },
      });
    } catch (err) {
      expect((err as RuleSyntaxError).issues).toEqual([
        "contact.name: unknown rule 'requird' (did you mean 'required'?)",
        'contact.age: between: needs two bounds (between:1,10)',
      ]);
    }
  });

  it('knows which fields are required, depend on others and how they show messages', () => {
    expect(testDrive.isRequired('email')).toBe(true);
    expect(testDrive.isRequired('phone')).toBe(false);
    expect(testDrive.dependsOnOthers('email_confirm')).toBe(true);
    expect(testDrive.dependsOnOthers('email')).toBe(false);
    expect(testDrive.visibilityOf('email')).toBe('blur');
    expect(testDrive.visibilityOf('consent')).toBe('dirty');
    expect(testDrive.maxLengthOf('name')).toBe(500);
    expect(testDrive.maxLengthOf('message')).toBe(50);
    expect(testDrive.fileLimitsOf('photos')).toEqual({ accept: ['image/jpeg', 'image/png'], maxFileSize: 1024, maxFiles: 2 });
  });

  it('starts from empty values of the right type', () => {
    expect(testDrive.emptyValues()).toEqual({
      name: '',
      email: '',
      email_confirm: '',
      phone: '',
      contact: '',
      date: '',
      slot: '',
      seats: '',
      interests: [],
      consent: false,
      photos: [],
      message: '',
    });
  });

  it('picks the namespaces its texts need for a client component', () => {
    const picked = testDrive.pickMessages(testMessages('fr-lu') as Record<string, unknown>);
    expect(Object.keys(picked).sort()).toEqual(['testForms', 'validation']);
  });
});

describe('raw values from a submission', () => {
  it('reads FormData as the browser posts it, dropping unknown keys', () => {
    const values = testDrive.rawValues(validFormData());
    expect(values).toMatchObject({ name: 'Jean Muller', contact: 'phone', seats: '2', interests: ['leasing', 'financing'], consent: true });
    expect(values.photos).toHaveLength(1);
    expect(values.photos[0]!.name).toBe('car.jpg');
    expect(values).not.toHaveProperty('unexpected');
  });

  it('an unchecked checkbox is false; an empty file input is no file', () => {
    const data = new FormData();
    data.append('photos', new File([], '', { type: 'application/octet-stream' }));
    const values = testDrive.rawValues(data);
    expect(values.consent).toBe(false);
    expect(values.photos).toEqual([]);
    expect(values.name).toBe('');
  });

  it('does not let a file stand for text, or text for a file', () => {
    const data = new FormData();
    data.append('name', new File(['x'], 'name.txt'));
    data.append('photos', 'not a file');
    const values = testDrive.rawValues(data);
    expect(values.name).toBe('');
    expect(values.photos).toEqual([]);
  });

  it('coerces a JSON-like object', () => {
    const values = testDrive.rawValues({
      name: ['A', 'B'],
      seats: 3,
      consent: 'yes',
      interests: 'leasing',
      email: { evil: true },
      photos: 'x',
    });
    expect(values).toMatchObject({ name: 'A', seats: '3', consent: true, interests: ['leasing'], email: '', photos: [] });
  });
});

describe('validateSubmission', () => {
  it('answers typed values for a valid submission', async () => {
    const result = await validate(validFormData());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values).toMatchObject({
      name: 'Jean Muller',
      contact: 'phone',
      date: '2025-06-20',
      seats: 2,
      interests: ['leasing', 'financing'],
      consent: true,
      message: 'Bonjour',
    });
    expect(result.values.photos[0]!.file).toBeInstanceOf(File);
    expectTypeOf(result.values.contact).toEqualTypeOf<'email' | 'phone' | null>();
    expectTypeOf(result.values.seats).toEqualTypeOf<number | null>();
    expectTypeOf(result.values.interests).toEqualTypeOf<Array<'leasing' | 'trade-in' | 'financing'>>();
    expectTypeOf(result.values.consent).toEqualTypeOf<boolean>();
    expectTypeOf(result.values.photos).toEqualTypeOf<FileEntry[]>();
    expectTypeOf(result.values.name).toEqualTypeOf<string>();
  });

  it('runs asynchronous rules and ignores their debounce', async () => {
    const data = validFormData();
    data.set('slot', '12:00');
    // the rule's debounce (200 ms) is a timer the engine would set before the rule runs: none is set
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      const result = await rejected(data);
      expect(texts(result.messages.slot)).toEqual(['This time slot is no longer available.']);
      const delays = timers.mock.calls.map((call) => call[1]);
      expect(delays, 'the rule itself ran (its 50 ms lookup)').toContain(50);
      expect(delays).not.toContain(200);
    } finally {
      timers.mockRestore();
    }
  });

  it('answers every message, the entered values without files, and the form messages', async () => {
    const data = validFormData();
    data.set('name', '   ');
    data.set('email', 'jean@example');
    data.delete('consent');
    data.set('date', '2025-06-15');
    const result = await rejected(data, 'fr-lu');
    expect(texts(result.messages.name)).toEqual(['Le champ «\u00a0Nom\u00a0» est obligatoire.']);
    expect(texts(result.messages.email)).toEqual(['Veuillez saisir une adresse e-mail valide.']);
    expect(texts(result.messages.email_confirm)).toEqual(['Le champ «\u00a0Confirmation de l’e-mail\u00a0» ne correspond pas.']);
    expect(texts(result.messages.consent)).toEqual(['Veuillez accepter\u00a0: la politique de confidentialité.']);
    expect(texts(result.messages.date)).toEqual(['Le champ «\u00a0Date souhaitée\u00a0» doit être dans le futur.']);
    expect(result.messages.phone).toEqual([]);
    expect(result.values).toMatchObject({ name: '   ', email: 'jean@example', consent: false, photos: [] });
    expect(result.form).toEqual([
      { key: 'incomplete', type: 'ui', value: 'Désolé, tous les champs ne sont pas remplis correctement.', visible: true, blocking: false },
      { key: 'summaryHeader', type: 'ui', value: 'Le formulaire contient des erreurs.', visible: true, blocking: false },
      { key: 'formIncomplete', type: 'ui', value: 'Formulaire incomplet.', visible: false, blocking: false },
    ]);
    expect(result.summary.map((s) => [s.field, s.label])).toEqual([
      ['name', 'Nom'],
      ['email', 'E-mail'],
      ['email_confirm', 'Confirmation de l’e-mail'],
      ['date', 'Date souhaitée'],
      ['consent', 'Politique de confidentialité'],
    ]);
    expect(result.messages.email[0]).toEqual({
      key: 'rule_email',
      type: 'validation',
      value: 'Veuillez saisir une adresse e-mail valide.',
      visible: true,
      blocking: true,
    });
  });

  it('a non-blocking failure does not reject the submission', async () => {
    const data = validFormData();
    data.append('interests', 'trade-in');
    expect((await validate(data)).ok).toBe(true);
  });

  it('answers in the texts it is given, and this module never loads the locale files itself (it runs in the browser too)', async () => {
    const plain = defineForm({ id: 'plain', fields: { email: { type: 'email', label: 'validation.rules.email', rules: 'required' } } });
    const result = await plain.validateSubmission('de-lu', new FormData(), { messages: MESSAGES['de-lu'] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.form[0]!.value).toBe(MESSAGES['de-lu'].validation.ui.incomplete);
    // an import of src/i18n/messages here, even a dynamic one, put all three locales (144 KB) in a chunk of the client build
    const source = readFileSync(new URL('../../src/form-engine/validation/form.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/i18n\/messages|locales\//);
  });

  describe('limits the browser cannot be trusted with', () => {
    it('text longer than the field allows, with the field’s own message', async () => {
      const data = validFormData();
      data.set('message', 'x'.repeat(51));
      data.set('name', 'x'.repeat(501));
      const result = await rejected(data);
      expect(texts(result.messages.message)).toEqual(['Your message is longer than 50 characters.']);
      expect(texts(result.messages.name)).toEqual(['Name must be less than or equal to 500 characters.']);
    });

    it('a choice that is not an option', async () => {
      const data = validFormData();
      data.set('contact', 'carrier pigeon');
      data.append('interests', 'free-car');
      const result = await rejected(data);
      expect(texts(result.messages.contact)).toEqual(['Preferred contact is not an allowed value.']);
      expect(texts(result.messages.interests)).toEqual(['Interests is not an allowed value.']);
    });

    it('a number, a date or a time that is not one', async () => {
      const data = validFormData();
      data.set('seats', 'two');
      data.set('date', '20/06/2025');
      data.set('slot', '25:00');
      const result = await rejected(data);
      expect(texts(result.messages.seats)).toEqual(['Seats must be a number.']);
      expect(texts(result.messages.date)).toEqual(['The selected date is invalid.']);
      expect(texts(result.messages.slot)).toEqual(['This field is not valid.']);
      for (const seats of ['0x10', '1,5', ' 2', 'Infinity']) {
        const other = validFormData();
        other.set('seats', seats);
        expect(texts((await rejected(other)).messages.seats), seats).toEqual(['Seats must be a number.']);
      }
      const decimal = validFormData();
      decimal.set('seats', '2.0');
      const accepted = await validate(decimal);
      expect(accepted.ok && accepted.values.seats).toBe(2);
    });

    it('files: too many, too large, of the wrong type, or not what they claim to be', async () => {
      const jpeg = (name: string, size = JPEG_BYTES.length) =>
        new File([JPEG_BYTES, new Uint8Array(Math.max(0, size - JPEG_BYTES.length))], name, { type: 'image/jpeg' });
      const tooMany = validFormData();
      for (const n of ['a', 'b']) tooMany.append('photos', jpeg(`${n}.jpg`));
      expect(texts((await rejected(tooMany)).messages.photos)).toEqual(['Photos accepts at most 2 files.']);

      const tooLarge = validFormData();
      tooLarge.set('photos', jpeg('big.jpg', 2048));
      expect(texts((await rejected(tooLarge)).messages.photos)).toEqual(['The file “big.jpg” is too large (maximum 1 kB).']);

      const wrongType = validFormData();
      wrongType.set('photos', new File(['%PDF-1.7'], 'offer.pdf', { type: 'application/pdf' }));
      expect(texts((await rejected(wrongType)).messages.photos)).toEqual([
        'The file “offer.pdf” is not of an accepted type (JPEG or PNG).',
      ]);

      const forged = validFormData();
      forged.set('photos', new File(['MZ not a jpeg'], 'car.jpg', { type: 'image/jpeg' }));
      expect(texts((await rejected(forged)).messages.photos)).toEqual(['The file “car.jpg” is not of an accepted type (JPEG or PNG).']);
    });
  });
});

describe('one definition, the same messages in the browser and on the server', () => {
  it.each(['fr-lu', 'de-lu', 'en-gb'] as const)('%s', async (locale) => {
    vi.useFakeTimers({ now: NOW });
    try {
      const data = validFormData();
      data.set('email', 'nope');
      data.set('email_confirm', 'other');
      data.set('seats', '12');
      data.set('slot', '12:00');
      data.delete('consent');
      data.delete('photos');
      const server = await (async () => {
        const pending = validate(data, locale);
        await vi.runAllTimersAsync();
        return pending;
      })();
      if (server.ok) throw new Error('expected a rejection');
      expect(server.summary.map((s) => s.field)).toEqual(['email', 'email_confirm', 'slot', 'seats', 'consent']);

      const browser = createFormState(testDrive, {
        locale,
        messages: testMessages(locale),
        initialValues: testDrive.rawValues(data),
        now: () => NOW,
      });
      const submitting = browser.submit();
      await vi.runAllTimersAsync();
      expect(await submitting).toBe(false);
      const snapshot = browser.getSnapshot();
      for (const name of testDrive.names) expect(snapshot.fields[name].visibleMessages, name).toEqual(server.messages[name]);
      expect(snapshot.messages).toEqual(server.form);
      expect(snapshot.summary).toEqual(server.summary);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('defaults', () => {
  it('stay within what the lead store accepts', async () => {
    const { DEFAULT_LIMITS } = await import('../../src/leads/limits');
    const { ALLOWED_FILE_TYPES } = await import('../../src/leads/types');
    const { DEFAULT_ACCEPT, DEFAULT_MAX_FILE_SIZE, DEFAULT_MAX_FILES, DEFAULT_MAX_LENGTH } =
      await import('../../src/form-engine/validation');
    expect(ALLOWED_FILE_TYPES).toEqual(expect.arrayContaining([...DEFAULT_ACCEPT]));
    expect(DEFAULT_MAX_FILE_SIZE).toBeLessThanOrEqual(DEFAULT_LIMITS.maxFileBytes);
    expect(DEFAULT_MAX_FILES).toBeLessThanOrEqual(DEFAULT_LIMITS.maxFiles);
    expect(DEFAULT_MAX_LENGTH.textarea).toBeLessThanOrEqual(DEFAULT_LIMITS.maxFieldChars);
    expect(DEFAULT_MAX_LENGTH.text).toBeLessThanOrEqual(DEFAULT_LIMITS.maxFieldChars);
  });
});

describe('a field that counts only while a box is ticked (`when`)', () => {
  const form = defineForm({
    id: 'part',
    fields: {
      part: { type: 'checkbox', label: 'forms.fields.tradeIn' },
      make: { type: 'text', label: 'forms.fields.make', rules: 'required|length:2,10', when: 'part' },
      year: { type: 'number', label: 'forms.fields.year', rules: 'required|between:1950,2030', when: 'part' },
    },
  });

  it('is neither checked nor given while unticked, whatever was sent; required and checked once ticked', async () => {
    const unticked = await form.validateSubmission('en-gb', { make: 'x', year: 'abc' }, { messages: testMessages('en-gb') });
    expect(unticked).toEqual({ ok: true, values: { part: false, make: '', year: null } });
    const ticked = await form.validateSubmission('en-gb', { part: 'on', make: 'x', year: '' }, { messages: testMessages('en-gb') });
    expect(ticked.ok).toBe(false);
    if (!ticked.ok)
      expect(
        Object.entries(ticked.messages)
          .filter(([, list]) => list.length)
          .map(([name]) => name),
      ).toEqual(['make', 'year']);
    expect(await form.validateSubmission('en-gb', { part: 'on', make: 'Ford', year: '2019' }, { messages: testMessages('en-gb') })).toEqual(
      {
        ok: true,
        values: { part: true, make: 'Ford', year: 2019 },
      },
    );
  });

  it('re-validates in the browser when the box changes', () => {
    const state = createFormState(form, { locale: 'en-gb', messages: testMessages('en-gb') });
    expect(form.dependsOnOthers('make')).toBe(true);
    expect(state.getSnapshot().fields.make.valid).toBe(true);
    state.setValue('part', true);
    expect(state.getSnapshot().fields.make.valid).toBe(false);
  });

  it('must name a checkbox of the form', () => {
    expect(() => defineForm({ id: 'bad', fields: { make: { type: 'text', label: 'forms.fields.make', when: 'nothing' } } })).toThrow(
      RuleSyntaxError,
    );
  });
});
