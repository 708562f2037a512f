import { compareDates, matchesDateFormat, nowLike, parseDate, type ParsedDate } from './dates';
import type { MessageArg, MessageDescriptor, RuleContext, RuleDefinition } from './types';
import { isEmpty, looseEqual, toNumber } from './values';

/**
 * The built-in rules of the seed (section 5), with FormKit's semantics. Every rule except
 * `required` and `require_one` is skipped for an empty value (see the `+` hint).
 * Deliberate differences from FormKit are marked "Deviation".
 */

type CharacterSet = 'default' | 'latin';
type LowercaseSet = 'default' | 'latin' | 'allow_non_alpha' | 'allow_numeric' | 'allow_numeric_dashes';
/** A date argument: a `Date` or an ISO 8601 string (wall-clock time in Luxembourg without offset). */
export type DateArg = Date | string;
type NumberArg = number | string;

/** The arguments each built-in rule takes, for the typed object syntax. */
export interface BuiltinRuleArgs {
  accepted: [];
  alpha: [set?: CharacterSet];
  alpha_spaces: [set?: CharacterSet];
  alphanumeric: [set?: CharacterSet];
  between: [from: NumberArg, to: NumberArg];
  confirm: [field?: string, comparison?: 'loose' | 'strict'];
  contains_alpha: [set?: CharacterSet];
  contains_alpha_spaces: [set?: CharacterSet];
  contains_alphanumeric: [set?: CharacterSet];
  contains_lowercase: [set?: CharacterSet];
  contains_numeric: [];
  contains_symbol: [];
  contains_uppercase: [set?: CharacterSet];
  date_after: [date?: DateArg];
  date_after_or_equal: [date?: DateArg];
  date_before: [date?: DateArg];
  date_before_or_equal: [date?: DateArg];
  date_between: [start: DateArg, end?: DateArg];
  date_format: [format?: string];
  email: [];
  ends_with: string[];
  is: unknown[];
  length: [min?: NumberArg, max?: NumberArg];
  lowercase: [set?: LowercaseSet];
  matches: Array<string | RegExp>;
  max: [max?: NumberArg];
  min: [min?: NumberArg];
  not: unknown[];
  number: [];
  require_one: string[];
  required: [mode?: 'trim' | 'default'];
  starts_with: string[];
  symbol: [];
  uppercase: [set?: CharacterSet];
  url: string[];
}
export type BuiltinRuleName = keyof BuiltinRuleArgs;

const msg = (rule: string, values?: Record<string, MessageArg>): MessageDescriptor => ({ key: `validation.rules.${rule}`, values });

/** Text rules read the value as a string, normalized to NFC so 'é' typed as e + accent still counts as a letter. */
const text = (value: unknown) => String(value).normalize('NFC');

/** A rule that tests the value against one of a few character sets (FormKit: unknown set → default). */
function charsetRule<S extends string>(rule: string, sets: Record<S | 'default', RegExp>): RuleDefinition<[set?: S]> {
  return {
    validate: ({ value }, set) => (sets[set as S] ?? sets.default).test(text(value)),
    message: () => msg(rule),
    checkArgs: ([set]) =>
      set === undefined || Object.hasOwn(sets, set as string)
        ? null
        : `unknown character set '${String(set)}' (use ${Object.keys(sets).join(', ')})`,
  };
}

const SYMBOLS = '!-/:-@\\[-`{-~';

// ---------------------------------------------------------------------------------------------
// Dates

/** The value as a date, or null. Date rules fail with "The selected date is invalid." on null. */
const valueDate = (ctx: RuleContext) => parseDate(ctx.value);

function checkDateArgs(args: readonly unknown[]): string | null {
  for (const arg of args) if (arg !== undefined && arg !== '' && !parseDate(arg)) return `'${String(arg)}' is not an ISO 8601 date`;
  return null;
}

/** The reference of a comparison: the argument, or now (today for a plain date). */
function reference(value: ParsedDate, arg: DateArg | undefined, now: Date): ParsedDate {
  return arg === undefined || arg === '' ? nowLike(value, now) : parseDate(arg)!;
}

function dateComparison(rule: string, accept: (order: number) => boolean): RuleDefinition<[date?: DateArg]> {
  return {
    validate: (ctx, arg) => {
      const value = valueDate(ctx);
      return value !== null && accept(compareDates(value, reference(value, arg, ctx.now)));
    },
    message: (ctx) => {
      const arg = ctx.args[0];
      if (!valueDate(ctx)) return msg('invalid_date');
      return arg === undefined || arg === '' ? msg(`${rule}_now`) : msg(rule, { date: { date: parseDate(arg)! } });
    },
    checkArgs: checkDateArgs,
  };
}

