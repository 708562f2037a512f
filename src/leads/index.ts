import { randomUUID } from 'node:crypto';
import { config, type LeadsConfig } from '../config/env';
import { setHealthNotice } from '../health';
import { metricCounter } from '../health/metrics';
import { visitorLog } from '../log/limiter';
import { clientAddress, requestHeader } from '../request';
import { clientIp } from './client-ip';
import { LeadDeliveryWorker, type DeliveryLog, type DeliveryWorkerOptions } from './delivery';
import { isHoneypotFilled } from './honeypot';
import {
  checkLeadPayload as checkPayloadWith,
  DEFAULT_LIMITS,
  readLeadFiles as readFilesWith,
  type LeadFileInput,
  type LeadLimits,
  type LimitCheck,
  type ReadFilesResult,
} from './limits';
import { checkFileLink } from './file-links';
import { storedFileBody } from './file-stream';
import { openLeadStore } from './open-store';
import { holdStartUntilMigrated, type SchemaGate } from './migration-gate';
import type { LeadStore } from './store';
import { clientKey, mailboxKeyOf, type LimitScope } from './submission-limits';
import type { LeadPayload, LeadRejection, LeadStatus, StoreLeadInput, StoreLeadResult } from './types';
import { processShared } from '../process/shared';

/**
 * Leads are never lost: the server side of every form that produces a lead. A server action, after
 * the form's own validation, goes through four steps:
 *
 * ```ts
 * 'use server';
 * import { HONEYPOT_FIELD, checkLeadPayload, fileInputsFromFormData, readLeadFiles, screenSubmission, storeLead } from '../leads';
 *
 * export async function submitTestDrive(_prev: FormState, formData: FormData): Promise<FormState> {
 *   const screen = screenSubmission({ form: 'test-drive', honeypot: formData.get(HONEYPOT_FIELD) });
 *   if (screen.action === 'reject') return { status: 'error', code: screen.rejection.code, retryAfterSeconds: screen.rejection.retryAfterSeconds, values };
 *   if (screen.action === 'pretend-success') return { status: 'sent' };
 *   const fields = await testDriveForm.validateSubmission(locale, formData, { messages: MESSAGES[locale] }); // the form engine (src/form-engine)
 *   if (!fields.ok) return { status: 'invalid', rejected: fields, values };
 *   const size = checkLeadPayload(fields.values);
 *   if (!size.ok) return { status: 'error', code: size.rejection.code, values };
 *   // (a form with photos: const files = await readLeadFiles(fileInputsFromFormData(formData, 'photos')); …)
 *   const { id } = await storeLead({
 *     key: String(formData.get('submissionKey')), form: 'test-drive', locale, payload: fields.values,
 *     vehicleId: vehicle.id, receivedAt: new Date(),
 *   });
 *   return { status: 'sent', leadId: id };                                // only now: the lead is on disk
 * }
 * ```
 *
 * `storeLead` resolves once the lead is committed (SQLite: WAL, synchronous=FULL; PostgreSQL with
 * DATABASE_URL: after COMMIT); if it throws,
 * nothing was promised and the visitor can retry with the same submission key. Delivery to the
 * webhook then happens in the background (see delivery.ts); it never delays the answer.
 *
 * Server only: this module opens the database. Client components import `HONEYPOT_FIELD` from
 * `leads/honeypot` instead.
 */

export { HONEYPOT_FIELD, isHoneypotFilled } from './honeypot';
export { fileInputsFromFormData, type LeadFileInput, type LeadLimits, type LimitCheck, type ReadFilesResult } from './limits';
export { verifyWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER, LEAD_KEY_HEADER } from './signing';
export type { LeadWebhookBody } from './delivery';
export type { LeadStore } from './store';
export {
  LeadInputError,
  type LeadFile,
  type LeadPayload,
  type LeadRecord,
  type LeadRejection,
  type LeadRejectionCode,
  type LeadStatus,
  type StoreLeadInput,
  type StoreLeadResult,
} from './types';

type Runtime = {
  settings: LeadsConfig;
  /** Opened once, asynchronously (PostgreSQL connects and migrates); rejected if that failed. */
  opened: Promise<{ store: LeadStore; worker: LeadDeliveryWorker | undefined }>;
  warnedNoIp: boolean;
};

