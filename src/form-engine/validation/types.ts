import type { ParsedDate } from './dates';

/** A value or a promise of it: rules and runs stay synchronous unless something is asynchronous. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * A message as the form shows it (seed, section 3): `validation` for a failing rule, `error` for
 * an error set from outside (the server), `ui` for the form's own texts (incomplete, summary).
 * `blocking` messages prevent a submit; a failing rule with the `?` hint is not blocking.
 */
export type FormFieldMessage = {
  key: string;
  type: 'validation' | 'error' | 'ui';
  value: string;
  visible: boolean;
  blocking: boolean;
};

/** What a rule sees. `values` holds every raw value of the form (for `confirm`, `require_one`). */
export interface RuleContext {
  readonly value: unknown;
  readonly name: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly now: Date;
}

/** An argument of a message, resolved for the locale by the translator. */
export type MessageArg =
  | string
  | number
  | { readonly date: ParsedDate }
  /** The (translated) label of another field of the form. */
  | { readonly field: string }
  /** A list joined for the locale: "a, b or c" ('or') / "a, b and c" ('and'). */
  | { readonly list: readonly MessageArg[]; readonly kind: 'or' | 'and' }
  /** A size in bytes, shown as "5 MB" / "5 Mo". */
  | { readonly bytes: number }
  /** A date format such as DD/MM/YYYY, shown with the locale's letters (JJ/MM/AAAA in French). */
  | { readonly dateFormat: string };

/**
 * A message before translation: a key in the locale files (e.g. `validation.rules.required`) and
 * its arguments. `{label}` (the field's label) is always available to the text.
 */
export type MessageDescriptor = { readonly key: string; readonly values?: Readonly<Record<string, MessageArg>> };

/** The rule hints (FormKit's modifiers): `(200)` debounce, `*` force, `+` run on empty, `?` non-blocking. */
export type RuleHints = {
  /** Milliseconds to wait after the last change before the rule runs (browser only). */
  debounce?: number;
  /** Run even when an earlier rule fails (rules stop at the first failure otherwise). */
  force?: boolean;
  /** Skip the rule when the value is empty. Default true, except for `required` and `require_one`. */
  skipEmpty?: boolean;
  /** A failing rule prevents a submit. Default true. */
  blocking?: boolean;
};

/**
 * A validation rule. `validate` returns true when the value passes (it may be asynchronous);
 * `message` describes the message shown when it fails. Built-in rules live in `rules.ts`;
 * forms add their own with `defineRule`.
 */
export interface RuleDefinition<A extends readonly unknown[] = readonly unknown[]> extends RuleHints {
  validate(ctx: RuleContext, ...args: A): MaybePromise<boolean>;
  message(ctx: RuleContext & { readonly args: A }): MessageDescriptor;
  /** Re-validate this field when another field changes (cross-field rules). */
  readonly crossField?: boolean;
  /**
   * Checks the arguments where the rule is declared (string syntax or object); returns a problem,
   * or null when they are fine. A bad argument is a programming error, reported at definition time.
   */
  checkArgs?(args: readonly unknown[]): string | null;
}

/** A rule ready to run: its definition, arguments and resolved hints. */
export type ParsedRule = {
  readonly name: string;
  readonly definition: RuleDefinition<readonly unknown[]>;
  readonly args: readonly unknown[];
  readonly debounce: number;
  readonly force: boolean;
  readonly skipEmpty: boolean;
  readonly blocking: boolean;
};

/** A rule that failed, with the message to show. */
export type RuleFailure = {
  readonly rule: string;
  readonly blocking: boolean;
  readonly message: MessageDescriptor;
};
