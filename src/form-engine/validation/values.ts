/**
 * Value helpers shared by the rules, the runner and the form state.
 * `isEmpty` follows FormKit's definition of an empty value, which decides whether a rule is skipped.
 */

/**
 * Empty means: `undefined`, `null`, `''`, an empty array or an object without own enumerable keys.
 * Numbers (including 0), booleans (including `false`), dates and regular expressions are never empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value === '';
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date || value instanceof RegExp) return false;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return false;
  return Object.keys(value).length === 0;
}

/** Structural equality for plain data (arrays, plain objects, dates, primitives). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/**
 * The comparison of `is`, `not` and `confirm` (loose): objects compare structurally, everything
 * else with JavaScript's `==`, so the string '5' from an input equals the argument 5.
 */
export function looseEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'object' && a !== null) return deepEqual(a, b);
  if (typeof b === 'object' && b !== null) return deepEqual(a, b);
  // loose on purpose: a field's '1' equals the rule argument 1
  return a == b;
}

/** A finite number from a number or a numeric string; NaN otherwise ('' and whitespace are NaN). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}
