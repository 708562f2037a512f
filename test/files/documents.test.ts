import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffDocumentType, sniffFileType } from '../../src/files/sniff';
import { contentMatchesType, describeTypes } from '../../src/form-engine/validation/files';
import { readLeadFiles } from '../../src/leads/limits';
import { tinyJpeg } from '../support/images';

/** The documents of a job application (issue 11): PDF and Word, recognised by their bytes, never by their name. */

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'files');
const PDF = new Uint8Array(readFileSync(path.join(FIXTURES, 'cv.pdf')));
const DOCX = new Uint8Array(readFileSync(path.join(FIXTURES, 'letter.docx')));
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** An OLE compound file: its signature, then (somewhere in its directory) the name of Word's main stream in UTF-16. */
const cfb = (stream: string) =>
  new Uint8Array([
    ...[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    ...new Array(504).fill(0),
    ...Buffer.from(stream, 'utf16le'),
    ...new Array(64).fill(0),
  ]);
const HTML = new Uint8Array(Buffer.from('<html><body><script>alert(1)</script></body></html>'));
/** A ZIP that is no Word document (the same container as .docx). */
const ZIP = new Uint8Array([
  ...Buffer.from('PK\x03\x04'),
  ...new Array(26).fill(0),
  ...Buffer.from('readme.txt'),
  ...new Array(40).fill(0),
]);
const file = (bytes: Uint8Array, name: string, type: string) => new File([Buffer.from(bytes)], name, { type });

describe('the document sniffer (src/files)', () => {
  it('recognises PDF, Word (.docx) and old Word (.doc) by their bytes', async () => {
    expect(await sniffDocumentType(PDF)).toBe('application/pdf');
    expect(await sniffDocumentType(DOCX)).toBe(DOCX_TYPE);
    expect(await sniffDocumentType(cfb('WordDocument'))).toBe('application/msword');
  });

  it('refuses what only looks like one: HTML, any ZIP, another compound file, truncated or empty bytes', async () => {
    expect(await sniffDocumentType(HTML)).toBeUndefined();
    expect(await sniffDocumentType(ZIP)).toBeUndefined();
    expect(await sniffDocumentType(cfb('Workbook'))).toBeUndefined();
    expect(await sniffDocumentType(DOCX.subarray(0, 40))).toBeUndefined();
    expect(await sniffDocumentType(new Uint8Array())).toBeUndefined();
  });

  it('names photos and documents alike for the lead store', async () => {
    expect(await sniffFileType(tinyJpeg())).toBe('image/jpeg');
    expect(await sniffFileType(PDF)).toBe('application/pdf');
    expect(await sniffFileType(HTML)).toBeUndefined();
  });
});

describe('a file field and the lead store', () => {
  it('take a document only when its bytes match the declared type', async () => {
    expect(await contentMatchesType(file(PDF, 'cv.pdf', 'application/pdf'))).toBe(true);
    expect(await contentMatchesType(file(DOCX, 'lettre.docx', DOCX_TYPE))).toBe(true);
    expect(await contentMatchesType(file(HTML, 'cv.pdf', 'application/pdf'))).toBe(false);
    expect(await contentMatchesType(file(tinyJpeg(), 'lettre.docx', DOCX_TYPE))).toBe(false);
    expect(await contentMatchesType(file(PDF, 'photo.jpg', 'image/jpeg'))).toBe(false);
  });

  it('keep the sniffed type, whatever the browser declared', async () => {
    const read = await readLeadFiles([
      { field: 'cv', name: 'cv.bin', file: new Blob([Buffer.from(PDF)], { type: 'application/octet-stream' }) },
      { field: 'letter', name: 'lettre.docx', file: new Blob([Buffer.from(DOCX)]) },
    ]);
    expect(read).toMatchObject({ ok: true, files: [{ type: 'application/pdf' }, { type: DOCX_TYPE }] });
    const refused = await readLeadFiles([
      { field: 'cv', name: 'cv.pdf', file: new Blob([Buffer.from(HTML)], { type: 'application/pdf' }) },
    ]);
    expect(refused).toMatchObject({ ok: false, rejections: [{ code: 'file_type_not_allowed', field: 'cv', name: 'cv.pdf' }] });
  });

  it('name the accepted types as a visitor knows them, each once', () => {
    expect(describeTypes(['application/pdf', DOCX_TYPE, 'application/msword', '.pdf', '.docx', '.doc'])).toEqual(['PDF', 'Word']);
    expect(describeTypes(['image/jpeg', 'image/png', 'image/*'])).toEqual(['JPEG', 'PNG', 'image']);
  });
});
