// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadFormAction, LeadFormState } from '../../src/forms/actions/state';
import { LeadForm, type LeadFormViewProps } from '../../src/forms/components/lead-form-impl';
import { buildForm, type FormConfig } from '../../src/forms/definitions';
import { CONTACT } from '../../src/forms/definitions/contact';
import { JOB_APPLICATION } from '../../src/careers/application-form';
import { MESSAGES } from '../../src/i18n/messages';
import deLu from '../../locales/de-lu.json' with { type: 'json' };
import enGb from '../../locales/en-gb.json' with { type: 'json' };
import frLu from '../../locales/fr-lu.json' with { type: 'json' };

/**
 * The lead form's composition in a browser-like DOM (issue 9, point 2: LeadForm split into the
 * submission hook, the field-control switch and the layout): the server's HTML first, what the
 * visitor typed before the script took over, then the three answers of the action and where focus
 * goes after each. The real definitions and texts of the contact form; the action is the test's.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no CSS.escape; the form's field names are plain words
(globalThis as { CSS?: { escape(s: string): string } }).CSS ??= { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

const CONFIG: FormConfig = { locations: [{ slug: 'bertrange', name: 'Autopolis Bertrange', schedule: null }] };
const KEY = '6f1c1f1e-8d53-4c9b-9d0e-8c8e4d6f2a11';

let container: HTMLDivElement;
let root: Root | undefined;
let calls: FormData[];

/** The server's refusal over a limit: the visitor's address (`client`) or the e-mail's mailbox. */
const refusal = (by: 'client' | 'mailbox' = 'client', filesDropped = 0): LeadFormState => ({
  status: 'error',
  key: KEY,
  error: { code: 'rate_limited', retryAfterSeconds: 120, by },
  values: {},
  filesDropped,
});

function props(action: LeadFormAction, initial: LeadFormState = { status: 'idle', key: KEY }): LeadFormViewProps {
  return {
    spec: CONTACT,
    locale: 'en-gb',
    config: CONFIG,
    action,
    initial,
    messages: buildForm(CONTACT, CONFIG).pickMessages(MESSAGES['en-gb']),
    idPrefix: 'contact',
    policyHref: '/en-gb/privacy',
    againHref: '/en-gb/contact',
  };
}

/** Renders on the "server", lets `beforeHydration` act on that HTML, then hydrates it. */
async function mount(p: LeadFormViewProps, beforeHydration?: () => void): Promise<void> {
  container.innerHTML = renderToString(<LeadForm {...p} />);
  beforeHydration?.();
  await act(async () => {
    root = hydrateRoot(container, <LeadForm {...p} />, { onRecoverableError: (error) => console.error('hydration', error) });
  });
}

