import { z } from 'zod';
import type { Locale } from '../../routing/locales';
import { parseDate } from './dates';
import {
  checkFiles,
  contentMatchesType,
  DEFAULT_ACCEPT,
  DEFAULT_MAX_FILE_SIZE,
  DEFAULT_MAX_FILES,
  wrongTypeFailure,
  type FileEntry,
  type FileLimits,
} from './files';
import { createValidationTranslator, type MessageSource, type ValidationTranslator } from './messages';
import { parseRules, RuleSyntaxError, type CustomRules, type RulesInput } from './parse';
import { runRules, runRulesToEnd, type RunOptions, type RunResult } from './run';
import type { FormFieldMessage, ParsedRule, RuleFailure } from './types';

// In the browser, zod would first try to compile its object parsers with `new Function`, which the
// site's Content-Security-Policy (no 'unsafe-eval') refuses: zod falls back by itself, but the browser
// reports a CSP violation on every form page. The browser's forms are small; no compilation there.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * One definition per form drives the browser's validation (through the form state) and the
 * server's (`validateSubmission`): the same raw values, the same rules, the same messages.
 */

// ---------------------------------------------------------------------------------------------
// Field definitions

/** When a field's validation messages appear: after leaving it, after changing it, at once, or only after a submit. */
export type Visibility = 'blur' | 'dirty' | 'live' | 'submit';

/** A choice of a select, radio group or checkbox group (seed, section 3); `label` is a message key. */
export type SelectOption<V extends string = string> = { readonly value: V; readonly label: string };
export type SelectOptionGroup<V extends string = string> = { readonly group: string; readonly options: readonly SelectOption<V>[] };
export type SelectOptions<V extends string = string> = readonly (SelectOption<V> | SelectOptionGroup<V>)[];

type TextType = 'text' | 'email' | 'tel' | 'url' | 'password' | 'search' | 'textarea' | 'hidden';

interface FieldCommon<C extends string> {
  /** Message key of the label, e.g. `forms.fields.email`. */
  readonly label: string;
  /** Message key of the label as it reads inside a sentence ("Please accept the {label}."), if it differs. */
  readonly validationLabel?: string;
  readonly rules?: RulesInput<C>;
  /** Message keys replacing a rule's default message, by rule name: `{ required: 'forms.email.missing' }`. */
  readonly messages?: Readonly<Record<string, string>>;
  /** Default: blur; dirty for checkboxes. */
  readonly visibility?: Visibility;
  /**
   * The name of a checkbox of the same form: this field counts only while that box is ticked (an
   * optional part of a form, e.g. "I have a car to trade in"). Unticked, its limits and rules are
   * not run and its output is its empty value, whatever was submitted.
   */
  readonly when?: string;
}

export type FieldDefinition<C extends string = string> =
  /** At most `maxLength` characters (default 500, 5 000 for a textarea). */
  | (FieldCommon<C> & { readonly type: TextType; readonly maxLength?: number })
  /** A number typed as text; out: a number, or null when empty. */
  | (FieldCommon<C> & { readonly type: 'number' })
  /** ISO values as the native inputs produce them: 2025-06-01, 14:30, 2025-06-01T14:30. */
  | (FieldCommon<C> & { readonly type: 'date' | 'time' | 'datetime-local' })
  | (FieldCommon<C> & { readonly type: 'checkbox' })
  /** One of the options; out: the value, or null when none is chosen. */
  | (FieldCommon<C> & { readonly type: 'select' | 'radio'; readonly options: SelectOptions })
  /** Some of the options. */
  | (FieldCommon<C> & { readonly type: 'checkboxes' | 'multiselect'; readonly options: SelectOptions })
  /** Files: at most `maxFiles` (1, or 5 when multiple) of `maxFileSize` bytes (8 MB) of the `accept` types (JPEG, PNG, WebP, HEIC/HEIF). */
  | (FieldCommon<C> & {
      readonly type: 'file';
      readonly multiple?: boolean;
      readonly accept?: readonly string[];
      readonly maxFileSize?: number;
      readonly maxFiles?: number;
    });

