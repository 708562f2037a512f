import type { z } from 'zod';

/**
 * What every reshape step shares. Pure functions. Bad content never throws: a broken story gives
 * null, a broken or unknown section, card, link or rich-text node is dropped, each with one
 * `console.warn` saying where and why.
 */

export type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** The first few zod issues as one line: `cards.0.title: Invalid input: expected string`. */
export function issuesText(error: Issues): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

export function warn(where: string, message: string): void {
  console.warn(`[content] ${where}: ${message}`);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The elements of `items` that pass `schema`; the others are dropped with a warning each. */
export function keepValid<S extends z.ZodType>(items: unknown, schema: S, where: string, what: string): unknown[] {
  if (!Array.isArray(items)) return [];
  return items.filter((item, i) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) warn(where, `skipped invalid ${what} ${i}: ${issuesText(parsed.error)}`);
    return parsed.success;
  });
}
