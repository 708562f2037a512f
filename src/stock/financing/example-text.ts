import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import type { FinancedPriceType } from './calculator';
import { lenderName, type CreditExample } from './example';
import { formatCents, formatRate } from './format';

/**
 * The representative example as one sentence in a locale, with every element of art. 8 of Directive
 * (EU) 2023/2225 (docs/credit-law.md): where a monthly figure is shown in little room (a card, the
 * vehicle page's first screen, the comparison, the interest form, an e-mail) this sentence stands
 * beside it; the vehicle page's calculator shows the same figures as a table. Credit amounts carry
 * no VAT wording (a credit has none); the cash price does, as the price a price type finances.
 */
export function exampleSentence(locale: Locale, type: FinancedPriceType, ex: CreditExample, isExample = true): string {
  const t = getTranslator(locale, 'vehicle');
  const s = getTranslator(locale, 'stock');
  const money = (cents: number) => formatCents(locale, cents);
  const extras = [
    ex.balloonCents > 0 ? t('financing.exampleBalloon', { balloon: money(ex.balloonCents) }) : '',
    ex.feesCents > 0 ? t('financing.exampleFees', { fees: money(ex.feesCents) }) : '',
  ].join('');
  return t('financing.exampleLine', {
    // a visitor's own choice (the calculator's, carried to the interest form) is a quote, not the representative example
    intro: isExample ? t('financing.example') : t('financing.yourQuote'),
    type: t(`financing.type.${type}`),
    price: `${money(ex.priceCents)} ${type === 'private' ? s('card.vatIncluded') : s('card.vatExcluded')}`,
    deposit: money(ex.depositCents),
    credit: money(ex.creditCents),
    rateType: t(`financing.rateType.${ex.rateType}`),
    rate: formatRate(locale, ex.rateBp),
    apr: formatRate(locale, ex.aprBp),
    months: String(ex.months),
    instalment: money(ex.instalmentCents),
    extras,
    total: money(ex.totalPayableCents),
    cost: money(ex.costCents),
    lender: lenderName(ex, locale),
  });
}

/** `TAEG 5,01 %`: the APR beside the instalment, as prominent as it. */
export function aprText(locale: Locale, aprBp: number): string {
  return getTranslator(locale, 'vehicle')('financing.aprShort', { apr: formatRate(locale, aprBp) });
}

/** `335,57 €/mois`: an instalment, with no VAT wording (a credit has none) and no "from" (it is the example's, not the lowest). */
export function monthlyText(locale: Locale, instalmentCents: number): string {
  return getTranslator(locale, 'vehicle')('financing.perMonth', { amount: formatCents(locale, instalmentCents) });
}
