import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormState } from '../../src/form-engine/state';
import { defineForm, defineRule, type FormFieldMessage } from '../../src/form-engine/validation';
import { NOW, slotFree, testDrive, testMessages } from './fixtures';

const options = { locale: 'en-gb' as const, messages: testMessages('en-gb'), now: () => NOW };

const contact = defineForm({
  id: 'contact',
  rules: { slot_free: slotFree },
  fields: {
    email: { type: 'email', label: 'testForms.email', rules: 'required|email' },
    email_confirm: { type: 'email', label: 'testForms.emailConfirm', rules: 'confirm' },
    name: { type: 'text', label: 'testForms.name', rules: 'length:2', visibility: 'live' },
    phone: { type: 'tel', label: 'testForms.phone', rules: 'length:6', visibility: 'submit' },
    message: { type: 'textarea', label: 'testForms.message', rules: '?length:10' },
    slot: { type: 'time', label: 'testForms.slot', rules: 'slot_free' },
    consent: { type: 'checkbox', label: 'testForms.consent', validationLabel: 'testForms.consentInSentence', rules: 'accepted' },
    seats: { type: 'number', label: 'testForms.seats' },
  },
});

const shown = (messages: readonly FormFieldMessage[]) => messages.filter((m) => m.visible).map((m) => m.value);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('field states', () => {
  it('a new form: nothing touched, rules evaluated, messages hidden', () => {
    const form = createFormState(contact, options);
    const email = form.getSnapshot().fields.email;
    expect(email).toMatchObject({ value: '', blurred: false, dirty: false, submitted: false, settled: true, required: true, empty: true });
    expect(email).toMatchObject({
      failing: true,
      passing: false,
      valid: false,
      invalid: false,
      complete: false,
      errors: false,
      validationVisible: false,
    });
    expect(email.messages.map((m) => [m.key, m.visible])).toEqual([['rule_required', false]]);
    expect(email.visibleMessages).toEqual([]);
    const seats = form.getSnapshot().fields.seats;
    expect(seats).toMatchObject({ required: false, valid: true, passing: true, failing: false, complete: false });
  });

  it('valid, passing and complete once the rules pass', () => {
    const form = createFormState(contact, options);
    form.setValue('email', 'jean@example.lu');
    expect(form.getSnapshot().fields.email).toMatchObject({
      dirty: true,
      empty: false,
      valid: true,
      passing: true,
      failing: false,
      complete: true,
      invalid: false,
    });
  });

  it('a field without rules is complete when changed and not empty', () => {
    const form = createFormState(contact, options);
    form.setValue('seats', '3');
    expect(form.getSnapshot().fields.seats.complete).toBe(true);
    form.setValue('seats', '');
    expect(form.getSnapshot().fields.seats.complete).toBe(false);
  });

  it('a failing non-blocking rule leaves the field valid but failing, not passing', () => {
    const form = createFormState(contact, options);
    form.setValue('message', 'short');
    form.blur('message');
    const message = form.getSnapshot().fields.message;
    expect(message).toMatchObject({ valid: true, failing: true, passing: false, invalid: false });
    expect(message.visibleMessages).toEqual([
      {
        key: 'rule_length',
        type: 'validation',
        value: 'Message must be greater than or equal to 10 characters.',
        visible: true,
        blocking: false,
      },
    ]);
  });

  it('dirty stays once the value changed, even when changed back', () => {
    const form = createFormState(contact, { ...options, initialValues: { email: 'a@b.lu' } });
    expect(form.getSnapshot().fields.email.dirty).toBe(false);
    form.setValue('email', 'a@b.lu');
    expect(form.getSnapshot().fields.email.dirty).toBe(false);
    form.setValue('email', 'c@b.lu');
    form.setValue('email', 'a@b.lu');
    expect(form.getSnapshot().fields.email.dirty).toBe(true);
  });

  it('a cross-field rule re-runs when the other field changes', () => {
    const form = createFormState(contact, options);
    form.setValue('email_confirm', 'a@b.lu');
    expect(form.getSnapshot().fields.email_confirm.failing).toBe(true);
    form.setValue('email', 'a@b.lu');
    expect(form.getSnapshot().fields.email_confirm.failing).toBe(false);
  });
});

