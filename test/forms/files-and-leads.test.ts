import { describe, expect, it } from 'vitest';
import { contentMatchesType, DEFAULT_ACCEPT } from '../../src/form-engine/validation/files';
import { DEFAULT_LIMITS, readLeadFiles } from '../../src/leads/limits';
import { HEIC, HTML, JPEG, PNG, WEBP } from '../leads/support/fixtures';

/** An ISO-BMFF header with the given major brand: how HEIC/HEIF photos start. */
const heifWithBrand = (brand: string) =>
  new Uint8Array([0, 0, 0, 24, ...Buffer.from(`ftyp${brand}`), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);

const SAMPLES: Record<string, Uint8Array<ArrayBuffer>> = {
  jpeg: JPEG,
  png: PNG,
  webp: WEBP,
  heic: HEIC,
  ...Object.fromEntries(
    ['heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'heif', 'avif', 'isom'].map((b) => [`ftyp ${b}`, heifWithBrand(b)]),
  ),
  html: HTML,
};

describe('photo checks of the forms and of the lead store', () => {
  // a photo the form accepts and the lead store then drops would be a lead that loses its photos
  for (const declared of DEFAULT_ACCEPT) {
    it(`agree on every sample declared as ${declared}`, async () => {
      let taken = 0;
      for (const [name, bytes] of Object.entries(SAMPLES)) {
        const file = new File([bytes], `photo.${declared.split('/')[1]}`, { type: declared });
        const formTakes = await contentMatchesType(file);
        const stored = await readLeadFiles([{ field: 'photos', file }], DEFAULT_LIMITS);
        // the store sniffs and keeps any image whatever its label; the form also wants the label right
        if (formTakes) expect({ name, stored: stored.ok }).toEqual({ name, stored: true });
        if (formTakes) taken++;
      }
      // the one right sample, or for HEIC/HEIF every brand of the family (and not AVIF or MP4)
      expect(taken).toBe(declared.startsWith('image/hei') ? 9 : 1);
    });
  }

  it('take each allowed image that is labelled right', async () => {
    const rightly: [string, Uint8Array<ArrayBuffer>][] = [
      ['image/jpeg', JPEG],
      ['image/png', PNG],
      ['image/webp', WEBP],
      ['image/heic', HEIC],
      ['image/heif', heifWithBrand('mif1')],
    ];
    for (const [type, bytes] of rightly) expect(await contentMatchesType(new File([bytes], 'photo', { type }))).toBe(true);
  });

  it('take a HEVC-brand HEIC photo declared either way, and refuse HTML or other ISO files', async () => {
    for (const type of ['image/heic', 'image/heif']) {
      expect(await contentMatchesType(new File([heifWithBrand('hevx')], 'a.heic', { type }))).toBe(true);
      expect(await contentMatchesType(new File([heifWithBrand('mif1')], 'a.heic', { type }))).toBe(true);
      expect(await contentMatchesType(new File([heifWithBrand('isom')], 'a.heic', { type }))).toBe(false);
      expect(await contentMatchesType(new File([HTML], 'a.heic', { type }))).toBe(false);
    }
    expect(await contentMatchesType(new File([PNG], 'a.jpg', { type: 'image/jpeg' }))).toBe(false);
  });
});
