import { z } from 'zod';
import { LOCALES, type Locale } from '../routing/locales';

/**
 * The domain of leads: what a form hands over, what is stored, and the typed refusals the form pages
 * translate. Nothing here touches the database or the network.
 */

/** A submission key: generated once per rendered form (a hidden field), the same on every retry. */
export const SubmissionKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'a submission key is 16 to 128 letters, digits, "-" or "_"');

/** A form's id, e.g. `vehicle-interest`, `test-drive`, `tyre-appointment-esch`, `contact`. */
export const FormIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a form id is lower-case letters, digits and "-"');

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The submitted fields, already validated by the form's own definition. */
export type LeadPayload = Record<string, JsonValue>;

/** A file that passed `readLeadFiles`: its type is the sniffed one, never the declared one. */
export type LeadFile = {
  /** The form field it came from, e.g. `photos`. */
  field: string;
  /** The visitor's file name, cleaned (no path, no control characters, at most 200 characters). */
  name: string;
  type: AllowedFileType;
  data: Uint8Array;
};

/** Photos (the tyre offer's) and documents (a job application's CV and letter), each sniffed by its bytes. */
export const ALLOWED_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];

export type StoreLeadInput = {
  /** The submission key of the form (idempotency): the same key stores one lead. */
  key: string;
  form: string;
  locale: Locale;
  payload: LeadPayload;
  vehicleId?: string | undefined;
  locationSlug?: string | undefined;
  files?: LeadFile[] | undefined;
  receivedAt: Date;
};

export const StoreLeadInputSchema = z.object({
  key: SubmissionKeySchema,
  form: FormIdSchema,
  locale: z.enum(LOCALES),
  payload: z.record(z.string().max(100), z.json()),
  vehicleId: z.string().min(1).max(200).optional(),
  locationSlug: z.string().min(1).max(200).optional(),
  files: z
    .array(
      z.object({
        field: z.string().min(1).max(100),
        name: z.string().max(200),
        type: z.enum(ALLOWED_FILE_TYPES),
        data: z.instanceof(Uint8Array),
      }),
    )
    .optional(),
  receivedAt: z.date(),
});

export type StoreLeadResult = {
  id: number;
  /** True when a lead with this submission key was already stored: `id` is that lead's. */
  duplicate: boolean;
};

export type LeadStatus = 'pending' | 'delivered' | 'failed';

/** Where a lead goes: the dealership's webhook, an e-mail to its recipients. */
export type DeliveryChannel = 'webhook' | 'email';

/** A stored lead as the operator command and the webhook see it (files without their bytes). */
export type LeadRecord = {
  id: number;
  key: string;
  form: string;
  locale: Locale;
  payload: LeadPayload;
  vehicleId: string | null;
  locationSlug: string | null;
  receivedAt: string;
  storedAt: string;
  status: LeadStatus;
  /** Every webhook request made for this lead, successful or not. */
  attempts: number;
  /** Failed requests since the lead was (re)queued: drives the backoff and the `failed` state. */
  failedAttempts: number;
  lastAttemptAt: string | null;
  /** The last failure (kept after a later success, as history), e.g. `HTTP 500: …` or `timeout after 10000 ms`. */
  lastError: string | null;
  deliveredAt: string | null;
  /** Epoch milliseconds of the next delivery attempt while pending. */
  nextAttemptAt: number | null;
  /** The delivery channels that have accepted this lead (`webhook`, `email`); a retry skips them. */
  deliveredTo: DeliveryChannel[];
  files: LeadFileInfo[];
};

export type LeadFileInfo = { id: number; field: string; name: string; type: string; size: number; sha256: string };

/**
 * Why a submission is refused before it is stored. The form pages map each code to a localized
 * message; the numbers let them say the limit.
 */
export type LeadRejection =
  /** Past a submission limit (submission-limits.ts): of the visitor's address, or of the mailbox the form gives. */
  | { code: 'rate_limited'; retryAfterSeconds: number; by: 'client' | 'mailbox' }
  | { code: 'payload_too_large'; maxBytes: number }
  | { code: 'field_too_long'; field: string; maxChars: number }
  | { code: 'too_many_files'; field: string; maxFiles: number }
  | { code: 'file_too_large'; field: string; name: string; maxBytes: number }
  | { code: 'file_type_not_allowed'; field: string; name: string; allowed: readonly AllowedFileType[] };

export type LeadRejectionCode = LeadRejection['code'];

/** Thrown by `storeLead` for input a server action should have refused (see `checkLeadPayload`). */
export class LeadInputError extends Error {
  override name = 'LeadInputError';
  constructor(
    message: string,
    readonly rejection?: LeadRejection,
  ) {
    super(message);
  }
}
