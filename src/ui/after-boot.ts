/**
 * Work a visitor cannot see, kept out of the page's boot (issue 41). On Lighthouse's phone (4× CPU) the boot's
 * tasks after the first paint are what its total blocking time counts: each task's time beyond 50 ms. The hydration
 * renders in slices (src/client-entry.tsx), but its commit and its effects run whole; what an effect only prepares (a
 * control that shows once the page runs, a check against the server) waits here until the browser is idle, each job
 * in a task of its own, so none lengthens a boot task and two never add up to one long task.
 *
 * `requestIdleCallback` runs a job once the browser has nothing else to do before its next frame (after the
 * hydration's slices, its commit and its effects), or after `timeout` at the latest; where it is missing (Safari),
 * a timer stands in. Jobs run in the order they were queued.
 */

/** The latest a job waits for an idle moment, ms: on a page that never goes idle it still runs. */
const TIMEOUT_MS = 2_000;

type Job = () => void;

const queue: Job[] = [];
let scheduled = false;

function idle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: TIMEOUT_MS });
  else window.setTimeout(run, 50);
}

function next(): void {
  scheduled = false;
  const job = queue.shift();
  if (queue.length > 0) schedule();
  job?.();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  idle(next);
}

/** Runs `job` in a task of its own once the browser is idle; the answer cancels it if it has not run yet. */
export function afterBoot(job: Job): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) job();
  };
  queue.push(run);
  schedule();
  return () => {
    cancelled = true;
  };
}

let booted = false;
let bootStarted = false;
const bootListeners = new Set<() => void>();

/**
 * Whether the page's boot is over: false on the server, while the page hydrates and until the browser was first
 * idle after it, true from then on (a page reached by a client navigation is drawn with it true).
 */
export function pageBooted(): boolean {
  return booted;
}

/** Calls `listener` once the boot is over (`pageBooted` turns true); the answer unsubscribes. */
export function onPageBooted(listener: () => void): () => void {
  bootListeners.add(listener);
  return () => bootListeners.delete(listener);
}

/** Called by the browser's entry once the page's first commit and its effects have run: the boot ends at the first idle moment after. */
export function startBoot(): void {
  if (bootStarted) return;
  bootStarted = true;
  afterBoot(() => {
    booted = true;
    for (const listener of [...bootListeners]) listener();
  });
}
