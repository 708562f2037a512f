import { describe, expect, it } from 'vitest';
import { BUILTIN_RULES, defineRule, parseRules, RuleSyntaxError, safeParseRules, type RuleObject } from '../../src/form-engine/validation';

const summary = (input: Parameters<typeof parseRules>[0], custom?: Parameters<typeof parseRules>[1]) =>
  parseRules(input, custom).map(({ name, args, debounce, force, skipEmpty, blocking }) => ({
    name,
    args,
    debounce,
    force,
    skipEmpty,
    blocking,
  }));

describe('rule strings', () => {
  it('split rules on pipes and arguments on commas, trimming spaces', () => {
    expect(summary(' required | length: 5 , 20 |email')).toEqual([
      { name: 'required', args: [], debounce: 0, force: false, skipEmpty: false, blocking: true },
      { name: 'length', args: ['5', '20'], debounce: 0, force: false, skipEmpty: true, blocking: true },
      { name: 'email', args: [], debounce: 0, force: false, skipEmpty: true, blocking: true },
    ]);
  });

  it('ignore empty rules (doubled or trailing pipes)', () => {
    expect(summary('required||email|').map((r) => r.name)).toEqual(['required', 'email']);
    expect(summary('')).toEqual([]);
    expect(summary(undefined)).toEqual([]);
  });

  it('keep empty arguments', () => {
    expect(summary('length:,10')[0]!.args).toEqual(['', '10']);
  });

  it('read a colon inside an argument as part of it', () => {
    expect(summary('url:http:,https:')[0]!.args).toEqual(['http:', 'https:']);
  });

  it('read the regular expressions of matches whole', () => {
    expect(summary('matches:/^[A-Z]/|length:5,20')).toMatchObject([
      { name: 'matches', args: ['/^[A-Z]/'] },
      { name: 'length', args: ['5', '20'] },
    ]);
    expect(summary('matches:/a|b/i, /c,d/ ,plain|required').map((r) => r.args)).toEqual([['/a|b/i', '/c,d/', 'plain'], []]);
    expect(summary('matches:/[|,/]+/')[0]!.args).toEqual(['/[|,/]+/']);
  });

  it('do not read a slash as a regular expression in other rules', () => {
    expect(summary('starts_with:/fr/,/de/')[0]!.args).toEqual(['/fr/', '/de/']);
  });
});

describe('hints', () => {
  it('debounce, force, run-on-empty and non-blocking', () => {
    expect(summary('(300)email')[0]).toMatchObject({ debounce: 300 });
    expect(summary('*email')[0]).toMatchObject({ force: true });
    expect(summary('+email')[0]).toMatchObject({ skipEmpty: false });
    expect(summary('?email')[0]).toMatchObject({ blocking: false });
  });

  it('combine in any order', () => {
    const expected = { name: 'min', args: ['10'], debounce: 200, force: true, skipEmpty: false, blocking: false };
    expect(summary('*+(200)?min:10')[0]).toEqual(expected);
    expect(summary('?(200)+*min:10')[0]).toEqual(expected);
  });

  it('override the rule defaults', () => {
    // required runs on empty values by default; no hint can make it skip them, but ? makes it non-blocking
    expect(summary('?required')[0]).toMatchObject({ skipEmpty: false, blocking: false });
  });

  it('refuse unknown hints and malformed debounces', () => {
    expect(() => parseRules('^required')).toThrow(/unknown hint or character '\^'/);
    expect(() => parseRules('(abc)required')).toThrow(/debounce hint is written \(milliseconds\)/);
    expect(() => parseRules('(200)')).toThrow(/rule name is missing/);
  });
});

describe('typed objects', () => {
  it('take arguments as values, with hints as properties', () => {
    expect(
      summary([{ rule: 'length', args: [5, 20], debounce: 100, blocking: false }, 'required', { rule: 'matches', args: [/^a/] }]),
    ).toEqual([
      { name: 'length', args: [5, 20], debounce: 100, force: false, skipEmpty: true, blocking: false },
      { name: 'required', args: [], debounce: 0, force: false, skipEmpty: false, blocking: true },
      { name: 'matches', args: [/^a/], debounce: 0, force: false, skipEmpty: true, blocking: true },
    ]);
  });

  it('check arguments like strings do', () => {
    expect(() => parseRules([{ rule: 'between', args: [1, 'x'] }])).toThrow(/to 'x' is not a number/);
    expect(() => parseRules([{ rule: 'date_after', args: ['soon'] }])).toThrow(/'soon' is not an ISO 8601 date/);
  });

  it('are typed: a wrong argument or an unknown rule does not compile', () => {
    const rules: RuleObject[] = [
      // @ts-expect-error length takes numbers
      { rule: 'length', args: [true] },
      // @ts-expect-error unknown built-in rule
      { rule: 'requird' },
      // @ts-expect-error a set that does not exist
      { rule: 'alpha', args: ['greek'] },
      { rule: 'length', args: [1, '5'] },
    ];
    expect(rules).toHaveLength(4);
  });

  it('accept a rule definition inline, named for its message key', () => {
    const even = defineRule<[]>({ validate: ({ value }) => Number(value) % 2 === 0, message: () => ({ key: 'forms.even' }) });
    expect(summary([{ rule: even, name: 'even' }])).toEqual([
      { name: 'even', args: [], debounce: 0, force: false, skipEmpty: true, blocking: true },
    ]);
  });
});

describe('custom rules by name', () => {
  const slot = defineRule<[string?]>({ validate: () => true, message: () => ({ key: 'forms.slot' }), skipEmpty: false, debounce: 250 });

  it('resolve before built-in rules and keep their own defaults', () => {
    expect(summary('required|slot_free:showroom', { slot_free: slot })[1]).toEqual({
      name: 'slot_free',
      args: ['showroom'],
      debounce: 250,
      force: false,
      skipEmpty: false,
      blocking: true,
    });
    expect(summary('(0)slot_free', { slot_free: slot })[0]!.debounce).toBe(0);
  });

  it('may replace a built-in rule', () => {
    const custom = { email: slot };
    expect(parseRules('email', custom)[0]!.definition).toBe(slot);
    expect(parseRules('email')[0]!.definition).toBe(BUILTIN_RULES.email);
  });
});

describe('errors', () => {
  it('name unknown rules and suggest a close one', () => {
    expect(() => parseRules('requird|email')).toThrow(/unknown rule 'requird' \(did you mean 'required'\?\)/);
    expect(() => parseRules('frobnicate')).toThrow(/unknown rule 'frobnicate'$/m);
  });

  it('list every problem, prefixed with the context', () => {
    try {
      parseRules('requird|length:x|alpha:klingon', {}, 'contact.name');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(RuleSyntaxError);
      expect((err as RuleSyntaxError).issues).toEqual([
        "contact.name: unknown rule 'requird' (did you mean 'required'?)",
        "contact.name: length: min 'x' is not a number",
        "contact.name: alpha: unknown character set 'klingon' (use default, latin)",
      ]);
    }
  });

  it('report stray characters', () => {
    expect(() => parseRules('required email')).toThrow(/unexpected 'e' after rule 'required'/);
  });

  it('safeParseRules answers instead of throwing', () => {
    expect(safeParseRules('required')).toMatchObject({ ok: true });
    expect(safeParseRules('nope')).toEqual({ ok: false, issues: ["unknown rule 'nope' (did you mean 'not'?)"] });
  });
});
