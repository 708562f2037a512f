import type { ReactNode } from 'react';
import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { LEASE_RULES, type CalculatorOffer, type LeaseChoice } from '../calculator';
import type { CalculatorTexts } from '../calculator-view';
import { formatDecimal, formatKm, formatWholeEuros } from '../format';
import type { LeaseOffer } from '../types';

/** The offer page's words and figures, worked out before rendering (pure apart from the translator). */

export type VatBasis = 'inclVat' | 'exclVat';

/** "incl. VAT" or "excl. VAT". */
export function vatText(locale: Locale, basis: VatBasis): string {
  return getTranslator(locale, 'leases')(basis === 'inclVat' ? 'card.inclVat' : 'card.exclVat');
}

/** The price a customer reads first (businesses without VAT), and the other one. */
export function vatOrder(offer: Pick<LeaseOffer, 'customer'>): [VatBasis, VatBasis] {
  return offer.customer === 'business' ? ['exclVat', 'inclVat'] : ['inclVat', 'exclVat'];
}

/** The figures the calculator starts from and the ranges it allows. */
export function calculatorOffer(offer: LeaseOffer): CalculatorOffer {
  return {
    basis: offer.basis,
    monthly: offer.monthly,
    duration: offer.duration,
    annualMileage: offer.annualMileage,
    deposit: offer.deposit,
    durations: offer.durations,
    mileages: offer.mileages,
    depositMin: offer.depositMin,
    depositMax: offer.depositMax,
  };
}

/** The calculator's texts, its placeholders (`{count}`, `{min}`…) filled in the browser. */
export function calculatorTexts(locale: Locale, offer: LeaseOffer): CalculatorTexts {
  const t = getTranslator(locale, 'leases');
  return {
    title: t('calculator.title'),
    duration: t('calculator.duration'),
    months: t('filters.months', { count: '{count}' as never }),
    mileage: t('calculator.mileage'),
    deposit: t('calculator.deposit'),
    depositRange: t('calculator.depositRange', { min: '{min}', max: '{max}' }),
    recalculate: t('calculator.recalculate'),
    monthly: t('calculator.monthly'),
    inclVat: t('calculator.inclVat'),
    exclVat: t('calculator.exclVat'),
    depositAmount: t('calculator.depositAmount'),
    total: t('calculator.total'),
    totalHelp: t('calculator.totalHelp', { count: '{count}' }),
    totalKm: t('calculator.totalKm', { km: '{km}' }),
    anchor: t('calculator.anchor'),
    indicative: t('calculator.indicative', {
      duration: offer.duration,
      mileage: formatKm(locale, offer.annualMileage),
      deposit: formatWholeEuros(locale, offer.deposit),
      durationPct: formatDecimal(locale, LEASE_RULES.durationPerYear * 100),
      mileagePct: formatDecimal(locale, LEASE_RULES.mileagePer1000Km * 100),
    }),
    reset: t('calculator.reset'),
    perMonth: t('card.perMonth'),
  };
}

/** Renders a fact the calculator chooses: the template's `{value}` is the chosen figure. */
export type ChosenFactView = (term: keyof LeaseChoice, template: string) => ReactNode;

/**
 * The offer's facts as term and value, in the page's order. The term, the annual mileage and the
 * deposit are the calculator's choice (`chosen`), as the price card shows them.
 */
export function offerFacts(locale: Locale, offer: LeaseOffer, chosen: ChosenFactView): [string, ReactNode][] {
  const t = getTranslator(locale, 'leases');
  const tv = getTranslator(locale, 'vehicle');
  const basis = vatText(locale, offer.basis === 'incl_vat' ? 'inclVat' : 'exclVat');
  return [
    [t('offer.customer'), t(`customer.${offer.customer}`)],
    [t('offer.color'), offer.color],
    [t('offer.fuel'), tv(`fuel.${offer.fuel}`)],
    [t('offer.gearbox'), tv(`transmission.${offer.gearbox}`)],
    ...(offer.powerHp ? ([[t('offer.power'), t('offer.powerValue', { value: offer.powerHp })]] as [string, string][]) : []),
    [t('offer.consumption'), t(`energy.${offer.consumptionUnit}`, { value: formatDecimal(locale, offer.consumption) })],
    [t('offer.co2'), `${offer.co2} g/km`],
    ...(offer.electricRange ? ([[t('offer.range'), formatKm(locale, offer.electricRange)]] as [string, string][]) : []),
    [t('offer.priceFrom'), `${formatWholeEuros(locale, offer.priceFrom)} ${basis}`],
    [t('offer.duration'), chosen('duration', t('filters.months', { count: '{value}' as never }))],
    [t('offer.mileage'), chosen('annualMileage', '{value}')],
    [t('offer.deposit'), chosen('deposit', `{value} ${basis}`)],
  ];
}
