import { describe, expect, it } from 'vitest';
import { parseRules, runRules, type RuleFailure } from '../../src/form-engine/validation';

/** 2025-06-15 12:00 in Luxembourg (CEST). */
const NOW = new Date('2025-06-15T10:00:00Z');

function run(
  rules: string | Parameters<typeof parseRules>[0],
  value: unknown,
  others: Record<string, unknown> = {},
  name = 'field',
): RuleFailure[] {
  const result = runRules(parseRules(rules), { value, name, values: { ...others, [name]: value }, now: NOW });
  expect(result.pending).toBeNull();
  return result.failures;
}
const passes = (rules: Parameters<typeof run>[0], value: unknown, others?: Record<string, unknown>, name?: string) =>
  run(rules, value, others, name).length === 0;

function table(rule: string, good: unknown[], bad: unknown[]) {
  it.each(good.map((v) => [v]))(`${rule} accepts %j`, (value) => expect(passes(rule, value)).toBe(true));
  it.each(bad.map((v) => [v]))(`${rule} refuses %j`, (value) => expect(passes(rule, value)).toBe(false));
}

describe('accepted', () => {
  table('accepted', ['yes', 'on', '1', 1, true, 'true'], ['no', 'off', '0', 0, false, 'YES', 'True', 'accepted']);
  it('is skipped for an empty value, so a missing checkbox needs a boolean false to fail', () => {
    expect(passes('accepted', '')).toBe(true);
    expect(passes('accepted', false)).toBe(false);
  });
});

describe('alpha family (Unicode by default, latin on request)', () => {
  table('alpha', ['abc', 'Élodie', 'Müller', 'Łukasz', 'Ωμέγα', 'e\u0301'], ['abc1', 'jean pierre', 'o-k', 'a.b']);
  table('alpha:latin', ['abc', 'ABCdef'], ['Élodie', 'Müller', 'abc1', 'a b']);
  table('alpha_spaces', ['Jean Pierre', 'Zoë Ünal', ' a '], ['Jean-Pierre', 'R2 D2']);
  table('alpha_spaces:latin', ['Jean Pierre'], ['Zoë Ünal', 'Jean-Pierre']);
  table('alphanumeric', ['abc123', 'Straße9', '123'], ['abc 123', 'abc-123', 'a_b']);
  table('alphanumeric:latin', ['abc123', 'ABC'], ['Straße9', 'abc 1']);
  table('contains_alpha', ['123a', 'é!'], ['123', '!?', '   ']);
  table('contains_alpha:latin', ['123a'], ['é!', '123']);
  table('contains_alpha_spaces', ['12 3', 'x'], ['123', '!?']);
  table('contains_alpha_spaces:latin', ['12 3', '1a'], ['1é2', '123']);
  table('contains_alphanumeric', ['!a', '!1', '!ß'], ['!?', '   ']);
  table('contains_alphanumeric:latin', ['!a', '!1'], ['!ß']);
  table('contains_lowercase', ['ABc', 'ÀÉè'], ['ABC', '123']);
  table('contains_lowercase:latin', ['ABc'], ['ÀÉè', 'ABC']);
  table('contains_uppercase', ['abC', 'àÉ'], ['abc', '123']);
  table('contains_uppercase:latin', ['abC'], ['àÉ', 'abc']);
  table('contains_numeric', ['abc1', '0'], ['abc', '٣']);
  table('contains_symbol', ['abc!', '#', 'a b~', 'x_y'], ['abc', 'abc 1', 'é']);
  table('symbol', ['!@#', '~_-', '[]{}'], ['!a', 'a', '! ']);
  table('lowercase', ['abc', 'àéï'], ['Abc', 'abc1', 'ab c']);
  table('lowercase:latin', ['abc'], ['àéï', 'abC']);
  table('lowercase:allow_numeric', ['abc123'], ['abc-123', 'Abc1']);
  table('lowercase:allow_numeric_dashes', ['abc-123'], ['abc_123', 'ABC-1']);
  table('lowercase:allow_non_alpha', ['abc-1!', 'é#'], ['aBc', 'a b']);
  table('uppercase', ['ABC', 'ÀÉÏ'], ['ABc', 'AB1']);
  table('uppercase:latin', ['ABC'], ['ÀÉÏ']);
  it('refuses an unknown character set where the rule is declared', () => {
    expect(() => parseRules('alpha:greek')).toThrow(/unknown character set 'greek'/);
  });
});

