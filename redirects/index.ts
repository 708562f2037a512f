import table from './table.json' with { type: 'json' };
import { contentSource } from '../src/content/select-source';
import { routes } from '../src/routing';
import type { Router } from '../src/routing/table';
import { vehicleParamByLegacySlug } from '../src/stock/search';
import { createRedirectMatcher, type RedirectMatcher } from './match';
import { createTargetCheck, loadSiteFacts, type SiteFacts } from './resolve';
import { CODE_RULES, type CodeRule, type RuleContext } from './rules';
import { normalizeSource, validateRedirectTable, withoutChains, type RedirectFault } from './validate';

export { createRedirectMatcher, type RedirectMatcher } from './match';
export { createTargetCheck, loadSiteFacts, type SiteFacts } from './resolve';
export { CODE_RULES } from './rules';
export { normalizeSource, validateRedirectTable, withoutChains, type RedirectFault } from './validate';

export type BuildOptions = {
  router: Router;
  /** what the content source holds; null when it did not answer (content targets then wait) */
  facts: SiteFacts | null;
  vehicleByLegacySlug: RuleContext['vehicleByLegacySlug'];
  rules?: readonly CodeRule[];
};

export type BuiltRedirects = { match: RedirectMatcher; faults: RedirectFault[]; entries: number };

const splitTarget = (target: string): [string, string] => {
  const i = target.indexOf('?');
  return i === -1 ? [target, ''] : [target.slice(0, i), target.slice(i)];
};

/**
 * Validates a raw table and the rules' fixed targets against the route table and the site's
 * content, and builds the matcher. Every refused entry is in `faults` with its reason; a refused
 * exact source answers nothing (page-not-found), even where a rule would have answered it.
 */
export function buildRedirects(raw: unknown, options: BuildOptions): BuiltRedirects {
  const { router, facts, vehicleByLegacySlug, rules = CODE_RULES } = options;
  const check = createTargetCheck(router, facts);
  const { entries, faults } = validateRedirectTable(raw, check);
  const refusedTargets = new Set<string>();
  for (const rule of rules) {
    for (const target of rule.targets) {
      const reason = check(target);
      if (reason !== null) {
        refusedTargets.add(target);
        faults.push({ source: `(rule: ${rule.name})`, target, reason });
      }
    }
  }
  const ctx: RuleContext = { router, facts: () => facts, vehicleByLegacySlug, allowed: (t) => !refusedTargets.has(t) };
  const blocked = faults
    .filter((f) => f.source.startsWith('/') && !f.source.endsWith('/*') && f.target !== undefined)
    .map((f) => normalizeSource(f.source));
  let match = createRedirectMatcher(entries, rules, ctx, blocked);
  const chains = withoutChains(entries, (target) => {
    const hit = match(...splitTarget(target));
    if (hit instanceof Promise) hit.catch(() => undefined);
    return hit !== null;
  });
  if (chains.faults.length > 0) {
    match = createRedirectMatcher(chains.entries, rules, ctx, [...blocked, ...chains.faults.map((f) => f.source)]);
  }
  return { match, faults: [...faults, ...chains.faults], entries: chains.entries.length };
}

// ------------------------------------------------------------------------------------------------
// The process's redirects: validated at start-up, refreshed with the content
// ------------------------------------------------------------------------------------------------

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 60_000;
/** stories published later (a new article an old post should lead to) are seen within this time */
const REFRESH_MS = 10 * 60_000;

let current: BuiltRedirects | undefined;
let first: Promise<void> | undefined;
const reported = new Set<string>();

/**
 * Each refused entry goes to the log once per process, with its reason (a rebuild that finds the
 * same fault says nothing). `degraded`: the content source did not answer, so content targets were
 * not checked: they wait and are not reported as faults.
 */
export function reportFaults(faults: readonly RedirectFault[], degraded = false): void {
  for (const f of faults) {
    // without the content source, content targets wait: they are not faults of the table
    if (degraded && f.reason.includes('needs the content source')) continue;
    const key = `${f.source}\u0000${f.target ?? ''}\u0000${f.reason}`;
    if (reported.has(key)) continue;
    reported.add(key);
    console.warn(`[redirects] refused "${f.source}"${f.target !== undefined ? ` → "${f.target}"` : ''}: ${f.reason}`);
  }
}

async function rebuild(): Promise<boolean> {
  let facts: SiteFacts | null = null;
  try {
    facts = await loadSiteFacts(contentSource());
  } catch (error) {
    console.warn(`[redirects] CMS unavailable, redirects to content pages wait for it: ${(error as Error).message}`);
  }
  const built = buildRedirects(table, { router: routes(), facts, vehicleByLegacySlug: vehicleParamByLegacySlug });
  // a degraded build never replaces a complete one
  if (facts !== null || current === undefined) current = built;
  reportFaults(built.faults, facts === null);
  return facts !== null;
}

/** The next rebuild: the periodic refresh after a success, a retry with a doubling delay after a failure. */
function schedule(ms: number, retryDelay: number): void {
  setTimeout(() => {
    void rebuild()
      .catch(() => false)
      .then((ok) => (ok ? schedule(REFRESH_MS, RETRY_FIRST_MS) : schedule(retryDelay, Math.min(retryDelay * 2, RETRY_MAX_MS))));
  }, ms).unref();
}

/** Validates the table at start-up (the faults go to the log once) and keeps it fresh; idempotent. */
export function startLegacyRedirects(): Promise<void> {
  first ??= rebuild().then(
    (ok) => (ok ? schedule(REFRESH_MS, RETRY_FIRST_MS) : schedule(RETRY_FIRST_MS, RETRY_FIRST_MS * 2)),
    (error: unknown) => {
      console.error(`[redirects] could not build the redirects: ${(error as Error).message}`);
    },
  );
  return first;
}

/** The matcher of the shipped table and rules, once start-up validated them. */
export async function legacyRedirects(): Promise<RedirectMatcher> {
  await startLegacyRedirects();
  return current?.match ?? (() => null);
}
