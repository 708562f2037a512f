import type { RuleFailure } from './types';

/** The value of a file field (seed, section 3): a list of entries, each with a name and the file. */
export type FileEntry = { name: string; file: File };

/**
 * Photos a visitor may attach unless a field says otherwise. The defaults stay within what the
 * lead store accepts (src/leads: images only, 8 MiB, 5 files; a test checks it).
 */
export const DEFAULT_ACCEPT: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
export const DEFAULT_MAX_FILE_SIZE = 8 * 1024 * 1024;
/** Files of a `multiple` file field (one otherwise). */
export const DEFAULT_MAX_FILES = 5;

export type FileLimits = { accept: readonly string[]; maxFileSize: number; maxFiles: number };

const EXTENSIONS: Record<string, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/msword': ['.doc'],
};

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Whether a file fits an accept list written like the HTML attribute: MIME types (`image/png`),
 * wildcards (`image/*`) and extensions (`.pdf`). For a MIME type, both the declared type and the
 * file name's extension must fit it, so `photo.exe` declared as image/png is refused.
 */
export function isAccepted(file: { name: string; type: string }, accept: readonly string[]): boolean {
  const type = file.type.toLowerCase();
  const ext = extension(file.name);
  const nameFitsType = () => EXTENSIONS[type]?.includes(ext) ?? true;
  return accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return ext === r;
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1)) && nameFitsType();
    return type === r && nameFitsType();
  });
}

/** Size, count and type limits of a file field: the same in the browser and on the server. */
export function checkFiles(entries: readonly FileEntry[], limits: FileLimits): RuleFailure[] {
  const failures: RuleFailure[] = [];
  if (entries.length > limits.maxFiles) {
    failures.push({ rule: 'max_files', blocking: true, message: { key: 'validation.files.too_many', values: { max: limits.maxFiles } } });
  }
  for (const { name, file } of entries) {
    if (file.size > limits.maxFileSize) {
      failures.push({
        rule: 'file_size',
        blocking: true,
        message: { key: 'validation.files.too_large', values: { name, max: { bytes: limits.maxFileSize } } },
      });
    } else if (!isAccepted({ name, type: file.type }, limits.accept)) {
      failures.push(wrongTypeFailure(name, limits.accept));
    }
  }
  return failures;
}

export function wrongTypeFailure(name: string, accept: readonly string[]): RuleFailure {
  return {
    rule: 'file_type',
    blocking: true,
    message: { key: 'validation.files.wrong_type', values: { name, types: { list: describeTypes(accept), kind: 'or' } } },
  };
}

/** The names of an accept list for a message, each once (.docx and .doc are both "Word"). */
export function describeTypes(accept: readonly string[]): string[] {
  return [...new Set(accept.map(describeType))];
}

/** `image/jpeg` → JPEG, `.pdf` → PDF, `image/*` → image, a Word type → Word: what a visitor recognises. */
export function describeType(rule: string): string {
  const r = rule.toLowerCase();
  if (r === 'application/msword' || r.includes('wordprocessingml') || r === '.doc' || r === '.docx') return 'Word';
  if (r.startsWith('.')) return r.slice(1).toUpperCase();
  if (r.endsWith('/*')) return r.slice(0, -2);
  return (r.split('/')[1] ?? r).toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Content signatures (server side: the declared type comes from the visitor's browser)

/** HEIC and HEIF are one container whose brand phones and browsers label either way. */
const HEIF_FAMILY: readonly string[] = ['image/heic', 'image/heif'];
/** The types recognised by their bytes: the photos, GIF, and the documents of a job application. */
const SNIFFED_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  ...HEIF_FAMILY,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
];

/**
 * Whether the file's content matches its declared type, for the types we know (JPEG, PNG, GIF,
 * WebP, HEIC/HEIF, PDF, Word); other types pass. The sniffer is the one the lead store uses
 * (src/files/sniff.ts: images by signature and a header that parses with dimensions, documents by
 * `file-type`), so a file the form takes is a file the lead store keeps. Runs on the server only:
 * the sniffer is loaded on first use, so it stays out of the browser's bundle.
 */
export async function contentMatchesType(file: File): Promise<boolean> {
  const declared = file.type.toLowerCase();
  if (!SNIFFED_TYPES.includes(declared)) return true;
  const { sniffAnyImageType, sniffDocumentType } = await import('../../files/sniff');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const actual = sniffAnyImageType(bytes) ?? (await sniffDocumentType(bytes));
  if (!actual) return false;
  return actual === declared || (HEIF_FAMILY.includes(actual) && HEIF_FAMILY.includes(declared));
}