describe('between', () => {
  table('between:5,10', ['5', '10', '7.5', 6, '1e1'], ['4.99', '10.01', 'abc', '5,5']);
  it('accepts its bounds in either order', () => {
    expect(passes('between:10,5', '7')).toBe(true);
    expect(passes('between:10,5', '11')).toBe(false);
    expect(run('between:10,5', '11')[0]!.message).toEqual({ key: 'validation.rules.between', values: { min: 5, max: 10 } });
  });
  it('handles negative and decimal bounds', () => {
    expect(passes('between:-1.5,1.5', '-1.5')).toBe(true);
    expect(passes('between:-1.5,1.5', '-1.6')).toBe(false);
  });
  it('needs two numeric bounds', () => {
    expect(() => parseRules('between:5')).toThrow(/needs two bounds/);
    expect(() => parseRules('between:a,5')).toThrow(/'a' is not a number/);
  });
});

describe('confirm', () => {
  it('compares `name` with `name_confirm`', () => {
    expect(passes('confirm', 'secret', { password_confirm: 'secret' }, 'password')).toBe(true);
    expect(passes('confirm', 'secret', { password_confirm: 'Secret' }, 'password')).toBe(false);
  });
  it('compares `name_confirm` with `name` (and `name_confirmed`)', () => {
    expect(passes('confirm', 'secret', { password: 'secret' }, 'password_confirm')).toBe(true);
    expect(passes('confirm', 'other', { password: 'secret' }, 'password_confirm')).toBe(false);
    expect(passes('confirm', 'secret', { password: 'secret' }, 'password_confirmed')).toBe(true);
  });
  it('compares with a named field', () => {
    expect(passes('confirm:email', 'a@b.lu', { email: 'a@b.lu' }, 'repeat')).toBe(true);
    expect(passes('confirm:email', 'a@b.lu', { email: 'c@b.lu' }, 'repeat')).toBe(false);
  });
  it('is loose by default and strict on request', () => {
    expect(passes('confirm:age', '5', { age: 5 }, 'x')).toBe(true);
    expect(passes('confirm:age,strict', '5', { age: 5 }, 'x')).toBe(false);
    expect(passes('confirm:age,strict', '5', { age: '5' }, 'x')).toBe(true);
  });
  it('fails when the other field is missing', () => {
    expect(passes('confirm', 'x', {}, 'email')).toBe(false);
  });
});

describe('email', () => {
  table(
    'email',
    ['jean@example.lu', 'a.b+c@sub.domain.co.uk', 'élodie@exemple.fr', '"john doe"@example.com'],
    ['jean@example', 'jean.example.lu', 'jean@exa mple.lu', 'jean@@example.lu', '.jean@example.lu', 'jean@example.l', 'jean@[1.2.3.4]'],
  );
});

describe('starts_with and ends_with', () => {
  table('starts_with:LU,BE', ['LU123', 'BE1'], ['lu123', 'FR1', '123LU']);
  table('ends_with:.lu,.be', ['site.lu', 'a.be'], ['site.fr', '.lu.x']);
  it('accept any string without arguments, and refuse non-strings', () => {
    expect(passes('starts_with', 'abc')).toBe(true);
    expect(passes('ends_with', 12)).toBe(false);
    expect(passes('ends_with', ['a.lu'])).toBe(false);
  });
});

