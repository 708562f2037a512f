/**
 * Where the server is in its life, for the clean stop of `npm start` and for a readiness check:
 *
 *   serving → draining (SIGTERM: the listener is closed, requests in progress finish)
 *           → closed   (the lead store is closed for good: a form post is refused with 503)
 *
 * The HTTP layer closes connections and refuses posts by it (src/server/middleware/lifecycle-gate.ts).
 * Shared by the process (src/process/shared.ts), because `scripts/start.ts` (which runs the stop) and the built site (which
 * reads the state) load their own copies of this module.
 */
import { processShared } from '../process/shared';

export type LifecyclePhase = 'serving' | 'draining' | 'closed';

const current = () => processShared('server.lifecycle', () => ({ phase: 'serving' as LifecyclePhase }));

export function lifecyclePhase(): LifecyclePhase {
  return current().phase;
}

/** True once the stop has begun: a readiness endpoint answers "not ready". */
export function isDraining(): boolean {
  return lifecyclePhase() !== 'serving';
}

export function setLifecyclePhase(phase: LifecyclePhase): void {
  current().phase = phase;
}
