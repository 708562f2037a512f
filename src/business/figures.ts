import { LOCALE_TAG, type Locale } from '../routing/locales';

/**
 * The figures of a utility model as a locale writes them: 1 100 kg, 6,8 m³, 2 745 mm. `Intl` has
 * kilograms and millimetres as units; cubic metres are not one of its units, so the symbol is added.
 */
export function figureFormatter(locale: Locale) {
  const tag = LOCALE_TAG[locale];
  const kg = new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 0 });
  const mm = new Intl.NumberFormat(tag, { style: 'unit', unit: 'millimeter', maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  return {
    kg: (value: number) => kg.format(value),
    mm: (value: number) => mm.format(value),
    m3: (value: number) => `${decimal.format(value)}\u00a0m³`,
    count: (value: number) => integer.format(value),
    list: (values: readonly string[]) => list.format(values),
  };
}
