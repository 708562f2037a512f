import { BUILTIN_RULES, isBuiltinRule, type BuiltinRuleArgs, type BuiltinRuleName } from './rules';
import type { ParsedRule, RuleDefinition, RuleHints } from './types';

/**
 * Rules are declared either as a string, FormKit's syntax:
 *
 *     'required|length:5,20|matches:/^[A-Z]/i|?(300)my_rule'
 *
 * rules separated by `|`, arguments after `:` separated by `,`, and hints before the name:
 * `(ms)` debounce, `*` force (run even after a failure), `+` run on an empty value,
 * `?` non-blocking. Unlike FormKit, an argument of `matches` written `/source/flags` is read as a
 * regular expression whole, so `|` and `,` inside it are part of the pattern.
 *
 * or as typed objects (and strings) in an array:
 *
 *     ['required', { rule: 'length', args: [5, 20] }, { rule: 'matches', args: [/^\d{4}$/] },
 *      { rule: myRule, args: ['x'], debounce: 300, blocking: false }]
 */

/** A custom rule table: names usable in rule strings and in objects. */
export type CustomRules = Readonly<Record<string, RuleDefinition<never[]> | RuleDefinition<any>>>;

/** A rule declared as an object. `C` are the names of the form's custom rules. */
export type RuleObject<C extends string = never> =
  | { [N in BuiltinRuleName]: { rule: N; args?: BuiltinRuleArgs[N] } & RuleHints }[BuiltinRuleName]
  | ([C] extends [never] ? never : { rule: C; args?: readonly unknown[] } & RuleHints)
  | ({ rule: RuleDefinition<any>; name: string; args?: readonly unknown[] } & RuleHints);

/** The rules of a field, as a string or an array of strings and objects. */
export type RulesInput<C extends string = never> = string | ReadonlyArray<string | RuleObject<C>>;

/** Thrown for rules that cannot be used: unknown names, bad hints, bad arguments. */
export class RuleSyntaxError extends Error {
  override name = 'RuleSyntaxError';
  constructor(readonly issues: readonly string[]) {
    super(`Invalid validation rules:\n  ${issues.join('\n  ')}`);
  }
}

type Intent = { name: string; args: unknown[]; hints: RuleHints; definition?: RuleDefinition<any> };

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/** Reads one rule string into intents, collecting problems into `issues`. */
function scan(source: string, issues: string[]): Intent[] {
  const intents: Intent[] = [];
  let i = 0;
  const at = () => `at position ${i} of '${source}'`;
  const skipSpaces = () => {
    while (i < source.length && /\s/.test(source[i]!)) i += 1;
  };

  while (i < source.length) {
    skipSpaces();
    if (source[i] === '|') {
      i += 1; // an empty rule (e.g. a trailing pipe) is ignored, as in FormKit
      continue;
    }
    if (i >= source.length) break;

    // Hints
    const hints: RuleHints = {};
    for (;;) {
      const c = source[i];
      if (c === '*') hints.force = true;
      else if (c === '+') hints.skipEmpty = false;
      else if (c === '?') hints.blocking = false;
      else if (c === '(') {
        const m = /\((\d+)\)/y;
        m.lastIndex = i;
        const found = m.exec(source);
        if (!found) {
          issues.push(`a debounce hint is written (milliseconds), e.g. (300), ${at()}`);
          return intents;
        }
        hints.debounce = Number(found[1]);
        i = m.lastIndex;
        continue;
      } else break;
      i += 1;
    }

    // Name
    NAME.lastIndex = i;
    const nameMatch = NAME.exec(source);
    if (!nameMatch) {
      const c = source[i];
      issues.push(
        c !== undefined && !/\s/.test(c)
          ? `unknown hint or character '${c}' ${at()} (hints are (ms), *, + and ?)`
          : `a rule name is missing ${at()}`,
      );
      return intents;
    }
    const name = nameMatch[0];
    i = NAME.lastIndex;
    skipSpaces();

    // Arguments
    const args: unknown[] = [];
    if (source[i] === ':') {
      i += 1;
      for (;;) {
        skipSpaces();
        if (name === 'matches' && source[i] === '/') {
          const literal = readRegExpLiteral(source, i);
          if (!literal) {
            issues.push(`unterminated regular expression ${at()}`);
            return intents;
          }
          args.push(literal.text);
          i = literal.end;
          skipSpaces();
          if (i < source.length && source[i] !== ',' && source[i] !== '|') {
            issues.push(`unexpected '${source[i]}' after a regular expression ${at()}`);
            return intents;
          }
        } else {
          let end = i;
          while (end < source.length && source[end] !== ',' && source[end] !== '|') end += 1;
          args.push(source.slice(i, end).trim());
          i = end;
        }
        if (source[i] === ',') {
          i += 1;
          continue;
        }
        break;
      }
    }
    if (i < source.length && source[i] !== '|') {
      issues.push(`unexpected '${source[i]}' after rule '${name}' ${at()}`);
      return intents;
    }
    intents.push({ name, args, hints });
  }
  return intents;
}

