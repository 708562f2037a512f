import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineForm, defineRule, type RawValues } from '../../src/form-engine/validation';

const even = defineRule<[]>({ validate: ({ value }) => Number(value) % 2 === 0, message: () => ({ key: 'x.even' }) });

describe('typed definitions', () => {
  it('take typed rule objects, custom rules by name and inline', () => {
    const form = defineForm({
      id: 'typed',
      rules: { even },
      fields: {
        a: {
          type: 'text',
          label: 'x.a',
          rules: [
            'required',
            { rule: 'length', args: [5, 20] },
            { rule: 'matches', args: [/^[A-Z]/i], blocking: false },
            { rule: 'even' },
            { rule: even, name: 'even2' },
          ],
        },
        b: { type: 'select', label: 'x.b', options: [{ value: 'p', label: 'x.p' }] },
      },
    });
    expect(form.rulesOf('a').map((r) => r.name)).toEqual(['required', 'length', 'matches', 'even', 'even2']);
    expectTypeOf<RawValues<typeof form.fields>>().toEqualTypeOf<{ a: string; b: string }>();
  });

  it('refuse at compile time what cannot work', () => {
    // Never called: the definitions below do not compile (and would throw).
    const invalid = () =>
      defineForm({
        id: 'typed2',
        fields: {
          // @ts-expect-error wrong argument type
          a: { type: 'text', label: 'x.a', rules: [{ rule: 'length', args: [true] }] },
          // @ts-expect-error unknown rule
          b: { type: 'text', label: 'x.a', rules: [{ rule: 'nope' }] },
          // @ts-expect-error a select needs options
          c: { type: 'select', label: 'x.b' },
        },
      });
    expect(invalid).toThrow(/unknown rule 'nope'/);
  });
});
