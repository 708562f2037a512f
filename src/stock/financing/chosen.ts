import type { Locale } from '../../routing/locales';
import type { Vehicle } from '../types';
import { FINANCING_FIELDS, FINANCING_PARAMS, financedTypeOf, normalizeChoice, quoteFinancing, type FinancingQuote } from './calculator';
import { creditExample } from './example';
import { aprText, exampleSentence, monthlyText } from './example-text';
import { choiceOf } from './offers';

/**
 * The financing a visitor chose in the vehicle page's calculator, on its way to the lead: the
 * interest form's page reads it from its query (the calculator's link), shows it and carries it in
 * hidden fields; the server quotes it again from its own terms when the lead arrives, so a forged
 * choice is brought within the vehicle's terms and the lead holds figures the site really offers.
 */

/**
 * What the interest page shows and sends of the chosen financing, or null when its query names none:
 * the instalment and the APR alike, and the quote whole as a sentence (every element of a
 * representative example, docs/credit-law.md), with the hidden fields that carry the choice.
 */
export function chosenFinancing(
  locale: Locale,
  vehicle: Pick<Vehicle, 'financing'>,
  query: URLSearchParams,
): { monthly: string; apr: string; summary: string; hidden: Record<string, string> } | null {
  if (!query.has(FINANCING_PARAMS.type)) return null;
  const chosen = choiceOf(vehicle, query);
  if (!chosen) return null;
  const q = quoteFinancing(chosen.terms, chosen.choice);
  return {
    monthly: monthlyText(locale, q.instalmentCents),
    apr: aprText(locale, q.aprBp),
    summary: exampleSentence(locale, chosen.type, creditExample(chosen.terms, q), q.isExample),
    hidden: {
      [FINANCING_FIELDS.type]: chosen.type,
      [FINANCING_FIELDS.months]: String(q.choice.months),
      [FINANCING_FIELDS.deposit]: String(q.depositCents / 100),
    },
  };
}

const euros = (cents: number) => cents / 100;

/** The financing a lead holds: the choice of the hidden fields, quoted again with the vehicle's terms; null when none was chosen. */
export function financingOfLead(vehicle: Pick<Vehicle, 'financing'>, formData: FormData): Record<string, string | number | boolean> | null {
  const type = financedTypeOf(formData.get(FINANCING_FIELDS.type));
  const terms = type ? vehicle.financing?.[type] : null;
  if (!type || !terms) return null;
  const choice = normalizeChoice(terms, {
    months: formData.get(FINANCING_FIELDS.months),
    depositEuros: formData.get(FINANCING_FIELDS.deposit),
  });
  const q: FinancingQuote = quoteFinancing(terms, choice);
  return {
    type,
    lender: terms.lender,
    rateType: q.rateType,
    borrowingRate: q.rateBp / 100,
    apr: q.aprBp / 100,
    months: q.choice.months,
    price: euros(terms.priceCents),
    deposit: euros(q.depositCents),
    credit: euros(q.creditCents),
    instalment: euros(q.instalmentCents),
    balloon: euros(q.balloonCents),
    fees: euros(q.feesCents),
    // the directive's total amount payable (credit + cost of credit); the deposit is not in it
    totalPayable: euros(q.totalPayableCents),
    costOfCredit: euros(q.costCents),
    isRepresentativeExample: q.isExample,
  };
}