/** A `/source/flags` literal starting at `start`: escapes and character classes may hold `/`. */
function readRegExpLiteral(source: string, start: number): { text: string; end: number } | null {
  let i = start + 1;
  let inClass = false;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\') i += 2;
    else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) break;
      i += 1;
    }
  }
  if (i >= source.length || i === start + 1) return null;
  i += 1;
  while (i < source.length && /[a-z]/.test(source[i]!)) i += 1;
  return { text: source.slice(start, i), end: i };
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

function unknownRule(name: string, custom: CustomRules): string {
  const known = [...Object.keys(custom), ...Object.keys(BUILTIN_RULES)];
  const close = known.filter((k) => distance(k, name) <= 2).sort((a, b) => distance(a, name) - distance(b, name));
  return `unknown rule '${name}'${close.length ? ` (did you mean '${close[0]}'?)` : ''}`;
}

const HINT_KEYS = ['debounce', 'force', 'skipEmpty', 'blocking'] as const;

function resolve(intent: Intent, custom: CustomRules, issues: string[]): ParsedRule | null {
  const definition =
    intent.definition ??
    (Object.hasOwn(custom, intent.name) ? custom[intent.name] : isBuiltinRule(intent.name) ? BUILTIN_RULES[intent.name] : undefined);
  if (!definition) {
    issues.push(unknownRule(intent.name, custom));
    return null;
  }
  const def = definition as RuleDefinition<readonly unknown[]>;
  const problem = def.checkArgs?.(intent.args);
  if (problem) {
    issues.push(`${intent.name}: ${problem}`);
    return null;
  }
  const {
    debounce = def.debounce ?? 0,
    force = def.force ?? false,
    skipEmpty = def.skipEmpty ?? true,
    blocking = def.blocking ?? true,
  } = intent.hints;
  if (!Number.isInteger(debounce) || debounce < 0) {
    issues.push(`${intent.name}: debounce must be a whole number of milliseconds`);
    return null;
  }
  return { name: intent.name, definition: def, args: intent.args, debounce, force, skipEmpty, blocking };
}

/**
 * Parses rules into runnable rules, or throws a `RuleSyntaxError` listing every problem
 * (unknown rules with a suggestion, bad hints, bad arguments). `context` names the field in messages.
 */
export function parseRules<C extends string = never>(
  input: RulesInput<C> | undefined,
  custom: CustomRules = {},
  context?: string,
): ParsedRule[] {
  const issues: string[] = [];
  const intents: Intent[] = [];
  for (const item of input === undefined ? [] : typeof input === 'string' ? [input] : input) {
    if (typeof item === 'string') intents.push(...scan(item, issues));
    else {
      const hints: RuleHints = {};
      for (const key of HINT_KEYS) if (item[key] !== undefined) Object.assign(hints, { [key]: item[key] });
      const args = [...(item.args ?? [])];
      if (typeof item.rule === 'string') intents.push({ name: item.rule, args, hints });
      else intents.push({ name: 'name' in item && item.name ? item.name : 'custom', args, hints, definition: item.rule });
    }
  }
  const rules = intents.flatMap((intent) => resolve(intent, custom, issues) ?? []);
  if (issues.length) throw new RuleSyntaxError(context ? issues.map((issue) => `${context}: ${issue}`) : issues);
  return rules;
}

/** `parseRules` without throwing. */
export function safeParseRules<C extends string = never>(
  input: RulesInput<C> | undefined,
  custom: CustomRules = {},
): { ok: true; rules: ParsedRule[] } | { ok: false; issues: readonly string[] } {
  try {
    return { ok: true, rules: parseRules(input, custom) };
  } catch (err) {
    if (err instanceof RuleSyntaxError) return { ok: false, issues: err.issues };
    throw err;
  }
}