describe('is and not', () => {
  table('is:petrol,diesel', ['petrol', 'diesel'], ['Diesel', 'electric']);
  table('not:admin,root', ['jean', 'Admin'], ['admin', 'root']);
  it('compare loosely, and objects structurally', () => {
    expect(passes([{ rule: 'is', args: [5, 6] }], '5')).toBe(true);
    expect(passes([{ rule: 'is', args: [{ a: 1 }] }], { a: 1 })).toBe(true);
    expect(passes([{ rule: 'is', args: [{ a: 1 }] }], { a: 2 })).toBe(false);
    expect(passes([{ rule: 'not', args: [['x', 'y']] }], ['x', 'y'])).toBe(false);
  });
  it('not names the refused value in its message', () => {
    expect(run('not:admin', 'admin')[0]!.message).toEqual({ key: 'validation.rules.not', values: { value: 'admin' } });
  });
});

describe('length', () => {
  table('length:5', ['12345', '1234567890'], ['1234']);
  table('length:2,4', ['12', '1234'], ['1', '12345']);
  it('accepts its bounds in either order', () => {
    expect(passes('length:4,2', '123')).toBe(true);
    expect(passes('length:4,2', '12345')).toBe(false);
  });
  it('counts array items and object keys', () => {
    expect(passes('length:2,3', ['a', 'b'])).toBe(true);
    expect(passes('length:2,3', ['a', 'b', 'c', 'd'])).toBe(false);
    expect(passes('length:2', { a: 1, b: 2 })).toBe(true);
    expect(passes('length:2', { a: 1 })).toBe(false);
  });
  it('refuses numbers and booleans (they have no length)', () => {
    expect(passes('length:1', 12345)).toBe(false);
    expect(passes('length:0', true)).toBe(false);
  });
  it('chooses the message that fits its bounds', () => {
    const message = (rule: string, value: unknown) => run(rule, value)[0]!.message;
    expect(message('+length:1', '')).toEqual({ key: 'validation.rules.length_min_one', values: undefined });
    expect(message('length:0,3', '1234')).toEqual({ key: 'validation.rules.length_max', values: { max: 3 } });
    expect(message('length:,3', '1234')).toEqual({ key: 'validation.rules.length_max', values: { max: 3 } });
    expect(message('length:4,4', '123')).toEqual({ key: 'validation.rules.length_exact', values: { length: 4 } });
    expect(message('length:5', '123')).toEqual({ key: 'validation.rules.length_min', values: { min: 5 } });
    expect(message('length:5,20', '123')).toEqual({ key: 'validation.rules.length_between', values: { min: 5, max: 20 } });
  });
  it('refuses non-numeric bounds', () => {
    expect(() => parseRules('length:five')).toThrow(/min 'five' is not a number/);
  });
});

