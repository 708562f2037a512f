import { formatCents, numberFormat as format } from '../../i18n/number-format';
import type { Locale } from '../../routing/locales';

/**
 * Number formats of the financing figures, shared by the server and the calculator in the browser
 * (no server code here), so the first render and the live update print the same strings.
 */

/** The id of the vehicle page's financing section, which a card's compact example links to. */
export const FINANCING_ANCHOR = 'financing';

export { formatCents };

/** A rate in hundredths of a percent with two decimals (`4,90 %`, `4.90%`). */
export const formatRate = (locale: Locale, bp: number): string =>
  format(locale, 'rate', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bp / 10_000);

/** `{name}` placeholders filled in a text (the calculator's texts in the browser). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
