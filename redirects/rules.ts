/**
 * The legacy redirect table (seed: a source path and `{ path, code: 301 }`), validated where it
 * enters. A source is a path of the old site, optionally with a query string, or a prefix ending
 * in `/*`. A target must be a path of this site: it starts with one `/`, has no host, no fragment
 * only, no whitespace and no error text. An entry without a valid target is reported and left out,
 * so its source answers page-not-found like any unknown path (seed section 4).
 */
import { z } from 'zod';

export type RedirectRule = { source: string; target: string; kind: 'exact' | 'query' | 'prefix' };
export type RedirectFault = { source: string; reason: string };

const Target = z
  .string()
  .trim()
  .min(1, 'has no target')
  .refine((t) => t.startsWith('/'), 'target must start with "/"')
  .refine((t) => !t.startsWith('//'), 'target must not name a host')
  .refine((t) => !/\s/.test(t), 'target must not contain whitespace (an error text?)')
  .refine((t) => !/[<>"{}|\\^`]/.test(t), 'target holds characters a path cannot');

const Entry = z.object({ path: Target, code: z.literal(301) });

const Source = z
  .string()
  .refine((s) => s.startsWith('/') && !s.startsWith('//'), 'source must be a path')
  .refine((s) => !s.includes('*') || (s.endsWith('/*') && s.indexOf('*') === s.length - 1), 'a wildcard may only end a source, as "/*"');

/** Lower-cased path and the query parameters sorted, so `?b=2&a=1` and `?a=1&b=2` are one source. */
export function normalizeSource(pathWithQuery: string): string {
  const [rawPath = '', rawQuery = ''] = pathWithQuery.split(/\?(.*)/s, 2);
  let path = rawPath.toLowerCase().replace(/\/+$/, '') || '/';
  try {
    path = decodeURI(path);
  } catch {
    // keep the raw path: it simply will not match
  }
  const params = [...new URLSearchParams(rawQuery)].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return params.length ? `${path}?${new URLSearchParams(params).toString()}` : path;
}

export function validateRedirectTable(raw: unknown): { rules: RedirectRule[]; faults: RedirectFault[] } {
  const rules: RedirectRule[] = [];
  const faults: RedirectFault[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { rules, faults: [{ source: '(table)', reason: 'the table must be an object of source paths' }] };
  }
  for (const [source, value] of Object.entries(raw)) {
    const src = Source.safeParse(source);
    const entry = Entry.safeParse(value);
    if (!src.success || !entry.success) {
      const reason = [...(src.success ? [] : src.error.issues), ...(entry.success ? [] : entry.error.issues)]
        .map((i) => i.message)
        .join('; ');
      faults.push({ source, reason });
      continue;
    }
    const kind = source.endsWith('/*') ? 'prefix' : source.includes('?') ? 'query' : 'exact';
    rules.push({
      source: kind === 'prefix' ? normalizeSource(source.slice(0, -2)) : normalizeSource(source),
      target: entry.data.path,
      kind,
    });
  }
  return { rules, faults };
}
