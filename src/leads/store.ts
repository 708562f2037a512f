import type { MessagePort } from 'node:worker_threads';
import { cleanPayload } from './sanitize';
import type { RetentionCutoffs } from './retention';
import type { LimitVerdict, SubmissionLimit } from './submission-limits';
import { checkLeadFiles, checkLeadPayload, DEFAULT_LIMITS, type LeadLimits } from './limits';
import {
  LeadInputError,
  StoreLeadInputSchema,
  type DeliveryChannel,
  type LeadFileInfo,
  type LeadPayload,
  type LeadRecord,
  type LeadStatus,
  type StoreLeadInput,
  type StoreLeadResult,
} from './types';

/**
 * The lead store: the lead table and its delivery bookkeeping, behind one interface with two
 * implementations that keep the same guarantees (test/leads runs the same tests on both):
 *
 * - SQLite (`store-sqlite.ts`), the embedded default: one file in `LEADS_DATA_DIR`, WAL with
 *   synchronous=FULL. Several processes on one machine may share it.
 * - PostgreSQL (`store-postgres.ts`) when `DATABASE_URL` is set: for several instances on several
 *   machines behind a load balancer.
 *
 * The submission limits live there too (`countSubmission`), so that they are shared and survive a restart.
 *
 * Guarantees: when `insert` resolves, the lead is committed (fsynced); one lead per submission key,
 * whatever the number of processes racing; `claimDue`/`claim` hand each pending lead to one worker at
 * a time (a lease, taken with `FOR UPDATE SKIP LOCKED` on PostgreSQL and under the write lock on
 * SQLite); the schedule lives in the database, so a restart loses nothing.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Stores a lead and its files in one transaction, durably, before resolving. A second call with
   * the same submission key stores nothing and resolves to the first lead's id with `duplicate: true`.
   * Rejects with `LeadInputError` for input a server action should have refused, and with the
   * database's error if it cannot write (the caller must then not tell the visitor it worked).
   */
  insert(input: StoreLeadInput, now?: Date): Promise<StoreLeadResult>;
  get(id: number): Promise<LeadRecord | undefined>;
  /** The id of the lead stored under a submission key, if any: a retry of a lead already taken is answered as taken. */
  idOfKey(key: string): Promise<number | undefined>;
  /**
   * Counts one submission against a limit (submission-limits.ts) if fewer than `max` were counted for its key in
   * the last `windowMs`, in the table every instance shares (`lead_limits`); a refusal counts nothing. Two
   * instances counting one key take turns (SQLite's write lock, a PostgreSQL advisory lock of the transaction),
   * so neither passes the last place by counting at the same moment. Rows of the scope that left the window go.
   */
  countSubmission(limit: SubmissionLimit, now?: number): Promise<LimitVerdict>;
  /** The files of a lead with their bytes (the operator command; delivery streams them with `fileChunk`). */
  fileData(id: number): Promise<StoredFile[]>;
  /** One stored file's description and its lead's submission key, by the file's id; undefined when it is gone. */
  fileInfo(fileId: number): Promise<(LeadFileInfo & { leadKey: string }) | undefined>;
  /**
   * Up to `length` bytes of a stored file from `offset`: a file is read a slice at a time (see
   * file-stream.ts), so that no read holds the event loop for the whole of a photo of several MB.
   */
  fileChunk(fileId: number, offset: number, length: number): Promise<Buffer>;
  /**
   * Where the store can: a port on which another thread (the mail thread) reads files itself, as `fileChunk` does
   * (`{ seq, fileId, offset, length }` answered `{ seq, result }` or `{ seq, error }`), without the main thread
   * handling the bytes. SQLite's reader thread answers it (sqlite-reader.ts); PostgreSQL's reads are the main
   * thread's pool queries, so it has none.
   */
  filePort?(): Promise<MessagePort>;
  list(filter?: ListFilter): Promise<LeadRecord[]>;
  /**
   * Leases up to `limit` pending leads that are due and that no worker holds, until `leaseUntil`,
   * and returns their ids: two workers (in one process or in several) never get the same lead.
   */
  claimDue(now: number, limit: number, leaseUntil: number): Promise<number[]>;
  /** Readiness: the database takes a write lock now (and gives it back at once); rejects otherwise. Writes nothing. */
  checkWritable(): Promise<void>;
  /** Leases one pending lead for an attempt now, whatever its schedule (the operator command); false when another worker holds it. */
  claim(id: number, now: number, leaseUntil: number): Promise<boolean>;
  /**
   * Moves the lease of a lead under an attempt to `leaseUntil`, while the attempt lasts longer than the lease was
   * taken for (a 55 MB e-mail to a slow server: the e-mail's timeout bounds a pause, not the whole message); false
   * when the lead is no longer pending. Without it another worker, or this one, claimed the lead again and sent it twice at once.
   */
  renewLease(id: number, leaseUntil: number): Promise<boolean>;
  /** When the next pending lead becomes due (epoch ms), or undefined when none is pending. */
  nextDueAt(): Promise<number | undefined>;
  /** One channel has accepted the lead; the lead stays leased and pending until `markDelivered`. */
  markChannelDelivered(id: number, channel: DeliveryChannel): Promise<void>;
  markDelivered(id: number, at: Date): Promise<void>;
  /** Records a failed attempt; `nextAttemptAt` undefined means the lead gave up and is `failed`. */
  markAttemptFailed(id: number, at: Date, error: string, nextAttemptAt: number | undefined): Promise<void>;
  /**
   * Queues leads for delivery again, now, with a fresh retry budget and every channel to send again
   * (delivered ones too: the operator decides). Resolves to the ids queued.
   */
  requeue(which: { ids: readonly number[] } | { status: LeadStatus }, now?: number): Promise<number[]>;
  count(status?: LeadStatus): Promise<number>;
  /**
   * Leads whose fields contain `text` (ASCII letters in any case; a LIKE over the payload): the
   * candidates of a person's request, which retention.ts `isAbout` then checks exactly.
   */
  findByText(text: string): Promise<LeadRecord[]>;
  /** Deletes leads with their files and delivery records (all in the lead's row), in one transaction. */
  erase(ids: readonly number[]): Promise<Erased>;
  /** Deletes delivered leads delivered before their form's cutoff, with their files (the retention period). */
  purgeDelivered(cutoffs: RetentionCutoffs): Promise<Erased>;
  close(): Promise<void>;
}

