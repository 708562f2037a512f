import type { Locale } from '../../routing/locales';
import { quoteFinancing, type FinancingQuote, type FinancingTerms, type RateType } from './calculator';

/**
 * The representative example of a financing as every place that shows a monthly figure needs it
 * (Directive (EU) 2023/2225, art. 8: docs/credit-law.md): the creditor, the borrowing rate and
 * whether it is fixed or variable, the total amount of credit, the APR, the duration, the cash price,
 * the deposit, the final payment, the fees, the total amount payable (credit + cost of credit) and the
 * instalment. Computed once by the indexer and kept with the card (the stock list shows it without
 * quoting again), and by the server from a vehicle's terms elsewhere. Pure: no server code, no clock.
 */
export type CreditExample = {
  /** the lender's name as the feed or the settings give it (the settings' default in fr-lu) */
  lender: string;
  /** the settings' name of the lender per locale, when the terms are the settings' defaults */
  lenderNames?: Partial<Record<Locale, string>>;
  rateType: RateType;
  rateBp: number;
  aprBp: number;
  months: number;
  priceCents: number;
  depositCents: number;
  creditCents: number;
  balloonCents: number;
  feesCents: number;
  instalmentCents: number;
  totalPayableCents: number;
  costCents: number;
};

/** The example of a quote of `terms` (the representative example's own when no quote is given). */
export function creditExample(terms: FinancingTerms, quote: FinancingQuote = quoteFinancing(terms)): CreditExample {
  return {
    lender: terms.lender,
    ...(terms.lenderNames ? { lenderNames: terms.lenderNames } : {}),
    rateType: quote.rateType,
    rateBp: quote.rateBp,
    aprBp: quote.aprBp,
    months: quote.choice.months,
    priceCents: terms.priceCents,
    depositCents: quote.depositCents,
    creditCents: quote.creditCents,
    balloonCents: quote.balloonCents,
    feesCents: quote.feesCents,
    instalmentCents: quote.instalmentCents,
    totalPayableCents: quote.totalPayableCents,
    costCents: quote.costCents,
  };
}

/** The lender's name in a locale: the settings' translation of it when there is one, else the name as given. */
export function lenderName(terms: Pick<CreditExample, 'lender' | 'lenderNames'>, locale: Locale): string {
  return terms.lenderNames?.[locale] ?? terms.lender;
}

/**
 * A lender name that is the mock content's placeholder, not a real creditor: the mocks mark theirs as
 * fictional in each language ("(fictional lender)", "(prêteur fictif)", "(fiktiver Kreditgeber)") or
 * name an example bank ("Banque Exemple"). Such a name must never reach a production site: an
 * advertised credit must name its real creditor (art. 8). The indexer refuses it with the real CMS
 * and warns loudly when the mock content runs with NODE_ENV=production (src/indexing/lenders.ts).
 */
const PLACEHOLDER_LENDER = /\b(?:fictional|fictif|fictive|fiktive[rn]?)\b|\b(?:banque|bank) (?:exemple|example|beispiel)\b/i;

export function isPlaceholderLender(name: string): boolean {
  return PLACEHOLDER_LENDER.test(name);
}