// ---------------------------------------------------------------------------------------------
// Lengths and sizes

function lengthOf(value: unknown): number | null {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value !== null && typeof value === 'object') return Object.keys(value).length;
  return null;
}

/** `length` bounds: FormKit's parseInt reading, in either order; a missing maximum is unbounded. */
function lengthBounds(first: unknown, second: unknown): [number, number] {
  const a = first === undefined || first === '' ? 0 : Number.parseInt(String(first), 10);
  const parsed = second === undefined || second === '' ? Number.NaN : Number.parseInt(String(second), 10);
  const b = Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
  return a <= b ? [a, b] : [b, a];
}

function checkNumbers(...names: string[]) {
  return (args: readonly unknown[]) => {
    for (const [i, arg] of args.entries()) {
      if (arg !== undefined && arg !== '' && Number.isNaN(toNumber(arg)))
        return `${names[i] ?? 'argument'} '${String(arg)}' is not a number`;
    }
    return null;
  };
}

// ---------------------------------------------------------------------------------------------
// Regular expressions

/**
 * A `matches` argument as a pattern: a RegExp, or a string written `/source/flags`. The `g` and
 * `y` flags are dropped: they make `test` remember its position between calls.
 */
export function toPattern(arg: unknown): RegExp | null {
  if (arg instanceof RegExp) return new RegExp(arg.source, arg.flags.replace(/[gy]/g, ''));
  if (typeof arg !== 'string') return null;
  const m = /^\/(.+)\/([a-z]*)$/s.exec(arg);
  if (!m) return null;
  return new RegExp(m[1]!, m[2]!.replace(/[gy]/g, ''));
}

// ---------------------------------------------------------------------------------------------

