import { describe, expect, it } from 'vitest';
import {
  annualPercentageRate,
  choiceQuery,
  instalment,
  normalizeChoice,
  quoteFinancing,
  type FinancingTerms,
} from '../../src/stock/financing/calculator';
import { financedPrice, financingDefaultsOf, resolveTerms } from '../../src/stock/financing/terms';

/**
 * The representative example's figures (Directive (EU) 2023/2225, art. 8) against worked examples
 * computed by hand below, with the annuity formula and the APR of the directive's Annex I.
 */

// Worked example 1: a 20 000 € car, 4 000 € deposit, 16 000 € of credit at 4.90 % fixed over 48 months.
//   r = 0.049 / 12 = 0.00408333…;  (1 + r)^48 = 1.21604151
//   A = 16 000 × r × 1.21604151 / (1.21604151 − 1) = 65.3333 × 1.21604151 / 0.21604151 = 367.7444 → 367.74 €
//   total payable (art. 3: credit + cost of credit, never the deposit) = 48 × 367.74 = 17 651.52 €;
//   cost of credit = 17 651.52 − 16 000 = 1 651.52 €
//   APR, no fees: 16 000 = Σ 367.74 × (1 + X)^(−k/12), k = 1…48 → X = 5.0109 % → 5.01 %
//   (without rounding the instalment, X = (1 + r)^12 − 1 = 1.00408333^12 − 1 = 5.0116 %: the same to two decimals)
const plain: FinancingTerms = {
  lender: 'Banque Exemple',
  rateType: 'fixed',
  rateBp: 490,
  priceCents: 2_000_000,
  months: 48,
  depositCents: 400_000,
  balloonCents: 0,
  feesCents: 0,
  durations: [24, 36, 48, 60],
  depositMaxCents: 1_000_000,
};

// Worked example 2: a 24 000 € car, 4 000 € deposit, 20 000 € of credit at 5.90 % variable over 36
// months, a 5 000 € balloon with the last instalment, 300 € of fees at the start.
//   r = 0.059 / 12 = 0.00491667;  (1 + r)^−36 = 0.83818…
//   A = (20 000 − 5 000 × 0.83818) × r / (1 − 0.83818) = 15 809.1 × 0.00491667 / 0.16182 = 480.2331 → 480.23 €
//   total payable = 36 × 480.23 + 5 000 + 300 = 17 288.28 + 5 300 = 22 588.28 € (the 4 000 € deposit is not in it);
//   cost of credit = 22 588.28 − 20 000 = 2 588.28 €
//   APR: 20 000 = 300 + Σ 480.23 × (1 + X)^(−k/12) + 5 000 × (1 + X)^(−3) → X = 6.952 % → 6.95 %
const balloon: FinancingTerms = {
  ...plain,
  rateType: 'variable',
  rateBp: 590,
  priceCents: 2_400_000,
  months: 36,
  depositCents: 400_000,
  balloonCents: 500_000,
  feesCents: 30_000,
};

describe('the representative example', () => {
  it('worked example 1: instalment, total credit, total payable and APR', () => {
    const q = quoteFinancing(plain);
    expect(q.instalmentCents).toBe(36_774);
    expect(q.creditCents).toBe(1_600_000);
    expect(q.totalPayableCents).toBe(1_765_152);
    expect(q.costCents).toBe(165_152);
    expect(q.totalPayableCents).toBe(q.creditCents + q.costCents);
    expect(q.aprBp).toBe(501);
    expect(q.isExample).toBe(true);
    expect(q.rateType).toBe('fixed');
  });

  it('worked example 2: a balloon and fees count in the total and the APR', () => {
    const q = quoteFinancing(balloon);
    expect(q.instalmentCents).toBe(48_023);
    expect(q.creditCents).toBe(2_000_000);
    expect(q.totalPayableCents).toBe(2_258_828);
    expect(q.costCents).toBe(258_828);
    expect(q.aprBp).toBe(695);
    expect(q.rateType).toBe('variable');
  });

  it('at 0 % and no fees the credit is repaid in equal parts and the APR is 0', () => {
    expect(instalment(1_200_000, 24, 0)).toBe(50_000);
    expect(annualPercentageRate({ creditCents: 1_200_000, instalmentCents: 50_000, months: 24, balloonCents: 0, feesCents: 0 })).toBe(0);
  });
});

