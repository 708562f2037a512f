import { describe, expect, it } from 'vitest';
import {
  addVat,
  bothWays,
  choiceFromQuery,
  depositStep,
  LEASE_RULES,
  normalizeChoice,
  quoteLease,
  removeVat,
  type CalculatorOffer,
} from '../../src/leases/calculator';

/** The lease calculator: the offer's figures are the anchor, bounds hold, cents are exact, VAT both ways. */

const PRIVATE: CalculatorOffer = {
  basis: 'incl_vat',
  monthly: 389,
  duration: 48,
  annualMileage: 15_000,
  deposit: 3_000,
  durations: [24, 36, 48, 60],
  mileages: [10_000, 15_000, 20_000, 25_000],
  depositMin: 0,
  depositMax: 9_000,
};
const BUSINESS: CalculatorOffer = { ...PRIVATE, basis: 'excl_vat', monthly: 412.35, deposit: 0, depositMax: 6_000 };

describe('VAT', () => {
  it('adds and removes 17 % VAT, rounded half up to the cent', () => {
    expect(LEASE_RULES.vatRate).toBe(0.17);
    expect(addVat(10_000)).toBe(11_700);
    expect(addVat(50)).toBe(59); // 58.5 cents → 59
    expect(addVat(150)).toBe(176); // 175.5 → 176
    expect(addVat(1)).toBe(1); // 1.17 → 1
    expect(removeVat(11_700)).toBe(10_000);
    expect(removeVat(38_900)).toBe(33_248); // 332.478… €
    expect(removeVat(1)).toBe(1); // 0.85 → 1
  });

  it('gives an amount of either basis with and without VAT', () => {
    expect(bothWays(38_900, 'incl_vat')).toEqual({ inclVat: 38_900, exclVat: 33_248 });
    expect(bothWays(41_235, 'excl_vat')).toEqual({ inclVat: 48_245, exclVat: 41_235 }); // 482.4495 → 482.45
  });

  it('follows the configured rate', () => {
    expect(addVat(10_000, { ...LEASE_RULES, vatRate: 0.08 })).toBe(10_800);
    expect(removeVat(10_800, { ...LEASE_RULES, vatRate: 0.08 })).toBe(10_000);
  });
});

describe('choices within the offer', () => {
  it('keeps a valid choice', () => {
    expect(normalizeChoice(PRIVATE, { duration: 36, annualMileage: 20_000, deposit: 4_500 })).toEqual({
      duration: 36,
      annualMileage: 20_000,
      deposit: 4_500,
    });
  });

  it('takes the offer’s own figures for missing or unreadable values', () => {
    expect(normalizeChoice(PRIVATE, {})).toEqual({ duration: 48, annualMileage: 15_000, deposit: 3_000 });
    expect(normalizeChoice(PRIVATE, { duration: 'abc', annualMileage: '', deposit: 'NaN' })).toEqual({
      duration: 48,
      annualMileage: 15_000,
      deposit: 3_000,
    });
  });

  it('moves a duration or mileage not offered to the nearest offered one', () => {
    expect(normalizeChoice(PRIVATE, { duration: 12, annualMileage: 99_000 })).toMatchObject({ duration: 24, annualMileage: 25_000 });
    expect(normalizeChoice(PRIVATE, { duration: '61', annualMileage: '1' })).toMatchObject({ duration: 60, annualMileage: 10_000 });
    expect(normalizeChoice(PRIVATE, { duration: 40, annualMileage: 13_000 })).toMatchObject({ duration: 36, annualMileage: 15_000 });
  });

  it('keeps the deposit within its range and on its step', () => {
    expect(depositStep(PRIVATE)).toBe(100);
    expect(normalizeChoice(PRIVATE, { deposit: -500 }).deposit).toBe(0);
    expect(normalizeChoice(PRIVATE, { deposit: 1e9 }).deposit).toBe(9_000);
    expect(normalizeChoice(PRIVATE, { deposit: '2049' }).deposit).toBe(2_000);
    expect(normalizeChoice(PRIVATE, { deposit: '2050' }).deposit).toBe(2_100);
    const odd = { ...PRIVATE, deposit: 2_990 };
    expect(depositStep(odd)).toBe(1);
    expect(normalizeChoice(odd, { deposit: '2990.4' }).deposit).toBe(2_990);
  });

  it('reads the GET form’s query', () => {
    expect(choiceFromQuery(PRIVATE, new URLSearchParams('duration=36&mileage=25000&deposit=0'))).toEqual({
      duration: 36,
      annualMileage: 25_000,
      deposit: 0,
    });
  });
});

