import type { ParsedRule, RuleContext, RuleFailure } from './types';
import { isEmpty } from './values';

/**
 * Runs a field's rules in order, with FormKit's semantics:
 * - a rule is skipped for an empty value unless it runs on empty values (`required`, `+`);
 * - after a failure the remaining rules are skipped, unless forced (`*`);
 * - a debounced rule (`(ms)`) waits that long before running, and the rules after it wait too;
 * - a rule may answer with a promise.
 *
 * The run stays synchronous until something is asynchronous: `failures` holds what is known at
 * once (everything, when `pending` is null); `pending` resolves to the complete list.
 */
export type RunResult = { failures: RuleFailure[]; pending: Promise<RuleFailure[]> | null };

export type RunOptions = {
  /** Aborting stops the run: `pending` rejects with the signal's reason and timers are cleared. */
  signal?: AbortSignal;
  /** Run debounced rules at once (the server has nothing to debounce). */
  ignoreDebounce?: boolean;
  /** Called when a rule throws or rejects; the rule then counts as failing. */
  onRuleError?: (error: unknown, rule: ParsedRule) => void;
};

type State = { index: number; passing: boolean; failures: RuleFailure[] };

const FALLBACK = { key: 'validation.rules.invalid' } as const;

function isPromiseLike(value: unknown): value is PromiseLike<boolean> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<boolean>).then === 'function';
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Whether the rule at `state.index` should run now. */
function shouldRun(rule: ParsedRule, ctx: RuleContext, state: State): boolean {
  if (rule.skipEmpty && isEmpty(ctx.value)) return false;
  return state.passing || rule.force;
}

function record(rule: ParsedRule, ctx: RuleContext, state: State, passed: boolean, errored: boolean): void {
  if (passed) return;
  state.passing = false;
  state.failures.push({
    rule: rule.name,
    blocking: rule.blocking,
    message: errored ? FALLBACK : rule.definition.message({ ...ctx, args: rule.args }),
  });
}

function evaluate(rule: ParsedRule, ctx: RuleContext, options: RunOptions): boolean | PromiseLike<boolean> | Error {
  try {
    return rule.definition.validate(ctx, ...rule.args);
  } catch (err) {
    options.onRuleError?.(err, rule);
    return err instanceof Error ? err : new Error(String(err));
  }
}

async function finish(
  rules: readonly ParsedRule[],
  ctx: RuleContext,
  state: State,
  options: RunOptions,
  first: PromiseLike<boolean> | 'debounce',
): Promise<RuleFailure[]> {
  let waiting: PromiseLike<boolean> | 'debounce' | null = first;
  for (; state.index < rules.length; state.index += 1) {
    const rule = rules[state.index]!;
    if (!waiting && !shouldRun(rule, ctx, state)) continue;
    if (waiting === 'debounce' || (!waiting && rule.debounce > 0 && !options.ignoreDebounce)) {
      await sleep(rule.debounce, options.signal);
      waiting = null;
    }
    let result: boolean | PromiseLike<boolean> | Error = waiting ?? evaluate(rule, ctx, options);
    waiting = null;
    let errored = result instanceof Error;
    if (isPromiseLike(result)) {
      try {
        result = await result;
      } catch (err) {
        options.onRuleError?.(err, rule);
        errored = true;
        result = false;
      }
      if (options.signal?.aborted) throw options.signal.reason;
    }
    record(rule, ctx, state, result === true, errored);
  }
  return state.failures;
}

export function runRules(rules: readonly ParsedRule[], ctx: RuleContext, options: RunOptions = {}): RunResult {
  const state: State = { index: 0, passing: true, failures: [] };
  for (; state.index < rules.length; state.index += 1) {
    const rule = rules[state.index]!;
    if (!shouldRun(rule, ctx, state)) continue;
    if (rule.debounce > 0 && !options.ignoreDebounce) {
      return { failures: [...state.failures], pending: finish(rules, ctx, state, options, 'debounce') };
    }
    const result = evaluate(rule, ctx, options);
    if (isPromiseLike(result)) {
      return { failures: [...state.failures], pending: finish(rules, ctx, state, options, result) };
    }
    record(rule, ctx, state, result === true, result instanceof Error);
  }
  return { failures: state.failures, pending: null };
}

/** Runs the rules to the end (the server's way: no debounce, every promise awaited). */
export async function runRulesToEnd(
  rules: readonly ParsedRule[],
  ctx: RuleContext,
  options: Omit<RunOptions, 'ignoreDebounce'> = {},
): Promise<RuleFailure[]> {
  const { failures, pending } = runRules(rules, ctx, { ...options, ignoreDebounce: true });
  return pending ?? failures;
}
