import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineRule, parseRules, runRules, runRulesToEnd, type CustomRules } from '../../src/form-engine/validation';

const NOW = new Date('2025-06-15T10:00:00Z');
const ctx = (value: unknown, values: Record<string, unknown> = {}) => ({ value, name: 'f', values: { ...values, f: value }, now: NOW });
const failed = (rules: string, value: unknown, custom?: CustomRules) => {
  const result = runRules(parseRules(rules, custom), ctx(value));
  expect(result.pending).toBeNull();
  return result.failures.map((f) => f.rule);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('order and bail', () => {
  it('stops at the first failure', () => {
    expect(failed('length:5|email|contains_numeric', 'ab')).toEqual(['length']);
  });

  it('runs a forced rule after a failure', () => {
    expect(failed('length:5|*email|contains_numeric', 'ab')).toEqual(['length', 'email']);
    expect(failed('length:5|*email|*contains_numeric', 'ab')).toEqual(['length', 'email', 'contains_numeric']);
  });

  it('a passing rule does not stop the run', () => {
    expect(failed('length:2|email', 'ab')).toEqual(['email']);
  });
});

describe('empty values', () => {
  it('skips rules for an empty value, except required', () => {
    expect(failed('email|length:5', '')).toEqual([]);
    expect(failed('required|email', '')).toEqual(['required']);
  });

  it('runs a rule on an empty value with +', () => {
    expect(failed('+length:1', '')).toEqual(['length']);
    expect(failed('+email', '')).toEqual(['email']);
  });

  it('a skipped rule does not stop the following ones', () => {
    expect(failed('email|+length:1', '')).toEqual(['length']);
  });

  it('force does not run a rule on an empty value', () => {
    expect(failed('required|*email', '')).toEqual(['required']);
  });
});

describe('non-blocking', () => {
  it('marks the failure non-blocking and still bails after it', () => {
    const result = runRules(parseRules('?length:5|email'), ctx('ab'));
    expect(result.failures).toEqual([
      { rule: 'length', blocking: false, message: { key: 'validation.rules.length_min', values: { min: 5 } } },
    ]);
  });
});

describe('asynchronous rules', () => {
  const later = (ok: boolean, ms = 10) =>
    defineRule<[]>({
      validate: () => new Promise((resolve) => setTimeout(() => resolve(ok), ms)),
      message: () => ({ key: 'forms.taken' }),
    });

  it('returns what it knows at once and the rest as a promise', async () => {
    vi.useFakeTimers();
    const result = runRules(parseRules('?length:5|*taken|*email', { taken: later(false) }), ctx('ab'));
    expect(result.failures.map((f) => f.rule)).toEqual(['length']);
    expect(result.pending).not.toBeNull();
    await vi.advanceTimersByTimeAsync(10);
    expect((await result.pending!).map((f) => f.rule)).toEqual(['length', 'taken', 'email']);
  });

  it('stops after an asynchronous failure unless forced', async () => {
    const result = runRules(parseRules('taken|email', { taken: later(false, 1) }), ctx('ab'));
    expect((await result.pending!).map((f) => f.rule)).toEqual(['taken']);
  });

  it('a rule that throws or rejects fails with the fallback message and is reported', async () => {
    const onRuleError = vi.fn();
    const broken = defineRule<[]>({ validate: () => Promise.reject(new Error('network down')), message: () => ({ key: 'never' }) });
    const throwing = defineRule<[]>({
      validate: () => {
        throw new Error('bug');
      },
      message: () => ({ key: 'never' }),
    });
    const asyncResult = await runRulesToEnd(parseRules('broken', { broken }), ctx('x'), { onRuleError });
    expect(asyncResult).toEqual([{ rule: 'broken', blocking: true, message: { key: 'validation.rules.invalid' } }]);
    const syncResult = runRules(parseRules('throwing', { throwing }), ctx('x'), { onRuleError });
    expect(syncResult.failures).toEqual([{ rule: 'throwing', blocking: true, message: { key: 'validation.rules.invalid' } }]);
    expect(onRuleError).toHaveBeenCalledTimes(2);
  });
});

describe('debounce', () => {
  it('waits before running the rule and the ones after it', async () => {
    vi.useFakeTimers();
    const seen = vi.fn(() => false);
    const spy = defineRule<[]>({ validate: seen, message: () => ({ key: 'forms.spy' }) });
    const result = runRules(parseRules('required|(300)spy|*email', { spy }), ctx('ab'));
    expect(result.failures).toEqual([]);
    expect(result.pending).not.toBeNull();
    await vi.advanceTimersByTimeAsync(299);
    expect(seen).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveBeenCalledTimes(1);
    expect((await result.pending!).map((f) => f.rule)).toEqual(['spy', 'email']);
  });

  it('an aborted run clears its timer and rejects', async () => {
    vi.useFakeTimers();
    const seen = vi.fn(() => true);
    const spy = defineRule<[]>({ validate: seen, message: () => ({ key: 'forms.spy' }) });
    const controller = new AbortController();
    const result = runRules(parseRules('(300)spy', { spy }), ctx('ab'), { signal: controller.signal });
    const outcome = result.pending!.then(
      () => 'resolved',
      () => 'rejected',
    );
    controller.abort();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBe('rejected');
    expect(seen).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is ignored on the server', async () => {
    const failures = await runRulesToEnd(parseRules('(5000)email'), ctx('nope'));
    expect(failures.map((f) => f.rule)).toEqual(['email']);
  });

  it('a debounced rule is skipped (no wait) for an empty value', () => {
    const result = runRules(parseRules('(300)email'), ctx(''));
    expect(result).toEqual({ failures: [], pending: null });
  });
});