describe('the visitor’s choice', () => {
  it('keeps a duration the terms offer and the deposit within 0 and the maximum, on 100 € steps', () => {
    expect(normalizeChoice(plain, { months: '60', depositEuros: '2049' })).toEqual({ months: 60, depositCents: 200_000 });
    expect(normalizeChoice(plain, { months: '50', depositEuros: '999999' })).toEqual({ months: 48, depositCents: 1_000_000 });
    expect(normalizeChoice(plain, { months: 'x', depositEuros: '-5' })).toEqual({ months: 48, depositCents: 0 });
    expect(normalizeChoice(plain, {})).toEqual({ months: 48, depositCents: 400_000 });
  });

  it('quotes another choice with the same formula: a longer duration lowers the instalment, raises the total', () => {
    const longer = quoteFinancing(plain, normalizeChoice(plain, { months: 60 }));
    expect(longer.isExample).toBe(false);
    expect(longer.instalmentCents).toBe(instalment(1_600_000, 60, 490));
    expect(longer.instalmentCents).toBeLessThan(36_774);
    expect(longer.totalPayableCents).toBeGreaterThan(1_765_152);
    expect(longer.aprBp).toBe(501);
  });

  it('writes the query the GET form and the interest link carry', () => {
    expect(choiceQuery('private', { months: 60, depositCents: 250_000 })).toBe('?finance=private&months=60&deposit=2500');
  });
});

describe('terms from the feed or the settings', () => {
  const defaults = financingDefaultsOf({
    financing_defaults: [
      {
        component: 'financing_default',
        price_type: 'private',
        lender: 'L',
        rate_type: 'fixed',
        borrowing_rate: '4.9',
        duration: 48,
        durations: '24, 36, 60',
        deposit_percent: 20,
      },
      { component: 'financing_default', price_type: 'business', lender: '', rate_type: 'fixed', borrowing_rate: 5, duration: 48 },
    ],
  });

  it('takes the settings’ default for a price type the feed sends no terms for', () => {
    expect(defaults.business).toBeUndefined();
    const terms = resolveTerms('private', 20_000, [], defaults);
    expect(terms).toMatchObject({ rateBp: 490, months: 48, depositCents: 400_000, priceCents: 2_000_000, durations: [24, 36, 48, 60] });
    expect(quoteFinancing(terms!).instalmentCents).toBe(36_774);
  });

  it('prefers the feed’s own terms, and finances a business without VAT', () => {
    const feed = [
      {
        component: 'financing_terms',
        price_type: 'business',
        lender: 'B',
        rate_type: 'variable',
        borrowing_rate: 5.9,
        duration: 36,
        deposit: 4000,
      },
    ];
    expect(financedPrice(23_400, 'business')).toBe(2_000_000);
    expect(resolveTerms('business', 23_400, feed, defaults)).toMatchObject({ lender: 'B', rateType: 'variable', priceCents: 2_000_000 });
    expect(resolveTerms('private', 23_400, feed, defaults)?.lender).toBe('L');
  });

  it('advertises no financing without terms, or when deposit and balloon leave no credit', () => {
    expect(resolveTerms('business', 20_000, [], defaults)).toBeNull();
    const feed = [
      {
        component: 'financing_terms',
        price_type: 'private',
        lender: 'B',
        rate_type: 'fixed',
        borrowing_rate: 3,
        duration: 36,
        deposit: 15_000,
        balloon: 6_000,
      },
    ];
    expect(resolveTerms('private', 20_000, feed, defaults)).toBeNull();
  });
});

