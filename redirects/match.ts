import { normalizeSource, type RedirectRule } from './rules';

export type RedirectMatcher = (pathname: string, search: string) => string | null;

/**
 * The target of a request, or null. An exact source with the request's query wins, then the path
 * alone, then the longest `/*` prefix. A target equal to the request itself is ignored (no loop).
 */
export function createRedirectMatcher(rules: readonly RedirectRule[]): RedirectMatcher {
  const exact = new Map<string, string>();
  const prefixes: { prefix: string; target: string }[] = [];
  for (const rule of rules) {
    if (rule.kind === 'prefix') prefixes.push({ prefix: rule.source, target: rule.target });
    else exact.set(rule.source, rule.target);
  }
  prefixes.sort((a, b) => b.prefix.length - a.prefix.length);
  return (pathname, search) => {
    const path = normalizeSource(pathname);
    const withQuery = search && search !== '?' ? normalizeSource(`${pathname}${search}`) : path;
    const target = exact.get(withQuery) ?? exact.get(path) ?? prefixes.find((p) => path.startsWith(`${p.prefix}/`))?.target ?? null;
    return target === null || normalizeSource(target) === withQuery ? null : target;
  };
}
