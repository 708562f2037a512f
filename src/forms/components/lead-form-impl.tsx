import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { createTranslator } from 'use-intl/core';
import { LUXEMBOURG_TIME_ZONE } from '../../i18n/time-zone';
import { HONEYPOT_FIELD } from '../../leads/honeypot';
import { LOCALE_TAG, type Locale } from '../../routing/locales';
import {
  JS_FIELD,
  KEY_FIELD,
  LOCALE_FIELD,
  SENT_PARAM,
  type LeadFormAction,
  type LeadFormError,
  type LeadFormState,
  type SentSummary,
} from '../actions/state';
import { buildForm, defaultValues, layoutOf, type FieldUi, type FormConfig, type FormKind } from '../definitions';
import { bookingRange, dayStatus, TEST_DRIVE_POLICY, weekSlotTimes, WORKSHOP_POLICY } from '../definitions/slots';
import { useFormState, type FormState } from '../../form-engine/state';
import type {
  FieldDefinition,
  Fields,
  FileEntry,
  FormDefinition,
  MessageSource,
  RawValues,
  SelectOptions,
} from '../../form-engine/validation';
import { CheckboxInputField, FileField, RadioField, SelectField, TextInputField, type FieldChrome } from './fields';

/**
 * A lead form, with and without JavaScript.
 *
 * Without JavaScript it is a plain multipart form posting to its server action: Waku renders the page
 * again, and the page starts this form from the action's answer (`initial`), so a refusal shows the
 * server's messages (the same as the browser's) beside every value the visitor typed, and the error
 * summary takes focus (`autofocus`); a stored lead answers with a redirect to the success URL. The
 * answer reaches the form as a prop, not through React's form state, so should the page's JavaScript
 * load after such a post it hydrates the very same form.
 *
 * With JavaScript the forms engine validates as the visitor goes (messages on blur, on change for
 * checkboxes, and all of them after a submit attempt); a submit waits for validation, then either
 * moves focus to the error summary or calls the same action while the form is disabled and marked
 * busy. Only the action's answer that the lead is stored shows the success screen, whose URL
 * (`?sent=…`) then replaces the page's, so a reload shows it again instead of posting twice.
 */

export type LeadFormProps = {
  kind: FormKind;
  locale: Locale;
  config: FormConfig;
  action: LeadFormAction;
  /** A fresh submission key (`idle`), the answer of a post without JavaScript, or the success of a verified token (`sent`). */
  initial: LeadFormState;
  /** The `validation` and `forms` texts of the locale. */
  messages: MessageSource;
  /** Hidden fields the action needs (the vehicle, the page variant). */
  hidden?: Readonly<Record<string, string>>;
  /** Values to start with besides the form's usual ones (a preselected workshop). */
  defaults?: Readonly<Record<string, string>>;
  /** DOM id prefix (two forms on one page must differ). */
  idPrefix: string;
  /** The data policy page the consent links to. */
  policyHref: string;
  /** The page without `?sent=`: "send another request". */
  againHref: string;
  /** The dealership a vehicle form goes to, for the success screen. */
  dealershipName?: string | undefined;
  /** Server-rendered links under the success message (back to the vehicle, the stock…). */
  successLinks?: ReactNode;
};

type Translate = (key: string, values?: Record<string, string | number>) => string;

function useTranslate(locale: Locale, messages: MessageSource): Translate {
  return useMemo(() => {
    const t = createTranslator({ locale: LOCALE_TAG[locale], messages: messages as never, timeZone: LUXEMBOURG_TIME_ZONE });
    return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
  }, [locale, messages]);
}

