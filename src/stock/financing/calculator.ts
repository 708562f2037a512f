import type { Locale } from '../../routing/locales';

/**
 * The financing calculator of a vehicle: one pure module, used by the indexer (the monthly price a
 * card and the filters show is the instalment of the representative example), by the server (the
 * vehicle page's example, the no-JavaScript GET form, the lead) and by the browser (live updates),
 * so every place shows the same figures. Amounts are integer cents, rates integer hundredths of a
 * percent (basis points); nothing here reads a clock, a request or the network.
 *
 * The figures are the ones the Consumer Credit Directive (EU) 2023/2225 asks a representative
 * example for: the borrowing rate and whether it is fixed or variable, the total amount of credit,
 * the APR, the duration, the instalment, any deposit and balloon, and the total amount payable.
 *
 * - instalment of an annuity with a balloon: A = (P − B·(1+r)^−n) · r / (1 − (1+r)^−n), r the monthly
 *   rate (nominal annual rate / 12), P the credit, n the months; (P − B) / n at 0 %; half a cent up;
 * - APR: the rate X of the directive's Annex I equation, the credit drawn at once equal to the
 *   present value of every payment the consumer makes (instalments after k/12 years, the balloon
 *   with the last, the fees at the start), in standard months of 1/12 year, solved by bisection and
 *   given to two decimals (a half up);
 * - total amount payable: the directive's (art. 3): the total amount of credit plus the total cost of
 *   credit, that is n · instalment + balloon + fees. The deposit is paid to the seller, not to the
 *   lender, and is not part of it (before issue 37 it was added: the Tucson Shine's example showed
 *   19 707,36 € where the directive's figure is 16 107,36 €).
 */

export const RATE_TYPES = ['fixed', 'variable'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** The financed price types of the stock (VAT included for private customers, excluded for businesses). */
export const FINANCED_PRICE_TYPES = ['private', 'business'] as const;
export type FinancedPriceType = (typeof FINANCED_PRICE_TYPES)[number];

/** A vehicle's financing as the lender offers it: the representative example's terms, and what a visitor may change. */
export type FinancingTerms = {
  /** the creditor's name as the feed or the settings story gives it (the settings' fr-lu text) */
  lender: string;
  /** the settings story's name of the lender in each locale, when the terms are its defaults */
  lenderNames?: Partial<Record<Locale, string>>;
  rateType: RateType;
  /** nominal annual borrowing rate, in hundredths of a percent (490 = 4.90 %) */
  rateBp: number;
  /** the price financed, cents (with VAT for private customers, without for businesses) */
  priceCents: number;
  /** the representative example's duration and deposit */
  months: number;
  depositCents: number;
  /** paid with the last instalment (0: none) */
  balloonCents: number;
  /** one-off fees paid at the start (arrangement), counted in the APR and the total payable */
  feesCents: number;
  /** the durations a visitor may choose, ascending (the example's among them) */
  durations: readonly number[];
  /** the deposit a visitor may choose, within 0 and this, on steps of 100 € */
  depositMaxCents: number;
};

/** A visitor's choice. */
export type FinancingChoice = { months: number; depositCents: number };

export type FinancingQuote = {
  choice: FinancingChoice;
  /** the choice is the representative example's own */
  isExample: boolean;
  rateType: RateType;
  rateBp: number;
  /** annual percentage rate of charge, hundredths of a percent */
  aprBp: number;
  /** total amount of credit: the price less the deposit */
  creditCents: number;
  instalmentCents: number;
  depositCents: number;
  balloonCents: number;
  feesCents: number;
  /** the total amount payable (art. 3): the credit plus its cost, that is every instalment, the balloon and the fees; never the deposit */
  totalPayableCents: number;
  /** the total cost of the credit: the total payable less the credit (interest and fees) */
  costCents: number;
};

/** The step of the deposit a visitor chooses: 100 €. */
export const DEPOSIT_STEP_CENTS = 10_000;

/** Round a value computed in floating point to the integer, an exact half up whatever the float error. */
const roundHalfUp = (x: number) => Math.round(Math.round(x * 1e6) / 1e6);

/** The monthly instalment in cents of `creditCents` over `months` at `rateBp`, with `balloonCents` paid at the end. */
export function instalment(creditCents: number, months: number, rateBp: number, balloonCents = 0): number {
  const r = rateBp / 10_000 / 12;
  if (r === 0) return roundHalfUp((creditCents - balloonCents) / months);
  const discount = Math.pow(1 + r, -months);
  return roundHalfUp(((creditCents - balloonCents * discount) * r) / (1 - discount));
}

/**
 * The APR in hundredths of a percent: the X of Annex I of Directive 2023/2225 for a credit drawn at
 * once, repaid by `months` equal instalments (the k-th after k/12 years) and the balloon with the
 * last, the fees paid at the start.
 */
export function annualPercentageRate(q: {
  creditCents: number;
  instalmentCents: number;
  months: number;
  balloonCents: number;
  feesCents: number;
}): number {
  const owed = (x: number) => {
    let pv = q.feesCents;
    for (let k = 1; k <= q.months; k++) pv += q.instalmentCents * Math.pow(1 + x, -k / 12);
    return pv + q.balloonCents * Math.pow(1 + x, -q.months / 12) - q.creditCents;
  };
  // present value of the payments falls as X rises: bisection between -99 % and 1 000 %
  let low = -0.99;
  let high = 10;
  if (owed(high) > 0) return 100_000;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (owed(mid) > 0) low = mid;
    else high = mid;
  }
  return roundHalfUp(((low + high) / 2) * 10_000);
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 12) return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

