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
  it('gives a plain text from its store after the first time, and texts with values afresh', async () => {
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
});
