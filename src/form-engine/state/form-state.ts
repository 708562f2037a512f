import type { Locale } from '../../routing/locales';
import { createValidationTranslator, type MessageSource, type ValidationTranslator } from '../validation/messages';
import {
  summarize,
  type Fields,
  type FormDefinition,
  type OutputValues,
  type RawValue,
  type RawValues,
  type SubmissionResult,
  type SummaryEntry,
} from '../validation/form';
import type { FormFieldMessage, RuleFailure } from '../validation/types';
import { deepEqual, isEmpty } from '../validation/values';

/**
 * The state of a form in the browser, without any framework: values, the field states of the
 * seed (section 4), message visibility and the submit flow. React reads it through
 * `useSyncExternalStore` (see `react.ts`); tests drive it directly.
 */

/** The states of a field (seed, section 4), its messages and its value. */
export type FieldSnapshot<V = unknown> = {
  readonly name: string;
  readonly value: V;
  /** Left at least once. */
  readonly blurred: boolean;
  /** Changed by the visitor at least once (it stays dirty when changed back). */
  readonly dirty: boolean;
  /** A submit of the form was attempted. */
  readonly submitted: boolean;
  /** No validation is waiting (debounce) or running (asynchronous rule). */
  readonly settled: boolean;
  /** Settled, no blocking rule fails and no error is set: the field does not prevent a submit. */
  readonly valid: boolean;
  /** A blocking failure is shown to the visitor (or an error is set). */
  readonly invalid: boolean;
  /** An error message was set from outside (the server) and the value has not changed since. */
  readonly errors: boolean;
  /** The field has the `required` rule. */
  readonly required: boolean;
  readonly empty: boolean;
  /** With rules: valid and without errors. Without rules: changed and not empty. */
  readonly complete: boolean;
  /** At least one rule fails (blocking or not), shown or not. */
  readonly failing: boolean;
  /** Settled and every rule passes. */
  readonly passing: boolean;
  /** Whether validation messages are shown now (visibility mode, or a submit attempt). */
  readonly validationVisible: boolean;
  /** Validation and error messages, with their `visible` flag. */
  readonly messages: readonly FormFieldMessage[];
  /** The messages to show, in order. */
  readonly visibleMessages: readonly FormFieldMessage[];
};

export type FormSnapshot<F extends Fields> = {
  readonly values: RawValues<F>;
  readonly fields: { readonly [K in keyof F & string]: FieldSnapshot<RawValue<F[K]>> };
  /** A submit was attempted. */
  readonly submitted: boolean;
  /** An asynchronous submit handler is running. */
  readonly loading: boolean;
  /** The form takes no input and no submit (during an asynchronous submit). */
  readonly disabled: boolean;
  readonly settled: boolean;
  readonly valid: boolean;
  /**
   * The form's own messages: after a failed submit, while the form is not valid, the incomplete
   * message and the summary header (visible) and 'Form incomplete.' (not visible, for an
   * accessible name or a status); plus errors set for the whole form.
   */
  readonly messages: readonly FormFieldMessage[];
  /** After a failed submit: the first message of each failing field, in the form's order. */
  readonly summary: readonly SummaryEntry[];
};

/** What a submit handler may answer: a rejection from the server shows its messages. */
export type SubmitOutcome<F extends Fields> =
  | void
  | SubmissionResult<F>
  | { ok: false; messages?: { [K in keyof F]?: readonly FormFieldMessage[] }; form?: readonly FormFieldMessage[] };

export type FormStateOptions<F extends Fields> = {
  locale: Locale;
  /** The texts: `form.pickMessages(MESSAGES[locale])`, passed from a server component. */
  messages: MessageSource;
  /** Values to start from (unlisted fields start empty). */
  initialValues?: Partial<RawValues<F>>;
  /**
   * A rejected submission the server answered (a no-JS post, or a server action): its values,
   * shown as submitted, and any message the browser would not find by itself.
   */
  rejected?: Extract<SubmissionResult<F>, { ok: false }>;
  onSubmit?: (values: OutputValues<F>, raw: RawValues<F>) => SubmitOutcome<F> | Promise<SubmitOutcome<F>>;
  onInvalid?: (snapshot: FormSnapshot<F>) => void;
  /** The present moment for date rules (tests). */
  now?: () => Date;
};