describe('the chosen financing on its way to the lead', () => {
  const vehicle = { financing: { private: balloon, business: null } };

  it('is shown on the interest page and carried in hidden fields, from the calculator’s query', async () => {
    const { chosenFinancing } = await import('../../src/stock/financing/chosen');
    const chosen = chosenFinancing('en-gb', vehicle, new URLSearchParams('finance=private&months=48&deposit=5000'));
    expect(chosen?.hidden).toEqual({ _finance_type: 'private', _finance_months: '48', _finance_deposit: '5000' });
    // the visitor's own terms, whole: a quote (not the representative example), every element of art. 8
    const q = quoteFinancing(balloon, { months: 48, depositCents: 500_000 });
    expect(chosen).toMatchObject({ monthly: `€${(q.instalmentCents / 100).toFixed(2)}/month`, apr: `APR ${(q.aprBp / 100).toFixed(2)}%` });
    expect(chosen?.summary).toMatch(
      /^Your quote, private financing: cash price €24,000\.00 incl\. VAT, deposit €5,000\.00, total amount of credit €19,000\.00, /,
    );
    expect(chosen?.summary).toContain(
      `final payment of €5,000.00, arrangement fee of €300.00, total amount payable €${(q.totalPayableCents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
    expect(chosen?.summary).toMatch(/Lender: Banque Exemple\.$/);
    expect(q.totalPayableCents).toBe(q.creditCents + q.costCents);
    expect(chosenFinancing('en-gb', vehicle, new URLSearchParams(''))).toBeNull();
    expect(chosenFinancing('en-gb', { financing: { private: null, business: null } }, new URLSearchParams('finance=private'))).toBeNull();
  });

  it('is quoted again by the server from the vehicle’s terms: a forged choice is brought within them', async () => {
    const { financingOfLead } = await import('../../src/stock/financing/chosen');
    const form = new FormData();
    form.set('_finance_type', 'private');
    form.set('_finance_months', '36');
    form.set('_finance_deposit', '4000');
    expect(financingOfLead(vehicle, form)).toMatchObject({
      type: 'private',
      lender: 'Banque Exemple',
      rateType: 'variable',
      borrowingRate: 5.9,
      apr: 6.95,
      months: 36,
      deposit: 4000,
      credit: 20_000,
      instalment: 480.23,
      balloon: 5000,
      fees: 300,
      totalPayable: 22_588.28,
      isRepresentativeExample: true,
    });
    form.set('_finance_months', '999');
    form.set('_finance_deposit', '-3');
    expect(financingOfLead(vehicle, form)).toMatchObject({ months: 60, deposit: 0, isRepresentativeExample: false });
    form.set('_finance_type', 'business');
    expect(financingOfLead(vehicle, form)).toBeNull();
  });
});

describe('the lender', () => {
  it('is named in each locale by the settings story (field-level translation), the terms keeping the default locale’s', async () => {
    const { createMockSource } = await import('../../src/content/mock-source');
    const { readFinancingDefaults } = await import('../../src/stock/financing/terms');
    const { lenderName } = await import('../../src/stock/financing/example');
    const defaults = await readFinancingDefaults(createMockSource());
    const terms = resolveTerms('private', 18_200, [], defaults)!;
    expect(terms.lender).toBe('Autopolis Finance S.A. (prêteur fictif)');
    expect(lenderName(terms, 'fr-lu')).toBe('Autopolis Finance S.A. (prêteur fictif)');
    expect(lenderName(terms, 'de-lu')).toBe('Autopolis Finance S.A. (fiktiver Kreditgeber)');
    expect(lenderName(terms, 'en-gb')).toBe('Autopolis Finance S.A. (fictional lender)');
  });

  it('of the mock content is recognised as a placeholder, a real creditor’s name is not', async () => {
    const { isPlaceholderLender } = await import('../../src/stock/financing/example');
    for (const name of [
      'Autopolis Finance S.A. (prêteur fictif)',
      'Autopolis Finance S.A. (fiktiver Kreditgeber)',
      'Autopolis Finance S.A. (fictional lender)',
      'Banque Exemple Luxembourg',
    ]) {
      expect(isPlaceholderLender(name), name).toBe(true);
    }
    for (const name of ['BGL BNP Paribas S.A.', 'Banque Internationale à Luxembourg', 'Volkswagen Bank GmbH', 'Santander Consumer Bank']) {
      expect(isPlaceholderLender(name), name).toBe(false);
    }
  });
});
