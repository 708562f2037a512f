import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import type { Vehicle } from '../types';
import { choiceOf, financingOffers } from './offers';
import { FINANCING_PARAMS, type FinancingTerms } from './calculator';
import type { CalculatorTexts } from './calculator-view';
import { FinancingCalculator } from './financing-calculator';
import { lenderName } from './example';
import { FINANCING_ANCHOR } from './format';
import { CreditNotice } from './notice';
import { Fold } from '../vehicle-page/fold';
import type { FinancingTexts } from './rows';
import './financing.css';

/**
 * The terms as the calculator of a page in `locale` shows them: the lender's name in that locale, without the
 * names of the other locales (a page's payload carried all three, twice).
 */
function inLocale(terms: FinancingTerms, locale: Locale): FinancingTerms {
  const { lenderNames: _others, ...own } = terms;
  return { ...own, lender: lenderName(terms, locale) };
}

/** The texts of the example's lines in a locale. */
export function financingTexts(locale: Locale): FinancingTexts {
  const t = getTranslator(locale, 'vehicle');
  const s = getTranslator(locale, 'stock');
  return {
    price: t('financing.price'),
    deposit: t('financing.deposit'),
    credit: t('financing.credit'),
    duration: t('financing.duration'),
    months: t.raw('financing.months') as string,
    rate: t.raw('financing.rate') as string,
    rateType: { fixed: t('financing.rateType.fixed'), variable: t('financing.rateType.variable') },
    apr: t('financing.apr'),
    instalment: t('financing.instalment'),
    instalments: t.raw('financing.instalments') as string,
    balloon: t('financing.balloon'),
    fees: t('financing.fees'),
    total: t('financing.total'),
    cost: t('financing.cost'),
    lender: t('financing.lender'),
    type: { private: t('financing.type.private'), business: t('financing.type.business') },
    typeShort: { private: t('financing.typeShort.private'), business: t('financing.typeShort.business') },
    vat: { private: s('card.vatIncluded'), business: s('card.vatExcluded') },
  };
}

function calculatorTexts(locale: Locale): CalculatorTexts {
  const t = getTranslator(locale, 'vehicle');
  return {
    ...financingTexts(locale),
    title: t('financing.calculator'),
    chooseType: t('financing.chooseType'),
    depositRange: t.raw('financing.depositRange') as string,
    recalculate: t('financing.recalculate'),
    yourQuote: t('financing.yourQuote'),
    isExample: t('financing.isExample'),
    exampleTitle: t.raw('financing.exampleTitle') as string,
    ask: t('financing.ask'),
    reset: t('financing.reset'),
  };
}

/**
 * The vehicle page's financing: the credit warning with the dealer's status and the lenders, then the
 * calculator, whose table is the representative example (Directive (EU) 2023/2225, art. 8) until the
 * visitor changes a term: the example is shown once, in full (the first screen has its sentence form,
 * `PurchaseBox`, beside each instalment). On a phone the calculator is folded under the warning; the
 * heading and the warning stay in view. Nothing when the vehicle is not financed.
 */
export function FinancingSection({
  locale,
  vehicle,
  action,
  interest,
  query,
}: {
  locale: Locale;
  vehicle: Pick<Vehicle, 'financing'>;
  action: string;
  interest: string;
  query: URLSearchParams;
}) {
  const offers = financingOffers(vehicle);
  const initial = choiceOf(vehicle, query);
  if (!initial) return null;
  const t = getTranslator(locale, 'vehicle');
  return (
    <section className="financing" id={FINANCING_ANCHOR} aria-labelledby="financing-title">
      <h2 id="financing-title" className="financing__title">
        {t('financing.title')}
      </h2>
      <CreditNotice locale={locale} lenders={offers.map((o) => lenderName(o.terms, locale))} />
      {/* folded on a phone (1 100 px at 360 px): the price box's sentence beside each instalment is the whole
          example; open when the visitor sent the calculator's form (no JavaScript) */}
      <Fold name="vehicle-financing" summary={t('fold.financing')} open={query.has(FINANCING_PARAMS.type)}>
        <FinancingCalculator
          locale={locale}
          action={action}
          interest={interest}
          offers={offers.map((offer) => ({ type: offer.type, terms: inLocale(offer.terms, locale) }))}
          initial={{ type: initial.type, choice: initial.choice }}
          texts={calculatorTexts(locale)}
        />
      </Fold>
    </section>
  );
}