const EMAIL = /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|".+")@(?:[^<>()[\]\\.,;:\s@"]+\.)+[^<>()[\]\\.,;:\s@"]{2,}$/i;

/** Which field a `confirm` compares with: the argument, else the name without `_confirm(ed)`, else `{name}_confirm`. */
export function confirmTarget(name: string, field?: string): string {
  if (field) return field;
  return /_confirm(?:ed)?$/.test(name) ? name.replace(/_confirm(?:ed)?$/, '') : `${name}_confirm`;
}

const ACCEPTED: readonly unknown[] = ['yes', 'on', '1', 1, true, 'true'];

type BuiltinRules = { [N in BuiltinRuleName]: RuleDefinition<BuiltinRuleArgs[N]> };

export const BUILTIN_RULES: BuiltinRules = {
  /** yes, on, 1 or true (a checkbox, a consent). */
  accepted: {
    validate: ({ value }) => ACCEPTED.includes(value),
    message: () => msg('accepted'),
  },

  alpha: charsetRule('alpha', { default: /^\p{L}+$/u, latin: /^[a-z]+$/i }),
  alpha_spaces: charsetRule('alpha_spaces', { default: /^[\p{L} ]+$/u, latin: /^[a-z ]+$/i }),
  alphanumeric: charsetRule('alphanumeric', { default: /^[0-9\p{L}]+$/u, latin: /^[0-9a-z]+$/i }),
  contains_alpha: charsetRule('contains_alpha', { default: /\p{L}/u, latin: /[a-z]/i }),
  contains_alpha_spaces: charsetRule('contains_alpha_spaces', { default: /[\p{L} ]/u, latin: /[a-z ]/i }),
  contains_alphanumeric: charsetRule('contains_alphanumeric', { default: /[0-9\p{L}]/u, latin: /[0-9a-z]/i }),
  contains_lowercase: charsetRule('contains_lowercase', { default: /\p{Ll}/u, latin: /[a-z]/ }),
  contains_uppercase: charsetRule('contains_uppercase', { default: /\p{Lu}/u, latin: /[A-Z]/ }),
  contains_numeric: {
    validate: ({ value }) => /[0-9]/.test(String(value)),
    message: () => msg('contains_numeric'),
  },
  contains_symbol: {
    validate: ({ value }) => new RegExp(`[${SYMBOLS}]`).test(String(value)),
    message: () => msg('contains_symbol'),
  },
  lowercase: charsetRule<LowercaseSet>('lowercase', {
    default: /^\p{Ll}+$/u,
    allow_non_alpha: new RegExp(`^[0-9\\p{Ll}${SYMBOLS}]+$`, 'u'),
    allow_numeric: /^[0-9\p{Ll}]+$/u,
    allow_numeric_dashes: /^[0-9\p{Ll}-]+$/u,
    latin: /^[a-z]+$/,
  }),
  uppercase: charsetRule('uppercase', { default: /^\p{Lu}+$/u, latin: /^[A-Z]+$/ }),
  symbol: {
    validate: ({ value }) => new RegExp(`^[${SYMBOLS}]+$`).test(String(value)),
    message: () => msg('symbol'),
  },

  /** A number between two others, inclusive; the bounds may be given in either order. */
  between: {
    validate: ({ value }, from, to) => {
      const [v, a, b] = [toNumber(value), toNumber(from), toNumber(to)];
      if ([v, a, b].some(Number.isNaN)) return false;
      return v >= Math.min(a, b) && v <= Math.max(a, b);
    },
    message: ({ args: [from, to] }) => {
      const [a, b] = [toNumber(from), toNumber(to)];
      return msg('between', { min: Math.min(a, b), max: Math.max(a, b) });
    },
    checkArgs: (args) => (args.length < 2 ? 'needs two bounds (between:1,10)' : checkNumbers('from', 'to')(args)),
  },

  /** Equal to another field: the one named, else `name` for `name_confirm`, else `name_confirm`. */
  confirm: {
    validate: ({ value, name, values }, field, comparison = 'loose') => {
      const other = values[confirmTarget(name, field)];
      return comparison === 'strict' ? value === other : looseEqual(value, other);
    },
    message: () => msg('confirm'),
    crossField: true,
    checkArgs: ([, comparison]) =>
      comparison === undefined || comparison === 'loose' || comparison === 'strict'
        ? null
        : `comparison must be loose or strict, not '${String(comparison)}'`,
  },

  date_after: dateComparison('date_after', (order) => order > 0),
  date_after_or_equal: dateComparison('date_after_or_equal', (order) => order >= 0),
  date_before: dateComparison('date_before', (order) => order < 0),
  date_before_or_equal: dateComparison('date_before_or_equal', (order) => order <= 0),

  /** Between two dates inclusive; with one argument, between now and that date. */
  date_between: {
    validate: (ctx, start, end) => {
      const value = valueDate(ctx);
      if (!value) return false;
      const [from, to] =
        end === undefined || end === '' ? [nowLike(value, ctx.now), parseDate(start)!] : [parseDate(start)!, parseDate(end)!];
      return compareDates(value, from) >= 0 && compareDates(value, to) <= 0;
    },
    message: (ctx) => {
      const value = valueDate(ctx);
      if (!value) return msg('invalid_date');
      const [start, end] = ctx.args;
      const [from, to] =
        end === undefined || end === '' ? [nowLike(value, ctx.now), parseDate(start)!] : [parseDate(start)!, parseDate(end)!];
      return msg('date_between', { start: { date: from }, end: { date: to } });
    },
    checkArgs: (args) => {
      if (args[0] === undefined || args[0] === '') return 'needs at least an end date (date_between:2025-01-01,2025-12-31)';
      const problem = checkDateArgs(args);
      if (problem) return problem;
      const [a, b] = args.map((arg) => parseDate(arg));
      return a && b && compareDates(a, b) > 0 ? 'the start date is after the end date' : null;
    },
  },

  /** Written in a format (YYYY, YY, MM, M, DD, D); without a format, any ISO 8601 date. */
  date_format: {
    validate: ({ value }, format) => {
      if (typeof value !== 'string' && !(value instanceof Date)) return false;
      if (format) return typeof value === 'string' && matchesDateFormat(value, format);
      return parseDate(value) !== null;
    },
    message: ({ args: [format] }) => (format ? msg('date_format', { format: { dateFormat: format } }) : msg('invalid_date')),
  },

  email: {
    validate: ({ value }) => EMAIL.test(String(value)),
    message: () => msg('email'),
  },

  /** A string ending with one of the arguments (any string when none is given). */
  ends_with: {
    validate: ({ value }, ...stack) => typeof value === 'string' && (stack.length === 0 || stack.some((s) => value.endsWith(s))),
    message: ({ args }) => msg('ends_with', { list: { list: args, kind: 'or' } }),
  },
  starts_with: {
    validate: ({ value }, ...stack) => typeof value === 'string' && (stack.length === 0 || stack.some((s) => value.startsWith(s))),
    message: ({ args }) => msg('starts_with', { list: { list: args, kind: 'or' } }),
  },

  /** Equal (loosely, objects structurally) to one of the arguments. */
  is: {
    validate: ({ value }, ...stack) => stack.some((item) => looseEqual(item, value)),
    message: () => msg('is'),
  },
  not: {
    validate: ({ value }, ...stack) => !stack.some((item) => looseEqual(item, value)),
    message: ({ value }) => msg('not', { value: typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value) }),
  },

  /** Length of a string, an array or an object's keys, between min (default 0) and max (default unbounded), either order. */
  length: {
    validate: ({ value }, first, second) => {
      const length = lengthOf(value);
      const [min, max] = lengthBounds(first, second);
      return length !== null && length >= min && length <= max;
    },
    message: ({ args: [first, second] }) => {
      const [min, max] = lengthBounds(first, second);
      if (min === 1 && max === Number.POSITIVE_INFINITY) return msg('length_min_one');
      if (min === 0 && max !== Number.POSITIVE_INFINITY) return msg('length_max', { max });
      if (min === max) return msg('length_exact', { length: max });
      if (max === Number.POSITIVE_INFINITY) return msg('length_min', { min });
      return msg('length_between', { min, max });
    },
    checkArgs: checkNumbers('min', 'max'),
  },

  /** Equal to one of the arguments; an argument `/source/flags` (or a RegExp) is a pattern. */
  matches: {
    validate: ({ value }, ...stack) =>
      stack.some((arg) => {
        const pattern = toPattern(arg);
        return pattern ? pattern.test(String(value)) : arg === value;
      }),
    message: () => msg('matches'),
    checkArgs: (args) => {
      for (const arg of args) {
        try {
          toPattern(arg);
        } catch (err) {
          return `invalid regular expression ${String(arg)}: ${(err as Error).message}`;
        }
      }
      return args.length ? null : 'needs at least one value or /pattern/';
    },
  },

  /** A number ≤ max (default 10), or an array of at most max items. */
  max: {
    validate: ({ value }, max = 10) => (Array.isArray(value) ? value.length <= toNumber(max) : toNumber(value) <= toNumber(max)),
    message: ({ value, args: [max = 10] }) => msg(Array.isArray(value) ? 'max_items' : 'max', { max: toNumber(max) }),
    checkArgs: checkNumbers('max'),
  },
  /** A number ≥ min (default 1), or an array of at least min items. */
  min: {
    validate: ({ value }, min = 1) => (Array.isArray(value) ? value.length >= toNumber(min) : toNumber(value) >= toNumber(min)),
    message: ({ value, args: [min = 1] }) => msg(Array.isArray(value) ? 'min_items' : 'min', { min: toNumber(min) }),
    checkArgs: checkNumbers('min'),
  },

  /** A number as `Number()` reads it ('12', '-1.5', '1e3'; not '12,5' nor whitespace). */
  number: {
    validate: ({ value }) => !Number.isNaN(toNumber(value)),
    message: () => msg('number'),
  },

  /** This field or one of the named fields has a value. */
  require_one: {
    validate: ({ value, values }, ...names) => !isEmpty(value) || names.some((n) => !isEmpty(values[n])),
    message: ({ name, args }) =>
      msg('require_one', { labels: { list: [{ field: name }, ...args.map((n) => ({ field: n }))], kind: 'or' } }),
    skipEmpty: false,
    crossField: true,
    checkArgs: (args) => (args.length ? null : 'needs the names of the other fields (require_one:phone,email)'),
  },

  /** Not empty; with `trim`, whitespace alone counts as empty. `false` (a checkbox) is not empty: use `accepted`. */
  required: {
    validate: ({ value }, mode = 'default') => (mode === 'trim' && typeof value === 'string' ? !isEmpty(value.trim()) : !isEmpty(value)),
    message: () => msg('required'),
    skipEmpty: false,
    checkArgs: ([mode]) =>
      mode === undefined || mode === 'trim' || mode === 'default' ? null : `mode must be trim, not '${String(mode)}'`,
  },

  /** A URL whose protocol is one of the arguments (http and https by default); 'https' and 'https:' both work. */
  url: {
    validate: ({ value }, ...protocols) => {
      const allowed = (protocols.length ? protocols : ['http', 'https']).map((p) => (p.endsWith(':') ? p : `${p}:`).toLowerCase());
      try {
        return allowed.includes(new URL(String(value)).protocol);
      } catch {
        return false;
      }
    },
    message: () => msg('url'),
  },
};

export function isBuiltinRule(name: string): name is BuiltinRuleName {
  return Object.hasOwn(BUILTIN_RULES, name);
}

/** Declares a custom rule with its types (see `RuleDefinition`). */
export function defineRule<A extends readonly unknown[]>(definition: RuleDefinition<A>): RuleDefinition<A> {
  return definition;
}
