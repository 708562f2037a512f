/** Matching of place names, shared by the runtime search and `scripts/derive-gazetteer.ts`. */

/** Lower case, accents and punctuation removed, single spaces: `Lëtzebuerg` → `letzebuerg`. */
export function normalize(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
