import { metricCounter } from './metrics';
import { processShared } from '../process/shared';

/**
 * Counts of events operators watch, since the process started: `/readyz` shows them under `counts`
 * (src/health/endpoints.ts), beside the readiness checks, where an orchestrator or an operator already
 * reads this instance's state, and `/metrics` has them as `autopolis_events_total{event="…"}` (./metrics.ts)
 * for Prometheus. Per instance, reset on restart; a monitor sums them over instances and takes the rate.
 *
 * Shared by the process (src/process/shared.ts), as the readiness registry: the built server bundle and `npm start` (scripts/) load this
 * module separately but must share one set of counts.
 */
const counts = () => processShared('health.counts', () => new Map<string, number>());

/** Adds `by` (default 1) to the count of `name`. */
export function countEvent(name: string, by = 1): void {
  counts().set(name, (counts().get(name) ?? 0) + by);
  metricCounter('autopolis_events_total', 'Events operators watch, by name (the counts of /readyz)', ['event']).inc({ event: name }, by);
}

/** Every count so far, by name in alphabetical order. */
export function eventCounts(): Record<string, number> {
  return Object.fromEntries([...counts()].sort(([a], [b]) => a.localeCompare(b)));
}
