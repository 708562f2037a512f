import type { Locale } from '../../routing/locales';
import type { FinancedPriceType, FinancingQuote, FinancingTerms } from './calculator';
import { lenderName } from './example';
import { fill, formatCents, formatRate } from './format';

/**
 * The lines of a representative example, or of a visitor's quote, in the order the directive names
 * them: one pure builder for the server's example and the browser's calculator, so both print the
 * same strings. Texts come translated from the server (`{placeholders}` are filled here).
 */

export type FinancingTexts = {
  price: string;
  deposit: string;
  credit: string;
  duration: string;
  months: string;
  rate: string;
  rateType: { fixed: string; variable: string };
  apr: string;
  instalment: string;
  instalments: string;
  balloon: string;
  fees: string;
  total: string;
  cost: string;
  lender: string;
  type: Record<FinancedPriceType, string>;
  typeShort: Record<FinancedPriceType, string>;
  vat: Record<FinancedPriceType, string>;
};

export type FinancingRow = { key: string; label: string; value: string };

export function financingRows(
  locale: Locale,
  texts: FinancingTexts,
  terms: FinancingTerms,
  quote: FinancingQuote,
  type: FinancedPriceType,
): FinancingRow[] {
  // the cash price says whether it includes VAT (the price a price type finances); credit amounts, the
  // instalments and the cost of credit carry no VAT wording: a credit has none (docs/credit-law.md)
  const money = (cents: number) => formatCents(locale, cents);
  const rows: FinancingRow[] = [
    { key: 'price', label: texts.price, value: `${money(terms.priceCents)} ${texts.vat[type]}` },
    { key: 'deposit', label: texts.deposit, value: money(quote.depositCents) },
    { key: 'credit', label: texts.credit, value: money(quote.creditCents) },
    { key: 'duration', label: texts.duration, value: fill(texts.months, { count: quote.choice.months }) },
    { key: 'rate', label: fill(texts.rate, { rateType: texts.rateType[quote.rateType] }), value: formatRate(locale, quote.rateBp) },
    { key: 'apr', label: texts.apr, value: formatRate(locale, quote.aprBp) },
    {
      key: 'instalment',
      label: texts.instalment,
      value: fill(texts.instalments, { count: quote.choice.months, amount: money(quote.instalmentCents) }),
    },
  ];
  if (quote.balloonCents > 0) rows.push({ key: 'balloon', label: texts.balloon, value: money(quote.balloonCents) });
  if (quote.feesCents > 0) rows.push({ key: 'fees', label: texts.fees, value: money(quote.feesCents) });
  rows.push(
    { key: 'total', label: texts.total, value: money(quote.totalPayableCents) },
    { key: 'cost', label: texts.cost, value: money(quote.costCents) },
    { key: 'lender', label: texts.lender, value: lenderName(terms, locale) },
  );
  return rows;
}