export interface FormState<F extends Fields> {
  getSnapshot(): FormSnapshot<F>;
  /** Listens to changes; returns the unsubscribe function (the shape `useSyncExternalStore` wants). */
  subscribe(listener: () => void): () => void;
  setValue<K extends keyof F & string>(name: K, value: RawValue<F[K]>): void;
  blur(name: keyof F & string): void;
  /**
   * Waits for validation to settle, marks every field submitted, then either shows the
   * incomplete message and summary and calls `onInvalid` (answers false), or calls `onSubmit`
   * (answers true unless it reports a rejection). Ignored while a submit is running.
   */
  submit(): Promise<boolean>;
  /** Shows error messages (type 'error', cleared when the field changes), e.g. from the server. */
  setErrors(fields?: { [K in keyof F]?: readonly FormFieldMessage[] }, form?: readonly FormFieldMessage[]): void;
  /** Resolves once no validation is waiting or running. */
  settled(): Promise<void>;
  /** Back to empty (or given) values, nothing blurred, dirty or submitted. */
  reset(values?: Partial<RawValues<F>>): void;
  /** Stops timers and pending validations (a component unmounting); `resume` restarts them. */
  dispose(): void;
  /** Restarts the validations `dispose` stopped. */
  resume(): void;
}

type FieldRecord = {
  value: unknown;
  initial: unknown;
  blurred: boolean;
  dirty: boolean;
  failures: readonly RuleFailure[];
  settled: boolean;
  errors: FormFieldMessage[];
  hasShownErrors: boolean;
  run: AbortController | null;
};

function asError(message: FormFieldMessage): FormFieldMessage {
  return { ...message, type: 'error', visible: true, blocking: true };
}

