import type { LeaseOffer } from './types';

/**
 * The lease calculator: one pure module, used by the server (the offer page's first render and the
 * no-JavaScript GET form) and by the browser (live updates), so both always show the same figures.
 *
 * The offer's own figures (its monthly price at its duration, annual mileage and deposit) are the
 * anchor: asked for exactly those, the calculator answers exactly the offer's price. Any other
 * choice is adjusted from that anchor by {@link LeaseRules}, which are configuration and shown on the
 * page as indicative. Amounts are computed in cents (integers) and rounded half up to the cent.
 */

export type LeaseRules = {
  /** Luxembourg's standard VAT rate. */
  vatRate: number;
  /** Share of the monthly price added per year shorter than the offer's duration (removed per year longer). */
  durationPerYear: number;
  /** Share of the monthly price added per 1,000 km of annual mileage above the offer's (removed below). */
  mileagePer1000Km: number;
  /** A deposit above the offer's is spread evenly over the months (and a smaller one added). */
  depositSpread: true;
  /** The monthly price never falls below this share of the offer's, whatever the deposit. */
  minimumShare: number;
};

/** The adjustment rules of the site (indicative: the dealership confirms any other combination). */
export const LEASE_RULES: LeaseRules = {
  vatRate: 0.17,
  durationPerYear: 0.05,
  mileagePer1000Km: 0.012,
  depositSpread: true,
  minimumShare: 0.35,
};

/** What the calculator reads of an offer. */
export type CalculatorOffer = Pick<
  LeaseOffer,
  'basis' | 'monthly' | 'duration' | 'annualMileage' | 'deposit' | 'durations' | 'mileages' | 'depositMin' | 'depositMax'
>;

/** A visitor's choice, within the offer's ranges. */
export type LeaseChoice = { duration: number; annualMileage: number; deposit: number };

/** An amount with and without VAT, in cents. */
export type VatAmount = { inclVat: number; exclVat: number };

export type LeaseQuote = {
  choice: LeaseChoice;
  /** The choice is the offer's own: the figures are the offer's, not an estimate. */
  isAnchor: boolean;
  monthly: VatAmount;
  deposit: VatAmount;
  /** What the whole contract costs: every monthly payment and the deposit. */
  total: VatAmount;
  /** Kilometres the contract covers. */
  totalKm: number;
};

/** The query parameters of the calculator's GET form. */
export const CALCULATOR_PARAMS = { duration: 'duration', annualMileage: 'mileage', deposit: 'deposit' } as const;

/** Euros (with cents) to integer cents. */
export const toCents = (euros: number): number => Math.round(euros * 100);

function vatBasisPoints(rules: LeaseRules): number {
  return Math.round(rules.vatRate * 10_000);
}

/** Cents without VAT to cents with VAT, rounded half up to the cent. */
export function addVat(exclCents: number, rules: LeaseRules = LEASE_RULES): number {
  return Math.round((exclCents * (10_000 + vatBasisPoints(rules))) / 10_000);
}

/** Cents with VAT to cents without VAT, rounded half up to the cent. */
export function removeVat(inclCents: number, rules: LeaseRules = LEASE_RULES): number {
  return Math.round((inclCents * 10_000) / (10_000 + vatBasisPoints(rules)));
}

/** An amount of the offer's basis, with and without VAT. */
export function bothWays(cents: number, basis: LeaseOffer['basis'], rules: LeaseRules = LEASE_RULES): VatAmount {
  return basis === 'incl_vat' ? { inclVat: cents, exclVat: removeVat(cents, rules) } : { inclVat: addVat(cents, rules), exclVat: cents };
}

function nearest(values: readonly number[], target: number): number {
  let best = values[0]!;
  for (const v of values) if (Math.abs(v - target) < Math.abs(best - target)) best = v;
  return best;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 12) return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** The step of the deposit slider: 100 € when the offer's figures fall on it, 1 € otherwise. */
