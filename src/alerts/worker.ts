import nodemailer from 'nodemailer';
import type { AlertsConfig } from '../config/env';
import { logger } from '../log';
import type { Vehicle, VehicleCard } from '../stock/types';
import { alertDue, newMatches, parseSeen, priceDrop, searchQuery, toCents } from './match';
import { priceAlertMessage, searchAlertMessage, soldAlertMessage, type AlertMessage, type AlertVehicle } from './mail';
import { CONFIRM_LIMIT_WINDOW_MS, type AlertStore, type OutboxMail, type Subscription } from './store';

const log = logger('alerts');

/** What the worker asks the stock (src/stock/search.ts; the tests give the same functions on their engine). */
export type StockReader = {
  /** The live index's version (changes with every document change and swap), null when unreadable. */
  version(): Promise<string | null>;
  matches(search: string): Promise<VehicleCard[]>;
  vehicle(id: number): Promise<AlertVehicle | null>;
  /** A vehicle that left the stock (sold) lately, as it was, with the vehicles most like it; null if it did not. */
  sold(id: number): Promise<{ vehicle: AlertVehicle; similar: AlertVehicle[] } | null>;
};

export type SendAlertMail = (mail: {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}) => Promise<unknown>;

export type AlertWorkerOptions = {
  store: AlertStore;
  stock: StockReader;
  settings: AlertsConfig;
  site: string;
  send?: SendAlertMail;
  now?: () => number;
};

/** A scan not finished within this long (a killed instance) is taken by another. */
const SCAN_LEASE_MS = 5 * 60_000;
/** The stock is scanned again after this long even without an index change: held-back matches go out the next day. */
const RESCAN_MS = 60 * 60_000;
const SEND_LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 20;

type Shown = Pick<VehicleCard, 'id' | 'param' | 'title' | 'prices' | 'year' | 'mileage' | 'fuel' | 'transmission' | 'condition'>;

const shown = (c: Shown, image: string | null): AlertVehicle => ({
  id: c.id,
  param: c.param,
  title: c.title,
  price: c.prices.purchase,
  year: c.year,
  mileage: c.mileage,
  fuel: c.fuel,
  transmission: c.transmission,
  condition: c.condition,
  image,
});

/** A result card as an alert shows it. */
export const cardVehicle = (c: Shown & Pick<VehicleCard, 'image'>): AlertVehicle => shown(c, c.image?.src ?? null);

/** A whole vehicle (its page's) as an alert shows it: its first photo. */
export const fullVehicle = (v: Shown & Pick<Vehicle, 'images'>): AlertVehicle => shown(v, v.images[0]?.src ?? null);

/** An SMTP sender (the leads' SMTP_URL and SMTP_FROM): one connection per message. */
export function smtpAlertSender(email: NonNullable<AlertsConfig['email']>): SendAlertMail {
  const url = new URL(email.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: email.timeoutMs,
    greetingTimeout: email.timeoutMs,
    socketTimeout: email.timeoutMs,
  });
  return (mail) => transport.sendMail(mail);
}

/**
 * The alerts' background work, in every instance: every `pollMs` it reads the stock index's version; after a
 * change (the editors' webhook upserts or a full reindex, from this instance, another or `npm run index`)
 * one instance leases the scan and queues, for each confirmed subscription, the alert of what is new since
 * it was last sent, at most one per subscription per day; then each instance sends the due rows of the
 * outbox it leases. A killed process loses nothing: the rows and the leases are in the database.
 */
