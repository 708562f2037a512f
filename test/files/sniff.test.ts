import { describe, expect, it } from 'vitest';
import { sniffAnyImageType, sniffImageType } from '../../src/files/sniff';
import { contentMatchesType } from '../../src/form-engine/validation/files';
import { readLeadFiles } from '../../src/leads/limits';
import { HEIC } from '../leads/support/fixtures';
import { padded, tinyGif, tinyJpeg, tinyPng, tinyWebp } from '../support/images';

const JPEG_HEADER = [0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
const jpegThenHtml = new Uint8Array([...JPEG_HEADER, ...Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
const pngSignatureOnly = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from('<svg onload=alert(1)>')]);
const webpThenHtml = new Uint8Array([...Buffer.from('RIFF'), 36, 0, 0, 0, ...Buffer.from('WEBP<html></html>')]);

describe('the image sniffer (src/files)', () => {
  it('accepts real small images, with the type their structure says', () => {
    expect(sniffImageType(tinyJpeg())).toBe('image/jpeg');
    expect(sniffImageType(tinyPng())).toBe('image/png');
    expect(sniffImageType(tinyWebp())).toBe('image/webp');
    expect(sniffAnyImageType(tinyGif())).toBe('image/gif');
    expect(sniffImageType(padded(tinyJpeg(), 4096))).toBe('image/jpeg');
  });

  it('refuses a file whose first bytes are an image signature but whose rest is not an image', () => {
    expect(sniffImageType(jpegThenHtml)).toBeUndefined();
    expect(sniffImageType(pngSignatureOnly)).toBeUndefined();
    expect(sniffImageType(webpThenHtml)).toBeUndefined();
    expect(sniffAnyImageType(new Uint8Array([...Buffer.from('GIF89a'), ...Buffer.from('<html>')]))).toBeUndefined();
  });

  it('keeps recognising HEIC/HEIF by its ftyp box, and GIF is no photo', () => {
    expect(sniffImageType(HEIC)).toBe('image/heic');
    expect(sniffImageType(new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypmif1')]))).toBe('image/heif');
    expect(sniffImageType(tinyGif())).toBeUndefined();
  });

  it('is what the form engine and the lead store both refuse a JPEG header followed by HTML with', async () => {
    const file = new File([jpegThenHtml], 'tyre.jpg', { type: 'image/jpeg' });
    expect(await contentMatchesType(file)).toBe(false);
    expect(await contentMatchesType(new File([tinyJpeg()], 'tyre.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(await contentMatchesType(new File([tinyGif()], 'a.gif', { type: 'image/gif' }))).toBe(true);
    expect(await readLeadFiles([{ field: 'photos', file }])).toMatchObject({
      ok: false,
      rejections: [{ code: 'file_type_not_allowed', name: 'tyre.jpg' }],
    });
    expect(await readLeadFiles([{ field: 'photos', file: new File([tinyPng()], 'tyre.png') }])).toMatchObject({
      ok: true,
      files: [{ type: 'image/png' }],
    });
  });
});