// Shared by the process (src/process/shared.ts), so a dev server's module reloads share one database connection and one worker.
const holder = processShared<{
  runtime?: Runtime;
  /** Set by `closeLeads({ forGood: true })`: the process is stopping; nothing may reopen the store. */
  closedForGood?: boolean;
  /** The settings `initLeads` was given: a store that failed to open is opened again with them, not with the process's. */
  settings?: { settings: LeadsConfig; options: InitLeadsOptions };
}>('leads.runtime', () => ({}));

/** The lead store was closed for good (the server is stopping): the submission must be refused, not stored. */
export class LeadStoreClosedError extends Error {
  override name = 'LeadStoreClosedError';
  constructor() {
    super('the lead store is closed: the server is stopping');
  }
}

export type InitLeadsOptions = {
  log?: DeliveryLog;
  fetch?: typeof fetch;
  pollMs?: number;
  random?: () => number;
  sendMail?: DeliveryWorkerOptions['sendMail'];
  /** How the operations e-mail is sent (default: SMTP to OPS_EMAIL_TO through SMTP_URL); tests may replace it. */
  sendOpsMail?: DeliveryWorkerOptions['sendMail'];
};

/**
 * Opens the lead store of these settings (default: the process configuration: PostgreSQL with
 * DATABASE_URL, SQLite otherwise) and, with a webhook or e-mail configured, starts the delivery
 * worker, which at once sends what a previous process left pending. Called implicitly by every
 * function below; call it at server start-up so pending leads go out without waiting for a new
 * submission. Replaces (and closes) a runtime opened before. Rejects if the store cannot be opened.
 */
export async function initLeads(settings: LeadsConfig = config().leads, options: InitLeadsOptions = {}): Promise<void> {
  await closeLeads();
  holder.closedForGood = false;
  const rt = createRuntime(settings, options);
  holder.runtime = rt;
  holder.settings = { settings, options };
  await rt.opened;
}

/** What /readyz and the log say when no delivery channel is configured. */
export const NO_DELIVERY_CHANNEL =
  'no lead delivery channel is configured (neither LEADS_WEBHOOK_URL nor SMTP_URL): leads are stored and nobody is told of them; ' +
  'set one (README, Configuration) or read them with `npm run leads -- list`';

function createRuntime(settings: LeadsConfig, options: InitLeadsOptions = {}): Runtime {
  const channels = settings.webhook || settings.email;
  if (!channels) console.error(`[leads] WARNING: ${NO_DELIVERY_CHANNEL}`);
  setHealthNotice('leads', channels ? undefined : NO_DELIVERY_CHANNEL);
  const opened = openLeadStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, limits: leadLimitsOf(settings) }).then(
    (store) => {
      const worker =
        settings.webhook || settings.email
          ? new LeadDeliveryWorker({
              store,
              webhook: settings.webhook,
              email: settings.email,
              retry: settings.retry,
              concurrency: settings.concurrency,
              retention: settings.retention,
              ops: settings.opsEmail && { ...settings.opsEmail, ...(options.sendOpsMail ? { send: options.sendOpsMail } : {}) },
              ...options,
            }).start()
          : undefined;
      return { store, worker };
    },
  );
  // the health checks open it again while its migration fails (as the readiness check of the lead store does)
  holdStartUntilMigrated(LEADS_GATE, opened, () => runtime().opened);
  const rt: Runtime = { settings, opened, warnedNoIp: false };
  // Failing to open (PostgreSQL down at start-up) is reported to whoever stores a lead now, and the
  // next call opens again, so the site recovers when the database is back.
  opened.catch(() => {
    if (holder.runtime === rt) holder.runtime = undefined;
  });
  return rt;
}

/** The start-up gate of the lead store (./migration-gate.ts): /livez `starting`, /readyz 503 under `holds` until migrated. */
export const SCHEMA_HOLD = 'leads-schema';
const LEADS_GATE: SchemaGate = { hold: SCHEMA_HOLD, module: 'leads', what: 'the lead database' };

function runtime(): Runtime {
  if (holder.closedForGood) throw new LeadStoreClosedError();
  const given = holder.settings;
  holder.runtime ??= given ? createRuntime(given.settings, given.options) : createRuntime(config().leads);
  return holder.runtime;
}

/** Opens the store and starts delivery now (idempotent): for server start-up. A store that cannot be opened is logged. */
export function startLeadDelivery(): void {
  runtime().opened.catch((error: Error) => console.error(`[leads] could not open the lead store: ${error.message}`));
}

/**
 * Readiness: the lead database takes a write lock (opened, on a writable disk, not locked by another
 * writer for longer than its busy timeout). Throws otherwise; writes nothing.
 */