export type FieldType = FieldDefinition['type'];
export type Fields = Readonly<Record<string, FieldDefinition<any>>>;

type OptionValue<O> = O extends readonly (infer E)[]
  ? E extends { readonly value: infer V }
    ? V
    : E extends { readonly options: readonly (infer I)[] }
      ? I extends { readonly value: infer W }
        ? W
        : never
      : never
  : never;

/** A field's value while it is being edited, and as the browser submits it. */
export type RawValue<F> = F extends { type: 'checkbox' }
  ? boolean
  : F extends { type: 'checkboxes' | 'multiselect' }
    ? string[]
    : F extends { type: 'file' }
      ? FileEntry[]
      : string;

/** A field's value after a successful validation. */
export type OutputValue<F> = F extends { type: 'checkbox' }
  ? boolean
  : F extends { type: 'number' }
    ? number | null
    : F extends { type: 'select' | 'radio'; options: infer O }
      ? OptionValue<O> | null
      : F extends { type: 'checkboxes' | 'multiselect'; options: infer O }
        ? OptionValue<O>[]
        : F extends { type: 'file' }
          ? FileEntry[]
          : string;

export type RawValues<F extends Fields> = { -readonly [K in keyof F]: RawValue<F[K]> };
export type OutputValues<F extends Fields> = { -readonly [K in keyof F]: OutputValue<F[K]> };

export const DEFAULT_MAX_LENGTH = { text: 500, textarea: 5_000, other: 100 } as const;

// ---------------------------------------------------------------------------------------------
// Results

/** A failing field, for the summary under the form's error header. */
export type SummaryEntry = { field: string; label: string; message: string };

export type SubmissionResult<F extends Fields> =
  | { ok: true; values: OutputValues<F> }
  | {
      ok: false;
      /** What was submitted, to render the form again with it (files cannot be put back: empty lists). */
      values: RawValues<F>;
      /** Per field, the messages the browser would show after a submit (all visible). */
      messages: { [K in keyof F]: FormFieldMessage[] };
      /** The form's messages: the incomplete message and the summary header (visible), 'Form incomplete.' (not visible). */
      form: FormFieldMessage[];
      summary: SummaryEntry[];
    };

export type ValidateOptions = {
  /** The present moment for date rules (tests). */
  now?: Date;
  /**
   * The texts of the locale (the server's caller passes its locale file). Required rather than imported here:
   * this module runs in the browser too, and an import of the locale files, even a dynamic one behind a server
   * branch, made the client build emit a 144 KB chunk of all three locales that pages with a form loaded.
   */
  messages: MessageSource;
};

