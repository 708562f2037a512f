import { formatCents, numberFormat as format } from '../i18n/number-format';
import type { Locale } from '../routing/locales';
import type { LeaseOffer } from './types';

/**
 * Number formats of the lease pages, shared by the server and the calculator in the browser (no
 * server code here), so the first render and the live update print the same strings.
 */

export { formatCents };

/** Whole euros (`36.990 €`). */
export const formatWholeEuros = (locale: Locale, euros: number): string =>
  format(locale, 'euros', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(euros);

/** Kilometres (`15.000 km`). */
export const formatKm = (locale: Locale, km: number): string =>
  format(locale, 'km', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(km);

/** A plain number with up to one decimal (`14,9`). */
export const formatDecimal = (locale: Locale, n: number): string => format(locale, 'dec', { maximumFractionDigits: 1 }).format(n);

/** `{name}` placeholders filled in a text (the calculator's texts in the browser; no plural forms there). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}

/** The energy figures the EU labelling rules require next to an advertised price. */
export type EnergyTexts = { consumption: string; co2: string; range: string | null };

export function energyOf(
  locale: Locale,
  offer: Pick<LeaseOffer, 'consumption' | 'consumptionUnit' | 'co2' | 'electricRange'>,
  t: (key: string, values: Record<string, string>) => string,
): EnergyTexts {
  const consumption = t(`energy.${offer.consumptionUnit}`, { value: formatDecimal(locale, offer.consumption) });
  return {
    consumption: t('energy.consumption', { value: consumption }),
    co2: t('energy.co2', { value: String(offer.co2) }),
    range: offer.electricRange ? t('energy.range', { value: format(locale, 'int', {}).format(offer.electricRange) }) : null,
  };
}
