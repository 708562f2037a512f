import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/i18n/messages';
import { LOCALES } from '../../src/routing/locales';

/** Every key path of a messages object, e.g. 'errors.pageNotFound.title'. */
function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** The arguments a message takes: `{name}` or `{name, plural, …}`, not the words that open a plural branch (`=0 {None …}`). */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]!).sort();
}

describe('locale files', () => {
  const reference = keys(MESSAGES['fr-lu']).sort();

  for (const locale of LOCALES) {
    it(`${locale} has every key and no other`, () => {
      expect(keys(MESSAGES[locale]).sort()).toEqual(reference);
    });

    it(`${locale} has no empty text and the same placeholders as French`, () => {
      for (const key of reference) {
        const get = (l: typeof locale) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], MESSAGES[l]);
        const text = get(locale);
        expect(typeof text, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
        expect(placeholders(text as string), key).toEqual(placeholders(get('fr-lu') as string));
      }
    });
  }
});

describe('the server translator', () => {
  it('gives a plain text from its store after the first time, and texts with values by their values', async () => {
    const { getTranslator } = await import('../../src/i18n/server');
    const t = getTranslator('de-lu', 'leases');
    expect(t('calculator.title')).toBe(t('calculator.title'));
    expect(t('filters.months', { count: 36 })).toContain('36');
    expect(t('filters.months', { count: 48 })).toContain('48');
    // the translator's other faces are its own
    expect(t.has('calculator.title')).toBe(true);
    expect(t.has('calculator.nope' as never)).toBe(false);
    expect(typeof t.raw('calculator.title')).toBe('string');
    expect(getTranslator('de-lu', 'leases')).toBe(t);
  });

  it('keeps a text with values by key and values: the same values give the same text, other values their own', async () => {
    const { getTranslator } = await import('../../src/i18n/server');
    const t = getTranslator('fr-lu', 'stock');
    for (let round = 0; round < 2; round++) {
      expect(t('resultCount', { count: 1 })).toBe('1 véhicule');
      expect(t('resultCount', { count: 2 })).toBe('2 véhicules');
      expect(t('card.co2', { value: 120 })).toBe('CO₂ 120 g/km');
      // a string and a number that read the same, or a value that looks like another key's, are kept apart
      expect(t('card.co2', { value: '1' })).toBe('CO₂ 1 g/km');
      expect(t('card.co2', { value: 'x\u0000value\u0000#1' })).toBe('CO₂ x\u0000value\u0000#1 g/km');
    }
  });
});
