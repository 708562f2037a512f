// @vitest-environment jsdom
import { act, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormState } from '../../src/form-engine/state';
import { defineForm } from '../../src/form-engine/validation';
import { NOW, slotFree, testMessages } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const form = defineForm({
  id: 'mini',
  rules: { slot_free: slotFree },
  fields: {
    email: { type: 'email', label: 'testForms.email', rules: 'required|email' },
    slot: { type: 'time', label: 'testForms.slot', rules: 'slot_free' },
  },
});

function Mini({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const f = useFormState(form, { locale: 'en-gb', messages: testMessages('en-gb'), now: () => NOW, onSubmit });
  return (
    <form onSubmit={f.handleSubmit} aria-busy={f.loading}>
      <fieldset disabled={f.disabled}>
        {form.names.map((name) => (
          <div key={name}>
            <input
              name={name}
              value={f.fields[name].value}
              aria-invalid={f.fields[name].invalid}
              onChange={(e) => f.setValue(name, e.currentTarget.value)}
              onBlur={() => f.blur(name)}
            />
            {f.fields[name].visibleMessages.map((m) => (
              <p key={m.key} data-field={name}>
                {m.value}
              </p>
            ))}
          </div>
        ))}
      </fieldset>
      {f.messages
        .filter((m) => m.visible)
        .map((m) => (
          <p key={m.key} data-form-message={m.key}>
            {m.value}
          </p>
        ))}
      <ul>
        {f.summary.map((s) => (
          <li key={s.field}>{`${s.label}: ${s.message}`}</li>
        ))}
      </ul>
      <button type="submit">Send</button>
    </form>
  );
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('useFormState', () => {
  it('shows messages on blur, the summary after a failed submit, and disables the form during an async submit', async () => {
    vi.useFakeTimers({ now: NOW });
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <StrictMode>
          <Mini onSubmit={onSubmit} />
        </StrictMode>,
      ),
    );

    const email = container.querySelector<HTMLInputElement>('input[name=email]')!;
    await act(async () => type(email, 'jean@'));
    expect(container.querySelector('[data-field=email]')).toBeNull();
    await act(async () => email.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(container.querySelector('[data-field=email]')?.textContent).toBe('Please enter a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');

    const slot = container.querySelector<HTMLInputElement>('input[name=slot]')!;
    await act(async () => type(slot, '12:00'));
    await act(async () => {
      container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(container.querySelector('[data-form-message=incomplete]')?.textContent).toBe('Sorry, not all fields are filled out correctly.');
    expect(container.querySelector('[data-form-message=summaryHeader]')?.textContent).toBe('There were errors in your form.');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Email: Please enter a valid email address.',
      'Time slot: This time slot is no longer available.',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => {
      type(email, 'jean@example.lu');
      type(slot, '10:00');
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(container.querySelector('[data-form-message]')).toBeNull();
    await act(async () => {
      container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(container.querySelector('fieldset')!.disabled).toBe(true);
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(container.querySelector('fieldset')!.disabled).toBe(false);
    act(() => root.unmount());
  });
});