export interface FormDefinition<F extends Fields> {
  readonly id: string;
  readonly fields: F;
  readonly names: ReadonlyArray<keyof F & string>;
  /** The parsed rules of a field. */
  rulesOf(name: keyof F & string): readonly ParsedRule[];
  /** Whether a field has the `required` rule. */
  isRequired(name: keyof F & string): boolean;
  /** Whether a field counts with these values: it has no `when`, or its box is ticked. */
  isActive(name: keyof F & string, values: Readonly<Record<string, unknown>>): boolean;
  /** Whether a change of another field can change this field's result (confirm, require_one, cross-field custom rules, `when`). */
  dependsOnOthers(name: keyof F & string): boolean;
  /** Whether a field's validation messages appear on blur, on change, at once or after a submit. */
  visibilityOf(name: keyof F & string): Visibility;
  /** The most characters a text-like field accepts (for the `maxLength` attribute), or undefined. */
  maxLengthOf(name: keyof F & string): number | undefined;
  /** The file limits of a file field. */
  fileLimitsOf(name: keyof F & string): FileLimits | undefined;
  /** Empty values: '' for text, false for a checkbox, [] for lists and files. */
  emptyValues(): RawValues<F>;
  /** Raw values from a submission (FormData or a plain object), coerced with zod; unknown keys dropped. */
  rawValues(input: FormData | Readonly<Record<string, unknown>>): RawValues<F>;
  /**
   * Validates one field: first the limits of its type (length, number/date shape, allowed
   * options, files), then its rules. Synchronous unless a rule is asynchronous or debounced.
   */
  validateField(name: keyof F & string, values: RawValues<F>, options?: RunOptions & { now?: Date }): RunResult;
  /** The messages of a field's failures. */
  messagesFor(
    name: keyof F & string,
    failures: readonly RuleFailure[],
    translator: ValidationTranslator,
    visible: boolean,
  ): FormFieldMessage[];
  /** A field's label (or validation label) in the translator's locale. */
  labelOf(name: string, translator: ValidationTranslator, inSentence?: boolean): string;
  /** The form-level messages of a failed submit. */
  incompleteMessages(translator: ValidationTranslator): FormFieldMessage[];
  /** The namespaces of `source` the form's texts need (validation, labels, custom messages): pass these to a client component. */
  pickMessages(source: Readonly<Record<string, unknown>>): MessageSource;
  /**
   * The server's validation of a submission. It trusts nothing from the browser: it coerces the
   * input, applies the limits, runs every rule (debounce ignored, promises awaited) and checks
   * the content of files against their declared type.
   */
  validateSubmission(
    locale: Locale,
    input: FormData | Readonly<Record<string, unknown>>,
    options: ValidateOptions,
  ): Promise<SubmissionResult<F>>;
  /** Output values from raw values that passed validation (a field that does not count: its empty value). */
  toOutput(values: RawValues<F>): OutputValues<F>;
}

// ---------------------------------------------------------------------------------------------
// Helpers per type

function optionValues(options: SelectOptions): Set<string> {
  return new Set(options.flatMap((o) => ('group' in o ? o.options.map((i) => i.value) : [o.value])));
}

function maxLength(field: FieldDefinition): number | undefined {
  switch (field.type) {
    case 'text':
    case 'email':
    case 'tel':
    case 'url':
    case 'password':
    case 'search':
    case 'hidden':
      return field.maxLength ?? DEFAULT_MAX_LENGTH.text;
    case 'textarea':
      return field.maxLength ?? DEFAULT_MAX_LENGTH.textarea;
    case 'number':
    case 'date':
    case 'time':
    case 'datetime-local':
    case 'select':
    case 'radio':
      return DEFAULT_MAX_LENGTH.other;
    default:
      return undefined;
  }
}

