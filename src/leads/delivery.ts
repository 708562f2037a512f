import {
  describeSmtpError,
  leadMessage,
  plainLeadContent,
  registeredLeadMailContent,
  smtpSender,
  type DescribeLead,
  type SendMail,
} from './email';
import type { EmailTarget } from '../config/recipients';
import { ATTEMPT_HEADER, LEAD_KEY_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './signing';
import { retentionCutoffs, type RetentionPolicy } from './retention';
import type { LeadStore, StoredFile } from './store';
import type { DeliveryChannel, LeadRecord, LeadStatus } from './types';

/**
 * Delivery of stored leads to the webhook and by e-mail, in the background: one worker per process
 * sends at most `concurrency` leads at a time, retries every failure (an answer that is not 2xx, a
 * network error, a timeout, an SMTP refusal) with exponential backoff and jitter, and records each
 * attempt on the lead. A lead is delivered when every configured channel has accepted it; a retry
 * skips the channels that already did. The schedule lives in the database (`next_attempt_at`), so a
 * restart picks up where the last process stopped, and several workers (several instances) share
 * the work through leases (`claimDue`) without sending a lead twice at once.
 *
 * The same worker enforces the retention period (retention.ts): at start and every
 * `retentionEveryMs` it deletes the delivered leads, files included, whose form's period has passed
 * since their delivery (idempotent, so several instances may do it at once).
 */

export type WebhookTarget = { url: string; secret: string; timeoutMs: number };

export type RetryPolicy = {
  /** Delay after the first failure; doubles after each further failure (ms). */
  baseMs: number;
  /** Upper bound of the delay (ms). */
  maxMs: number;
  /** Failed attempts after which the lead is marked `failed` (the operator can redeliver it). */
  maxAttempts: number;
};

/** The JSON body the receiver gets. Version 1; fields are only ever added. */
export type LeadWebhookBody = {
  type: 'lead';
  version: 1;
  lead: {
    id: number;
    /** The submission key: the same for every delivery of this lead, for deduplication. */
    key: string;
    form: string;
    locale: string;
    vehicleId: string | null;
    locationSlug: string | null;
    receivedAt: string;
    /** The submitted fields as the visitor typed them: escape them before showing them as HTML. */
    payload: Record<string, unknown>;
    files: { field: string; name: string; type: string; size: number; sha256: string; contentBase64: string }[];
  };
};

export function webhookBody(lead: LeadRecord, files: readonly StoredFile[]): LeadWebhookBody {
  return {
    type: 'lead',
    version: 1,
    lead: {
      id: lead.id,
      key: lead.key,
      form: lead.form,
      locale: lead.locale,
      vehicleId: lead.vehicleId,
      locationSlug: lead.locationSlug,
      receivedAt: lead.receivedAt,
      payload: lead.payload,
      files: files.map((f) => ({
        field: f.field,
        name: f.name,
        type: f.type,
        size: f.size,
        sha256: f.sha256,
        contentBase64: f.data.toString('base64'),
      })),
    },
  };
}

/**
 * The wait before the next attempt after `failedAttempts` failures: `min(maxMs, baseMs × 2^(n−1))`,
 * of which a random half is taken away ("equal jitter"), so the wait is between half and all of it
 * and many leads failing together do not retry together.
 */
export function backoffDelay(
  failedAttempts: number,
  policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

export type DeliveryOutcome = {
  id: number;
  delivered: boolean;
  status: LeadStatus;
  /** Why this attempt failed. */
  error?: string;
  /** When the next attempt is due (epoch ms) if it failed and the lead is still pending. */
  nextAttemptAt?: number;
};

export type DeliveryLog = { info(message: string): void; warn(message: string): void; error(message: string): void };

export type DeliveryWorkerOptions = {
  store: LeadStore;
  /** At least one of webhook and email. */
  webhook?: WebhookTarget | undefined;
  email?: EmailTarget | undefined;
  /** How e-mail is sent (default: SMTP to `email.smtpUrl`); tests may replace it. */
  sendMail?: SendMail;
  /** How a lead's e-mail is written (default: the one registered by the site, else the plain fallback). */
  describe?: DescribeLead;
  retry: RetryPolicy;
  /** Requests in flight at once (default 2). */
  concurrency?: number;
  /** Longest sleep between looks at the database, for leads queued by another process (default 60 s). */
  pollMs?: number;
  /** Added to the request timeout for the claim on a lead (default 30 s). */
  leaseMarginMs?: number;
  fetch?: typeof fetch;
  random?: () => number;
  now?: () => number;
  log?: DeliveryLog;
  /** How long delivered leads are kept; undefined: for ever (tests of delivery alone). */
  retention?: RetentionPolicy | undefined;
  /** How often delivered leads past their period are deleted (default 1 h; also once at start). */
  retentionEveryMs?: number;
};

type Channel = {
  name: DeliveryChannel;
  timeoutMs: number;
  send(lead: LeadRecord, files: StoredFile[], attempt: number): Promise<string | undefined>;
};

export class LeadDeliveryWorker {
  private readonly store: LeadStore;
  private readonly channels: Channel[];
  private readonly retry: RetryPolicy;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMarginMs: number;
  private readonly fetch: typeof fetch;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly log: DeliveryLog;
  private readonly inFlight = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private filling: Promise<void> | undefined;
  private again = false;
  private readonly retention: RetentionPolicy | undefined;
  private readonly retentionEveryMs: number;
  private readonly describe: DescribeLead | undefined;
  private retentionTimer: NodeJS.Timeout | undefined;
  private purging: Promise<void> | undefined;

  constructor(options: DeliveryWorkerOptions) {
    this.store = options.store;
    this.retry = options.retry;
    this.concurrency = options.concurrency ?? 2;
    this.pollMs = options.pollMs ?? 60_000;
    this.leaseMarginMs = options.leaseMarginMs ?? 30_000;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? { info: console.info, warn: console.warn, error: console.error };
    this.retention = options.retention;
    this.retentionEveryMs = options.retentionEveryMs ?? 3_600_000;
    this.describe = options.describe;
    this.channels = [];
    const { webhook, email } = options;
    if (webhook)
      this.channels.push({ name: 'webhook', timeoutMs: webhook.timeoutMs, send: (lead, files, n) => this.post(webhook, lead, files, n) });
    if (email) {
      const sendMail = options.sendMail ?? smtpSender(email);
      this.channels.push({ name: 'email', timeoutMs: email.timeoutMs, send: (lead, files) => this.mail(sendMail, email, lead, files) });
    }
    if (this.channels.length === 0) throw new Error('a delivery worker needs a webhook or an e-mail target');
  }

  /** How long a worker holds a lead for one attempt: every channel's timeout, and a margin. */
  private get leaseMs(): number {
    return this.channels.reduce((sum, c) => sum + c.timeoutMs, 0) + this.leaseMarginMs;
  }

  /** Starts the loop; pending leads that are due (also from before a restart) go out right away. */
  start(): this {
    if (!this.running) {
      this.running = true;
      this.schedule(0);
      if (this.retention) {
        void this.purge();
        this.retentionTimer = setInterval(() => void this.purge(), this.retentionEveryMs);
        this.retentionTimer.unref();
      }
    }
    return this;
  }

  /**
   * Deletes the delivered leads, files included, past their form's retention period (once; `start`
   * runs it at once and every `retentionEveryMs`). Resolves to how many leads went.
   */
  async purge(): Promise<number> {
    if (!this.retention) return 0;
    if (this.purging) {
      await this.purging;
      return 0;
    }
    let deleted = 0;
    this.purging = (async () => {
      try {
        const erased = await this.store.purgeDelivered(retentionCutoffs(this.retention!, this.now()));
        deleted = erased.leads;
        if (erased.leads > 0) {
          this.log.info(`[leads] retention: ${erased.leads} delivered leads and ${erased.files} files past their retention period deleted`);
        }
      } catch (error) {
        this.log.error(`[leads] retention: delivered leads past their period could not be deleted: ${(error as Error).message}`);
      }
    })().finally(() => (this.purging = undefined));
    await this.purging;
    return deleted;
  }

  /** A lead was stored: look for due work now instead of at the next scheduled time. */
  wake(): void {
    if (this.running) this.schedule(0);
  }

  get busy(): number {
    return this.inFlight.size;
  }

  /** Stops the loop and waits for requests in flight to finish and be recorded. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    clearInterval(this.retentionTimer);
    await this.purging;
    // A look at the database under way may still launch the leads it leased: wait for it, then for them.
    await this.filling;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /**
   * One attempt for one lead, now, whatever its schedule (the operator command uses this). Returns
   * undefined when the lead is not pending or another worker holds it.
   */
  async attempt(id: number): Promise<DeliveryOutcome | undefined> {
    const claimedAt = this.now();
    if (!(await this.store.claim(id, claimedAt, claimedAt + this.leaseMs))) return undefined;
    return this.send(id);
  }

  /** Sends a lead this worker holds the lease on to every channel that has not accepted it yet, and records the outcome. */
  private async send(id: number): Promise<DeliveryOutcome | undefined> {
    const lead = await this.store.get(id);
    if (!lead || lead.status !== 'pending') return undefined;
    const files = await this.store.fileData(id);
    // the claim counted this attempt before anything is sent: a delivery repeated after a crash carries the next number
    const attemptNumber = lead.attempts;
    const errors: string[] = [];
    for (const channel of this.channels) {
      if (lead.deliveredTo.includes(channel.name)) continue;
      const error = await channel.send(lead, files, attemptNumber);
      if (error === undefined) await this.store.markChannelDelivered(id, channel.name);
      else errors.push(error);
    }

    const at = new Date(this.now());
    if (errors.length === 0) {
      await this.store.markDelivered(id, at);
      this.log.info(`[leads] lead ${id} delivered (attempt ${attemptNumber})`);
      return { id, delivered: true, status: 'delivered' };
    }
    const error = errors.join('; ');
    const failed = lead.failedAttempts + 1;
    if (failed >= this.retry.maxAttempts) {
      await this.store.markAttemptFailed(id, at, error, undefined);
      this.log.error(`[leads] lead ${id} not delivered after ${failed} attempts, giving up until an operator redelivers it: ${error}`);
      return { id, delivered: false, status: 'failed', error };
    }
    const nextAttemptAt = at.getTime() + backoffDelay(failed, this.retry, this.random);
    await this.store.markAttemptFailed(id, at, error, nextAttemptAt);
    this.log.warn(
      `[leads] lead ${id} attempt ${attemptNumber} failed (${error}); next in ${Math.round((nextAttemptAt - at.getTime()) / 1000)} s`,
    );
    return { id, delivered: false, status: 'pending', error, nextAttemptAt };
  }

  /** The webhook channel: undefined when the receiver answered 2xx, else why not. */
  private async post(webhook: WebhookTarget, lead: LeadRecord, files: StoredFile[], attemptNumber: number): Promise<string | undefined> {
    try {
      const body = JSON.stringify(webhookBody(lead, files));
      const timestamp = Math.floor(this.now() / 1000);
      const response = await this.fetch(webhook.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'autopolis-leads/1',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signWebhook(webhook.secret, timestamp, body),
          [LEAD_KEY_HEADER]: lead.key,
          [ATTEMPT_HEADER]: String(attemptNumber),
        },
        body,
        // A redirect could send the lead somewhere nobody configured: it counts as a failure.
        redirect: 'manual',
        signal: AbortSignal.timeout(webhook.timeoutMs),
      });
      if (response.status >= 200 && response.status < 300) {
        await response.body?.cancel();
        return undefined;
      }
      const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
      return `HTTP ${response.status}${text ? `: ${text}` : ''}`;
    } catch (e) {
      return describeFetchError(e, webhook.timeoutMs);
    }
  }

  /** The e-mail channel: undefined when the SMTP server accepted the message, else why not. */
  private async mail(sendMail: SendMail, email: EmailTarget, lead: LeadRecord, files: StoredFile[]): Promise<string | undefined> {
    const describe = this.describe ?? registeredLeadMailContent();
    let content = plainLeadContent(lead, files);
    if (describe) {
      try {
        content = await describe(lead, files);
      } catch (e) {
        // the lead still goes out, with its fields under their ids, rather than waiting for the writer
        this.log.warn(`[leads] lead ${lead.id}: its e-mail could not be written (${(e as Error).message}); sent as plain fields`);
      }
    }
    try {
      await sendMail(leadMessage(lead, files, email, content));
      return undefined;
    } catch (e) {
      return `e-mail: ${describeSmtpError(e)}`;
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), Math.max(0, delayMs));
    // The site's server keeps the process alive; the worker alone must not (tests, the CLI).
    this.timer.unref();
  }

  private tick(): void {
    this.timer = undefined;
    if (!this.running) return;
    if (this.filling) {
      // A look is under way (the database answers asynchronously): look again right after it.
      this.again = true;
      return;
    }
    this.filling = this.fill()
      .catch((error: unknown) => {
        this.log.error(`[leads] delivery worker could not read the lead database: ${(error as Error).message}`);
        if (this.running) this.schedule(this.pollMs);
      })
      .finally(() => {
        this.filling = undefined;
        if (this.again && this.running) this.schedule(0);
        this.again = false;
      });
  }

  /** Leases as many due leads as there are free slots, launches them, and plans the next look. */
  private async fill(): Promise<void> {
    const now = this.now();
    const free = this.concurrency - this.inFlight.size;
    if (free > 0) {
      for (const id of await this.store.claimDue(now, free, now + this.leaseMs)) this.launch(id);
    }
    if (!this.running) return;
    // When every slot is busy, the next finishing attempt ticks again.
    if (this.inFlight.size < this.concurrency) {
      const next = await this.store.nextDueAt();
      if (!this.running || this.timer) return;
      this.schedule(next === undefined ? this.pollMs : Math.min(this.pollMs, Math.max(next - this.now(), 10)));
    }
  }

  private launch(id: number): void {
    const run = this.send(id)
      .then(() => undefined)
      .catch((error: unknown) => this.log.error(`[leads] delivery of lead ${id} crashed: ${(error as Error)?.stack ?? String(error)}`))
      .finally(() => {
        this.inFlight.delete(id);
        if (this.running) this.schedule(0);
      });
    this.inFlight.set(id, run);
  }
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `timeout after ${timeoutMs} ms`;
  const cause = e?.cause?.code ?? e?.cause?.message;
  return cause ? `${e.message ?? 'request failed'} (${cause})` : (e?.message ?? String(error));
}