export class AlertWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly now: () => number;
  private readonly send: SendAlertMail | undefined;
  readonly stock: StockReader;
  readonly site: string;

  constructor(private readonly options: AlertWorkerOptions) {
    this.stock = options.stock;
    this.site = options.site;
    this.now = options.now ?? Date.now;
    this.send = options.send ?? (options.settings.email ? smtpAlertSender(options.settings.email) : undefined);
  }

  start(): this {
    this.schedule(0);
    return this;
  }

  /** Runs a round now (after a subscription, a confirmation, an index change this process made). */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.round(), ms);
    this.timer.unref();
  }

  /** One round: the scan if the index changed, then the outbox. Concurrent calls share it. */
  round(): Promise<void> {
    this.running ??= (async () => {
      try {
        await this.scanIfChanged();
        await this.deliver();
      } catch (error) {
        log.error('alert round failed', { error: (error as Error).message });
      } finally {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.options.settings.pollMs);
      }
    })();
    return this.running;
  }

  /** Scans when the index's version differs from the last scan's (or an hour has passed), if this instance gets the lease. */
  async scanIfChanged(): Promise<number> {
    const { store, stock } = this.options;
    const version = await stock.version();
    const state = await store.scanState();
    const now = this.now();
    if (version !== null && version === state.version && state.doneAt !== null && now - state.doneAt < RESCAN_MS) return 0;
    if (!(await store.claimScan(now, now + SCAN_LEASE_MS))) return 0;
    try {
      const queued = await this.scan();
      await store.finishScan(version, this.now());
      await store.purgeUnconfirmed(this.now());
      await store.forgetLimitsBefore(this.now() - CONFIRM_LIMIT_WINDOW_MS);
      if (queued) log.info('alerts queued after an index change', { queued });
      return queued;
    } catch (error) {
      // the lease expires; the next round (here or elsewhere) scans again
      log.warn('the alerts scan failed', { error: (error as Error).message });
      return 0;
    }
  }

  /** For each confirmed subscription: its new matches or price drop, queued in the outbox when due. */
  async scan(): Promise<number> {
    const { store, stock, settings, site } = this.options;
    let queued = 0;
    const due = (s: Subscription) => alertDue(s.lastSentAt, this.now(), settings.minIntervalMs);
    const bySearch = new Map<string, VehicleCard[]>();
    for (const sub of await store.confirmed()) {
      if (sub.kind === 'search') {
        const search = sub.search ?? '';
        let current = bySearch.get(search);
        if (!current) bySearch.set(search, (current = await stock.matches(search)));
        const seen = parseSeen(sub.seen);
        if (seen === null) {
          await store.setBaseline(
            sub.id,
            current.map((v) => v.id),
          );
          continue;
        }
        const { fresh, nextSeen } = newMatches(current, seen);
        if (fresh.length === 0) {
          // vehicles that left the search are forgotten: one that comes back is news again
          if (nextSeen.length !== seen.length || nextSeen.some((id, i) => id !== seen[i])) await store.setSeen(sub.id, nextSeen);
          continue;
        }
        const render = (s: Subscription, tokens: { unsubscribeToken: string; eraseToken: string }) =>
          searchAlertMessage({ locale: s.locale, site, search, vehicles: fresh.map(cardVehicle), tokens });
        if (await store.queueAlert(sub.id, due, render, { seen: nextSeen }, this.now())) queued++;
      } else if (sub.vehicleId !== null) {
        const vehicle = await stock.vehicle(sub.vehicleId);
        if (!vehicle) {
          // sold (issue 37: the subscriber was never told): the last e-mail of this alert, with vehicles like it
          const sold = await stock.sold(sub.vehicleId);
          if (!sold) continue;
          const render = (s: Subscription, tokens: { unsubscribeToken: string; eraseToken: string }) =>
            soldAlertMessage({ locale: s.locale, site, vehicle: sold.vehicle, similar: sold.similar, tokens });
          if (await store.queueAlert(sub.id, due, render, { end: true }, this.now())) queued++;
          continue;
        }
        const drop = priceDrop(sub.priceCents, toCents(vehicle.price));
        if (!drop) continue;
        const render = (s: Subscription, tokens: { unsubscribeToken: string; eraseToken: string }) =>
          priceAlertMessage({ locale: s.locale, site, vehicle, fromCents: drop.from, toCents: drop.to, tokens });
        if (await store.queueAlert(sub.id, due, render, { priceCents: drop.to }, this.now())) queued++;
      }
    }
    return queued;
  }

  /** Sends the due e-mails this worker leases; a failure is retried with backoff (30 s doubling to 1 h), 20 attempts. */
  async deliver(): Promise<number> {
    const { store, settings } = this.options;
    if (!this.send || !settings.email) return 0;
    let sent = 0;
    for (;;) {
      const now = this.now();
      const batch = await store.claimMail(now, 10, now + SEND_LEASE_MS);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        if (await this.deliverOne(mail, settings.email.from)) sent++;
      }
    }
  }

  private async deliverOne(mail: OutboxMail, from: string): Promise<boolean> {
    const { store } = this.options;
    const m: AlertMessage = mail.message;
    try {
      await this.send!({ from, to: mail.recipient, subject: m.subject, text: m.text, html: m.html, headers: m.headers });
      await store.markSent(mail.id, this.now());
      log.info('alert e-mail sent', { outbox: mail.id, kind: mail.kind });
      return true;
    } catch (error) {
      const e = error as { code?: string; responseCode?: number; message?: string };
      const reason = `${e.code ?? 'error'}${e.responseCode ? ` ${e.responseCode}` : ''}: ${e.message ?? String(error)}`;
      const next = mail.attempts >= MAX_ATTEMPTS ? undefined : this.now() + Math.min(3_600_000, 30_000 * 2 ** (mail.attempts - 1));
      await store.markFailed(mail.id, reason, next);
      log.warn('alert e-mail not sent', { outbox: mail.id, kind: mail.kind, attempt: mail.attempts, reason, gaveUp: next === undefined });
      return false;
    }
  }
}

/** The stock as the worker reads it, from the site's own engine client. */
export async function liveStock(): Promise<StockReader> {
  const { indexVersion, stockMatches, getVehicle, getDepartedVehicle, similarVehicles } = await import('../stock/search');
  return {
    version: indexVersion,
    matches: (search) => stockMatches(searchQuery(search)),
    vehicle: async (id) => {
      const v = await getVehicle(id);
      return v ? fullVehicle(v) : null;
    },
    sold: async (id) => {
      const v = await getDepartedVehicle(id);
      return v ? { vehicle: fullVehicle(v), similar: (await similarVehicles(v)).map(cardVehicle) } : null;
    },
  };
}
