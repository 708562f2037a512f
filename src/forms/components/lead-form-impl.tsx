import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import type { FieldDefinition, MessageSource } from '../../form-engine/validation';
import { HONEYPOT_FIELD } from '../../leads/honeypot';
import { LOCALE_TAG, type Locale } from '../../routing/locales';
import { KEY_FIELD, LOCALE_FIELD, type LeadFormAction, type LeadFormError, type LeadFormState, type SentSummary } from '../actions/state';
import { buildForm, type FormConfig, type LeadFormSpec } from '../definitions';
import { FieldControl, type FieldContext } from './field-control';
import { useTranslate, type Translate } from './texts';
import { useLeadSubmission } from './use-lead-submission';

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
  /** The form's id in the lead-form table (the browser loads its row by it). */
  kind: string;
  locale: Locale;
  config: FormConfig;
  action: LeadFormAction;
  /** The page's own address (`formAddress()`), the form's `action` without JavaScript: React would write `action=""` */
  address?: string;
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

/** What the form itself renders from: the props of `LeadForm` with the form's row in place of its id. */
export type LeadFormViewProps = Omit<LeadFormProps, 'kind'> & { spec: LeadFormSpec };

/** True after the first client render: until then the markup must be the server's. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

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

function errorText(t: Translate, error: LeadFormError, labelOf: (field: string) => string): string {
  switch (error.code) {
    case 'rate_limited':
      return t(error.by === 'mailbox' ? 'forms.errors.mailbox_limited' : 'forms.errors.rate_limited', {
        minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)),
      });
    case 'field_too_long':
      return t('forms.errors.field_too_long', { field: labelOf(error.field), max: error.maxChars });
    default:
      return t(`forms.errors.${error.code}`);
  }
}

/** The labels of the form's file fields as one list in the locale ("CV and cover letter"): what a refused post asks for again. */
function fileLabels(
  form: { names: readonly string[]; fields: Record<string, unknown> },
  labelOf: (field: string) => string,
  locale: Locale,
) {
  const files = form.names.filter((name) => (form.fields[name] as FieldDefinition).type === 'file');
  return new Intl.ListFormat(LOCALE_TAG[locale], { type: 'conjunction' }).format(files.map(labelOf));
}

type FormActionFields = { name?: string; action?: string; encType?: string; method?: string; target?: string; data?: FormData };

/**
 * The server action with the page's own address as the form's `action`: React renders a server
 * action's form without JavaScript as `action=""` (the current address, but an empty `action` is
 * invalid HTML); the post goes to the same page, which renders the action's answer.
 */
function postingTo(action: LeadFormAction, address: string): LeadFormAction {
  const fields = (action as { $$FORM_ACTION?: (prefix: string) => FormActionFields }).$$FORM_ACTION;
  if (typeof fields !== 'function') return action;
  return Object.assign((formData: FormData) => action(formData), {
    $$FORM_ACTION: (prefix: string): FormActionFields => ({ ...fields.call(action, prefix), action: address }),
  });
}

/**
 * The composition: the submission (use-lead-submission.ts) drives the state and focus, each field
 * is a FieldControl (field-control.tsx), and this lays out the alert, the error summary, the hidden
 * fields, the sections and the submit button, or the success screen.
 */
export function LeadForm(props: LeadFormViewProps) {
  const { spec, locale, config, action, initial, messages, hidden = {}, idPrefix, policyHref } = props;
  const kind = spec.id;
  const t = useTranslate(locale, messages);
  const form = useMemo(() => buildForm(spec, config), [spec, config]);
  const layout = spec.layout;
  const hydrated = useHydrated();
  const serverState = initial;
  const postedTo = useMemo(() => (props.address ? postingTo(action, props.address) : action), [action, props.address]);
  const { f, state, fromServerRender, formRef, summaryRef, alertRef, successRef } = useLeadSubmission({
    spec,
    form,
    locale,
    messages,
    action,
    initial,
    defaults: props.defaults,
  });

  const labelOf = (name: string) => {
    const def = form.fields[name] as FieldDefinition | undefined;
    return def ? t(def.label) : name;
  };

  if (state.status === 'sent') {
    return <Success {...props} t={t} summary={state.summary} headingRef={successRef} />;
  }

  const ctx: FieldContext = { spec, locale, config, form, f, t, idPrefix, policyHref, hydrated, labelOf };

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
      action={postedTo as unknown as (formData: FormData) => Promise<void>}
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
          // a refusal rendered by the server (no JavaScript): focus lands on it, as on an error summary
          // eslint-disable-next-line jsx-a11y/no-autofocus
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
          // the error summary of a submission refused by the server (no JavaScript) takes the focus
          // eslint-disable-next-line jsx-a11y/no-autofocus
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

      {filesDropped > 0 ? (
        <p className="lead-form__note">{t('forms.files.again', { count: filesDropped, fields: fileLabels(form, labelOf, locale) })}</p>
      ) : null}

      <input type="hidden" name={KEY_FIELD} value={state.key} />
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="honeypot" aria-hidden="true">
        <label>
          {t('forms.honeypot')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {/* each section is a fieldset with its legend, disabled while the form is sent (an outer fieldset
          without a legend did that, which HTML does not allow) */}
      <div className="lead-form__body">
        {layout.sections.map((section) => (
          <fieldset key={section.legend} className="lead-form__section" disabled={f.disabled}>
            <legend className="lead-form__legend">{t(section.legend)}</legend>
            {section.toggle ? (
              <>
                {/* an optional part: the box opens the fields after it (forms.css, without JavaScript too) */}
                <div className="lead-form__grid lead-form__part-toggle">
                  <FieldControl name={section.toggle} ui={layout.ui[section.toggle] ?? {}} ctx={ctx} />
                </div>
                <div className="lead-form__grid lead-form__part" data-part={section.toggle}>
                  {section.fields
                    .filter((name) => name !== section.toggle)
                    .map((name) => (
                      <FieldControl key={name} name={name} ui={layout.ui[name] ?? {}} ctx={ctx} />
                    ))}
                </div>
              </>
            ) : (
              <div className="lead-form__grid">
                {section.fields.map((name) => (
                  <FieldControl key={name} name={name} ui={layout.ui[name] ?? {}} ctx={ctx} />
                ))}
              </div>
            )}
          </fieldset>
        ))}
      </div>

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

/**
 * How long the success screen ignores clicks on its links: a double click on "send" replaces the form
 * with this screen between its two clicks, and the second one would land on whatever link now lies
 * under the pointer ("back to the vehicle"), taking the visitor away from their confirmation.
 */
const EARLY_CLICK_MS = 700;

function Success({
  spec,
  locale,
  config,
  t,
  summary,
  headingRef,
  againHref,
  dealershipName,
  successLinks,
}: LeadFormViewProps & { t: Translate; summary: SentSummary; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const kind = spec.id;
  const place = dealershipName ?? config.locations?.find((l) => l.slug === summary.location)?.name ?? t('forms.success.us');
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const ignoreEarlyClick = (event: MouseEvent) => {
    if (shownAt.current === 0 || performance.now() - shownAt.current < EARLY_CLICK_MS) event.preventDefault();
  };
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
      {/* a click's default action (following a link) is what is held back, from the links inside */}
      <div className="lead-success__links" onClickCapture={ignoreEarlyClick}>
        {successLinks}
        <a className="button button--secondary" href={againHref}>
          {t('forms.success.again')}
        </a>
      </div>
    </section>
  );
}