/** True after the first client render: until then the markup must be the server's. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const optionList = (options: SelectOptions) => options.flatMap((o) => ('group' in o ? o.options : [o]));

function formatDay(locale: Locale, date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(LOCALE_TAG[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

function formatBytes(locale: Locale, bytes: number): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 1), 'kilobyte'];
  return new Intl.NumberFormat(LOCALE_TAG[locale], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

function errorText(t: Translate, error: LeadFormError, labelOf: (field: string) => string): string {
  switch (error.code) {
    case 'rate_limited':
      return t('forms.errors.rate_limited', { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
    case 'field_too_long':
      return t('forms.errors.field_too_long', { field: labelOf(error.field), max: error.maxChars });
    default:
      return t(`forms.errors.${error.code}`);
  }
}

export function LeadForm(props: LeadFormProps) {
  const { kind, locale, config, action, initial, messages, hidden = {}, idPrefix, policyHref } = props;
  const t = useTranslate(locale, messages);
  const form = useMemo(() => buildForm(kind, config), [kind, config]);
  const layout = layoutOf(kind);
  const hydrated = useHydrated();

  // Without JavaScript, the page renders the form from the action's answer.
  const serverState = initial;
  // With JavaScript, the answers of the calls made below.
  const [clientState, setClientState] = useState<LeadFormState | null>(null);
  const state = clientState ?? serverState;
  const fromServerRender = clientState === null && (serverState.status === 'invalid' || serverState.status === 'error');

  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ to: 'summary' | 'alert' | 'success'; n: number } | null>(null);
  const focus = (to: 'summary' | 'alert' | 'success') => setFocusTarget((prev) => ({ to, n: (prev?.n ?? 0) + 1 }));

  const initialValues = {
    ...defaultValues(kind, { ...props.defaults }),
    ...(serverState.status === 'error' ? (serverState.values as Partial<RawValues<typeof form.fields>>) : {}),
  };

  const f = useFormState(form, {
    locale,
    messages,
    initialValues,
    ...(serverState.status === 'invalid' ? { rejected: serverState.rejected } : {}),
    onInvalid: () => focus('summary'),
    onSubmit: async () => {
      const element = formRef.current;
      if (!element) return;
      const data = new FormData(element);
      data.set(JS_FIELD, '1');
      let answer: LeadFormState;
      try {
        answer = await action(data);
      } catch (error) {
        console.error('[forms] the submission did not reach the server', error);
        answer = { status: 'error', key: state.key, error: { code: 'network' }, values: {}, filesDropped: 0 };
      }
      setClientState(answer);
      if (answer.status === 'invalid') return { ok: false, messages: answer.rejected.messages };
      if (answer.status === 'error') focus('alert');
      if (answer.status === 'sent') focus('success');
      return undefined;
    },
  });

  // What the visitor typed or chose before the page's JavaScript took over is still in the DOM
  // (React leaves a control's value alone while hydrating) but not in the store, and the next render
  // would put the store's value back: it is taken into the store first, once, before any other effect.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (element) adoptTypedValues(element, form, f.state);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusTarget) return;
    const el = focusTarget.to === 'summary' ? summaryRef.current : focusTarget.to === 'alert' ? alertRef.current : successRef.current;
    el?.focus();
    el?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [focusTarget]);

  // the success URL replaces the page's: a reload shows the success screen, it does not post again
  useEffect(() => {
    if (clientState?.status !== 'sent') return;
    const url = new URL(window.location.href);
    url.search = `?${SENT_PARAM}=${encodeURIComponent(clientState.token)}`;
    window.history.replaceState(window.history.state, '', url);
  }, [clientState]);

  const labelOf = (name: string) => {
    const def = form.fields[name] as FieldDefinition | undefined;
    return def ? t(def.label) : name;
  };

  if (state.status === 'sent') {
    return <Success {...props} t={t} summary={state.summary} headingRef={successRef} />;
  }

  const today = bookingRange(new Date(), kind === 'tyre-appointment' ? WORKSHOP_POLICY : TEST_DRIVE_POLICY);

  /** The slot times to offer: the chosen date's (with JavaScript), or every slot of the week. */
  const slotOptions = (dateField: string): string[] => {
    const schedule =
      kind === 'tyre-appointment'
        ? (config.locations?.find((l) => l.slug === f.values.location)?.schedule ?? null)
        : (config.schedule ?? null);
    const policy = kind === 'tyre-appointment' ? WORKSHOP_POLICY : TEST_DRIVE_POLICY;
    const date = String(f.values[dateField] ?? '');
    let times: string[];
    if (!schedule) {
      const all = new Set((config.locations ?? []).flatMap((l) => (l.schedule ? weekSlotTimes(l.schedule.week, policy) : [])));
      times = all.size ? [...all].sort() : FALLBACK_TIMES;
    } else if (hydrated && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
      const day = dayStatus(schedule, date, new Date(), policy);
      times = day.kind === 'open' ? day.times : [];
    } else times = weekSlotTimes(schedule.week, policy);
    const current = String(f.values.slot ?? '');
    return current && !times.includes(current) && !hydrated ? [...times, current].sort() : times;
  };

  const chromeOf = (name: string, ui: FieldUi): FieldChrome => {
    const snap = f.fields[name]!;
    const rules = form.rulesOf(name).map((r) => r.name);
    return {
      id: `${idPrefix}-${name}`,
      name,
      label: labelOf(name),
      required: snap.required || rules.includes('accepted'),
      requiredText: t('forms.required'),
      description: ui.description ? t(ui.description) : undefined,
      errors: snap.visibleMessages.filter((m) => m.blocking).map((m) => m.value),
      invalid: snap.invalid,
      half: ui.half,
    };
  };

  const renderField = (name: string) => {
    const def = form.fields[name] as FieldDefinition;
    const ui: FieldUi = layout.ui[name] ?? {};
    const chrome = chromeOf(name, ui);
    const value = f.values[name];
    const blur = () => f.blur(name);
    const set = (v: unknown) => f.setValue(name, v as never);
    const placeholder = ui.placeholder ? t(ui.placeholder) : undefined;
    switch (def.type) {
      case 'checkbox':
        return (
          <CheckboxInputField key={name} chrome={chrome} value={Boolean(value)} onChange={set} onBlur={blur}>
            {name === 'consent' ? (
              <ConsentLabel text={t('forms.consent.text', { link: LINK_MARK })} linkText={t('forms.consent.link')} href={policyHref} />
            ) : undefined}
          </CheckboxInputField>
        );
      case 'radio':
        return (
          <RadioField
            key={name}
            chrome={chrome}
            value={String(value ?? '')}
            options={optionList(def.options).map((o) => ({ value: o.value, label: t(o.label) }))}
            onChange={set}
            onBlur={blur}
          />
        );
      case 'select':
        return (
          <SelectField
            key={name}
            chrome={chrome}
            value={String(value ?? '')}
            options={optionList(def.options).map((o) => ({ value: o.value, label: o.label.startsWith('forms.') ? t(o.label) : o.label }))}
            emptyOption={ui.emptyOption ? t(ui.emptyOption) : undefined}
            onChange={(v) => {
              set(v);
              if (name === 'location' && kind === 'tyre-appointment') f.setValue('slot', '' as never);
            }}
            onBlur={blur}
          />
        );
      case 'time': {
        const times = slotOptions(ui.slotsOf ?? 'date');
        const date = String(f.values[ui.slotsOf ?? 'date'] ?? '');
        const empty =
          hydrated && /^\d{4}-\d{2}-\d{2}$/.test(date) && times.length === 0
            ? t('forms.placeholders.noSlot')
            : ui.emptyOption
              ? t(ui.emptyOption)
              : '';
        return (
          <SelectField
            key={name}
            chrome={{ ...chrome, description: chrome.description ?? t('forms.descriptions.slot') }}
            value={String(value ?? '')}
            options={times.map((time) => ({ value: time, label: time }))}
            emptyOption={empty}
            onChange={set}
            onBlur={blur}
          />
        );
      }
      case 'file': {
        const entries = (value as FileEntry[] | undefined) ?? [];
        const limits = form.fileLimitsOf(name)!;
        return (
          <FileField
            key={name}
            chrome={chrome}
            accept={limits.accept}
            multiple={limits.maxFiles > 1}
            files={entries.map((e) => ({ name: e.name, size: e.file.size }))}
            onFiles={(files) => set(files.map((file) => ({ name: file.name, file })))}
            onBlur={blur}
            texts={{
              selected: t('forms.files.selected'),
              remove: (file) => t('forms.files.remove', { name: file }),
              size: (bytes) => formatBytes(locale, bytes),
            }}
          />
        );
      }
      case 'date':
        return (
          <TextInputField
            key={name}
            chrome={chrome}
            type="date"
            value={String(value ?? '')}
            onChange={(v) => {
              set(v);
              // a time the new date does not have is cleared (the select would show another one)
              const slot = String(f.values.slot ?? '');
              if (slot && !slotOptionsFor(v).includes(slot)) f.setValue('slot', '' as never);
            }}
            onBlur={blur}
            min={today.min}
            max={today.max}
          />
        );
      default:
        return (
          <TextInputField
            key={name}
            chrome={chrome}
            type={
              def.type === 'textarea' ? 'textarea' : def.type === 'email' || def.type === 'tel' || def.type === 'url' ? def.type : 'text'
            }
            value={String(value ?? '')}
            onChange={set}
            onBlur={blur}
            maxLength={form.maxLengthOf(name)}
            placeholder={placeholder}
            autoComplete={ui.autoComplete}
            inputMode={ui.inputMode}
            rows={ui.rows}
          />
        );
    }
  };

  /** The slots of a date being typed (before the store has it). */
  function slotOptionsFor(date: string): string[] {
    const schedule =
      kind === 'tyre-appointment'
        ? (config.locations?.find((l) => l.slug === f.values.location)?.schedule ?? null)
        : (config.schedule ?? null);
    if (!schedule || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return FALLBACK_TIMES;
    const day = dayStatus(schedule, date, new Date(), kind === 'tyre-appointment' ? WORKSHOP_POLICY : TEST_DRIVE_POLICY);
    return day.kind === 'open' ? day.times : [];
  }

  const formMessages = f.messages;
  const header = formMessages.find((m) => m.key === 'summaryHeader')?.value ?? '';
  const incomplete = formMessages.find((m) => m.key === 'incomplete')?.value ?? '';
  const statusText = f.loading
    ? t('forms.sending')
    : f.summary.length
      ? (formMessages.find((m) => m.key === 'formIncomplete')?.value ?? '')
      : '';
  const error = state.status === 'error' ? state.error : null;
  const filesDropped =
    fromServerRender && (serverState.status === 'invalid' || serverState.status === 'error') ? serverState.filesDropped : 0;
  const summaryId = `${idPrefix}-summary`;

  return (
    <form
      ref={formRef}
      className="lead-form"
      action={action as unknown as (formData: FormData) => Promise<void>}
      onSubmit={(event: FormEvent) => f.handleSubmit(event)}
      noValidate
      aria-busy={f.loading || undefined}
      data-hydrated={hydrated ? '' : undefined}
      aria-describedby={f.summary.length ? summaryId : undefined}
      data-form={kind}
      data-state={f.loading ? 'loading' : state.status}
    >
      <p className="lead-form__required-note">{t('forms.requiredNote')}</p>

      {error ? (
        <div
          ref={alertRef}
          className="lead-form__alert"
          role="alert"
          tabIndex={-1}
          autoFocus={fromServerRender || undefined}
          data-error={error.code}
        >
          <p className="lead-form__alert-title">{t('forms.errors.title')}</p>
          <p>{errorText(t, error, labelOf)}</p>
        </div>
      ) : null}

      {f.summary.length ? (
        <div
          ref={summaryRef}
          id={summaryId}
          className="lead-form__summary"
          tabIndex={-1}
          aria-labelledby={`${summaryId}-title`}
          autoFocus={(fromServerRender && !error) || undefined}
        >
          <h2 id={`${summaryId}-title`} className="lead-form__summary-title">
            {header}
          </h2>
          <p>{incomplete}</p>
          <ul>
            {f.summary.map((entry) => (
              <li key={entry.field}>
                <a
                  href={`#${idPrefix}-${entry.field}`}
                  onClick={(e) => {
                    const target = document.getElementById(`${idPrefix}-${entry.field}`);
                    const control = target?.matches('input, select, textarea')
                      ? target
                      : target?.querySelector<HTMLElement>('input:not([tabindex="-1"]), input, select, textarea');
                    if (control) {
                      e.preventDefault();
                      control.focus();
                      control.scrollIntoView({ block: 'center' });
                    }
                  }}
                >
                  {entry.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {filesDropped > 0 ? <p className="lead-form__note">{t('forms.files.again', { count: filesDropped })}</p> : null}

      <input type="hidden" name={KEY_FIELD} value={state.key} />
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="lead-form__hp" aria-hidden="true">
        <label>
          {t('forms.honeypot')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <fieldset className="lead-form__body" disabled={f.disabled}>
        {layout.sections.map((section) => (
          <fieldset key={section.legend} className="lead-form__section">
            <legend className="lead-form__legend">{t(section.legend)}</legend>
            <div className="lead-form__grid">{section.fields.map((name) => renderField(name))}</div>
          </fieldset>
        ))}
      </fieldset>

      <div className="lead-form__actions">
        <button
          type="submit"
          className="button button--primary lead-form__submit"
          disabled={f.disabled}
          aria-disabled={f.disabled || undefined}
        >
          {f.loading ? (
            <>
              <span className="lead-form__spinner" aria-hidden="true" />
              {t('forms.sending')}
            </>
          ) : (
            t(`forms.submit.${kind}`)
          )}
        </button>
        <p className="visually-hidden" role="status">
          {statusText}
        </p>
      </div>
    </form>
  );
}

/** The controls' current values, for the fields whose DOM value differs from the store's. */
function adoptTypedValues(element: HTMLFormElement, form: FormDefinition<Fields>, state: FormState<Fields>): void {
  const values = state.getSnapshot().values as Record<string, unknown>;
  for (const name of form.names) {
    const controls = Array.from(element.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(name)}"]`));
    if (controls.length === 0) continue;
    const type = (form.fields[name] as FieldDefinition).type;
    let dom: unknown;
    if (type === 'checkbox') dom = controls[0]!.checked;
    else if (type === 'radio') dom = controls.find((c) => c.checked)?.value ?? '';
    else if (type === 'file') dom = Array.from(controls[0]!.files ?? []).map((file) => ({ name: file.name, file }));
    else dom = controls[0]!.value;
    const same = type === 'file' ? (dom as unknown[]).length === (values[name] as unknown[] | undefined)?.length : dom === values[name];
    if (!same) state.setValue(name, dom as never);
  }
}

/** Offered when a dealership's hours are unknown: the dealership confirms the time. */
const FALLBACK_TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
];

const LINK_MARK = '\u0001';

function ConsentLabel({ text, linkText, href }: { text: string; linkText: string; href: string }) {
  // `text` holds LINK_MARK where the policy link goes
  const [before, after = ''] = text.split(LINK_MARK);
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener">
        {linkText}
      </a>
      {after}
    </>
  );
}

function Success({
  kind,
  locale,
  config,
  t,
  summary,
  headingRef,
  againHref,
  dealershipName,
  successLinks,
}: LeadFormProps & { t: Translate; summary: SentSummary; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const place = dealershipName ?? config.locations?.find((l) => l.slug === summary.location)?.name ?? t('forms.success.us');
  return (
    <section className="lead-success" aria-labelledby={`lead-success-${kind}`} data-form={kind} data-state="sent">
      <h2 id={`lead-success-${kind}`} ref={headingRef} tabIndex={-1} className="lead-success__title">
        {t('forms.success.title')}
      </h2>
      <p className="lead-success__lead">{t(`forms.success.text.${kind}`, { place })}</p>
      {summary.date && summary.time ? (
        <p className="lead-success__appointment">
          {t('forms.success.appointment', { date: formatDay(locale, summary.date), time: summary.time, place })}
        </p>
      ) : null}
      <h3 className="lead-success__next-title">{t('forms.success.nextTitle')}</h3>
      <ol className="lead-success__next">
        <li>{t('forms.success.next.stored')}</li>
        <li>
          {t(
            summary.contact === 'phone'
              ? 'forms.success.next.phone'
              : summary.contact === 'email'
                ? 'forms.success.next.email'
                : 'forms.success.next.any',
            { place },
          )}
        </li>
        {summary.date ? <li>{t('forms.success.next.confirm')}</li> : null}
      </ol>
      <div className="lead-success__links">
        {successLinks}
        <a className="button button--secondary" href={againHref}>
          {t('forms.success.again')}
        </a>
      </div>
    </section>
  );
}
