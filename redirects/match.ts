import type { CodeRule, Resolution, RuleContext } from './rules';
import { normalizePath, normalizeSource, type TableEntry } from './validate';

/** The new address of a request (or a lookup that gives it), or null. */
export type RedirectMatcher = (pathname: string, search: string) => Resolution;

type Pattern = { segments: readonly (string | null)[]; query: readonly [string, string | null][]; target: string };

const PLACEHOLDER = /^\{[a-z][a-z0-9_]*\}$/;

/** `/fr/a/{token}/b?x={id}&y=1` → literal segments (null = any), query pairs (null = any value). */
function compilePattern(source: string, target: string): { key: string; pattern: Pattern } {
  const [path = '', query = ''] = source.split(/\?(.*)/s, 2);
  const segments = path
    .split('/')
    .slice(1)
    .map((s) => (PLACEHOLDER.test(s) ? null : normalizePath(`/${s}`).slice(1)));
  const firstAny = segments.indexOf(null);
  const literal = firstAny === -1 ? segments : segments.slice(0, firstAny);
  const pairs = query
    ? query.split('&').map((pair): [string, string | null] => {
        const [k = '', v = ''] = pair.split('=', 2);
        return [decodeURIComponent(k), PLACEHOLDER.test(v) ? null : decodeURIComponent(v)];
      })
    : [];
  return { key: `/${literal.join('/')}`, pattern: { segments, query: pairs, target } };
}

function patternMatches(p: Pattern, segments: readonly string[], query: URLSearchParams): boolean {
  if (p.segments.length !== segments.length) return false;
  for (let i = 0; i < segments.length; i++) if (p.segments[i] !== null && p.segments[i] !== segments[i]) return false;
  if (p.query.length !== query.size) return false;
  for (const [k, v] of p.query) {
    const value = query.get(k);
    if (value === null || value === '' || (v !== null && v !== value)) return false;
  }
  return true;
}

/** `/a/b/c` → `/a/b/c`, `/a/b`, `/a` (the path and its ancestors, longest first). */
function* ancestors(path: string, includeSelf: boolean): Generator<string> {
  let p = path;
  if (!includeSelf) p = p.slice(0, Math.max(p.lastIndexOf('/'), 0));
  while (p.length > 0) {
    yield p;
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/**
 * The matcher of a validated table and the code rules, in this order of precedence:
 *   1. an exact source with the request's query (parameters in any order),
 *   2. an exact source with the path alone,
 *   3. the rules: the code rules (tried only under their roots), then the table's `{placeholder}` patterns,
 *   4. the longest `/*` prefix.
 * Exact lookups are one `Map` read; rules and prefixes are found by the path's first segments and
 * its ancestors, so the cost does not grow with the size of the table. A refused source (`blocked`)
 * answers nothing, whatever a rule would say: page-not-found, as the seed wants. A target equal to
 * the request itself is ignored (no loop).
 */
export function createRedirectMatcher(
  entries: readonly TableEntry[],
  rules: readonly CodeRule[] = [],
  ctx?: RuleContext,
  blocked: Iterable<string> = [],
): RedirectMatcher {
  const exact = new Map<string, string>();
  const prefixes = new Map<string, string>();
  const patterns = new Map<string, Pattern[]>();
  const refused = new Set(blocked);
  for (const e of entries) {
    if (e.kind === 'prefix') prefixes.set(e.source, e.target);
    else if (e.kind === 'pattern') {
      const { key, pattern } = compilePattern(e.source, e.target);
      patterns.set(key, [...(patterns.get(key) ?? []), pattern]);
    } else exact.set(e.source, e.target);
  }
  const rooted = new Map<string, CodeRule[]>();
  const anywhere: CodeRule[] = [];
  for (const rule of rules) {
    if (rule.roots === null) anywhere.push(rule);
    else for (const r of rule.roots) rooted.set(r, [...(rooted.get(r) ?? []), rule]);
  }

  return (pathname, search) => {
    const path = normalizePath(pathname);
    const hasQuery = search !== '' && search !== '?';
    const withQuery = hasQuery ? normalizeSource(`${path}${search}`) : path;
    if (refused.has(withQuery) || refused.has(path)) return null;
    const guard = (target: string | null | undefined): string | null =>
      target === null || target === undefined || normalizeSource(target) === withQuery ? null : target;

    const fromTable = (hasQuery ? exact.get(withQuery) : undefined) ?? exact.get(path);
    if (fromTable !== undefined) return guard(fromTable);

    const segments = path.split('/').slice(1);
    let query: URLSearchParams | undefined;
    if (ctx && rules.length > 0) {
      query = new URLSearchParams(search);
      const input = { path, segments, query };
      const candidates = [...(rooted.get(segments.slice(0, 2).join('/')) ?? []), ...anywhere];
      for (const rule of candidates) {
        const hit = rule.match(input, ctx);
        if (hit === null) continue;
        return typeof hit === 'string'
          ? guard(hit)
          : hit.then((t) => guard(t) ?? Promise.reject(new Error(`rule ${rule.name} led ${path} to itself`)));
      }
    }
    if (patterns.size > 0) {
      query ??= new URLSearchParams(search);
      for (const key of ancestors(path, true)) {
        for (const p of patterns.get(key) ?? []) if (patternMatches(p, segments, query)) return guard(p.target);
      }
    }
    for (const key of ancestors(path, false)) {
      const target = prefixes.get(key);
      if (target !== undefined) return guard(target);
    }
    return null;
  };
}