describe('quotes', () => {
  it('answers exactly the offer’s figures for the offer’s own choice', () => {
    const q = quoteLease(PRIVATE);
    expect(q.isAnchor).toBe(true);
    expect(q.monthly).toEqual({ inclVat: 38_900, exclVat: 33_248 });
    expect(q.deposit).toEqual({ inclVat: 300_000, exclVat: 256_410 });
    expect(q.total).toEqual({ inclVat: 38_900 * 48 + 300_000, exclVat: 33_248 * 48 + 256_410 });
    expect(q.totalKm).toBe(60_000);
    expect(quoteLease(BUSINESS).monthly).toEqual({ inclVat: 48_245, exclVat: 41_235 });
  });

  it('applies the configured rules from the anchor', () => {
    // 12 months shorter: +5 %; 5,000 km more: +6 %; 1,500 € less deposit spread over 36 months: +41.67 €
    const q = quoteLease(PRIVATE, { duration: 36, annualMileage: 20_000, deposit: 1_500 });
    expect(q.isAnchor).toBe(false);
    expect(q.monthly.inclVat).toBe(Math.round(38_900 * 1.05 * 1.06 + 150_000 / 36)); // 43_295.70 + 4_166.67 = 47_462.37 → 47_462
    expect(q.monthly.inclVat).toBe(47_462);
    expect(q.monthly.exclVat).toBe(40_566); // 405.65812… → 405.66
    expect(q.total.inclVat).toBe(47_462 * 36 + 150_000);
    expect(q.totalKm).toBe(60_000);
  });

  it('lowers the price for a longer contract, a lower mileage and a higher deposit', () => {
    const base = quoteLease(PRIVATE).monthly.inclVat;
    expect(quoteLease(PRIVATE, { duration: 60 }).monthly.inclVat).toBeLessThan(base);
    expect(quoteLease(PRIVATE, { annualMileage: 10_000 }).monthly.inclVat).toBeLessThan(base);
    expect(quoteLease(PRIVATE, { deposit: 9_000 }).monthly.inclVat).toBe(38_900 - 12_500); // 6,000 € / 48 months
  });

  it('never goes below the configured share of the offer’s price', () => {
    const cheap = { ...PRIVATE, monthly: 120, depositMax: 20_000 };
    const q = quoteLease(cheap, { duration: 24, annualMileage: 10_000, deposit: 20_000 });
    expect(q.monthly.inclVat).toBe(Math.round(12_000 * LEASE_RULES.minimumShare));
  });

  it('rounds every amount to the cent, in both bases', () => {
    for (const duration of PRIVATE.durations) {
      for (const annualMileage of PRIVATE.mileages) {
        for (const deposit of [0, 1_300, 4_700, 9_000]) {
          for (const offer of [PRIVATE, BUSINESS]) {
            const q = quoteLease(offer, { duration, annualMileage, deposit });
            for (const amount of [q.monthly, q.deposit, q.total]) {
              expect(Number.isInteger(amount.inclVat)).toBe(true);
              expect(Number.isInteger(amount.exclVat)).toBe(true);
              expect(Math.abs(amount.inclVat - amount.exclVat * 1.17)).toBeLessThanOrEqual(amount === q.total ? duration + 1 : 1);
            }
          }
        }
      }
    }
  });

  it('quotes a business offer in its own basis first: the VAT is added, not removed', () => {
    const q = quoteLease(BUSINESS, { duration: 60 });
    const expected = Math.round(41_235 * (1 - 0.05));
    expect(q.monthly.exclVat).toBe(expected);
    expect(q.monthly.inclVat).toBe(addVat(expected));
  });
});
