import { processShared } from '../process/shared';
/**
 * Readiness as a registry of named checks. A module that the site needs to serve registers one
 * (`registerReadinessCheck('search', …)`); `/readyz` runs them all, in parallel, each with a
 * deadline. A check passes by resolving and fails by throwing; its message is shown, so it must name
 * what is wrong without any secret (no keys, no connection strings with passwords).
 *
 * Registrations are shared by the process (src/process/shared.ts): the built server bundle and `npm start`
 * (scripts/) load this module separately but must share one registry.
 */

export type ReadinessCheck = () => Promise<void> | void;
export type CheckResult = { name: string; ok: boolean; ms: number; error?: string };
export type Readiness = { ready: boolean; checks: CheckResult[] };

const DEFAULT_TIMEOUT_MS = 2_000;
type Entry = { check: ReadinessCheck; timeoutMs: number };
const registry = () => processShared('health.checks', () => new Map<string, Entry>());

/** Adds (or replaces) the check of this name; returns a function that removes it. */
export function registerReadinessCheck(name: string, check: ReadinessCheck, options: { timeoutMs?: number } = {}): () => void {
  const entry = { check, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS };
  registry().set(name, entry);
  return () => {
    if (registry().get(name) === entry) registry().delete(name);
  };
}

export function readinessCheckNames(): string[] {
  return [...registry().keys()];
}

async function run(name: string, { check, timeoutMs }: Entry): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(check),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { name, ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { name, ok: false, ms: Math.round(performance.now() - started), error: message.slice(0, 300) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every registered check; ready when all pass (and at least one is registered). */
export async function readiness(): Promise<Readiness> {
  const checks = await Promise.all([...registry()].map(([name, entry]) => run(name, entry)));
  return { ready: checks.length > 0 && checks.every((c) => c.ok), checks };
}

/**
 * Notices: what an operator must know about this instance's configuration that does not stop it serving
 * (no lead delivery channel: leads are stored, and nobody hears of them). `/readyz` shows them under
 * `notices`, by name; readiness does not fail on them. Set at start by the module concerned.
 */
/** A map by name that every copy of this module (server and SSR bundles) shares. */
const sharedMap =
  <T>(name: string) =>
  (): Map<string, T> =>
    processShared(name, () => new Map<string, T>());
const notices = sharedMap<string>('health.notices');

/** Sets the notice of this name, or removes it (`undefined`). */
export function setHealthNotice(name: string, text: string | undefined): void {
  if (text === undefined) notices().delete(name);
  else notices().set(name, text);
}

/** Every notice, by name. */
export function healthNotices(): Record<string, string> {
  return Object.fromEntries(notices());
}

/**
 * Start-up holds: a step this instance must finish before it serves at all, whatever its grace period (the
 * schema migrations of the lead database, the leads' and the alerts': src/leads/migration-gate.ts). While a hold
 * is set, `/livez` answers `starting` (the load balancer sends it nobody) and `/readyz` 503 with the hold under
 * `holds`, by name, with the reason. Set by the module concerned when the step begins or fails, removed when it
 * succeeds; its `retry`, if given, is how the health checks try the step again while it is held.
 */
const holds = sharedMap<string>('health.start-holds');
const retries = sharedMap<() => Promise<unknown>>('health.start-hold-retries');

/** Holds the start under this name with this reason (and how to try again), or releases it (`undefined`). */
export function setStartHold(name: string, reason: string | undefined, retry?: () => Promise<unknown>): void {
  if (reason === undefined) {
    holds().delete(name);
    retries().delete(name);
    return;
  }
  holds().set(name, reason);
  if (retry) retries().set(name, retry);
}

/** Every hold, by name (empty once the start-up steps are done). */
export function startHolds(): Record<string, string> {
  return Object.fromEntries(holds());
}

/**
 * Tries each held step again (its `retry`), waiting at most as long as a readiness check: a step still under way
 * (a migration waiting for another instance's lock) keeps its hold, and the health check answers in time.
 */
export async function retryStartHolds(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  const pending = [...retries().values()].map((retry) =>
    Promise.resolve()
      .then(retry)
      .catch(() => undefined),
  );
  if (pending.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(pending), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}
