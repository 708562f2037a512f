import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';
import { processShared } from '../process/shared';

/**
 * The site's metrics for Prometheus (`/metrics`, ./endpoints.ts), kept by prom-client: one registry
 * per process (src/process/shared.ts), as the readiness checks and the event counts, because the built server
 * bundle and `npm start` (scripts/, which supervises the embedded engine) load this module separately
 * and must fill one set of metrics.
 *
 * A feature records its events where they happen (`metricCounter(…).inc()`), and a value that is read
 * rather than counted (leads pending, the index's age) is a gauge with a `collect` function the
 * registry calls at each scrape (`metricGauge(…, collect)`). Every metric is `autopolis_…`; Node's own
 * (CPU, memory, event-loop delay, garbage collection) come with their standard names.
 *
 * A collect function that throws or takes longer than COLLECT_TIMEOUT_MS (the lead database is down)
 * leaves its gauge unknown for that scrape (NaN, or no series for a labelled one) and counts `autopolis_metrics_collect_errors_total`, instead
 * of failing the whole answer: the metrics matter most when something is down.
 */

type Collect = () => Promise<void> | void;
type State = { registry: Registry; collects: Map<string, Collect> };

/** Longest wait for one gauge's value at a scrape. */
export const COLLECT_TIMEOUT_MS = 3_000;

function state(): State {
  return processShared('health.metrics', () => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    return { registry, collects: new Map() };
  });
}

/** The registry of this process (tests read it; the endpoint serves it). */
export function metricsRegistry(): Registry {
  return state().registry;
}

function existing<T extends Metric>(name: string): T | undefined {
  return state().registry.getSingleMetric(name) as T | undefined;
}

/** The counter of this name, created on first use. */
export function metricCounter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
  return existing<Counter<L>>(name) ?? new Counter<L>({ name, help, labelNames, registers: [state().registry] });
}

/** The histogram of this name, created on first use. */
export function metricHistogram<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
): Histogram<L> {
  return existing<Histogram<L>>(name) ?? new Histogram<L>({ name, help, labelNames, buckets, registers: [state().registry] });
}

const collectErrors = () =>
  metricCounter('autopolis_metrics_collect_errors_total', 'Scrapes at which a gauge could not be read, by gauge', ['gauge']);

/**
 * The gauge of this name, created on first use. `collect`, when given, sets its value at each scrape and
 * replaces the one given before (a server started again in one process, a test): the gauge reads the
 * current source, never a closed one.
 */
export function metricGauge<L extends string = never>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  collect?: (gauge: Gauge<L>) => Promise<void> | void,
): Gauge<L> {
  const { registry, collects } = state();
  const gauge =
    existing<Gauge<L>>(name) ??
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const read = collects.get(name);
        if (!read) return;
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            Promise.resolve().then(read),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error('timeout')), COLLECT_TIMEOUT_MS);
            }),
          ]);
        } catch {
          // unknown, not 0: an age of 0 would read as "nothing waits"; a labelled gauge shows no series
          this.reset();
          if (labelNames.length === 0) (this as unknown as Gauge).set(NaN);
          collectErrors().inc({ gauge: name });
        } finally {
          clearTimeout(timer);
        }
      },
    });
  if (collect) {
    collects.set(name, async () => {
      // each scrape says what is now: a label set that is gone (a status with no lead left) is not kept
      gauge.reset();
      await collect(gauge);
    });
  }
  return gauge;
}

/**
 * One read of a source for all the gauges of one scrape: the registry collects its gauges at once, each
 * asking for the same facts, and the first to ask reads them (kept one second; a failed read is not kept).
 */
export function perScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > 1_000) {
      const value = read();
      const entry = { at: Date.now(), value };
      last = entry;
      value.catch(() => {
        if (last === entry) last = undefined;
      });
    }
    return last.value;
  };
}

/** The text a scrape gets (Prometheus text format 0.0.4) and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = state();
  // the collect-error counter exists from the first scrape, at 0 for nothing: its absence would hide nothing
  collectErrors();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
