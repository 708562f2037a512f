import { fileTypeFromBuffer } from 'file-type/core';
import { imageSize } from 'image-size';
import type { DocumentType } from './document-types';

/** The photo types phones and cameras produce, which the lead store keeps. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** Every image type recognised here: the photos and GIF (which only a form field's own `accept` may allow). */
export type ImageType = PhotoType | 'image/gif';

/**
 * The type of an image from its bytes. The type the browser declares and the file name's extension
 * are never trusted: a renamed HTML or executable file is no image here.
 *
 * First the signature (magic numbers):
 *
 *   JPEG  FF D8 FF
 *   PNG   89 50 4E 47 0D 0A 1A 0A
 *   WebP  "RIFF" <size> "WEBP"
 *   GIF   "GIF87a" or "GIF89a"
 *   HEIC/HEIF  <size> "ftyp" <major brand> (heic, heix, heim, heis, hevc, hevx → heic; mif1, msf1, heif → heif)
 *
 * then, for JPEG, PNG, WebP and GIF, the structure: the header must parse and give the image's
 * dimensions (`image-size`), so a file that starts with JPEG bytes and continues with HTML is no
 * photo. HEIC/HEIF is recognised by its `ftyp` box only.
 */
export function sniffAnyImageType(whole: Uint8Array): ImageType | undefined {
  // the signature and the header are at the start: a photo of 8 MB is not read (nor copied) past it
  const bytes = whole.subarray(0, IMAGE_HEAD_BYTES);
  const type = signatureType(bytes);
  if (!type || type === 'image/heic' || type === 'image/heif') return type;
  if (type === 'image/gif' && !gifBlockFollows(bytes)) return undefined;
  return hasDimensions(bytes, type) ? type : undefined;
}

/**
 * Where an image's header ends at the latest: a JPEG's frame header follows its APP segments (EXIF,
 * ICC profile, thumbnails: each under 64 KB, together well under 1 MB), PNG, WebP and GIF give their
 * dimensions in their first bytes. image-size copies what follows each segment it skips, so a whole
 * photo given to it cost milliseconds per segment.
 */
const IMAGE_HEAD_BYTES = 1024 * 1024;

/** `sniffAnyImageType` restricted to the photo types (GIF is not one). */
export function sniffImageType(bytes: Uint8Array): PhotoType | undefined {
  const type = sniffAnyImageType(bytes);
  return type === 'image/gif' ? undefined : type;
}

const IMAGE_SIZE_TYPE: Record<Exclude<ImageType, 'image/heic' | 'image/heif'>, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

function hasDimensions(bytes: Uint8Array, type: keyof typeof IMAGE_SIZE_TYPE): boolean {
  try {
    const size = imageSize(bytes);
    return size.type === IMAGE_SIZE_TYPE[type] && size.width > 0 && size.height > 0;
  } catch {
    return false; // image-size throws on a header it cannot read
  }
}

/**
 * A GIF's dimensions are its bytes 6 to 9, whatever follows, so its structure is checked one step
 * further: after the screen descriptor and the global colour table comes an extension, an image
 * or the trailer.
 */
function gifBlockFollows(bytes: Uint8Array): boolean {
  const flags = bytes[10] ?? 0;
  const next = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  return [0x21, 0x2c, 0x3b].includes(bytes[next] ?? -1);
}

function signatureType(bytes: Uint8Array): ImageType | undefined {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(brand)) return 'image/heic';
    if (['mif1', 'msf1', 'heif'].includes(brand)) return 'image/heif';
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Documents: a CV or a cover letter (issue 11)

export { DOCUMENT_TYPES, type DocumentType } from './document-types';

/** Every type the lead store keeps, each recognised by its bytes here. */
export type SniffedType = PhotoType | DocumentType;

/** "Word" in UTF-16LE: the name of the main stream of a Word 97–2003 file in its compound container. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The type of a document from its bytes, by `file-type`: PDF by its signature, Word (.docx) by the
 * parts its ZIP container lists (a ZIP of anything else, or an .xlsx, is not one). An old Word file
 * (.doc) is an OLE compound file, which `file-type` names only as such: it is Word when the container
 * holds a `WordDocument` stream (an Excel or Outlook file in the same container is not).
 */
export async function sniffDocumentType(bytes: Uint8Array): Promise<DocumentType | undefined> {
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined); // a truncated container throws
  if (!found) return undefined;
  if (found.mime === 'application/pdf') return 'application/pdf';
  if (found.mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return found.mime;
  if (found.mime === 'application/x-cfb' && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM)) {
    return 'application/msword';
  }
  return undefined;
}

/** A photo (see `sniffImageType`) or a document (see `sniffDocumentType`) by its bytes, or undefined. */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedType | undefined> {
  return sniffImageType(bytes) ?? (await sniffDocumentType(bytes));
}

function starts(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}