/** What a deletion removed. */
export type Erased = { leads: number; files: number };

export type StoredFile = LeadFileInfo & { data: Buffer };

export type ListFilter = {
  status?: readonly LeadStatus[] | undefined;
  /** Leads received at or after this instant. */
  since?: Date | undefined;
  limit?: number | undefined;
};

/** A lead checked and ready to write: what both stores insert. */
export type PreparedLead = {
  key: string;
  form: string;
  locale: string;
  /** The payload as JSON text, exactly as it is stored and compared on a duplicate. */
  payload: string;
  vehicleId: string | null;
  locationSlug: string | null;
  receivedAt: Date;
  /** Not hashed yet: each store hashes off the event loop (`hashFiles`, or the SQLite writer's thread). */
  files: PreparedFile[];
};

export type PreparedFile = { field: string; name: string; type: string; size: number; data: Buffer };

/**
 * Validates a lead against the schema and the limits (throwing `LeadInputError`), and turns it into
 * the values both stores write.
 */
export async function prepareLead(input: StoreLeadInput, limits: Partial<LeadLimits> = {}): Promise<PreparedLead> {
  const effective = { ...DEFAULT_LIMITS, ...limits };
  const parsed = StoreLeadInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new LeadInputError(`invalid lead: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const lead = parsed.data;
  const payloadCheck = checkLeadPayload(lead.payload as LeadPayload, effective);
  if (!payloadCheck.ok) throw new LeadInputError(`lead refused: ${payloadCheck.rejection.code}`, payloadCheck.rejection);
  const files = lead.files ?? [];
  const filesCheck = await checkLeadFiles(files, effective);
  if (!filesCheck.ok) throw new LeadInputError(`lead refused: ${filesCheck.rejection.code}`, filesCheck.rejection);
  return {
    key: lead.key,
    form: lead.form,
    locale: lead.locale,
    // stored without control characters or bidirectional overrides (see sanitize.ts)
    payload: JSON.stringify(cleanPayload(lead.payload)),
    vehicleId: lead.vehicleId ?? null,
    locationSlug: lead.locationSlug ?? null,
    receivedAt: lead.receivedAt,
    files: files.map((f) => {
      const data = Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength);
      return { field: f.field, name: f.name, type: f.type, size: data.byteLength, data };
    }),
  };
}

/** The files with their SHA-256, hashed on libuv's thread pool (40 MB of photos took the event loop for ~100 ms with createHash). */
export function hashFiles(files: readonly PreparedFile[]): Promise<(PreparedFile & { sha256: string })[]> {
  return Promise.all(
    files.map(async (f) => ({
      ...f,
      sha256: Buffer.from(await crypto.subtle.digest('SHA-256', f.data as Uint8Array<ArrayBuffer>)).toString('hex'),
    })),
  );
}

/** Logged when a submission key comes back with other values: the first submission is kept. */
export function warnChangedDuplicate(key: string, id: number): void {
  console.warn(`[leads] submission key ${key} was stored before (lead ${id}) with other values; keeping the first`);
}

/** `deliveredTo` as stored: channel names separated by commas. */
export function parseChannels(text: string | null | undefined): DeliveryChannel[] {
  return (text ?? '').split(',').filter((c): c is DeliveryChannel => c === 'webhook' || c === 'email');
}
