import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '../routing/locales';

/**
 * The check of the locale files (`locales/{locale}.json`) that `npm start` runs before it builds or
 * serves (scripts/start.ts): a file that is not JSON, or that lacks a key of the reference (French)
 * file, has one it does not, an empty text or other placeholders, stops the start with an error
 * naming the file and the key, instead of a page failing later on the missing text. The seed only
 * logged a warning; a site that would show a key instead of a text must not start.
 */

export const LOCALES_DIR = path.resolve(import.meta.dirname, '..', '..', 'locales');

/** The arguments a text takes: `{name}` or `{name, plural, …}`, not the words that open a plural branch. */
const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();

/** Every text of a messages object by its key path ('errors.pageNotFound.title'); a non-text leaf is kept as it is. */
function leaves(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, value);
  return out;
}

/** What is wrong with one locale's messages measured against the reference's, each naming its key (empty: nothing). */
export function messageProblems(messages: unknown, reference: unknown): string[] {
  const ref = leaves(reference);
  const own = leaves(messages);
  const problems: string[] = [];
  for (const [key, refText] of ref) {
    if (!own.has(key)) {
      problems.push(`missing key "${key}"`);
      continue;
    }
    const text = own.get(key);
    if (typeof text !== 'string') problems.push(`key "${key}" is not a text`);
    else if (text.trim() === '') problems.push(`key "${key}" is empty`);
    else if (typeof refText === 'string' && placeholders(text).join() !== placeholders(refText).join())
      problems.push(
        `key "${key}" takes {${placeholders(text).join('}, {')}} where ${DEFAULT_LOCALE} takes {${placeholders(refText).join('}, {')}}`,
      );
  }
  for (const key of own.keys()) if (!ref.has(key)) problems.push(`unknown key "${key}" (not in ${DEFAULT_LOCALE}.json)`);
  return problems;
}

/** The locale files of `dir`, checked; throws one error naming every file and key at fault. */
export function checkLocaleFiles(dir = LOCALES_DIR): void {
  const parsed = new Map<string, unknown>();
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const file = path.join(dir, `${locale}.json`);
    const name = path.relative(process.cwd(), file) || file;
    try {
      parsed.set(locale, JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  const reference = parsed.get(DEFAULT_LOCALE);
  if (reference !== undefined)
    for (const [locale, messages] of parsed) {
      const name = path.relative(process.cwd(), path.join(dir, `${locale}.json`));
      for (const problem of messageProblems(messages, reference)) problems.push(`${name}: ${problem}`);
    }
  if (problems.length > 0) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    throw new Error(`invalid locale files:\n  ${shown.join('\n  ')}${more}`);
  }
}
