import {
  describeSmtpError,
  leadMessage,
  plainLeadContent,
  registeredLeadMailContent,
  smtpSender,
  type DescribeLead,
  type SendMail,
} from './email';
import type { Readable } from 'node:stream';
import type { EmailTarget } from '../config/recipients';
import { metricCounter } from '../health/metrics';
import { mailHtml, mailText, type MailDocument } from '../mail/document';
import { FILE_LINK_TTL_MS, fileLink } from './file-links';
import { mailThreadSender } from './mail-thread';
import { storedFileStream } from './file-stream';
import { ATTEMPT_HEADER, IDEMPOTENCY_KEY_HEADER, LEAD_KEY_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './signing';
import { retentionCutoffs, type RetentionPolicy } from './retention';
import type { LeadStore } from './store';
import type { DeliveryChannel, LeadFileInfo, LeadRecord, LeadStatus } from './types';

/**
 * Delivery of stored leads to the webhook and by e-mail, in the background: one worker per process
 * sends at most `concurrency` leads at a time, retries every failure (an answer that is not 2xx, a
 * network error, a timeout, an SMTP refusal) with exponential backoff and jitter, and records each
 * attempt on the lead. A lead is delivered when every configured channel has accepted it; a retry
 * skips the channels that already did. The schedule lives in the database (`next_attempt_at`), so a
 * restart picks up where the last process stopped, and several workers (several instances) share
 * the work through leases (`claimDue`, renewed while an attempt lasts) without sending a lead twice at once.
 *
 * The same worker enforces the retention period (retention.ts): at start and every
 * `retentionEveryMs` it deletes the delivered leads, files included, whose form's period has passed
 * since their delivery (idempotent, so several instances may do it at once).
 */

export type WebhookTarget = {
  url: string;
  secret: string;
  /** How long the receiver has to answer once the last byte of the request is sent (and the longest pause while sending). */
  timeoutMs: number;
  /** The site's public origin, for the links to the lead's files (default: the local http://localhost:3000). */
  siteUrl?: string | undefined;
};

const LOCAL_SITE_URL = 'http://localhost:3000';

export type RetryPolicy = {
  /** Delay after the first failure; doubles after each further failure (ms). */
  baseMs: number;
  /** Upper bound of the delay (ms). */
  maxMs: number;
  /** Failed attempts after which the lead is marked `failed` (the operator can redeliver it). */
  maxAttempts: number;
};

/**
 * The JSON body the receiver gets. Version 2: the files are links to download (version 1 carried
 * them as base64, which made a 40 MB lead a 53 MB body); fields are only ever added within a version.
 */
export type LeadWebhookBody = {
  type: 'lead';
  version: 2;
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
    /** Each file with a signed link to download it from the site until `expiresAt` (file-links.ts); `sha256` to check the bytes. */
    files: { id: number; field: string; name: string; type: string; size: number; sha256: string; url: string; expiresAt: string }[];
  };
};

