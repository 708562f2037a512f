import { alertOutboxFacts } from '../alerts';
import { metricGauge, perScrape } from '../health/metrics';
import { leadStoreFacts } from '../leads';
import { stockIndexFacts } from '../stock/search';

/**
 * The gauges `/metrics` reads from the site's stores at each scrape, as `readiness.ts` says which checks
 * `/readyz` runs: `src/health` holds the registry below every feature, and which features' state an
 * operator watches is said here, above them. What is counted as it happens (requests, page cache hits,
 * leads stored, deliveries, reindexes, engine restarts, CSP reports) is counted where it happens.
 *
 * The lead store, the alert outbox and the index are shared by every instance: each instance reports
 * the same values, so alert rules take their `max` (deploy/prometheus/alerts.yml).
 */
let registered = false;

const ageSeconds = (since: Date | number, now = Date.now()) => Math.max(0, (now - +since) / 1000);

export function registerSiteMetrics(): void {
  if (registered) return;
  registered = true;

  const leads = perScrape(leadStoreFacts);
  metricGauge('autopolis_leads', 'Leads in the store, by status (pending, delivered, failed: given up)', ['status'], async (gauge) => {
    for (const [status, count] of Object.entries((await leads()).byStatus)) gauge.set({ status }, count);
  });
  metricGauge(
    'autopolis_leads_oldest_pending_age_seconds',
    'Age of the oldest lead not yet delivered (0: none pending)',
    [],
    async (gauge) => {
      const oldest = (await leads()).oldestPendingReceivedAt;
      gauge.set(oldest ? ageSeconds(oldest) : 0);
    },
  );
  metricGauge(
    'autopolis_lead_delivery_channels',
    'Delivery channels this instance sends leads to (webhook, e-mail); 0: leads are only stored',
    [],
    async (gauge) => gauge.set((await leads()).channels),
  );

  const outbox = perScrape(alertOutboxFacts);
  metricGauge('autopolis_alert_outbox', 'Alert e-mails in the outbox, by status (pending, failed: given up)', ['status'], async (gauge) => {
    const facts = await outbox();
    if (!facts) return; // the alerts start with the first request
    gauge.set({ status: 'pending' }, facts.pending);
    gauge.set({ status: 'failed' }, facts.failed);
  });
  metricGauge(
    'autopolis_alert_outbox_oldest_pending_age_seconds',
    'Age of the oldest alert e-mail not yet sent (0: none)',
    [],
    async (gauge) => {
      const facts = await outbox();
      if (facts) gauge.set(facts.oldestPendingAt === undefined ? 0 : ageSeconds(facts.oldestPendingAt));
    },
  );

  const index = perScrape(stockIndexFacts);
  metricGauge(
    'autopolis_search_index_age_seconds',
    'Time since the live stock index last changed (a reindex, a vehicle upserted)',
    [],
    async (gauge) => gauge.set(ageSeconds((await index()).updatedAt)),
  );
  metricGauge('autopolis_search_index_documents', 'Vehicles in the live stock index', [], async (gauge) =>
    gauge.set((await index()).documents),
  );
}
