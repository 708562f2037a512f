/**
 * EU VAT identification numbers, checked offline for their form: the country prefix and the shape
 * VIES publishes for it, and for Luxembourg and its three neighbours the check digits as well
 * (LU, BE, FR, DE: the numbers a Luxembourg dealer's fleet customers mostly have). Nothing here
 * says a number is registered; that is VIES's job, at the dealership, before an offer is signed.
 *
 * Pure, no imports: the fleet quote form runs it in the browser and on the server.
 */

/** The shape of the number after its two-letter prefix (VIES; EL is Greece, XI Northern Ireland). */
const FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export const VAT_COUNTRIES = Object.keys(FORMATS);

/** Check digits where they are simple to verify. */
const CHECKS: Readonly<Record<string, (digits: string) => boolean>> = {
  /** Luxembourg: the last two digits are the first six modulo 89. */
  LU: (n) => Number(n.slice(0, 6)) % 89 === Number(n.slice(6)),
  /** Belgium: 97 minus the first eight digits modulo 97. */
  BE: (n) => 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)),
  /** France: a numeric key is (12 + 3 × (SIREN mod 97)) mod 97; letter keys (newer numbers) are not checked. */
  FR: (n) => !/^\d{2}/.test(n) || (12 + 3 * (Number(n.slice(2)) % 97)) % 97 === Number(n.slice(0, 2)),
  /** Germany: ISO 7064 MOD 11,10 over the first eight digits. */
  DE: (n) => {
    let product = 10;
    for (const c of n.slice(0, 8)) {
      let sum = (Number(c) + product) % 10;
      if (sum === 0) sum = 10;
      product = (2 * sum) % 11;
    }
    const check = (11 - product) % 10;
    return check === Number(n[8]);
  },
};

export type VatCheck =
  { ok: true; country: string; number: string; normalized: string } | { ok: false; reason: 'empty' | 'country' | 'format' | 'checksum' };

/** Upper case, without the spaces, dots, dashes and slashes people type in. GR is Greece's ISO code; VIES says EL. */
export function normalizeVatNumber(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s.\-/]/g, '');
  return compact.startsWith('GR') ? `EL${compact.slice(2)}` : compact;
}

export function checkVatNumber(raw: string): VatCheck {
  const compact = normalizeVatNumber(raw);
  if (compact === '') return { ok: false, reason: 'empty' };
  const country = compact.slice(0, 2);
  const number = compact.slice(2);
  const format = FORMATS[country];
  if (!format) return { ok: false, reason: 'country' };
  if (!format.test(number)) return { ok: false, reason: 'format' };
  const check = CHECKS[country];
  if (check && !check(number)) return { ok: false, reason: 'checksum' };
  return { ok: true, country, number, normalized: compact };
}

export function isVatNumber(raw: string): boolean {
  return checkVatNumber(raw).ok;
}
