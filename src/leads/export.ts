import { cleanText } from './sanitize';
import type { StoredFile } from './store';
import type { LeadRecord } from './types';

/**
 * Export formats of the operator command.
 *
 * CSV (RFC 4180, comma-separated, CRLF, UTF-8 with a byte-order mark so spreadsheets read accents):
 * one row per lead, fixed columns first, then one column per payload field (`field:<name>`, the union
 * over the exported leads, sorted). Values a spreadsheet would run as a formula (starting with =, +,
 * -, @, tab or carriage return) are prefixed with an apostrophe, and control characters (escape
 * sequences) and bidirectional overrides are dropped: a submission is text, never code.
 *
 * JSON: an array of leads as `LeadRecord`, files described; with files, each also has `contentBase64`.
 */

const FIXED_COLUMNS = [
  'id',
  'received_at',
  'form',
  'locale',
  'vehicle_id',
  'location_slug',
  'status',
  'attempts',
  'delivered_at',
  'last_error',
  'files',
  'key',
] as const;

export function leadsToCsv(leads: readonly LeadRecord[]): string {
  const fields = [...new Set(leads.flatMap((l) => Object.keys(l.payload)))].sort();
  const header = [...FIXED_COLUMNS, ...fields.map((f) => `field:${f}`)];
  const rows = leads.map((l) => [
    String(l.id),
    l.receivedAt,
    l.form,
    l.locale,
    l.vehicleId ?? '',
    l.locationSlug ?? '',
    l.status,
    String(l.attempts),
    l.deliveredAt ?? '',
    l.lastError ?? '',
    l.files.map((f) => `${f.name} (${f.type}, ${f.size} B)`).join('; '),
    l.key,
    ...fields.map((f) => cellText(l.payload[f])),
  ]);
  return `\uFEFF${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('; ');
  return JSON.stringify(value);
}

/**
 * One CSV cell: without control characters (an escape sequence would run in a terminal that shows
 * the file) or bidirectional overrides, neutralised against formula injection, quoted when it holds
 * a separator, quote or line break.
 */
export function csvCell(value: string): string {
  const clean = cleanText(value);
  const safe = /^[=+\-@\t\r\n]/.test(clean) ? `'${clean}` : clean;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type ExportedLead = Omit<LeadRecord, 'files'> & {
  files: (LeadRecord['files'][number] & { contentBase64?: string })[];
};

export function leadsToJson(leads: readonly LeadRecord[], fileData?: (id: number) => StoredFile[]): string {
  const out: ExportedLead[] = leads.map((l) => {
    if (!fileData || l.files.length === 0) return l;
    const data = new Map(fileData(l.id).map((f) => [f.id, f.data]));
    return { ...l, files: l.files.map((f) => ({ ...f, contentBase64: data.get(f.id)?.toString('base64') ?? '' })) };
  });
  return `${JSON.stringify(out, null, 2)}\n`;
}
