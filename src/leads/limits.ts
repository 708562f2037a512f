import { sniffFileType } from '../files/sniff';
import { ALLOWED_FILE_TYPES, type AllowedFileType, type LeadFile, type LeadPayload, type LeadRejection } from './types';

/**
 * Size limits on a submission: the fields together, each text field, the number of files and each
 * file; and the allow-list of types (photos and documents), checked on the file's bytes. Every check answers with
 * typed rejections (see `LeadRejection`) that the form pages translate.
 */

export type LeadLimits = {
  /** The payload as JSON, in UTF-8 bytes (default 64 KiB). */
  maxPayloadBytes: number;
  /** Any single text value of the payload, in characters (default 5 000). */
  maxFieldChars: number;
  /** Files per submission (default 5). */
  maxFiles: number;
  /** Bytes per file (default 8 MiB). */
  maxFileBytes: number;
  allowedTypes: readonly AllowedFileType[];
};

export const DEFAULT_LIMITS: LeadLimits = {
  maxPayloadBytes: 65_536,
  maxFieldChars: 5_000,
  maxFiles: 5,
  maxFileBytes: 8_388_608,
  allowedTypes: ALLOWED_FILE_TYPES,
};

export type LimitCheck = { ok: true } | { ok: false; rejection: LeadRejection };

/** Checks the total size of the payload and the length of every text value in it. */
export function checkLeadPayload(
  payload: LeadPayload,
  limits: Pick<LeadLimits, 'maxPayloadBytes' | 'maxFieldChars'> = DEFAULT_LIMITS,
): LimitCheck {
  const bytes = Buffer.byteLength(JSON.stringify(payload), 'utf8');
  if (bytes > limits.maxPayloadBytes) return { ok: false, rejection: { code: 'payload_too_large', maxBytes: limits.maxPayloadBytes } };
  for (const [field, value] of Object.entries(payload)) {
    if (longestText(value) > limits.maxFieldChars) {
      return { ok: false, rejection: { code: 'field_too_long', field, maxChars: limits.maxFieldChars } };
    }
  }
  return { ok: true };
}

function longestText(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((max: number, v) => Math.max(max, longestText(v)), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((max: number, v) => Math.max(max, longestText(v)), 0);
  return 0;
}

/** One uploaded file: the seed's file field value is a list of entries, each with a name and the file. */
export type LeadFileInput = { field: string; name?: string | undefined; file: Blob };

/**
 * The files of one field of a multipart form. An `<input type="file">` left empty still sends a part
 * with an empty name and no bytes: such entries are skipped, as are text values.
 */
export function fileInputsFromFormData(formData: FormData, field: string): LeadFileInput[] {
  const inputs: LeadFileInput[] = [];
  for (const value of formData.getAll(field)) {
    if (typeof value === 'string') continue;
    if (value.size === 0 && !value.name) continue;
    inputs.push({ field, name: value.name, file: value });
  }
  return inputs;
}

export type ReadFilesResult = { ok: true; files: LeadFile[] } | { ok: false; rejections: LeadRejection[] };

/**
 * Checks count and size before reading any bytes, then reads each file and sniffs its type. Returns
 * every rejection at once, so the form can name each refused file.
 */
export async function readLeadFiles(
  inputs: readonly LeadFileInput[],
  limits: Pick<LeadLimits, 'maxFiles' | 'maxFileBytes' | 'allowedTypes'> = DEFAULT_LIMITS,
): Promise<ReadFilesResult> {
  const rejections: LeadRejection[] = [];
  if (inputs.length > limits.maxFiles) {
    rejections.push({ code: 'too_many_files', field: inputs[limits.maxFiles]!.field, maxFiles: limits.maxFiles });
    return { ok: false, rejections };
  }
  const files: LeadFile[] = [];
  for (const input of inputs) {
    const name = cleanFileName(input.name ?? (input.file as Partial<File>).name ?? '');
    if (input.file.size > limits.maxFileBytes) {
      rejections.push({ code: 'file_too_large', field: input.field, name, maxBytes: limits.maxFileBytes });
      continue;
    }
    const data = new Uint8Array(await input.file.arrayBuffer());
    // A Blob's size is what it reads; checked again in case a stream-backed Blob lied.
    if (data.byteLength > limits.maxFileBytes) {
      rejections.push({ code: 'file_too_large', field: input.field, name, maxBytes: limits.maxFileBytes });
      continue;
    }
    const type = await sniffFileType(data);
    if (!type || !limits.allowedTypes.includes(type)) {
      rejections.push({ code: 'file_type_not_allowed', field: input.field, name, allowed: limits.allowedTypes });
      continue;
    }
    files.push({ field: input.field, name, type, data });
  }
  return rejections.length ? { ok: false, rejections } : { ok: true, files };
}

/** Same checks on files already in memory (`storeLead` re-checks what it is given). */
export async function checkLeadFiles(
  files: readonly LeadFile[],
  limits: Pick<LeadLimits, 'maxFiles' | 'maxFileBytes' | 'allowedTypes'>,
): Promise<LimitCheck> {
  if (files.length > limits.maxFiles)
    return { ok: false, rejection: { code: 'too_many_files', field: files[limits.maxFiles]!.field, maxFiles: limits.maxFiles } };
  for (const f of files) {
    if (f.data.byteLength > limits.maxFileBytes)
      return { ok: false, rejection: { code: 'file_too_large', field: f.field, name: f.name, maxBytes: limits.maxFileBytes } };
    const type = await sniffFileType(f.data);
    if (!type || type !== f.type || !limits.allowedTypes.includes(type)) {
      return { ok: false, rejection: { code: 'file_type_not_allowed', field: f.field, name: f.name, allowed: limits.allowedTypes } };
    }
  }
  return { ok: true };
}

/**
 * The base name of an uploaded file without control or bidirectional-format characters (a
 * right-to-left override can make `gpj.exe` look like `exe.jpg`), at most 200 characters.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean;
}
