/**
 * A vehicle's financing offers and the choice a query names, for the vehicle page's financing section (section.tsx)
 * and a lead form's chosen financing (chosen.ts): apart from the section, as a module importing the section links
 * its stylesheet (the vehicle form pages linked the financing section's rules through chosen.ts, and the section's
 * sheet could not join the vehicle page's, framework/build/server-chunks.ts).
 */
import type { Vehicle } from '../types';
import {
  FINANCED_PRICE_TYPES,
  FINANCING_PARAMS,
  financedTypeOf,
  normalizeChoice,
  type FinancedPriceType,
  type FinancingChoice,
  type FinancingTerms,
} from './calculator';

/** The financing offers of a vehicle, private first. */
export function financingOffers(v: Pick<Vehicle, 'financing'>): { type: FinancedPriceType; terms: FinancingTerms }[] {
  return FINANCED_PRICE_TYPES.flatMap((type) => {
    const terms = v.financing?.[type];
    return terms ? [{ type, terms }] : [];
  });
}

/** The choice a query names (`?finance=&months=&deposit=`, the calculator's GET form), within the vehicle's terms; null when it offers none. */
export function choiceOf(
  v: Pick<Vehicle, 'financing'>,
  query: URLSearchParams,
): { type: FinancedPriceType; terms: FinancingTerms; choice: FinancingChoice } | null {
  const offers = financingOffers(v);
  if (offers.length === 0) return null;
  const asked = financedTypeOf(query.get(FINANCING_PARAMS.type));
  const offer = offers.find((o) => o.type === asked) ?? offers[0]!;
  const choice = normalizeChoice(offer.terms, {
    months: query.get(FINANCING_PARAMS.months),
    depositEuros: query.get(FINANCING_PARAMS.deposit),
  });
  return { type: offer.type, terms: offer.terms, choice };
}