function nearest(values: readonly number[], target: number): number {
  let best = values[0]!;
  for (const v of values) if (Math.abs(v - target) < Math.abs(best - target)) best = v;
  return best;
}

/**
 * Any input (a query string's values in euros and months, a form's) as a choice the terms allow: a
 * duration not offered becomes the nearest offered one, a deposit is kept within 0 and the maximum on
 * steps of 100 €; a missing or unreadable value is the example's own.
 */
export function normalizeChoice(terms: FinancingTerms, raw: { months?: unknown; depositEuros?: unknown }): FinancingChoice {
  const months = numberOf(raw.months);
  const deposit = numberOf(raw.depositEuros);
  const depositCents =
    deposit === null
      ? terms.depositCents
      : Math.min(terms.depositMaxCents, Math.max(0, Math.round((deposit * 100) / DEPOSIT_STEP_CENTS) * DEPOSIT_STEP_CENTS));
  return { months: months === null ? terms.months : nearest(terms.durations, months), depositCents };
}

/** The figures of a choice (the example's when none is given). */
export function quoteFinancing(
  terms: FinancingTerms,
  choice: FinancingChoice = { months: terms.months, depositCents: terms.depositCents },
): FinancingQuote {
  const creditCents = terms.priceCents - choice.depositCents;
  const each = instalment(creditCents, choice.months, terms.rateBp, terms.balloonCents);
  const totalPayableCents = each * choice.months + terms.balloonCents + terms.feesCents;
  return {
    choice,
    isExample: choice.months === terms.months && choice.depositCents === terms.depositCents,
    rateType: terms.rateType,
    rateBp: terms.rateBp,
    aprBp: annualPercentageRate({
      creditCents,
      instalmentCents: each,
      months: choice.months,
      balloonCents: terms.balloonCents,
      feesCents: terms.feesCents,
    }),
    creditCents,
    instalmentCents: each,
    depositCents: choice.depositCents,
    balloonCents: terms.balloonCents,
    feesCents: terms.feesCents,
    totalPayableCents,
    costCents: totalPayableCents - creditCents,
  };
}

/** The query parameters of the calculator's GET form (the vehicle page) and of the link to the interest form. */
export const FINANCING_PARAMS = { type: 'finance', months: 'months', deposit: 'deposit' } as const;

/** The hidden fields that carry the chosen terms in the interest form. */
export const FINANCING_FIELDS = { type: '_finance_type', months: '_finance_months', deposit: '_finance_deposit' } as const;

/** The price type named by a value, or null. */
export function financedTypeOf(value: unknown): FinancedPriceType | null {
  return (FINANCED_PRICE_TYPES as readonly unknown[]).includes(value) ? (value as FinancedPriceType) : null;
}

/** The query string of a choice (`?finance=private&months=48&deposit=4000`). */
export function choiceQuery(type: FinancedPriceType, choice: FinancingChoice): string {
  const q = new URLSearchParams({
    [FINANCING_PARAMS.type]: type,
    [FINANCING_PARAMS.months]: String(choice.months),
    [FINANCING_PARAMS.deposit]: String(choice.depositCents / 100),
  });
  return `?${q.toString()}`;
}
