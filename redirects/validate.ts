/**
 * The legacy redirect table (seed: a source path and `{ path, code: 301 }`), validated where it
 * enters. A source is a path of the old site, optionally with a query string, a prefix ending in
 * `/*`, or a pattern holding `{name}` placeholders (a whole path segment or a whole query value, as
 * the seed's `{token}` source). A target must be a path of this site: it starts with one `/`, has no
 * host, no fragment, no whitespace and no error text, and it must resolve to a page (see
 * resolve.ts): the seed's `/stock/tous-les-modeless` and `/fg/mg3` are refused because no page
 * answers there. A target that is itself a source would make a chain and is refused too. An entry
 * without a valid target is reported and left out, so its source answers page-not-found (seed
 * section 4).
 */
import { z } from 'zod';

export type EntryKind = 'exact' | 'query' | 'prefix' | 'pattern';
export type TableEntry = { source: string; target: string; kind: EntryKind };
export type RedirectFault = { source: string; target?: string; reason: string };
/** Why a target does not lead to a page of this site, or null when it does. */
export type TargetCheck = (target: string) => string | null;

const ERROR_TEXT = /\b(?:error|erreur|fehler|exception|undefined|null|nan|not found|introuvable)\b/i;

const Target = z
  .string()
  .trim()
  .min(1, 'has no target')
  .refine((t) => !t.startsWith('#'), 'target is a fragment ("#…"), not a path')
  .refine((t) => t.startsWith('/') || t.startsWith('#'), 'target must start with "/"')
  .refine((t) => !t.startsWith('//') && !/^\/[^?]*:\/\//.test(t), 'target must not name a host')
  .refine((t) => !/\s/.test(t), 'target must not contain whitespace (an error text?)')
  .refine((t) => !ERROR_TEXT.test(t), 'target holds an error text')
  .refine((t) => !t.includes('#'), 'target must not hold a fragment')
  .refine((t) => !/[<>"{}|\\^`]/.test(t), 'target holds characters a path cannot');

const Entry = z.object({ path: Target, code: z.literal(301) });

const PLACEHOLDER = /\{[a-z][a-z0-9_]*\}/;

const Source = z
  .string()
  .refine((s) => s.startsWith('/') && !s.startsWith('//'), 'source must be a path')
  .refine((s) => !s.includes('*') || (s.endsWith('/*') && s.indexOf('*') === s.length - 1), 'a wildcard may only end a source, as "/*"')
  .refine((s) => !(s.includes('*') && PLACEHOLDER.test(s)), 'a source is a prefix or a pattern, not both')
  .refine(
    (s) => s.replace(/\{[a-z][a-z0-9_]*\}/g, '').match(/[{}]/) === null,
    'a placeholder is written "{name}" (lower-case letters, digits, "_")',
  );

/** Lower-cased, percent-decoded path without a trailing slash. */
export function normalizePath(rawPath: string): string {
  let path = rawPath.toLowerCase().replace(/\/+$/, '') || '/';
  try {
    path = decodeURI(path);
  } catch {
    // keep the raw path: it simply will not match
  }
  return path;
}

/** Lower-cased path and the query parameters sorted, so `?b=2&a=1` and `?a=1&b=2` are one source. */
export function normalizeSource(pathWithQuery: string): string {
  const [rawPath = '', rawQuery = ''] = pathWithQuery.split(/\?(.*)/s, 2);
  const path = normalizePath(rawPath);
  const params = [...new URLSearchParams(rawQuery)].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return params.length ? `${path}?${new URLSearchParams(params).toString()}` : path;
}

function kindOf(source: string): EntryKind {
  if (source.endsWith('/*')) return 'prefix';
  if (PLACEHOLDER.test(source)) return 'pattern';
  return source.includes('?') ? 'query' : 'exact';
}

/**
 * The valid entries of a raw table and the faults of the others. `check` says whether a target
 * leads to a page (the route table, plus the content source for content routes). Chains are found
 * once the matcher is built (see `withoutChains`).
 */
export function validateRedirectTable(raw: unknown, check: TargetCheck = () => null): { entries: TableEntry[]; faults: RedirectFault[] } {
  const entries: TableEntry[] = [];
  const faults: RedirectFault[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { entries, faults: [{ source: '(table)', reason: 'the table must be an object of source paths' }] };
  }
  for (const [source, value] of Object.entries(raw)) {
    const src = Source.safeParse(source);
    const entry = Entry.safeParse(value);
    const rawTarget = typeof (value as { path?: unknown })?.path === 'string' ? (value as { path: string }).path : undefined;
    if (!src.success || !entry.success) {
      const reason = [...(src.success ? [] : src.error.issues), ...(entry.success ? [] : entry.error.issues)]
        .map((i) => i.message)
        .join('; ');
      faults.push({ source, target: rawTarget, reason });
      continue;
    }
    const target = entry.data.path;
    const unresolved = check(target);
    if (unresolved !== null) {
      faults.push({ source, target, reason: unresolved });
      continue;
    }
    const kind = kindOf(source);
    const key =
      kind === 'prefix' ? normalizeSource(source.slice(0, -2)) : kind === 'pattern' ? source.toLowerCase() : normalizeSource(source);
    entries.push({ source: key, target, kind });
  }
  return { entries, faults };
}

/**
 * Entries whose target is itself redirected (by the table or a rule) would make a chain of 301s:
 * they are refused. `redirects(target)` is the matcher built from the entries.
 */
export function withoutChains(
  entries: readonly TableEntry[],
  redirects: (target: string) => boolean,
): { entries: TableEntry[]; faults: RedirectFault[] } {
  const kept: TableEntry[] = [];
  const faults: RedirectFault[] = [];
  for (const e of entries) {
    if (redirects(e.target))
      faults.push({ source: e.source, target: e.target, reason: `target ${e.target} is itself redirected (a chain)` });
    else kept.push(e);
  }
  return { entries: kept, faults };
}
