import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useFormState, type FormState, type UseFormResult } from '../../form-engine/state';
import type { FieldDefinition, Fields, FormDefinition, MessageSource, RawValues } from '../../form-engine/validation';
import type { Locale } from '../../routing/locales';
import { leadEvent, vehicleOf } from '../../consent/data-layer';
import { JS_FIELD, SENT_PARAM, VEHICLE_FIELD, type LeadFormAction, type LeadFormState } from '../actions/state';
import { defaultValues, type LeadFormSpec } from '../definitions';

type FocusTarget = 'summary' | 'alert' | 'success';

export type LeadSubmission = {
  /** The engine's form state (values, messages, submit handler, loading). */
  f: UseFormResult<Fields>;
  /** The answer shown: the action's answer to a call from here, else the one the page rendered the form from. */
  state: LeadFormState;
  /** The page rendered a refusal of a post without JavaScript (its summary or alert takes focus on load). */
  fromServerRender: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  summaryRef: RefObject<HTMLDivElement | null>;
  alertRef: RefObject<HTMLDivElement | null>;
  successRef: RefObject<HTMLHeadingElement | null>;
};

/**
 * The submission of a lead form: its state (the server's answer, then the answers of the calls made
 * with JavaScript), where focus goes after an answer (the error summary, the alert, the success
 * heading), the page URL replaced by the success URL, and what was typed before hydration taken
 * into the store.
 */
export function useLeadSubmission(options: {
  spec: LeadFormSpec;
  form: FormDefinition<Fields>;
  locale: Locale;
  messages: MessageSource;
  action: LeadFormAction;
  initial: LeadFormState;
  defaults?: Readonly<Record<string, string>> | undefined;
}): LeadSubmission {
  const { spec, form, locale, messages, action } = options;
  const kind = spec.id;
  // Without JavaScript, the page renders the form from the action's answer.
  const serverState = options.initial;
  // With JavaScript, the answers of the calls made below.
  const [clientState, setClientState] = useState<LeadFormState | null>(null);
  const state = clientState ?? serverState;
  const fromServerRender = clientState === null && (serverState.status === 'invalid' || serverState.status === 'error');

  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ to: FocusTarget; n: number } | null>(null);
  const focus = (to: FocusTarget) => setFocusTarget((prev) => ({ to, n: (prev?.n ?? 0) + 1 }));

  const initialValues = {
    ...defaultValues(spec, { ...options.defaults }),
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
  // It also counts as the form's start for the data layer: the input that had the form's code load came
  // before the listener below (a form far down the page hydrates when the visitor types in it).
  const typedBeforeHydration = useRef(false);
  useLayoutEffect(() => {
    const element = formRef.current;
    if (element) typedBeforeHydration.current = adoptTypedValues(element, form, f.state);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusTarget) return;
    const el = focusTarget.to === 'summary' ? summaryRef.current : focusTarget.to === 'alert' ? alertRef.current : successRef.current;
    el?.focus();
    el?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [focusTarget]);

  // the data layer: the form started (first input), the lead sent (form kind and vehicle, no personal data);
  // the vehicle is read while the form is there (the success screen replaces it)
  const vehicleRef = useRef<string | undefined>(undefined);
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    vehicleRef.current = vehicleOf(element.elements.namedItem(VEHICLE_FIELD));
    const started = () => leadEvent('lead_form_started', kind, vehicleRef.current);
    if (typedBeforeHydration.current) {
      typedBeforeHydration.current = false;
      started();
      return;
    }
    element.addEventListener('input', started, { once: true });
    return () => element.removeEventListener('input', started);
  }, [kind]);

  // the success URL replaces the page's: a reload shows the success screen, it does not post again
  useEffect(() => {
    if (clientState?.status !== 'sent') return;
    leadEvent('lead_submitted', kind, vehicleRef.current);
    const url = new URL(window.location.href);
    url.search = `?${SENT_PARAM}=${encodeURIComponent(clientState.token)}`;
    window.history.replaceState(window.history.state, '', url);
  }, [clientState, kind]);

  return { f, state, fromServerRender, formRef, summaryRef, alertRef, successRef };
}

/** The controls' current values, for the fields whose DOM value differs from the store's. */
/** Takes into the store what the DOM's controls hold that it does not; true when there was any. */
function adoptTypedValues(element: HTMLFormElement, form: FormDefinition<Fields>, state: FormState<Fields>): boolean {
  const values = state.getSnapshot().values as Record<string, unknown>;
  let typed = false;
  for (const name of form.names) {
    const controls = Array.from(element.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(name)}"]`));
    if (controls.length === 0) continue;
    const type = (form.fields[name] as FieldDefinition).type;
    let dom: unknown;
    if (type === 'checkbox') dom = controls[0]!.checked;
    else if (type === 'radio') dom = controls.find((c) => c.checked)?.value ?? '';
    else if (type === 'checkboxes') dom = controls.filter((c) => c.checked).map((c) => c.value);
    else if (type === 'file') dom = Array.from(controls[0]!.files ?? []).map((file) => ({ name: file.name, file }));
    else dom = controls[0]!.value;
    const same =
      type === 'file'
        ? (dom as unknown[]).length === (values[name] as unknown[] | undefined)?.length
        : type === 'checkboxes'
          ? (dom as string[]).join('\n') === ((values[name] as string[] | undefined) ?? []).join('\n')
          : dom === values[name];
    if (!same) {
      state.setValue(name, dom as never);
      typed = true;
    }
  }
  return typed;
}