export async function checkLeadStoreWritable(): Promise<void> {
  await (await runtime().opened).store.checkWritable();
}

/**
 * Stops the worker (waiting for requests in flight) and closes the database. With `forGood` (the
 * server is stopping) nothing reopens it afterwards: `storeLead` and the others throw
 * `LeadStoreClosedError` (only `initLeads` opens it again).
 */
export async function closeLeads(options: { forGood?: boolean } = {}): Promise<void> {
  if (options.forGood) holder.closedForGood = true;
  holder.settings = undefined;
  const current = holder.runtime;
  holder.runtime = undefined;
  if (!current) return;
  const opened = await current.opened.catch(() => undefined);
  if (!opened) return;
  await opened.worker?.stop();
  await opened.store.close();
}

/**
 * Stores a lead durably and returns its id; the same submission key returns the first lead's id with
 * `duplicate: true` and stores nothing. Throws `LeadInputError` for input the action should have
 * refused (a bad key, limits), and the database's error when it cannot write: then say "not sent".
 */
export async function storeLead(input: StoreLeadInput): Promise<StoreLeadResult> {
  const { store, worker } = await runtime().opened;
  const result = await store.insert(input);
  if (!result.duplicate) {
    leadsStored().inc({ form: input.form });
    worker?.wake();
  }
  return result;
}

const leadsStored = () =>
  metricCounter('autopolis_leads_stored_total', 'Leads stored (a repeated submission not counted), by form', ['form']);

/**
 * The lead store's state for the metrics (src/server/metrics.ts): leads by status and the time the oldest
 * pending one was received, the whole store's (every instance reads the same), and the delivery channels of
 * this instance. Undefined while the store cannot be read.
 */
export async function leadStoreFacts(): Promise<{
  byStatus: Record<LeadStatus, number>;
  oldestPendingReceivedAt: Date | undefined;
  channels: number;
}> {
  const rt = runtime();
  const { store } = await rt.opened;
  const [pending, delivered, failed, [oldest]] = await Promise.all([
    store.count('pending'),
    store.count('delivered'),
    store.count('failed'),
    store.list({ status: ['pending'], limit: 1 }),
  ]);
  return {
    byStatus: { pending, delivered, failed },
    oldestPendingReceivedAt: oldest ? new Date(oldest.receivedAt) : undefined,
    channels: (rt.settings.webhook ? 1 : 0) + (rt.settings.email ? 1 : 0),
  };
}

export type LeadFileDownload =
  | { ok: true; name: string; type: string; size: number; sha256: string; body: ReadableStream<Uint8Array> }
  | { ok: false; status: 404 | 403 | 410; reason: string };

/**
 * A lead's file for a link of a webhook body (file-links.ts): 404 when no webhook is configured, the
 * path is not such a link or the file is gone (delivered leads are deleted after their retention
 * period), 403 for a signature that is not the site's, 410 for an expired link; otherwise the file's
 * description and its bytes as a stream read from the store a part at a time as the answer is sent.
 */
export async function leadFileDownload(
  request: { path: string; exp: string | null; sig: string | null },
  now = Date.now(),
): Promise<LeadFileDownload> {
  const rt = runtime();
  const secret = rt.settings.webhook?.secret;
  if (!secret) return { ok: false, status: 404, reason: 'no webhook is configured' };
  const link = checkFileLink({ secret, ...request, now });
  if (!link.ok) {
    const status = link.reason === 'expired' ? 410 : link.reason === 'bad-signature' ? 403 : 404;
    return { ok: false, status, reason: link.reason };
  }
  const { store } = await rt.opened;
  const file = await store.fileInfo(link.fileId);
  if (!file) return { ok: false, status: 404, reason: 'no such file' };
  return { ok: true, name: file.name, type: file.type, size: file.size, sha256: file.sha256, body: storedFileBody(store, file) };
}

/** A fresh submission key for a rendered form (put it in a hidden field; keep it across re-renders of a rejected submission). */
export function newSubmissionKey(): string {
  return randomUUID();
}

export type ScreenResult =
  | { action: 'continue' }
  /** The honeypot was filled: answer exactly like a success, store nothing. */
  | { action: 'pretend-success' }
  | { action: 'reject'; rejection: Extract<LeadRejection, { code: 'rate_limited' }> };