const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
function type(name: string, value: string) {
  const input = field(name);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
async function fillValid() {
  await act(async () => {
    const subject = container.querySelector<HTMLSelectElement>('select[name="subject"]')!;
    subject.value = subject.options[1]!.value;
    subject.dispatchEvent(new Event('change', { bubbles: true }));
    type('message', 'I would like to know more about your workshop.');
    type('name', 'Anne Muller');
    type('email', 'anne@example.lu');
    field('consent').click();
  });
}
const submit = () =>
  act(async () => {
    container.querySelector('form')!.requestSubmit();
  });

beforeEach(() => {
  calls = [];
  window.history.replaceState(null, '', '/en-gb/contact');
  container = document.createElement('div');
  document.body.append(container);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  Element.prototype.scrollIntoView = () => {};
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

describe('the lead form in the browser', () => {
  it('keeps what was typed before the script took over and sends it', async () => {
    const action: LeadFormAction = async (data) => {
      calls.push(data);
      return refusal();
    };
    await mount(props(action), () => {
      field('name').value = 'Typed Early';
    });
    expect(field('name').value).toBe('Typed Early');
    await act(async () => {
      type('message', 'I would like to know more about your workshop.');
      type('email', 'anne@example.lu');
      const subject = container.querySelector<HTMLSelectElement>('select[name="subject"]')!;
      subject.value = subject.options[1]!.value;
      subject.dispatchEvent(new Event('change', { bubbles: true }));
      field('consent').click();
    });
    await submit();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.get('name')).toBe('Typed Early');
    expect(calls[0]!.get('_key')).toBe(KEY);
  });

  it('refuses an incomplete form in the browser and moves focus to the error summary', async () => {
    await mount(props(async (data) => (calls.push(data), { status: 'idle', key: KEY })));
    await submit();
    expect(calls).toHaveLength(0);
    const summary = document.activeElement as HTMLElement;
    expect(summary.className).toBe('lead-form__summary');
    expect(summary.querySelector('h2')!.textContent).toBe(enGb.validation.ui.summaryHeader);
    // one link per field to fix, to that field
    const links = [...summary.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining(['#contact-subject', '#contact-message', '#contact-name', '#contact-email', '#contact-consent']),
    );
  });

  it('shows a refusal of the server in an alert that takes focus, keeping every value', async () => {
    await mount(
      props(async (data) => {
        calls.push(data);
        return refusal();
      }),
    );
    await fillValid();
    await submit();
    expect(calls).toHaveLength(1);
    const alert = document.activeElement as HTMLElement;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Please try again in 2 minutes');
    expect(field('name').value).toBe('Anne Muller');
    expect(window.location.search).toBe('');
  });

  it('says "sent" only on the stored answer: the success heading takes focus and the address becomes the success one', async () => {
    await mount(
      props(async (data) => {
        calls.push(data);
        return { status: 'sent', key: KEY, token: 'signed.token', summary: { form: 'contact', email: 'anne@example.lu' } as never };
      }),
    );
    await fillValid();
    await submit();
    expect(calls[0]!.get('_js')).toBe('1');
    const heading = document.activeElement as HTMLElement;
    expect(heading.tagName).toBe('H2');
    expect(heading.textContent).toBe(enGb.forms.success.title);
    expect(window.location.search).toBe('?sent=signed.token');
    expect(container.querySelector('form')).toBeNull();
  });

  it('keeps the visitor on the form when the action cannot be reached', async () => {
    await mount(
      props(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await fillValid();
    await submit();
    const alert = document.activeElement as HTMLElement;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain(enGb.forms.errors.network);
    expect(field('email').value).toBe('anne@example.lu');
  });
});

describe('the lead form refused without JavaScript (issue 28)', () => {
  it('asks a refused job application for its CV and cover letter again, not for photos', () => {
    const html = renderToString(
      <LeadForm
        {...props(async () => ({ status: 'idle', key: KEY }), refusal('client', 2))}
        spec={JOB_APPLICATION}
        config={{}}
        messages={buildForm(JOB_APPLICATION, {}).pickMessages(MESSAGES['en-gb'])}
      />,
    );
    const note = /<p class="lead-form__note">([^<]*)<\/p>/.exec(html)?.[1];
    expect(note).toBe('Please choose again: CV and Cover letter (2 files). Files cannot be kept when the form is sent back to you.');
    expect(note).not.toMatch(/photo/i);
  });

  it.each(['fr-lu', 'de-lu', 'en-gb'] as const)(
    'says in %s that the e-mail address, not the connection, sent too many (issue 39)',
    (locale) => {
      const texts = { 'fr-lu': frLu, 'de-lu': deLu, 'en-gb': enGb }[locale].forms.errors;
      const html = renderToString(
        <LeadForm
          {...props(async () => ({ status: 'idle', key: KEY }), refusal('mailbox'))}
          locale={locale}
          messages={buildForm(CONTACT, CONFIG).pickMessages(MESSAGES[locale])}
        />,
      );
      // the sentence up to its number of minutes (2: 120 s), which the message formats
      expect(html).toContain(texts.mailbox_limited.split('{')[0]);
      expect(html).not.toContain(texts.rate_limited.split('{')[0]);
    },
  );

  it('posts to the page it is on: the address as its action, never action="" (issue 28, point 6)', () => {
    const action = Object.assign(async () => ({ status: 'idle', key: KEY }) as LeadFormState, {
      $$FORM_ACTION: () => ({ name: '$ACTION_ID_abc', method: 'POST', encType: 'multipart/form-data' }),
    });
    const html = renderToString(<LeadForm {...props(action)} address="/en-gb/contact" />);
    expect(/<form class="lead-form"[^>]*>/.exec(html)?.[0]).toMatch(/ action="\/en-gb\/contact"/);
    expect(html).toContain('name="$ACTION_ID_abc"');
  });
});
