import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { config, type AlertsConfig } from '../config/env';
import { getTranslator } from '../i18n/server';
import { isHoneypotFilled } from '../leads/honeypot';
import { logger } from '../log';
import type { Locale } from '../routing/locales';
import { confirmationMessage } from './mail';
import { canonicalSearch, toCents } from './match';
import { openAlertSqlGated } from './sql';
import { mailboxKey } from '../mail/mailbox';
import { AlertStore, CONFIRM_LIMIT_WINDOW_MS, type Subscription } from './store';
import { AlertWorker, liveStock, type SendAlertMail, type StockReader } from './worker';
import { processShared } from '../process/shared';

/**
 * Saved searches and price alerts by e-mail (issue 27): the server side. A visitor subscribes with a
 * form (form.tsx) that posts to `/api/alerts/subscribe` (api.ts); only a confirmation e-mail is sent
 * until its link is followed (double opt-in); after an index change the worker (worker.ts) queues the
 * alerts; every e-mail carries a one-click unsubscribe (RFC 8058) and a link that deletes the address.
 * Stored in the lead database (sql.ts, store.ts).
 */

const log = logger('alerts');

type Runtime = {
  settings: AlertsConfig;
  opened: Promise<{ store: AlertStore; worker: AlertWorker }>;
};

// Shared by the process, as the leads' runtime (src/process/shared.ts).
const holder = processShared<{ runtime?: Runtime }>('alerts.runtime', () => ({}));

export type InitAlertsOptions = {
  settings?: AlertsConfig;
  databaseUrl?: string | undefined;
  dataDir?: string;
  site?: string;
  stock?: StockReader;
  send?: SendAlertMail;
  now?: () => number;
  /** Start the worker's timer (default true); tests run rounds themselves. */
  start?: boolean;
};