export function createFormState<F extends Fields>(form: FormDefinition<F>, options: FormStateOptions<F>): FormState<F> {
  type Name = keyof F & string;
  const translator: ValidationTranslator = createValidationTranslator(options.locale, options.messages);
  const now = options.now ?? (() => new Date());
  const listeners = new Set<() => void>();
  const settleWaiters = new Set<() => void>();
  const records = new Map<Name, FieldRecord>();
  let submitted = false;
  let submitFailed = false;
  let loading = false;
  let formErrors: FormFieldMessage[] = [];
  let snapshot: FormSnapshot<F> | null = null;

  const record = (name: Name) => records.get(name)!;
  const values = () => Object.fromEntries(form.names.map((n) => [n, record(n).value])) as RawValues<F>;

  function init(start: Partial<RawValues<F>> = {}) {
    const empty = form.emptyValues();
    for (const name of form.names) {
      records.get(name)?.run?.abort();
      const value = name in start ? start[name] : empty[name];
      records.set(name, {
        value,
        initial: value,
        blurred: false,
        dirty: false,
        failures: [],
        settled: true,
        errors: [],
        hasShownErrors: form.visibilityOf(name) === 'live',
        run: null,
      });
    }
    for (const name of form.names) validate(name);
  }

  function notify() {
    snapshot = null;
    for (const name of form.names) {
      const rec = record(name);
      if (!rec.hasShownErrors && validationVisible(name, rec)) rec.hasShownErrors = true;
    }
    for (const listener of [...listeners]) listener();
    if (form.names.every((n) => record(n).settled)) for (const resolve of [...settleWaiters]) resolve();
  }

  function validate(name: Name) {
    const rec = record(name);
    rec.run?.abort();
    const run = new AbortController();
    rec.run = run;
    const result = form.validateField(name, values(), {
      signal: run.signal,
      now: now(),
      onRuleError: (err, rule) => console.error(`[forms] rule '${rule.name}' of ${form.id}.${name} failed`, err),
    });
    rec.failures = result.failures;
    rec.settled = result.pending === null;
    if (result.pending) {
      result.pending.then(
        (failures) => {
          if (rec.run !== run) return;
          rec.failures = failures;
          rec.settled = true;
          notify();
        },
        () => {
          // Aborted by a newer run: that run settles the field.
        },
      );
    }
  }

  function validationVisible(name: Name, rec: FieldRecord): boolean {
    if (submitted) return true;
    if (!rec.hasShownErrors && !rec.settled) return false;
    switch (form.visibilityOf(name)) {
      case 'live':
        return true;
      case 'blur':
        return rec.blurred;
      case 'dirty':
        return rec.dirty;
      default:
        return false;
    }
  }

  function fieldSnapshot(name: Name): FieldSnapshot {
    const rec = record(name);
    const visible = validationVisible(name, rec);
    const validation = form.messagesFor(name, rec.failures, translator, visible);
    const ownKeys = new Set(validation.map((m) => m.key));
    const errors = rec.errors.filter((m) => !ownKeys.has(m.key));
    const messages = [...validation, ...errors];
    const blockingFailure = rec.failures.some((f) => f.blocking);
    const hasErrors = errors.length > 0;
    const valid = rec.settled && !blockingFailure && !hasErrors;
    const hasRules = form.rulesOf(name).length > 0;
    return {
      name,
      value: rec.value,
      blurred: rec.blurred,
      dirty: rec.dirty,
      submitted,
      settled: rec.settled,
      valid,
      invalid: (blockingFailure && visible) || hasErrors,
      errors: hasErrors,
      required: form.isRequired(name),
      empty: isEmpty(rec.value),
      complete: hasRules ? valid : rec.dirty && !isEmpty(rec.value),
      failing: rec.failures.length > 0,
      passing: rec.settled && rec.failures.length === 0,
      validationVisible: visible,
      messages,
      visibleMessages: messages.filter((m) => m.visible),
    };
  }

  function build(): FormSnapshot<F> {
    const fields = Object.fromEntries(form.names.map((n) => [n, fieldSnapshot(n)])) as FormSnapshot<F>['fields'];
    const list = Object.values(fields) as FieldSnapshot[];
    const valid = list.every((f) => f.valid) && formErrors.length === 0;
    const showIncomplete = submitFailed && !valid;
    return {
      values: values(),
      fields,
      submitted,
      loading,
      disabled: loading,
      settled: list.every((f) => f.settled),
      valid,
      messages: [...(showIncomplete ? form.incompleteMessages(translator) : []), ...formErrors],
      summary: showIncomplete
        ? summarize(
            form,
            Object.fromEntries(list.map((f) => [f.name, f.visibleMessages])) as { [K in keyof F]?: readonly FormFieldMessage[] },
            translator,
          )
        : [],
    };
  }

  function settledAll(): Promise<void> {
    if (form.names.every((n) => record(n).settled)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        settleWaiters.delete(done);
        resolve();
      };
      settleWaiters.add(done);
    });
  }

  const state: FormState<F> = {
    getSnapshot() {
      snapshot ??= build();
      return snapshot;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    setValue(name, value) {
      if (loading) return;
      const rec = record(name);
      rec.value = value;
      if (!rec.dirty && !deepEqual(value, rec.initial)) rec.dirty = true;
      rec.errors = [];
      formErrors = [];
      validate(name);
      for (const other of form.names) if (other !== name && form.dependsOnOthers(other)) validate(other);
      notify();
    },

    blur(name) {
      const rec = record(name);
      if (rec.blurred) return;
      rec.blurred = true;
      notify();
    },

    async submit() {
      if (loading) return false;
      submitted = true;
      formErrors = [];
      notify();
      await settledAll();
      if (!state.getSnapshot().valid) {
        submitFailed = true;
        notify();
        options.onInvalid?.(state.getSnapshot());
        return false;
      }
      submitFailed = false;
      const raw = values();
      const pending = options.onSubmit?.(form.toOutput(raw), raw);
      let outcome: SubmitOutcome<F>;
      if (pending instanceof Promise) {
        loading = true;
        notify();
        try {
          outcome = await pending;
        } finally {
          loading = false;
          notify();
        }
      } else outcome = pending;
      if (outcome && outcome.ok === false) {
        state.setErrors(
          outcome.messages as { [K in keyof F]?: readonly FormFieldMessage[] } | undefined,
          outcome.form?.filter((m) => m.type === 'error'),
        );
        submitFailed = true;
        notify();
        options.onInvalid?.(state.getSnapshot());
        return false;
      }
      return true;
    },

    setErrors(fields = {}, formMessages = []) {
      for (const name of form.names) {
        const list = fields[name];
        if (list) record(name).errors = list.map(asError);
      }
      formErrors = formMessages.map(asError);
      notify();
    },

    settled: settledAll,

    reset(start) {
      submitted = false;
      submitFailed = false;
      formErrors = [];
      init({ ...options.initialValues, ...start } as Partial<RawValues<F>>);
      notify();
    },

    dispose() {
      for (const name of form.names) record(name).run?.abort();
    },

    resume() {
      const stopped = form.names.filter((name) => !record(name).settled && record(name).run?.signal.aborted);
      for (const name of stopped) validate(name);
      if (stopped.length) notify();
    },
  };

  if (options.rejected) {
    init({ ...options.initialValues, ...options.rejected.values } as Partial<RawValues<F>>);
    submitted = true;
    submitFailed = true;
    state.setErrors(options.rejected.messages as { [K in keyof F]?: readonly FormFieldMessage[] });
  } else init(options.initialValues);
  return state;
}