describe('matches', () => {
  table('matches:exact,other', ['exact', 'other'], ['Exact', 'exactly']);
  table('matches:/^L-\\d{4}$/', ['L-1234'], ['L-123', 'l-1234', 'xL-1234']);
  it('reads flags', () => {
    expect(passes('matches:/^lu/i', 'LU12')).toBe(true);
    expect(passes('matches:/^lu/', 'LU12')).toBe(false);
    expect(passes('matches:/^a.b$/s', 'a\nb')).toBe(true);
  });
  it('keeps | and , inside a regular expression', () => {
    const rules = parseRules('required|matches:/^(LU|BE)\\d{2,4}$/|length:4,6');
    expect(rules.map((r) => r.name)).toEqual(['required', 'matches', 'length']);
    expect(rules[1]!.args).toEqual(['/^(LU|BE)\\d{2,4}$/']);
    expect(passes('matches:/^(LU|BE)\\d{2,4}$/', 'BE123')).toBe(true);
    expect(passes('matches:/^(LU|BE)\\d{2,4}$/', 'FR123')).toBe(false);
  });
  it('keeps / inside a character class or escaped', () => {
    expect(passes('matches:/^\\d+[/-]\\d+$/', '12/34')).toBe(true);
    expect(passes('matches:/^a\\/b$/|length:3', 'a/b')).toBe(true);
  });
  it('mixes patterns and plain values', () => {
    expect(passes('matches:/^\\d+$/,none', 'none')).toBe(true);
    expect(passes('matches:/^\\d+$/,none', '42')).toBe(true);
    expect(passes('matches:/^\\d+$/,none', 'x')).toBe(false);
  });
  it('ignores the g and y flags, which would make results alternate', () => {
    const rules = parseRules([{ rule: 'matches', args: [/a/g] }]);
    const once = () => runRules(rules, { value: 'a', name: 'f', values: {}, now: NOW }).failures.length;
    expect([once(), once(), once()]).toEqual([0, 0, 0]);
    expect(passes('matches:/a/g', 'a') && passes('matches:/a/g', 'a')).toBe(true);
  });
  it('accepts RegExp objects', () => {
    expect(passes([{ rule: 'matches', args: [/^\d{4}$/] }], '1234')).toBe(true);
    expect(passes([{ rule: 'matches', args: [/^\d{4}$/] }], '123')).toBe(false);
  });
  it('reports invalid or unterminated expressions', () => {
    expect(() => parseRules('matches:/(/')).toThrow(/invalid regular expression/);
    expect(() => parseRules('matches:/abc')).toThrow(/unterminated regular expression/);
    expect(() => parseRules('matches:/a/x')).toThrow(/invalid regular expression/);
    expect(() => parseRules('matches:/a/i b')).toThrow(/unexpected 'b' after a regular expression/);
  });
});

describe('max and min', () => {
  table('max', ['10', '-3', '9.99', 10], ['10.01', '11', 'abc']);
  table('max:5', ['5', '0'], ['6']);
  table('min', ['1', '100', 1], ['0', '0.99', '-1', 'abc']);
  table('min:18', ['18', '99'], ['17']);
  it('count array items', () => {
    expect(passes('max:2', ['a', 'b'])).toBe(true);
    expect(passes('max:2', ['a', 'b', 'c'])).toBe(false);
    expect(passes('min:2', ['a'])).toBe(false);
    expect(passes('min', ['a'])).toBe(true);
    expect(run('max:2', ['a', 'b', 'c'])[0]!.message).toEqual({ key: 'validation.rules.max_items', values: { max: 2 } });
    expect(run('min:2', ['a'])[0]!.message).toEqual({ key: 'validation.rules.min_items', values: { min: 2 } });
  });
  it('default to 10 and 1 in their messages', () => {
    expect(run('max', '11')[0]!.message).toEqual({ key: 'validation.rules.max', values: { max: 10 } });
    expect(run('min', '0')[0]!.message).toEqual({ key: 'validation.rules.min', values: { min: 1 } });
  });
});

describe('number', () => {
  table('number', ['12', '-1.5', '0', '1e3', 7, '0x1F'], ['12,5', 'abc', ' ', '1 000', '12a']);
});

describe('require_one', () => {
  it('passes when this field or one of the named fields has a value', () => {
    expect(passes('require_one:phone', 'a@b.lu', { phone: '' }, 'email')).toBe(true);
    expect(passes('require_one:phone', '', { phone: '621 123 456' }, 'email')).toBe(true);
    expect(passes('require_one:phone,mobile', '', { phone: '', mobile: '691' }, 'email')).toBe(true);
  });
  it('fails when all are empty, even though the value is empty (it runs on empty values)', () => {
    const failures = run('require_one:phone,mobile', '', { phone: '', mobile: [] }, 'email');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.message).toEqual({
      key: 'validation.rules.require_one',
      values: { labels: { list: [{ field: 'email' }, { field: 'phone' }, { field: 'mobile' }], kind: 'or' } },
    });
  });
  it('needs field names', () => {
    expect(() => parseRules('require_one')).toThrow(/needs the names/);
  });
});