describe('message visibility', () => {
  it('blur (default): shown after leaving the field', () => {
    const form = createFormState(contact, options);
    form.setValue('email', 'nope');
    expect(shown(form.getSnapshot().fields.email.messages)).toEqual([]);
    form.blur('email');
    expect(form.getSnapshot().fields.email).toMatchObject({ blurred: true, validationVisible: true, invalid: true });
    expect(shown(form.getSnapshot().fields.email.messages)).toEqual(['Please enter a valid email address.']);
  });

  it('dirty (default for a checkbox): shown after a change, not after a blur', () => {
    const form = createFormState(contact, options);
    form.blur('consent');
    expect(form.getSnapshot().fields.consent.visibleMessages).toEqual([]);
    form.setValue('consent', true);
    form.setValue('consent', false);
    expect(shown(form.getSnapshot().fields.consent.visibleMessages)).toEqual(['Please accept the privacy policy.']);
  });

  it('live: shown at once', () => {
    const form = createFormState(contact, { ...options, initialValues: { name: 'J' } });
    expect(shown(form.getSnapshot().fields.name.visibleMessages)).toEqual(['Name must be greater than or equal to 2 characters.']);
  });

  it('submit: shown only after a submit attempt', async () => {
    const form = createFormState(contact, { ...options, initialValues: { phone: '123' } });
    form.setValue('phone', '1234');
    form.blur('phone');
    expect(form.getSnapshot().fields.phone.visibleMessages).toEqual([]);
    void form.submit();
    expect(shown(form.getSnapshot().fields.phone.visibleMessages)).toEqual(['Phone must be greater than or equal to 6 characters.']);
  });

  it('always shown after a submit attempt, whatever the mode', async () => {
    const form = createFormState(contact, options);
    await form.submit();
    const fields = form.getSnapshot().fields;
    expect(fields.email).toMatchObject({ submitted: true, validationVisible: true, invalid: true });
    expect(shown(fields.email.visibleMessages)).toEqual(['Email is required.']);
    expect(shown(fields.consent.visibleMessages)).toEqual(['Please accept the privacy policy.']);
  });
});

