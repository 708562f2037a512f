import { LOCALE_TAG, type Locale } from '../../routing/locales';

/**
 * Number formats of the financing figures, shared by the server and the calculator in the browser
 * (no server code here), so the first render and the live update print the same strings.
 */

/** The id of the vehicle page's financing section, which a card's compact example links to. */
export const FINANCING_ANCHOR = 'financing';

const cache = new Map<string, Intl.NumberFormat>();
function format(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_TAG[locale], options);
    cache.set(id, f);
  }
  return f;
}

/** An amount in cents as euros with cents (`367,74 €`, `€367.74`). */
export const formatCents = (locale: Locale, cents: number): string =>
  format(locale, 'cents', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/** A rate in hundredths of a percent with two decimals (`4,90 %`, `4.90%`). */
export const formatRate = (locale: Locale, bp: number): string =>
  format(locale, 'rate', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bp / 10_000);

/** `{name}` placeholders filled in a text (the calculator's texts in the browser). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