describe('required', () => {
  table('required', ['x', ' ', 0, false, ['a'], { a: 1 }], ['', null, undefined, [], {}]);
  it('trims on request', () => {
    expect(passes('required:trim', '   ')).toBe(false);
    expect(passes('required:trim', '\n\t')).toBe(false);
    expect(passes('required:trim', ' x ')).toBe(true);
    expect(passes('required', '   ')).toBe(true);
  });
  it('refuses an unknown mode', () => {
    expect(() => parseRules('required:strip')).toThrow(/mode must be trim/);
  });
});

describe('url', () => {
  table(
    'url',
    ['http://example.lu', 'https://example.lu/path?q=1#x', 'HTTPS://EXAMPLE.LU'],
    ['ftp://example.lu', 'example.lu', 'javascript:alert(1)', 'mailto:a@b.lu', 'http//x'],
  );
  it('takes protocols as arguments, with or without the colon', () => {
    expect(passes('url:ftp', 'ftp://files.example.lu')).toBe(true);
    expect(passes('url:ftp:,https', 'https://example.lu')).toBe(true);
    expect(passes('url:ftp', 'https://example.lu')).toBe(false);
  });
});

describe('date rules', () => {
  // Today in Luxembourg is 2025-06-15; now is 12:00.
  it('date_after: a plain date after today, a date-time after now', () => {
    expect(passes('date_after', '2025-06-16')).toBe(true);
    expect(passes('date_after', '2025-06-15')).toBe(false);
    expect(passes('date_after', '2025-06-15T12:01')).toBe(true);
    expect(passes('date_after', '2025-06-15T11:59')).toBe(false);
    expect(passes('date_after:2025-01-01', '2025-01-02')).toBe(true);
    expect(passes('date_after:2025-01-01', '2025-01-01')).toBe(false);
  });
  it('date_after_or_equal includes the reference', () => {
    expect(passes('date_after_or_equal', '2025-06-15')).toBe(true);
    expect(passes('date_after_or_equal', '2025-06-14')).toBe(false);
    expect(passes('date_after_or_equal:2025-01-01', '2025-01-01')).toBe(true);
    expect(passes('date_after_or_equal:2025-01-01T10:00', '2025-01-01T10:00')).toBe(true);
    expect(passes('date_after_or_equal:2025-01-01T10:00', '2025-01-01T09:59')).toBe(false);
  });
  it('date_before and date_before_or_equal', () => {
    expect(passes('date_before', '2025-06-14')).toBe(true);
    expect(passes('date_before', '2025-06-15')).toBe(false);
    expect(passes('date_before_or_equal', '2025-06-15')).toBe(true);
    expect(passes('date_before_or_equal', '2025-06-16')).toBe(false);
    expect(passes('date_before:2000-01-01', '1999-12-31')).toBe(true);
    expect(passes('date_before_or_equal:2000-01-01', '2000-01-02')).toBe(false);
  });
  it('compares instants when times are involved, offsets included', () => {
    // 2025-01-01T10:00 in Luxembourg is 09:00Z.
    expect(passes('date_after:2025-01-01T10:00', '2025-01-01T09:30:00Z')).toBe(true);
    expect(passes('date_after:2025-01-01T10:00', '2025-01-01T08:30:00Z')).toBe(false);
    expect(passes('date_after:2025-01-01T10:00', '2025-01-01T10:00:00+00:30')).toBe(true);
  });
  it('date_between is inclusive; with one date it runs from now', () => {
    expect(passes('date_between:2025-01-01,2025-12-31', '2025-01-01')).toBe(true);
    expect(passes('date_between:2025-01-01,2025-12-31', '2025-12-31')).toBe(true);
    expect(passes('date_between:2025-01-01,2025-12-31', '2026-01-01')).toBe(false);
    expect(passes('date_between:2025-07-01', '2025-06-15')).toBe(true);
    expect(passes('date_between:2025-07-01', '2025-06-14')).toBe(false);
    expect(passes('date_between:2025-07-01', '2025-07-02')).toBe(false);
  });
  it('accepts Date values and arguments', () => {
    expect(passes([{ rule: 'date_after', args: [new Date('2025-01-01T00:00:00Z')] }], new Date('2025-01-02T00:00:00Z'))).toBe(true);
    expect(passes([{ rule: 'date_before', args: [new Date('2025-01-01T00:00:00Z')] }], new Date('2025-01-02T00:00:00Z'))).toBe(false);
  });
  it('fails an invalid date with the invalid-date message', () => {
    for (const value of ['2025-02-30', '2025-13-01', 'tomorrow', '15/06/2025', '2025-06-15T25:00']) {
      const failures = run('date_after', value);
      expect(
        failures.map((f) => f.message.key),
        value,
      ).toEqual(['validation.rules.invalid_date']);
    }
  });
  it('describe the reference in the message', () => {
    expect(run('date_after', '2025-06-01')[0]!.message.key).toBe('validation.rules.date_after_now');
    expect(run('date_before', '2025-07-01')[0]!.message.key).toBe('validation.rules.date_before_now');
    expect(run('date_after_or_equal', '2025-06-01')[0]!.message.key).toBe('validation.rules.date_after_or_equal_now');
    expect(run('date_before_or_equal', '2025-07-01')[0]!.message.key).toBe('validation.rules.date_before_or_equal_now');
    const after = run('date_after:2025-07-01', '2025-06-01')[0]!.message;
    expect(after.key).toBe('validation.rules.date_after');
    expect(after.values?.date).toMatchObject({ date: { day: '2025-07-01', hasTime: false } });
    const between = run('date_between:2025-01-01,2025-02-01', '2025-06-01')[0]!.message;
    expect(between.values).toMatchObject({ start: { date: { day: '2025-01-01' } }, end: { date: { day: '2025-02-01' } } });
  });
  it('refuses date arguments that are not dates, and reversed ranges', () => {
    expect(() => parseRules('date_after:tomorrow')).toThrow(/'tomorrow' is not an ISO 8601 date/);
    expect(() => parseRules('date_between:2025-12-31,2025-01-01')).toThrow(/start date is after the end date/);
    expect(() => parseRules('date_between')).toThrow(/needs at least an end date/);
  });
});

