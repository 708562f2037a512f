import table from './table.json' with { type: 'json' };
import { config } from '../src/config/env';
import { contentSource, contentVersion } from '../src/content/select-source';
import type { ContentSource, DatasourceEntry } from '../src/content/source';
import { routes } from '../src/routing';
import type { Router } from '../src/routing/table';
import { lastStockPage, vehicleParamByLegacyId, vehicleParamByLegacySlug } from '../src/stock/search';
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
  vehicleByLegacyId: RuleContext['vehicleByLegacyId'];
  lastStockPage?: RuleContext['lastStockPage'];
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
  const { router, facts, vehicleByLegacySlug, vehicleByLegacyId, lastStockPage, rules = CODE_RULES } = options;
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
  const ctx: RuleContext = {
    router,
    facts: () => facts,
    vehicleByLegacySlug,
    vehicleByLegacyId,
    ...(lastStockPage ? { lastStockPage } : {}),
    allowed: (t) => !refusedTargets.has(t),
    resolves: (t) => check(t) === null,
  };
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
// The editors' redirects: the `redirects` datasource of the CMS, joined with the code's table
// ------------------------------------------------------------------------------------------------

/** The Storyblok datasource marketing edits: name = the old path, value = the new path (optionally followed by its code, 301). */
export const REDIRECTS_DATASOURCE = 'redirects';

/**
 * The code's table joined with the datasource's entries, as one raw table for the same validator.
 * An entry's value is the target, optionally followed by its code (`/stock?fuel=electric 301`); a
 * source the code's table already holds stays the code's, and the entry is refused. Every refused
 * entry is in `faults`, named `(datasource redirects) /old-path`.
 */
export function joinDatasource(
  codeTable: Readonly<Record<string, unknown>>,
  entries: readonly DatasourceEntry[],
): { table: Record<string, unknown>; faults: RedirectFault[]; fromCms: Set<string> } {
  const table: Record<string, unknown> = { ...codeTable };
  const faults: RedirectFault[] = [];
  const fromCms = new Set<string>();
  for (const { name, value } of entries) {
    const source = name.trim();
    const [target = '', code, ...rest] = value.trim().split(/\s+/);
    if (source in codeTable) {
      faults.push({
        source: `(datasource ${REDIRECTS_DATASOURCE}) ${source}`,
        target,
        reason: "the code's table already redirects this path",
      });
    } else if (fromCms.has(source)) {
      faults.push({ source: `(datasource ${REDIRECTS_DATASOURCE}) ${source}`, target, reason: 'a second entry for this path' });
    } else if (rest.length > 0 || (code !== undefined && code !== '301')) {
      faults.push({
        source: `(datasource ${REDIRECTS_DATASOURCE}) ${source}`,
        target,
        reason: `the value is a path, optionally followed by 301 (not "${value.trim()}")`,
      });
    } else {
      table[source] = { path: target, code: 301 };
      fromCms.add(source);
    }
  }
  return { table, faults, fromCms };
}

/** The entries of the redirects datasource; none when the source has no datasources or it does not answer (logged). */
export async function datasourceRedirects(source: Pick<ContentSource, 'getDatasourceEntries'>): Promise<DatasourceEntry[] | null> {
  if (!source.getDatasourceEntries) return [];
  try {
    return await source.getDatasourceEntries(REDIRECTS_DATASOURCE);
  } catch (error) {
    console.warn(`[redirects] the datasource "${REDIRECTS_DATASOURCE}" could not be read: ${(error as Error).message}`);
    return null;
  }
}