function createRuntime(options: InitAlertsOptions = {}): Runtime {
  const site = config();
  const settings = options.settings ?? site.alerts;
  const opened = (async () => {
    const sql = await openAlertSqlGated({
      databaseUrl: options.databaseUrl ?? site.leads.databaseUrl,
      dataDir: options.dataDir ?? site.leads.dataDir,
    });
    const store = new AlertStore(sql, options.now);
    const worker = new AlertWorker({
      store,
      stock: options.stock ?? (await liveStock()),
      settings,
      site: options.site ?? site.siteUrl,
      ...(options.send ? { send: options.send } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    if (options.start !== false) worker.start();
    return { store, worker };
  })();
  const rt: Runtime = { settings, opened };
  opened.catch((error: Error) => {
    log.error('the alerts could not open the lead database', { error: error.message });
    if (holder.runtime === rt) holder.runtime = undefined;
  });
  return rt;
}

function runtime(): Runtime {
  holder.runtime ??= createRuntime();
  return holder.runtime;
}

/** Opens the store and starts the worker with these options (tests), replacing a runtime opened before. */
export async function initAlerts(options: InitAlertsOptions = {}): Promise<{ store: AlertStore; worker: AlertWorker }> {
  await closeAlerts();
  const rt = createRuntime(options);
  holder.runtime = rt;
  return rt.opened;
}

/** At server start: the worker sends what a previous process left and watches the index. */
export function startAlerts(): void {
  runtime().opened.catch(() => undefined);
}

/**
 * Starts the worker on the first request the site answers (as the editors' worker does: not at import,
 * `waku build` loads the server entry too), in the server's own modules, whose configuration holds the
 * search engine `npm start` started.
 */
export function alertsWorkerMiddleware(): MiddlewareHandler {
  let started = false;
  return async (_c, next) => {
    if (!started) {
      started = true;
      startAlerts();
    }
    await next();
  };
}

/** The stock index changed here (the editors' worker): the alerts' worker, if running in this process, scans now. */
export function wakeAlerts(): void {
  void holder.runtime?.opened.then(({ worker }) => worker.wake()).catch(() => undefined);
}

/** The alert outbox for the metrics (src/server/metrics.ts); undefined when the alerts have not started in this process. */
export async function alertOutboxFacts(): Promise<{ pending: number; failed: number; oldestPendingAt: number | undefined } | undefined> {
  const rt = holder.runtime;
  if (!rt) return undefined;
  return (await rt.opened).store.outboxFacts();
}

/** Stops the worker after its round under way and closes the database. */
export async function closeAlerts(): Promise<void> {
  const rt = holder.runtime;
  holder.runtime = undefined;
  const opened = await rt?.opened.catch(() => undefined);
  if (!opened) return;
  await opened.worker.stop();
  await opened.store.close();
}

async function opened() {
  return runtime().opened;
}

export const SubscribeFields = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  consent: z.literal('on'),
  locale: z.enum(['fr-lu', 'de-lu', 'en-gb']),
  search: z.string().max(2000).optional(),
  vehicle: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export type SubscribeError = 'invalid_email' | 'consent' | 'rate_limited' | 'vehicle' | 'unavailable';
export type SubscribeResult = { status: 'pending' } | { status: 'error'; code: SubscribeError };

/**
 * A subscription from the form: checked (the address, the consent, the vehicle's existence and price from
 * the stock, never the form's), bounded (confirmation e-mails per address and per visitor in an hour; the
 * honeypot answered as a success), stored unconfirmed with its confirmation e-mail in the outbox.
 */
export async function subscribe(input: {
  email: string;
  consent: boolean;
  locale: Locale;
  search?: string | undefined;
  vehicleId?: number | undefined;
  honeypot?: string | null | undefined;
  ip?: string | undefined;
}): Promise<SubscribeResult> {
  const rt = runtime();
  const email = z.email().max(254).safeParse(input.email.trim());
  if (!email.success) return { status: 'error', code: 'invalid_email' };
  if (!input.consent) return { status: 'error', code: 'consent' };
  if (isHoneypotFilled(input.honeypot)) {
    log.warn('honeypot filled on the alert form: answered as sent, not stored');
    return { status: 'pending' };
  }
  let store: AlertStore;
  let worker: AlertWorker;
  let stock: StockReader;
  try {
    ({ store, worker } = await rt.opened);
    stock = worker.stock;
    // the limits live in the database every instance shares; a mailbox is counted once whatever its spelling
    // (case, `+tag`, Gmail's dots: src/mail/mailbox.ts)
    if (input.ip && !(await store.allow('client', input.ip, rt.settings.confirmPerClient, CONFIRM_LIMIT_WINDOW_MS)).ok) {
      log.warn('alert confirmations refused for a visitor (rate limit)', { ip: input.ip });
      return { status: 'error', code: 'rate_limited' };
    }
    if (!(await store.allow('mailbox', mailboxKey(email.data), rt.settings.confirmPerAddress, CONFIRM_LIMIT_WINDOW_MS)).ok) {
      log.warn('alert confirmations refused for an address (rate limit)');
      return { status: 'error', code: 'rate_limited' };
    }
  } catch {
    return { status: 'error', code: 'unavailable' };
  }
  const consentText = getTranslator(input.locale, 'alerts')('form.consent');
  try {
    if (input.vehicleId !== undefined) {
      const vehicle = await stock.vehicle(input.vehicleId).catch(() => undefined);
      if (vehicle === undefined) return { status: 'error', code: 'unavailable' };
      if (vehicle === null) return { status: 'error', code: 'vehicle' };
      await store.subscribe(
        {
          email: email.data,
          kind: 'price',
          locale: input.locale,
          vehicleId: vehicle.id,
          priceCents: toCents(vehicle.price),
          consentText,
          seen: null,
        },
        (token) => confirmationMessage({ locale: input.locale, site: worker.site, token, vehicleTitle: vehicle.title }),
      );
    } else {
      const search = canonicalSearch(input.search ?? '');
      // what matches now is what the subscriber knows: the first alert tells only what arrives after
      const seen = await stock.matches(search).then(
        (cards) => cards.map((c) => c.id),
        () => null,
      );
      await store.subscribe({ email: email.data, kind: 'search', locale: input.locale, search, consentText, seen }, (token) =>
        confirmationMessage({ locale: input.locale, site: worker.site, token }),
      );
    }
  } catch (error) {
    log.error('an alert subscription could not be stored', { error: (error as Error).message });
    return { status: 'error', code: 'unavailable' };
  }
  worker.wake();
  return { status: 'pending' };
}

/** The confirm link: the subscription is confirmed; a search whose matches were not known yet takes them now. */
export async function confirm(token: string): Promise<Subscription | undefined> {
  const { store, worker } = await opened();
  const sub = await store.confirm(token);
  if (sub?.kind === 'search' && sub.seen === null) {
    await worker.stock
      .matches(sub.search ?? '')
      .then((cards) =>
        store.setBaseline(
          sub.id,
          cards.map((c) => c.id),
        ),
      )
      .catch(() => undefined);
  }
  if (sub) worker.wake();
  return sub;
}

export async function unsubscribe(token: string): Promise<boolean> {
  return (await opened()).store.unsubscribe(token);
}

export async function erase(token: string): Promise<number | undefined> {
  return (await opened()).store.erase(token);
}

export async function tokenValid(token: string, purpose: 'confirm' | 'unsubscribe' | 'erase'): Promise<boolean> {
  return (await opened()).store.tokenValid(token, purpose);
}

export { AlertStore } from './store';
export { AlertWorker } from './worker';