describe('date_format', () => {
  table(
    'date_format:DD/MM/YYYY',
    ['15/06/2025', '29/02/2024', '31/12/1999'],
    ['15/6/2025', '2025-06-15', '31/04/2025', '29/02/2025', '15/06/25', '00/06/2025', '15/13/2025', '15/06/2025x'],
  );
  table('date_format:D.M.YYYY', ['1.6.2025', '01.06.2025', '31.12.2025'], ['1-6-2025', '32.1.2025', '1.6.25']);
  table('date_format:MM/DD/YY', ['06/15/25', '02/29/24'], ['15/06/25', '6/15/25', '02/30/24']);
  table('date_format:YYYY-MM', ['2025-06'], ['2025-6', '2025-13']);
  table('date_format:DD/MM', ['29/02', '31/12'], ['30/02', '31/04']);
  it('without a format, accepts any ISO 8601 date', () => {
    expect(passes('date_format', '2025-06-15')).toBe(true);
    expect(passes('date_format', '2025-06-15T10:00')).toBe(true);
    expect(passes('date_format', '15/06/2025')).toBe(false);
    expect(run('date_format', 'x')[0]!.message.key).toBe('validation.rules.invalid_date');
  });
  it('names the format in its message', () => {
    expect(run('date_format:DD/MM/YYYY', 'x')[0]!.message).toEqual({
      key: 'validation.rules.date_format',
      values: { format: { dateFormat: 'DD/MM/YYYY' } },
    });
  });
});
