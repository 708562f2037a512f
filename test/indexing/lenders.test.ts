import { describe, expect, it, vi } from 'vitest';
import { checkLenders } from '../../src/indexing/lenders';
import type { FinancingTerms } from '../../src/stock/financing/calculator';

/** The check of the lenders before an index is written (docs/credit-law.md): a placeholder never reaches a production site silently. */

const terms = (lender: string): FinancingTerms => ({
  lender,
  rateType: 'fixed',
  rateBp: 490,
  priceCents: 2_000_000,
  months: 48,
  depositCents: 400_000,
  balloonCents: 0,
  feesCents: 0,
  durations: [48],
  depositMaxCents: 400_000,
});
const doc = (id: number, lender: string | null) => ({
  id,
  vehicle: { financing: { private: lender ? terms(lender) : null, business: null } } as never,
});
const placeholder = [doc(1, 'Autopolis Finance S.A. (prêteur fictif)'), doc(2, null), doc(3, 'Banque Exemple Luxembourg')];

describe('checkLenders', () => {
  it('refuses the mock content’s placeholder lender from the real CMS in production, naming the vehicles', () => {
    expect(() => checkLenders(placeholder, { name: 'storyblok' }, () => {}, 'production')).toThrow(
      /refusing to index: .*"Autopolis Finance S\.A\. \(prêteur fictif\)" \(1 vehicles, e\.g\. 1\); "Banque Exemple Luxembourg" \(1 vehicles, e\.g\. 3\)/,
    );
  });

  it('warns loudly when the mock content is served in production, and lets it through', () => {
    const lines: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      checkLenders(placeholder, { name: 'mocks' }, (line) => lines.push(line), 'production');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/PLACEHOLDER LENDER IN PRODUCTION/);
      expect(error).toHaveBeenCalledWith(lines[0]);
    } finally {
      error.mockRestore();
    }
  });

  it('leaves development, tests and real lenders alone', () => {
    const lines: string[] = [];
    checkLenders(placeholder, { name: 'storyblok' }, (line) => lines.push(line), 'test');
    checkLenders(placeholder, { name: 'mocks' }, (line) => lines.push(line), undefined);
    checkLenders([doc(4, 'BGL BNP Paribas S.A.')], { name: 'storyblok' }, (line) => lines.push(line), 'production');
    expect(lines).toEqual([]);
  });

  it('reads the lender’s name in every locale, not only the default one', () => {
    const named = { ...terms('Real Bank S.A.'), lenderNames: { 'en-gb': 'Example bank (fictional lender)' } };
    const documents = [{ id: 5, vehicle: { financing: { private: null, business: named } } as never }];
    expect(() => checkLenders(documents, { name: 'storyblok' }, () => {}, 'production')).toThrow(/fictional lender/);
  });
});
