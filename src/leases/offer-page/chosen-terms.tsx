'use client';

import type { Locale } from '../../routing/locales';
import { quoteLease, type CalculatorOffer, type LeaseChoice } from '../calculator';
import { useLeaseChoice } from '../choice-store';
import { fill, formatCents, formatKm, formatWholeEuros } from '../format';

/**
 * The parts of the offer page outside the calculator that show its terms (the price card, the facts'
 * term, mileage and deposit): they follow the calculator's choice, so the page shows one monthly
 * price and one set of terms (issue 28, point 2). On the server, and without JavaScript, they read
 * the choice of the URL (the calculator's GET form), as the calculator does.
 */
type Chosen = { locale: Locale; offerSlug: string; offer: CalculatorOffer; initial: LeaseChoice };

export type ChosenPriceTexts = {
  perMonth: string;
  inclVat: string;
  exclVat: string;
  /** `{duration}`, `{mileage}` and `{deposit}` filled here */
  terms: string;
};

/** The price card's monthly price both ways (the customer's first) and its terms. */
export function ChosenPrice({ first, texts, ...chosen }: Chosen & { first: 'inclVat' | 'exclVat'; texts: ChosenPriceTexts }) {
  const { locale } = chosen;
  const choice = useLeaseChoice(chosen.offerSlug, chosen.initial);
  const quote = quoteLease(chosen.offer, choice);
  const second = first === 'inclVat' ? 'exclVat' : 'inclVat';
  return (
    <>
      <p className="lease-price__amount">
        <strong data-monthly={first}>{formatCents(locale, quote.monthly[first])}</strong>
        <span className="lease-price__per">{texts.perMonth}</span> <span className="lease-price__vat">{texts[first]}</span>
      </p>
      <p className="lease-price__other" data-monthly={second}>
        {formatCents(locale, quote.monthly[second])} {texts.perMonth} {texts[second]}
      </p>
      <p className="lease-price__terms" data-terms>
        {fill(texts.terms, {
          duration: quote.choice.duration,
          mileage: formatKm(locale, quote.choice.annualMileage),
          deposit: formatWholeEuros(locale, quote.choice.deposit),
        })}
      </p>
    </>
  );
}

/** One of the facts the calculator chooses: `{value}` in the template is the chosen figure. */
export function ChosenFact({ term, template, ...chosen }: Chosen & { term: keyof LeaseChoice; template: string }) {
  const { locale } = chosen;
  const choice = useLeaseChoice(chosen.offerSlug, chosen.initial);
  const value =
    term === 'duration'
      ? String(choice.duration)
      : term === 'annualMileage'
        ? formatKm(locale, choice.annualMileage)
        : formatWholeEuros(locale, choice.deposit);
  return <>{fill(template, { value })}</>;
}