function fileLimits(field: FieldDefinition): FileLimits | undefined {
  if (field.type !== 'file') return undefined;
  return {
    accept: field.accept ?? DEFAULT_ACCEPT,
    maxFileSize: field.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    maxFiles: field.maxFiles ?? (field.multiple ? DEFAULT_MAX_FILES : 1),
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** What a number input submits: decimal, with a point, optionally an exponent (not hex, not a comma). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const limit = (rule: string, key: string, values?: Record<string, number>): RuleFailure => ({
  rule,
  blocking: true,
  message: { key, values },
});

/** The limits a field's type puts on its raw value, checked before its rules. */
function checkLimits(field: FieldDefinition, value: unknown): RuleFailure[] {
  const max = maxLength(field);
  if (typeof value === 'string') {
    if (max !== undefined && value.length > max) return [limit('max_length', 'validation.rules.length_max', { max })];
    if (value === '') return [];
  }
  switch (field.type) {
    case 'number':
      return DECIMAL.test(String(value)) ? [] : [limit('type', 'validation.rules.number')];
    case 'date':
      return DATE_ONLY.test(String(value)) && parseDate(value) ? [] : [limit('type', 'validation.rules.invalid_date')];
    case 'datetime-local': {
      const parsed = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(String(value)) ? parseDate(value) : null;
      return parsed ? [] : [limit('type', 'validation.rules.invalid_date')];
    }
    case 'time':
      return TIME.test(String(value)) ? [] : [limit('type', 'validation.rules.invalid')];
    case 'select':
    case 'radio':
      return optionValues(field.options).has(String(value)) ? [] : [limit('options', 'validation.rules.is')];
    case 'checkboxes':
    case 'multiselect': {
      const allowed = optionValues(field.options);
      const list = value as string[];
      return list.every((v) => allowed.has(v)) && new Set(list).size === list.length ? [] : [limit('options', 'validation.rules.is')];
    }
    case 'file':
      return checkFiles(value as FileEntry[], fileLimits(field)!);
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Coercion of submissions (zod at the edge)

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

const TRUE_STRINGS = new Set(['on', 'true', '1', 'yes']);

const stringValue = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.union([z.string(), z.number().transform(String)])).catch('');
const booleanValue = z
  .preprocess(
    (v) => (Array.isArray(v) ? v.some((x) => x === true || (typeof x === 'string' && TRUE_STRINGS.has(x))) : v),
    z.union([z.boolean(), z.string().transform((s) => TRUE_STRINGS.has(s))]),
  )
  .catch(false);
const stringList = z
  .preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.union([z.string(), z.number().transform(String)])),
  )
  .catch([]);
const fileList = z
  .preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
    z.array(
      z.union([
        z.custom<File>(isFile).transform((file) => ({ name: file.name, file })),
        z.object({ name: z.string(), file: z.custom<File>(isFile) }),
      ]),
    ),
  )
  .transform((entries) => entries.filter((e) => !(e.file.size === 0 && e.file.name === ''))) // an empty file input submits a nameless empty file
  .catch([]);

function rawSchema(field: FieldDefinition): z.ZodType {
  switch (field.type) {
    case 'checkbox':
      return booleanValue;
    case 'checkboxes':
    case 'multiselect':
      return stringList;
    case 'file':
      return fileList;
    default:
      return stringValue;
  }
}

function outputSchema(field: FieldDefinition): z.ZodType {
  switch (field.type) {
    case 'number':
      return z
        .string()
        .transform((s) => (s.trim() === '' ? null : Number(s)))
        .pipe(z.number().finite().nullable());
    case 'select':
    case 'radio':
      return z.string().transform((s) => (s === '' ? null : s));
    case 'checkbox':
      return z.boolean();
    case 'checkboxes':
    case 'multiselect':
      return z.array(z.string());
    case 'file':
      return z.array(z.object({ name: z.string(), file: z.custom<File>(isFile) }));
    default:
      return z.string();
  }
}

// ---------------------------------------------------------------------------------------------

export type FormSpec<F extends Fields, R extends CustomRules> = {
  /** A stable identifier (used for element ids and submission keys). */
  id: string;
  fields: F;
  /** Custom rules usable by name in this form's rule strings. */
  rules?: R;
  /** More namespaces `pickMessages` should include (for custom rules' messages). */
  namespaces?: readonly string[];
};

/**
 * A group of fields several forms share (spread into their `fields`), typed as `defineForm` types a
 * form's own: literal types and rule arguments kept. Rules are parsed by each form that spreads it.
 */
export function defineFields<const F extends Readonly<Record<string, FieldDefinition<string>>>>(fields: F): F {
  return fields;
}

/**
 * Declares a form. Every field's rules are parsed here: an unknown rule or a bad argument throws a
 * `RuleSyntaxError` naming the field, when the module loads (and in the form's tests).
 */
export function defineForm<
  const F extends Readonly<Record<string, FieldDefinition<Extract<keyof R, string>>>>,
  const R extends CustomRules = Record<never, never>,