/** Every redirect of the code and of the datasource, validated against the content of `source`, with the refused ones. */
export async function redirectsOf(
  source: ContentSource,
  options: Omit<BuildOptions, 'facts'>,
): Promise<BuiltRedirects & { degraded: boolean }> {
  let facts: SiteFacts | null = null;
  try {
    facts = await loadSiteFacts(source);
  } catch (error) {
    console.warn(`[redirects] CMS unavailable, redirects to content pages wait for it: ${(error as Error).message}`);
  }
  const entries = (await datasourceRedirects(source)) ?? [];
  const joined = joinDatasource(table, entries);
  const built = buildRedirects(joined.table, { ...options, facts });
  // a refused entry of the datasource is named as the editors' (they fix it there)
  const faults = built.faults.map((f) =>
    joined.fromCms.has(f.source) ? { ...f, source: `(datasource ${REDIRECTS_DATASOURCE}) ${f.source}` } : f,
  );
  return { ...built, faults: [...joined.faults, ...faults], degraded: facts === null };
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

/** The content version the current redirects were built from: a publish changes it, and the next request rebuilds. */
let builtVersion: string | null = null;
/** The datasource's entries they were built from (as JSON): a saved entry changes them, and no content version. */
let builtEntries: string | null = null;
let building: Promise<boolean> | undefined;

/**
 * Saving a datasource entry gives the space no new content version and sends no `cv` (Storyblok:
 * https://storyblok.com/faq/how-stories-are-cached-content-delivery-api, the version changes on publish):
 * so the entries are read again every STORYBLOK_CV_POLL_S (the content cache keeps them that long) and
 * the redirects rebuilt when they differ. A saved redirect applies within that time with no webhook.
 */
async function checkDatasource(): Promise<void> {
  const entries = await datasourceRedirects(contentSource());
  if (entries !== null && builtEntries !== null && JSON.stringify(entries) !== builtEntries) await rebuild();
}

function datasourcePollMs(): number {
  try {
    return config().storyblok.cvPollMs;
  } catch {
    return REFRESH_MS;
  }
}

function rebuild(): Promise<boolean> {
  building ??= (async () => {
    const version = contentVersion();
    const entries = await datasourceRedirects(contentSource());
    const built = await redirectsOf(contentSource(), {
      router: routes(),
      vehicleByLegacySlug: vehicleParamByLegacySlug,
      vehicleByLegacyId: vehicleParamByLegacyId,
      lastStockPage,
    });
    // a degraded build never replaces a complete one
    if (!built.degraded || current === undefined) current = built;
    if (!built.degraded) {
      builtVersion = version;
      builtEntries = entries === null ? null : JSON.stringify(entries);
    }
    reportFaults(built.faults, built.degraded);
    return !built.degraded;
  })().finally(() => {
    building = undefined;
  });
  return building;
}

/** The next rebuild: the periodic refresh after a success, a retry with a doubling delay after a failure. */
function schedule(ms: number, retryDelay: number): void {
  setTimeout(() => {
    void rebuild()
      .catch(() => false)
      .then((ok) => (ok ? schedule(REFRESH_MS, RETRY_FIRST_MS) : schedule(retryDelay, Math.min(retryDelay * 2, RETRY_MAX_MS))));
  }, ms).unref();
}

/** The datasource's check, every poll interval (see checkDatasource). */
function watchDatasource(): void {
  setTimeout(() => {
    void checkDatasource()
      .catch(() => {})
      .finally(watchDatasource);
  }, datasourcePollMs()).unref();
}

/** Validates the table at start-up (the faults go to the log once) and keeps it fresh; idempotent. */
export function startLegacyRedirects(): Promise<void> {
  first ??= rebuild().then(
    (ok) => {
      watchDatasource();
      return ok ? schedule(REFRESH_MS, RETRY_FIRST_MS) : schedule(RETRY_FIRST_MS, RETRY_FIRST_MS * 2);
    },
    (error: unknown) => {
      console.error(`[redirects] could not build the redirects: ${(error as Error).message}`);
    },
  );
  return first;
}

/** The matcher of the shipped table and rules, once start-up validated them. */
export async function legacyRedirects(): Promise<RedirectMatcher> {
  await startLegacyRedirects();
  // the content changed since (a publish, a datasource entry saved): the editors' redirects with it
  if (builtVersion !== null && contentVersion() !== builtVersion) await rebuild().catch(() => false);
  return current?.match ?? (() => null);
}