/**
 * The abuse checks before a submission is even validated: the per-visitor rate limit (every
 * submission counts, valid or not), then the honeypot. `ip` defaults to the visitor's address from
 * X-Forwarded-For when the connection is one of TRUSTED_PROXIES; when no address is known the rate limit is
 * skipped (a shared bucket would lock every visitor out at once) and a warning is logged once. The limit is
 * counted in the lead database (submission-limits.ts), so the instances share it and a restart keeps it; a
 * retry of a submission already stored (its `key`) is never refused: the visitor is told it was taken.
 * Rejects when the database cannot count (the action then says "not sent, try again").
 */
export async function screenSubmission(args: {
  form: string;
  honeypot: FormDataEntryValue | string | null | undefined;
  ip?: string | undefined;
  key?: string | undefined;
}): Promise<ScreenResult> {
  const rt = runtime();
  const ip = args.ip ?? requestClientIp(rt.settings.trustedProxies);
  if (ip) {
    const refused = await countSubmission(rt, 'client', clientKey(ip), rt.settings.rateLimit.max, args.key);
    if (refused) {
      visitorLog('warn', 'leads', `rate limit: ${ip} refused on form ${args.form}, retry after ${refused.retryAfterSeconds} s`);
      return { action: 'reject', rejection: refused };
    }
  } else if (!rt.warnedNoIp) {
    rt.warnedNoIp = true;
    console.warn(
      '[leads] the visitor address is unknown (pass `ip`, or set TRUSTED_PROXIES behind a proxy): submissions are not rate limited',
    );
  }
  if (isHoneypotFilled(args.honeypot)) {
    visitorLog('warn', 'leads', `honeypot filled on form ${args.form} from ${ip ?? 'an unknown address'}: answered as sent, not stored`);
    return { action: 'pretend-success' };
  }
  return { action: 'continue' };
}

/**
 * The per-mailbox limit, once the submission is valid and just before it is stored: the payload's `email`
 * counted as the mailbox it reaches (case, `+tag` and Gmail's dots ignored: src/mail/mailbox.ts, the alerts'
 * reader too), so twelve spellings of one inbox count as one. A form without an e-mail address is not counted;
 * a retry of a submission already stored (its `key`) is never refused. Rejects when the database cannot count.
 */
export async function screenMailbox(args: { form: string; payload: LeadPayload; key: string }): Promise<ScreenResult> {
  const rt = runtime();
  const mailbox = mailboxKeyOf(args.payload);
  if (!mailbox) return { action: 'continue' };
  const refused = await countSubmission(rt, 'mailbox', mailbox, rt.settings.rateLimit.perMailbox, args.key);
  if (!refused) return { action: 'continue' };
  // the key is a hash, and the address stays out of the log
  visitorLog('warn', 'leads', `rate limit: a mailbox refused on form ${args.form}, retry after ${refused.retryAfterSeconds} s`);
  return { action: 'reject', rejection: refused };
}

/** One submission counted against a limit of the lead database; the rejection when it is over (and `key` is not a stored lead's). */
async function countSubmission(
  rt: Runtime,
  scope: LimitScope,
  key: string,
  max: number,
  submissionKey: string | undefined,
): Promise<Extract<LeadRejection, { code: 'rate_limited' }> | undefined> {
  const { store } = await rt.opened;
  const verdict = await store.countSubmission({ scope, key, max, windowMs: rt.settings.rateLimit.windowSeconds * 1000 });
  if (verdict.ok) return undefined;
  if (submissionKey && (await store.idOfKey(submissionKey)) !== undefined) return undefined;
  return { code: 'rate_limited', retryAfterSeconds: verdict.retryAfterSeconds, by: scope };
}

/** The visitor's address: the socket's, or the one the trusted proxies report. */
export function requestClientIp(trustedProxies: readonly string[] = runtime().settings.trustedProxies): string | undefined {
  return clientIp({ forwardedFor: requestHeader('x-forwarded-for'), remoteAddress: clientAddress() }, trustedProxies);
}

/** The configured size limits. */
export function leadLimits(): LeadLimits {
  return leadLimitsOf(runtime().settings);
}

function leadLimitsOf(settings: LeadsConfig): LeadLimits {
  return { ...DEFAULT_LIMITS, ...settings.limits };
}

/** Total payload size and each text field's length, against the configured limits. */
export function checkLeadPayload(payload: LeadPayload): LimitCheck {
  return checkPayloadWith(payload, leadLimits());
}

/** Reads uploaded files within the configured count and size limits, keeping only sniffed images. */
export function readLeadFiles(inputs: readonly LeadFileInput[]): Promise<ReadFilesResult> {
  return readFilesWith(inputs, leadLimits());
}
