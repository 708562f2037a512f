import { LOCALE_TAG, type Locale } from '../routing/locales';

/**
 * Number formats kept per locale and kind, for the server and the browser alike (no server code
 * here): the lease and financing calculators print the same strings on the first render and live.
 */
const cache = new Map<string, Intl.NumberFormat>();
export function numberFormat(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_TAG[locale], options);
    cache.set(id, f);
  }
  return f;
}

/** An amount in cents as euros with cents (`389,00 €`, `€389.00`). */
export const formatCents = (locale: Locale, cents: number): string =>
  numberFormat(locale, 'cents', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
