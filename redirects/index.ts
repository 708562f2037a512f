import table from './table.json' with { type: 'json' };
import { createRedirectMatcher, type RedirectMatcher } from './match';
import { validateRedirectTable } from './rules';

export { createRedirectMatcher, validateRedirectTable };

let matcher: RedirectMatcher | undefined;

/** The matcher of the shipped table, built once; faulty entries are reported, never served. */
export function legacyRedirects(): RedirectMatcher {
  if (matcher) return matcher;
  const { rules, faults } = validateRedirectTable(table);
  for (const f of faults) console.warn(`[redirects] left out "${f.source}": ${f.reason}`);
  matcher = createRedirectMatcher(rules);
  return matcher;
}
