/**
 * The stock URL's parameters: the one table of the URL contract. Each row is a parameter's name, the
 * field of the parsed query it fills (`StockQuery` in `query.ts`), its kind (free text, a list of
 * values, or one value), the index attribute a list filters and counts (its facet), and the default
 * a canonical URL leaves out. The rows' order is the canonical order of the URL.
 *
 * The server's parser and writer (`query.ts`, its zod schemas keyed by these names and checked
 * against them by the type system), the facet plan (`filter.ts`), the filter form in the browser
 * (`list/model.ts`) and the page cache all derive from it. It imports nothing, so the browser gets
 * it without the server's schema library.
 */
export const STOCK_PARAM_TABLE = [
  { name: 'q', field: 'keywords', kind: 'text' },
  { name: 'brand', field: 'brands', kind: 'multi', facet: 'brand' },
  { name: 'model', field: 'models', kind: 'multi', facet: 'model' },
  { name: 'fuel', field: 'fuels', kind: 'multi', facet: 'fuel' },
  { name: 'transmission', field: 'transmissions', kind: 'multi', facet: 'transmission' },
  { name: 'body', field: 'bodies', kind: 'multi', facet: 'body' },
  { name: 'location', field: 'locations', kind: 'multi', facet: 'location' },
  { name: 'condition', field: 'conditions', kind: 'multi', facet: 'condition' },
  { name: 'category', field: 'categories', kind: 'multi', facet: 'categories' },
  { name: 'year_from', field: 'yearFrom', kind: 'single' },
  { name: 'year_to', field: 'yearTo', kind: 'single' },
  { name: 'mileage_max', field: 'mileageMax', kind: 'single' },
  { name: 'price_min', field: 'priceMin', kind: 'single' },
  { name: 'price_max', field: 'priceMax', kind: 'single' },
  { name: 'price_type', field: 'priceType', kind: 'single', default: 'purchase' },
  { name: 'sort', field: 'sort', kind: 'single', default: 'default' },
  { name: 'page', field: 'page', kind: 'single', default: '1' },
] as const;

type Row = (typeof STOCK_PARAM_TABLE)[number];
export type StockParam = Row['name'];
/** The parameters that hold a list of values, each the filter and the facet of one index attribute. */
export type MultiParam = Extract<Row, { kind: 'multi' }>['name'];
/** The parameters that hold one value. */
export type SingleParam = Extract<Row, { kind: 'single' }>['name'];

/** Every parameter, in the URL's canonical order. */
export const STOCK_PARAMS: readonly StockParam[] = STOCK_PARAM_TABLE.map((row) => row.name);

/** Values that are the default and are left out of the URL. */
export const STOCK_PARAM_DEFAULTS: Readonly<Partial<Record<StockParam, string>>> = Object.fromEntries(
  STOCK_PARAM_TABLE.flatMap((row) => ('default' in row ? [[row.name, row.default]] : [])),
);

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
