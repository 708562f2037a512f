import type { ContentSignal } from './content-signal-postgres';
import type { EditorQueue } from './queue';
import type { SharedLock } from './shared-lock';
import type { EditorWorker } from './worker';
import type { CatchUp } from './catch-up';
import { processShared } from '../process/shared';

/**
 * What the editors' side runs in this process (index.ts opens and starts it): the queue, the worker,
 * the reindex lock and the content signal. It lives on globalThis, as the lead runtime does: the built
 * server bundle starts the worker, and `npm start` (scripts/start.ts), which loads src/ separately,
 * stops it; this module imports nothing but types, so the start script loads none of the site with it.
 */
type State = {
  queue?: EditorQueue;
  worker?: EditorWorker;
  lock?: Promise<SharedLock>;
  signal?: Promise<ContentSignal | null>;
  catchUp?: CatchUp;
};
export const state: State = processShared<State>('editors.state', () => ({}));

/**
 * Stops the worker after the job under way and closes the lock, the content signal and the queue: the
 * stop of `npm start` calls it once the requests are finished (no webhook can add a job) and before the
 * search engine stops (the job under way may be writing to it). A full reindex running in the background
 * is not waited for: it fails when the engine stops, stays in the queue and runs again at the next start
 * (the lock it held expires after `LOCK_TTL_MS`).
 */
export async function closeEditors(): Promise<void> {
  const { worker, lock, signal, queue, catchUp } = state;
  state.catchUp = undefined;
  catchUp?.stop();
  state.worker = undefined;
  await worker?.stop();
  state.lock = undefined;
  await lock?.then((l) => l.close()).catch(() => {});
  state.signal = undefined;
  await signal?.then((s) => s?.close()).catch(() => {});
  if (state.queue === queue) state.queue = undefined;
  queue?.close();
}
