/**
 * Build freshness in the browser (seed, section 4): the page knows the id of the build it runs;
 * it reads the latest-build manifest now and then and, when a newer build is deployed, the next
 * navigation becomes a full page load. A lazy chunk that fails to load (the build it belonged to
 * is gone) reloads the page, at most once per path per 10 seconds, so a broken deploy never loops.
 *
 * Pure logic with its dependencies passed in (fetch, clock, storage, reload), so it is tested
 * without a browser; `freshness.tsx` wires it to the window.
 */

export type LatestBuild = { id: string; builtAt: string };

export type FreshnessDeps = {
  fetch: (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  log: (message: string) => void;
};

export type FreshnessOptions = {
  buildId: string;
  manifestUrl: string;
  /** a check is due before a client navigation when the last one is older than this */
  staleAfterMs?: number;
  /** how long a navigation waits for that check before it goes on */
  checkTimeoutMs?: number;
  /** minimum time between two reloads of the same path */
  reloadThrottleMs?: number;
};

export const RELOADS_KEY = 'freshness:reloads';

/** The manifest's answer, checked where it enters (a small hand check: zod stays out of every page's script). */
export function parseLatestBuild(value: unknown): LatestBuild | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, builtAt } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof builtAt !== 'string') return null;
  return { id, builtAt };
}

export function createFreshness(options: FreshnessOptions, deps: FreshnessDeps) {
  const staleAfterMs = options.staleAfterMs ?? 60_000;
  const checkTimeoutMs = options.checkTimeoutMs ?? 500;
  const throttleMs = options.reloadThrottleMs ?? 10_000;
  let lastCheck = deps.now();
  let newerBuild: string | null = null;
  let inFlight: Promise<void> | null = null;
  /** one failure often comes as several events (the preload link, then the import): one reload is enough */
  let reloading = false;

  /** Reads the manifest (cache-busting timestamp); a failure is only logged. */
  function check(): Promise<void> {
    if (inFlight) return inFlight;
    lastCheck = deps.now();
    const separator = options.manifestUrl.includes('?') ? '&' : '?';
    inFlight = deps
      .fetch(`${options.manifestUrl}${separator}t=${deps.now()}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        const latest = parseLatestBuild(await response.json());
        if (!latest) throw new Error('unexpected answer');
        if (latest.id !== options.buildId) newerBuild = latest.id;
      })
      .catch((error: Error) => deps.log(`[freshness] the latest-build manifest could not be read: ${error.message}`))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  /**
   * Before a client navigation: checks again when the last check is old (waiting at most
   * `checkTimeoutMs`), and answers whether the navigation must be a full page load.
   */
  async function mustLoadFully(): Promise<boolean> {
    if (!newerBuild && deps.now() - lastCheck > staleAfterMs) {
      await Promise.race([check(), new Promise((resolve) => setTimeout(resolve, checkTimeoutMs))]);
    }
    return newerBuild !== null;
  }

  function readReloads(): Record<string, number> {
    try {
      const parsed: unknown = JSON.parse(deps.storage?.getItem(RELOADS_KEY) ?? '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
    } catch {
      return {};
    }
  }

  /** Reloads the page for `path` unless it was reloaded for the same reason less than 10 s ago. */
  function reloadOnce(path: string, reason: string): boolean {
    if (reloading) return true;
    const now = deps.now();
    const reloads = readReloads();
    const last = reloads[path];
    if (typeof last === 'number' && now - last < throttleMs && now >= last) {
      deps.log(`[freshness] ${reason} on ${path}: not reloading again within ${throttleMs / 1000} s`);
      return false;
    }
    // forget old entries so the record stays small
    for (const [key, at] of Object.entries(reloads)) if (now - at >= throttleMs) delete reloads[key];
    reloads[path] = now;
    try {
      deps.storage?.setItem(RELOADS_KEY, JSON.stringify(reloads));
    } catch {
      // storage full or refused: without a record, refusing to reload is the safe side
      deps.log(`[freshness] ${reason} on ${path}: cannot record the reload, not reloading`);
      return false;
    }
    deps.log(`[freshness] ${reason} on ${path}: reloading`);
    reloading = true;
    deps.reload();
    return true;
  }

  return {
    check,
    mustLoadFully,
    reloadOnce,
    /** the id of a newer deployed build, once one was seen */
    newerBuild: () => newerBuild,
    lastCheckAt: () => lastCheck,
  };
}

export type Freshness = ReturnType<typeof createFreshness>;

/** Whether an error is a lazy chunk (dynamic import) that could not be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