>(spec: FormSpec<F, R>): FormDefinition<F> {
  const names = Object.keys(spec.fields) as Array<keyof F & string>;
  const field = (name: string): FieldDefinition => {
    const f = (spec.fields as Fields)[name];
    if (!f) throw new Error(`Form '${spec.id}' has no field '${name}'`);
    return f;
  };
  const parsed = new Map<string, ParsedRule[]>();
  const issues: string[] = [];
  for (const name of names) {
    try {
      parsed.set(name, parseRules(field(name).rules as RulesInput<string> | undefined, spec.rules ?? {}, `${spec.id}.${name}`));
    } catch (err) {
      if (err instanceof RuleSyntaxError) issues.push(...err.issues);
      else throw err;
    }
  }
  for (const name of names) {
    const when = field(name).when;
    if (when !== undefined && (spec.fields as Fields)[when]?.type !== 'checkbox')
      issues.push(`${spec.id}.${name}: 'when' names '${when}', which is no checkbox of the form`);
  }
  if (issues.length) throw new RuleSyntaxError(issues);

  const raw = z.object(Object.fromEntries(names.map((n) => [n, rawSchema(field(n))])));
  const isActive = (name: string, values: Readonly<Record<string, unknown>>): boolean => {
    const when = field(name).when;
    return when === undefined || values[when] === true;
  };
  const output = z.object(Object.fromEntries(names.map((n) => [n, outputSchema(field(n))])));

  const definition: FormDefinition<F> = {
    id: spec.id,
    fields: spec.fields,
    names,
    rulesOf: (name) => parsed.get(name) ?? [],
    isRequired: (name) => (parsed.get(name) ?? []).some((r) => r.name === 'required'),
    isActive,
    dependsOnOthers: (name) => field(name).when !== undefined || (parsed.get(name) ?? []).some((r) => r.definition.crossField),
    visibilityOf: (name) =>
      field(name).visibility ?? (field(name).type === 'checkbox' || field(name).type === 'checkboxes' ? 'dirty' : 'blur'),
    maxLengthOf: (name) => {
      const f = field(name);
      return f.type === 'number' ||
        f.type === 'date' ||
        f.type === 'time' ||
        f.type === 'datetime-local' ||
        f.type === 'select' ||
        f.type === 'radio'
        ? undefined
        : maxLength(f);
    },
    fileLimitsOf: (name) => fileLimits(field(name)),

    emptyValues: () => raw.parse({}) as RawValues<F>,

    rawValues(input) {
      if (typeof FormData !== 'undefined' && input instanceof FormData) {
        const object: Record<string, unknown> = {};
        for (const name of names) {
          const all = input.getAll(name);
          const type = field(name).type;
          if (type === 'checkbox' || type === 'checkboxes' || type === 'multiselect' || type === 'file') object[name] = all;
          else object[name] = all.find((v) => typeof v === 'string'); // a file where text is expected is dropped
        }
        return raw.parse(object) as RawValues<F>;
      }
      return raw.parse(input) as RawValues<F>;
    },

    validateField(name, values, options = {}) {
      if (!isActive(name, values)) return { failures: [], pending: null };
      const value = values[name];
      const limits = checkLimits(field(name), value);
      if (limits.length) return { failures: limits, pending: null };
      return runRules(parsed.get(name) ?? [], { value, name, values, now: options.now ?? new Date() }, options);
    },

    labelOf(name, translator, inSentence = true) {
      const f = (spec.fields as Fields)[name];
      if (!f) return name;
      return translator.text(inSentence && f.validationLabel ? f.validationLabel : f.label);
    },

    messagesFor(name, failures, translator, visible) {
      const f = field(name);
      const label = definition.labelOf(name, translator);
      const labelOf = (other: string) => definition.labelOf(other, translator);
      return failures.map((failure) => {
        const override = f.messages?.[failure.rule];
        const descriptor = override ? { key: override, values: failure.message.values } : failure.message;
        return {
          key: `rule_${failure.rule}`,
          type: 'validation',
          value: translator.message(descriptor, label, labelOf),
          visible,
          blocking: failure.blocking,
        };
      });
    },

    incompleteMessages: (translator) => [
      { key: 'incomplete', type: 'ui', value: translator.text('validation.ui.incomplete'), visible: true, blocking: false },
      { key: 'summaryHeader', type: 'ui', value: translator.text('validation.ui.summaryHeader'), visible: true, blocking: false },
      { key: 'formIncomplete', type: 'ui', value: translator.text('validation.ui.formIncomplete'), visible: false, blocking: false },
    ],

    pickMessages(source) {
      const keys = names.flatMap((n) => {
        const f = field(n);
        return [
          f.label,
          f.validationLabel,
          ...Object.values(f.messages ?? {}),
          ...('options' in f ? f.options.flatMap((o) => ('group' in o ? [o.group, ...o.options.map((i) => i.label)] : [o.label])) : []),
        ];
      });
      const namespaces = new Set(['validation', ...(spec.namespaces ?? []), ...keys.flatMap((k) => (k ? [k.split('.')[0]!] : []))]);
      return Object.fromEntries([...namespaces].filter((ns) => ns in source).map((ns) => [ns, source[ns]])) as MessageSource;
    },

    toOutput(values) {
      const counted: Record<string, unknown> = { ...values };
      const empty = names.some((n) => !isActive(n, values)) ? (raw.parse({}) as Record<string, unknown>) : {};
      for (const name of names) if (!isActive(name, values)) counted[name] = empty[name];
      return output.parse(counted) as OutputValues<F>;
    },

    async validateSubmission(locale, input, options) {
      const values = definition.rawValues(input);
      const now = options.now ?? new Date();
      const failures = Object.fromEntries(
        await Promise.all(
          names.map(async (name) => {
            if (!isActive(name, values)) return [name, []] as const;
            const limits = checkLimits(field(name), values[name]);
            if (limits.length) return [name, limits] as const;
            if (field(name).type === 'file') {
              const entries = values[name] as FileEntry[];
              const forged = (await Promise.all(entries.map(async (e) => ((await contentMatchesType(e.file)) ? null : e)))).filter(
                (e) => e !== null,
              );
              if (forged.length) return [name, forged.map((e) => wrongTypeFailure(e.name, fileLimits(field(name))!.accept))] as const;
            }
            const ruleFailures = await runRulesToEnd(
              parsed.get(name) ?? [],
              { value: values[name], name, values, now },
              {
                onRuleError: (err, rule) => console.error(`[forms] rule '${rule.name}' of ${spec.id}.${name} failed`, err),
              },
            );
            return [name, ruleFailures] as const;
          }),
        ),
      ) as Record<string, RuleFailure[]>;

      const blocked = names.some((name) => failures[name]!.some((f) => f.blocking));
      if (!blocked) return { ok: true, values: definition.toOutput(values) };

      const messages = options.messages;
      const translator = createValidationTranslator(locale, messages);
      const fieldMessages = Object.fromEntries(
        names.map((name) => [name, definition.messagesFor(name, failures[name]!, translator, true)]),
      ) as { [K in keyof F]: FormFieldMessage[] };
      const kept = { ...values } as Record<string, unknown>;
      for (const name of names) if (field(name).type === 'file') kept[name] = [];
      return {
        ok: false,
        values: kept as RawValues<F>,
        messages: fieldMessages,
        form: definition.incompleteMessages(translator),
        summary: summarize(definition, fieldMessages, translator),
      };
    },
  };
  return definition;
}

/** The first blocking message of each failing field, in the form's order. */
export function summarize<F extends Fields>(
  form: FormDefinition<F>,
  messages: { [K in keyof F]?: readonly FormFieldMessage[] },
  translator: ValidationTranslator,
): SummaryEntry[] {
  return form.names.flatMap((name) => {
    const first = (messages[name] ?? []).find((m) => m.blocking && m.visible && (m.type === 'validation' || m.type === 'error'));
    return first ? [{ field: name, label: form.labelOf(name, translator, false), message: first.value }] : [];
  });
}