describe('debounced and asynchronous rules', () => {
  it('the field is unsettled and not valid until the rule answers', async () => {
    const form = createFormState(contact, options);
    form.setValue('slot', '12:00');
    form.blur('slot');
    expect(form.getSnapshot().fields.slot).toMatchObject({ settled: false, valid: false, failing: false, validationVisible: false });
    expect(form.getSnapshot().settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200); // debounce
    expect(form.getSnapshot().fields.slot.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(50); // the lookup
    expect(form.getSnapshot().fields.slot).toMatchObject({ settled: true, valid: false, failing: true, invalid: true });
    expect(shown(form.getSnapshot().fields.slot.visibleMessages)).toEqual(['This time slot is no longer available.']);
  });

  it('a new value restarts the debounce, and a stale answer is ignored', async () => {
    const seen: unknown[] = [];
    const spy = defineRule<[]>({
      validate: ({ value }) => {
        seen.push(value);
        return new Promise((resolve) => setTimeout(() => resolve(value !== 'taken'), 100));
      },
      message: () => ({ key: 'testForms.slotTaken' }),
    });
    const form = createFormState(
      defineForm({ id: 'spy', rules: { spy }, fields: { code: { type: 'text', label: 'testForms.name', rules: '(300)spy' } } }),
      options,
    );
    form.setValue('code', 't');
    await vi.advanceTimersByTimeAsync(200);
    form.setValue('code', 'ta');
    await vi.advanceTimersByTimeAsync(200);
    form.setValue('code', 'taken');
    await vi.advanceTimersByTimeAsync(350); // 'taken' is being checked
    form.setValue('code', 'free');
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual(['taken', 'free']);
    expect(form.getSnapshot().fields.code).toMatchObject({ settled: true, failing: false, valid: true });
  });

  it('messages that were shown stay visible while the field revalidates', async () => {
    const form = createFormState(contact, options);
    form.setValue('slot', '12:00');
    form.blur('slot');
    await vi.advanceTimersByTimeAsync(250);
    expect(form.getSnapshot().fields.slot.validationVisible).toBe(true);
    form.setValue('slot', '12:00');
    expect(form.getSnapshot().fields.slot).toMatchObject({ settled: false, validationVisible: true });
  });
});

describe('submit', () => {
  it('waits for validation to settle, marks every field submitted, then shows the incomplete message and summary', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    const form = createFormState(contact, {
      ...options,
      onSubmit,
      onInvalid,
      initialValues: { email: 'a@b.lu', slot: '12:00', consent: true },
    });
    let done = false;
    const result = form.submit().then((ok) => {
      done = true;
      return ok;
    });
    await vi.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    expect(form.getSnapshot().submitted).toBe(true);
    expect(form.getSnapshot().messages).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(false);
    const snapshot = form.getSnapshot();
    expect(Object.values(snapshot.fields).every((f) => f.submitted)).toBe(true);
    expect(snapshot.messages.map((m) => [m.key, m.value, m.visible])).toEqual([
      ['incomplete', 'Sorry, not all fields are filled out correctly.', true],
      ['summaryHeader', 'There were errors in your form.', true],
      ['formIncomplete', 'Form incomplete.', false],
    ]);
    expect(snapshot.summary).toEqual([{ field: 'slot', label: 'Time slot', message: 'This time slot is no longer available.' }]);
    expect(onInvalid).toHaveBeenCalledWith(snapshot);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the incomplete message goes once the form is valid again', async () => {
    const form = createFormState(contact, { ...options, initialValues: { consent: true } });
    await form.submit();
    expect(form.getSnapshot().messages).toHaveLength(3);
    form.setValue('email', 'a@b.lu');
    expect(form.getSnapshot()).toMatchObject({ valid: true, messages: [], summary: [] });
  });

  it('calls the submit handler with typed values; an asynchronous one disables the form and marks it loading', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn((_values: unknown) => new Promise<void>((resolve) => (finish = resolve)));
    const form = createFormState(contact, {
      ...options,
      onSubmit,
      initialValues: { email: 'a@b.lu', email_confirm: 'a@b.lu', consent: true, seats: '4' },
    });
    const result = form.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ email: 'a@b.lu', consent: true, seats: 4, slot: '' });
    expect(form.getSnapshot()).toMatchObject({ loading: true, disabled: true });
    form.setValue('email', 'changed@b.lu');
    expect(form.getSnapshot().values.email).toBe('a@b.lu');
    expect(await Promise.race([form.submit(), Promise.resolve('second submit ignored')])).toBe(false);
    finish();
    expect(await result).toBe(true);
    expect(form.getSnapshot()).toMatchObject({ loading: false, disabled: false, messages: [] });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a synchronous handler does not mark the form loading', async () => {
    const states: boolean[] = [];
    const form = createFormState(contact, { ...options, initialValues: { email: 'a@b.lu', consent: true }, onSubmit: () => undefined });
    form.subscribe(() => states.push(form.getSnapshot().loading));
    expect(await form.submit()).toBe(true);
    expect(states.every((loading) => !loading)).toBe(true);
  });

  it('a rejection from the server shows its messages as errors until the field changes', async () => {
    const onInvalid = vi.fn();
    const form = createFormState(contact, {
      ...options,
      onInvalid,
      initialValues: { email: 'a@b.lu', consent: true },
      onSubmit: async () => ({
        ok: false as const,
        messages: {
          email: [
            {
              key: 'taken',
              type: 'validation' as const,
              value: 'This address already asked for a test drive today.',
              visible: true,
              blocking: true,
            },
          ],
        },
        form: [{ key: 'server', type: 'error' as const, value: 'Please try again.', visible: true, blocking: true }],
      }),
    });
    expect(await form.submit()).toBe(false);
    let snapshot = form.getSnapshot();
    expect(snapshot.fields.email).toMatchObject({ errors: true, valid: false, invalid: true, complete: false });
    expect(snapshot.fields.email.visibleMessages).toEqual([
      { key: 'taken', type: 'error', value: 'This address already asked for a test drive today.', visible: true, blocking: true },
    ]);
    expect(snapshot.messages.map((m) => m.key)).toEqual(['incomplete', 'summaryHeader', 'formIncomplete', 'server']);
    expect(snapshot.summary).toEqual([{ field: 'email', label: 'Email', message: 'This address already asked for a test drive today.' }]);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    form.setValue('email', 'b@b.lu');
    snapshot = form.getSnapshot();
    expect(snapshot.fields.email).toMatchObject({ errors: false, valid: true });
    expect(snapshot.messages).toEqual([]);
  });

  it('a rejected submission rendered again: values kept, shown as submitted, server-only messages kept as errors', async () => {
    const data = new FormData();
    data.set('name', 'Jean');
    data.set('email', 'jean@example');
    const server = await testDrive.validateSubmission('en-gb', data, { now: NOW, messages: testMessages('en-gb') });
    if (server.ok) throw new Error('expected a rejection');
    const extra: FormFieldMessage = {
      key: 'rule_file_type',
      type: 'validation',
      value: 'The file “car.jpg” is not of an accepted type (JPEG or PNG).',
      visible: true,
      blocking: true,
    };
    const form = createFormState(testDrive, { ...options, rejected: { ...server, messages: { ...server.messages, photos: [extra] } } });
    const snapshot = form.getSnapshot();
    expect(snapshot.values).toMatchObject({ name: 'Jean', email: 'jean@example' });
    expect(snapshot.submitted).toBe(true);
    expect(snapshot.fields.email.visibleMessages).toEqual(server.messages.email);
    expect(snapshot.fields.photos.visibleMessages).toEqual([{ ...extra, type: 'error' }]);
    expect(snapshot.messages.filter((m) => m.type === 'ui')).toEqual(server.form);
  });
});

describe('store', () => {
  it('notifies listeners and keeps the snapshot identical between changes', () => {
    const form = createFormState(contact, options);
    const listener = vi.fn();
    const unsubscribe = form.subscribe(listener);
    const first = form.getSnapshot();
    expect(form.getSnapshot()).toBe(first);
    form.setValue('email', 'x');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(form.getSnapshot()).not.toBe(first);
    unsubscribe();
    form.blur('email');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reset empties the form', async () => {
    const form = createFormState(contact, options);
    form.setValue('email', 'x');
    await form.submit();
    form.reset();
    expect(form.getSnapshot()).toMatchObject({ submitted: false, messages: [] });
    expect(form.getSnapshot().fields.email).toMatchObject({ value: '', dirty: false, blurred: false });
  });

  it('dispose stops pending validations; resume restarts them', async () => {
    const form = createFormState(contact, { ...options, initialValues: { slot: '12:00' } });
    form.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(form.getSnapshot().fields.slot.settled).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    form.resume();
    await vi.advanceTimersByTimeAsync(250);
    expect(form.getSnapshot().fields.slot).toMatchObject({ settled: true, failing: true });
  });
});