export function webhookBody(lead: LeadRecord, links: { siteUrl: string; secret: string; now: number; ttlMs?: number }): LeadWebhookBody {
  const expiresAt = Math.ceil((links.now + (links.ttlMs ?? FILE_LINK_TTL_MS)) / 1000) * 1000;
  return {
    type: 'lead',
    version: 2,
    lead: {
      id: lead.id,
      key: lead.key,
      form: lead.form,
      locale: lead.locale,
      vehicleId: lead.vehicleId,
      locationSlug: lead.locationSlug,
      receivedAt: lead.receivedAt,
      payload: lead.payload,
      files: lead.files.map((f) => ({
        id: f.id,
        field: f.field,
        name: f.name,
        type: f.type,
        size: f.size,
        sha256: f.sha256,
        url: fileLink({ siteUrl: links.siteUrl, secret: links.secret, fileId: f.id, expiresAt }),
        expiresAt: new Date(expiresAt).toISOString(),
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
  /** How e-mail is sent (default: SMTP to `email.smtpUrl` from the mail thread, mail-thread.ts); tests may replace it. */
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
  /**
   * Who hears of a lead given up after its retries (OPS_EMAIL_TO): an e-mail through `send` (default: SMTP
   * to `smtpUrl`). Undefined: the log line and the metrics only.
   */
  ops?: { smtpUrl: string; from: string; to: string[]; timeoutMs: number; send?: SendMail } | undefined;
  /** How long delivered leads are kept; undefined: for ever (tests of delivery alone). */
  retention?: RetentionPolicy | undefined;
  /** How often delivered leads past their period are deleted (default 1 h; also once at start). */
  retentionEveryMs?: number;
};

type Channel = {
  name: DeliveryChannel;
  timeoutMs: number;
  send(lead: LeadRecord, attempt: number): Promise<string | undefined>;
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
  private readonly ops: { to: string[]; from: string; send: SendMail } | undefined;

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
    const { ops } = options;
    this.ops = ops ? { to: ops.to, from: ops.from, send: ops.send ?? smtpSender(ops) } : undefined;
    this.channels = [];
    const { webhook, email } = options;
    if (webhook) this.channels.push({ name: 'webhook', timeoutMs: webhook.timeoutMs, send: (lead, n) => this.post(webhook, lead, n) });
    if (email) {
      // written and sent on the mail thread: nodemailer's encoding of 40 MB of attachments would take the main thread's time
      const sendMail = options.sendMail ?? mailThreadSender(email);
      this.channels.push({ name: 'email', timeoutMs: email.timeoutMs, send: (lead) => this.mail(sendMail, email, lead) });
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
    // the claim counted this attempt before anything is sent: a delivery repeated after a crash carries the next number
    const attemptNumber = lead.attempts;
    const errors: string[] = [];
    // the lease is held for as long as the attempt lasts: a large e-mail may outlast it without ever pausing
    const renewal = setInterval(() => {
      this.store.renewLease(id, this.now() + this.leaseMs).catch((error: Error) => {
        this.log.warn(`[leads] lead ${id}: its lease could not be renewed (${error.message}); another worker may send it too`);
      });
    }, this.leaseMs / 3);
    renewal.unref();
    try {
      for (const channel of this.channels) {
        if (lead.deliveredTo.includes(channel.name)) continue;
        const error = await channel.send(lead, attemptNumber);
        if (error === undefined) await this.store.markChannelDelivered(id, channel.name);
        else errors.push(error);
      }
    } finally {
      clearInterval(renewal);
    }

    const at = new Date(this.now());
    if (errors.length === 0) {
      await this.store.markDelivered(id, at);
      deliveryAttempts().inc({ outcome: 'delivered' });
      this.log.info(`[leads] lead ${id} delivered (attempt ${attemptNumber})`);
      return { id, delivered: true, status: 'delivered' };
    }
    const error = errors.join('; ');
    const failed = lead.failedAttempts + 1;
    deliveryAttempts().inc({ outcome: 'failed' });
    if (failed >= this.retry.maxAttempts) {
      await this.store.markAttemptFailed(id, at, error, undefined);
      deliveriesGivenUp().inc();
      this.log.error(`[leads] lead ${id} not delivered after ${failed} attempts, giving up until an operator redelivers it: ${error}`);
      await this.tellOperations(lead, failed, error);
      return { id, delivered: false, status: 'failed', error };
    }
    const nextAttemptAt = at.getTime() + backoffDelay(failed, this.retry, this.random);
    await this.store.markAttemptFailed(id, at, error, nextAttemptAt);
    const next = `next in ${Math.round((nextAttemptAt - at.getTime()) / 1000)} s`;
    if (failed === 1) {
      // the first failure is an error an operator sees at once (a wrong URL, a refused password), not a warning
      // among the retries: the lead waits for it, and is given up only after all of them (days with the defaults)
      this.log.error(
        `[leads] lead ${id} could not be delivered (attempt ${attemptNumber}: ${error}); it is kept and retried, ${next}, ` +
          `and given up after ${this.retry.maxAttempts} failed attempts`,
      );
    } else {
      this.log.warn(`[leads] lead ${id} attempt ${attemptNumber} failed (${error}); ${next}`);
    }
    return { id, delivered: false, status: 'pending', error, nextAttemptAt };
  }

  /**
   * A lead given up: the operations address hears of it (OPS_EMAIL_TO) with what to do, without the visitor's
   * fields (the operations address is not the dealership's). One try: when the SMTP server is what fails, the
   * metrics (`autopolis_leads{status="failed"}`, `autopolis_lead_deliveries_given_up_total`) still say it.
   */
  private async tellOperations(lead: LeadRecord, failed: number, error: string): Promise<void> {
    if (!this.ops) return;
    const document = givenUpDocument(lead, failed, error);
    try {
      await this.ops.send({
        from: this.ops.from,
        to: this.ops.to,
        subject: `Lead ${lead.id} (${lead.form}) not delivered after ${failed} attempts`,
        text: mailText(document),
        html: mailHtml(document),
        messageId: `<lead-${lead.key}-given-up-${failed}@autopolis.leads>`,
        attachments: [],
      });
      opsMails().inc({ outcome: 'sent' });
      this.log.info(`[leads] lead ${lead.id}: the operations address was told it is not delivered`);
    } catch (e) {
      opsMails().inc({ outcome: 'failed' });
      this.log.error(`[leads] lead ${lead.id}: the operations address could not be told (${describeSmtpError(e)})`);
    }
  }

  /**
   * The webhook channel: undefined when the receiver answered 2xx, else why not. The body is the
   * lead with links to its files (a few KB), sent as a stream so that the deadline can count from
   * its last byte: `timeoutMs` is the receiver's time to answer once it has the whole request, and
   * the longest pause allowed while it is being sent. Before, one deadline covered the upload of 53 MB
   * too: it ran out while the receiver was still reading, the receiver stored the lead anyway, and it
   * came again (4 copies of one lead, still pending after 12 attempts).
   */
  private async post(webhook: WebhookTarget, lead: LeadRecord, attemptNumber: number): Promise<string | undefined> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = (what: string) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => controller.abort(Object.assign(new Error(`timeout: ${what} for ${webhook.timeoutMs} ms`), { name: 'TimeoutError' })),
        webhook.timeoutMs,
      );
    };
    try {
      const timestamp = Math.floor(this.now() / 1000);
      const body = Buffer.from(
        JSON.stringify(webhookBody(lead, { siteUrl: webhook.siteUrl ?? LOCAL_SITE_URL, secret: webhook.secret, now: this.now() })),
      );
      deadline('no progress sending the request');
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>(
        {
          // pulled only when the connection takes more (high-water mark 0): the last pull means the last byte went out
          pull: (ctl) => {
            if (sent < body.byteLength) {
              ctl.enqueue(body.subarray(sent, sent + BODY_SLICE));
              sent += BODY_SLICE;
              deadline('no progress sending the request');
            } else {
              ctl.close();
              deadline('no answer after the request was sent');
            }
          },
        },
        { highWaterMark: 0 },
      );
      const response = await this.fetch(webhook.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'autopolis-leads/2',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signWebhook(webhook.secret, timestamp, body),
          [LEAD_KEY_HEADER]: lead.key,
          [IDEMPOTENCY_KEY_HEADER]: idempotencyKey(lead),
          [ATTEMPT_HEADER]: String(attemptNumber),
        },
        body: stream,
        duplex: 'half',
        // A redirect could send the lead somewhere nobody configured: it counts as a failure.
        redirect: 'manual',
        signal: controller.signal,
      } as RequestInit);
      if (response.status >= 200 && response.status < 300) {
        await response.body?.cancel();
        // what the receiver answered, on the record: a later copy of this lead is a repeat it can recognise by its key
        this.log.info(`[leads] lead ${lead.id}: the webhook answered HTTP ${response.status} to attempt ${attemptNumber}`);
        return undefined;
      }
      const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
      return `HTTP ${response.status}${text ? `: ${text}` : ''}`;
    } catch (e) {
      return describeFetchError(e, webhook.timeoutMs);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The e-mail channel: undefined when the SMTP server accepted the message, else why not. */
  private async mail(sendMail: SendMail, email: EmailTarget, lead: LeadRecord): Promise<string | undefined> {
    const files = lead.files;
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
    // each attachment streamed from the store as the SMTP connection takes it, a slice at a time
    const opened: Readable[] = [];
    const open = (file: LeadFileInfo) => {
      const stream = storedFileStream(this.store, file);
      opened.push(stream);
      return stream;
    };
    try {
      await sendMail(leadMessage(lead, files, email, open, content));
      return undefined;
    } catch (e) {
      return `e-mail: ${describeSmtpError(e)}`;
    } finally {
      // a refused message leaves its streams unread: close them
      for (const stream of opened) stream.destroy();
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
      for (const id of await this.store.claimDue(now, free, now + this.leaseMs)) {
        // a lead this worker still sends (its lease lapsed while the database could not renew it) is not sent twice at once
        if (!this.inFlight.has(id)) this.launch(id);
      }
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

const deliveryAttempts = () =>
  metricCounter('autopolis_lead_delivery_attempts_total', 'Delivery attempts of leads, by outcome (delivered, failed)', ['outcome']);
const deliveriesGivenUp = () =>
  metricCounter(
    'autopolis_lead_deliveries_given_up_total',
    'Leads given up after their retries (status failed until an operator redelivers)',
  );
const opsMails = () =>
  metricCounter('autopolis_lead_ops_emails_total', 'E-mails to the operations address about a lead given up, by outcome', ['outcome']);

/** What the operations address reads about a lead given up: which lead, why, and the command that sends it again. */
export function givenUpDocument(
  lead: Pick<LeadRecord, 'id' | 'form' | 'locationSlug' | 'receivedAt' | 'deliveredTo'>,
  failed: number,
  error: string,
): MailDocument {
  return {
    lang: 'en-GB',
    title: `Lead ${lead.id} was not delivered`,
    intro: [
      `A lead of the form ${lead.form} could not be delivered after ${failed} attempts and is no longer retried. ` +
        'It is kept in the lead store: fix the cause, then send it again.',
    ],
    sections: [
      {
        title: 'The lead',
        rows: [
          { label: 'Id', value: String(lead.id) },
          { label: 'Form', value: lead.form },
          ...(lead.locationSlug ? [{ label: 'Dealership', value: lead.locationSlug }] : []),
          { label: 'Received', value: lead.receivedAt },
          { label: 'Delivered to', value: lead.deliveredTo.length ? lead.deliveredTo.join(', ') : 'no channel' },
        ],
      },
      { title: 'The last failure', rows: [{ label: 'Error', value: error }] },
      {
        title: 'What to do',
        rows: [
          { label: 'Send it again', value: `npm run leads -- redeliver ${lead.id}` },
          { label: 'Every lead given up', value: 'npm run leads -- redeliver --all-failed' },
        ],
      },
    ],
    footer: ["Sent by the site's lead delivery to OPS_EMAIL_TO. The visitor's fields are not in this message."],
  };
}

/** Bytes of the webhook body handed to the connection at a time. */
const BODY_SLICE = 64 * 1024;

/**
 * The `Idempotency-Key` of a lead's webhook requests: its submission key (`lead.key` in the body,
 * `X-Autopolis-Lead-Key`), the same on every attempt whatever the process or instance that sends it.
 * The header is the IETF httpapi draft's, so a receiver built on a framework that honours it
 * deduplicates without knowing our own header.
 */
export function idempotencyKey(lead: Pick<LeadRecord, 'key'>): string {
  return lead.key;
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' && e.message?.startsWith('timeout:')) return e.message;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `timeout after ${timeoutMs} ms`;
  const cause = e?.cause?.code ?? e?.cause?.message;
  return cause ? `${e.message ?? 'request failed'} (${cause})` : (e?.message ?? String(error));
}