export function depositStep(offer: CalculatorOffer): number {
  const on100 = (n: number) => Math.round(n * 100) % 10_000 === 0;
  return on100(offer.depositMin) && on100(offer.depositMax) && on100(offer.deposit) ? 100 : 1;
}

/**
 * Any input (a query string's values, a form's) as a choice the offer allows: a duration or mileage
 * not offered becomes the nearest offered one, a deposit is kept within the offer's range and on its
 * step; a missing or unreadable value is the offer's own.
 */
export function normalizeChoice(
  offer: CalculatorOffer,
  raw: { duration?: unknown; annualMileage?: unknown; deposit?: unknown },
): LeaseChoice {
  const duration = numberOf(raw.duration);
  const mileage = numberOf(raw.annualMileage);
  const deposit = numberOf(raw.deposit);
  const step = depositStep(offer);
  const clampedDeposit =
    deposit === null
      ? offer.deposit
      : Math.min(offer.depositMax, Math.max(offer.depositMin, offer.depositMin + Math.round((deposit - offer.depositMin) / step) * step));
  return {
    duration: duration === null ? offer.duration : nearest(offer.durations, duration),
    annualMileage: mileage === null ? offer.annualMileage : nearest(offer.mileages, mileage),
    deposit: Math.round(Math.min(offer.depositMax, clampedDeposit) * 100) / 100,
  };
}

/** The choice read from a URL query (the calculator's GET form). */
export function choiceFromQuery(offer: CalculatorOffer, query: URLSearchParams): LeaseChoice {
  return normalizeChoice(offer, {
    duration: query.get(CALCULATOR_PARAMS.duration),
    annualMileage: query.get(CALCULATOR_PARAMS.annualMileage),
    deposit: query.get(CALCULATOR_PARAMS.deposit),
  });
}

/** The monthly price, deposit and total cost of a choice (normalized first), with and without VAT. */
export function quoteLease(offer: CalculatorOffer, input: Partial<LeaseChoice> = {}, rules: LeaseRules = LEASE_RULES): LeaseQuote {
  const choice = normalizeChoice(offer, input);
  const isAnchor = choice.duration === offer.duration && choice.annualMileage === offer.annualMileage && choice.deposit === offer.deposit;
  const anchor = toCents(offer.monthly);
  let monthlyCents = anchor;
  if (!isAnchor) {
    const durationFactor = 1 + (rules.durationPerYear * (offer.duration - choice.duration)) / 12;
    const mileageFactor = 1 + (rules.mileagePer1000Km * (choice.annualMileage - offer.annualMileage)) / 1_000;
    const depositDelta = toCents(choice.deposit) - toCents(offer.deposit);
    const raw = anchor * durationFactor * mileageFactor - depositDelta / choice.duration;
    // an exact half cent must round up whatever the float error: round at 1e-6 cent first
    monthlyCents = Math.round(Math.round(Math.max(raw, anchor * rules.minimumShare) * 1e6) / 1e6);
  }
  const monthly = bothWays(monthlyCents, offer.basis, rules);
  const deposit = bothWays(toCents(choice.deposit), offer.basis, rules);
  return {
    choice,
    isAnchor,
    monthly,
    deposit,
    total: {
      inclVat: monthly.inclVat * choice.duration + deposit.inclVat,
      exclVat: monthly.exclVat * choice.duration + deposit.exclVat,
    },
    totalKm: Math.round((choice.annualMileage * choice.duration) / 12),
  };
}

/** The offer's monthly price in a basis, in cents (the lists compare private and business offers alike). */
export function monthlyIn(
  offer: Pick<LeaseOffer, 'monthly' | 'basis'>,
  basis: LeaseOffer['basis'],
  rules: LeaseRules = LEASE_RULES,
): number {
  const both = bothWays(toCents(offer.monthly), offer.basis, rules);
  return basis === 'incl_vat' ? both.inclVat : both.exclVat;
}
