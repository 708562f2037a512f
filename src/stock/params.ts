/**
 * The stock URL's parameters: the one table of their names and canonical order, with the defaults
 * left out of a canonical URL and the cleaning of the keyword text. The server's parser
 * (`query.ts`), the filter form in the browser (`list/model.ts`) and the page cache read it; it
 * imports nothing, so the browser gets it without the server's schema library.
 */
export const STOCK_PARAMS = [
  'q',
  'brand',
  'model',
  'fuel',
  'transmission',
  'body',
  'location',
  'condition',
  'category',
  'year_from',
  'year_to',
  'mileage_max',
  'price_min',
  'price_max',
  'price_type',
  'sort',
  'page',
] as const;

export type StockParam = (typeof STOCK_PARAMS)[number];

/** Values that are the default and are left out of the URL. */
export const STOCK_PARAM_DEFAULTS: Readonly<Partial<Record<StockParam, string>>> = { price_type: 'purchase', sort: 'default', page: '1' };

/** The longest keyword query kept (characters); longer text is cut at a word. */
export const MAX_KEYWORDS = 80;

/**
 * The keyword query as the engine gets it: letters, digits and the marks words carry (an apostrophe,
 * a hyphen, a dot, a plus, a slash) kept, anything else (quotes, brackets, control characters,
 * Meilisearch's phrase and negation marks) turned into a space, spaces collapsed, and the whole cut
 * at a word to MAX_KEYWORDS characters.
 */
export function cleanKeywords(raw: string | null): string {
  if (!raw) return '';
  const words = raw
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}'’.+/-]+/gu, ' ')
    .replace(/(^|\s)[-'’.+/]+/g, '$1')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let out = '';
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > MAX_KEYWORDS) return out || word.slice(0, MAX_KEYWORDS);
    out = next;
  }
  return out;
}
