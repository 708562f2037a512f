/**
 * Pure pieces of the stock screen: filter options from facet counts, model groups per brand,
 * pagination, and the form → URL serialization the client uses. No React, no zod, no server
 * imports: the serialization part ships to the browser.
 */
import { cleanKeywords, STOCK_PARAM_DEFAULTS, STOCK_PARAMS, type StockParam } from '../params';

const isStockParam = (name: string): name is StockParam => (STOCK_PARAMS as readonly string[]).includes(name);

/** The photo box of a result card, 3:2. */
export const CARD_WIDTH = 480;
export const CARD_HEIGHT = 320;

/** One checkbox of a filter. */
export type FilterOption = {
  value: string;
  label: string;
  /** vehicles this option would give, counted with the other filters but not its own */
  count: number;
  selected: boolean;
  /** shown greyed out: it would give no vehicle (a selected option is never disabled) */
  disabled: boolean;
};

/**
 * One option as the RSC payload carries it: value, label, count and its state (OPTION_SELECTED,
 * OPTION_DISABLED or 0) for OptionList, a row rather than an object, as the brand filter alone sends 40 of them and
 * an object repeats its five key names in each (55 of its 80 bytes; the payload is parsed on the
 * server for the HTML, inlined in the page and parsed again by the browser).
 */
export type OptionRow = readonly [value: string, label: string, count: number, state: number];
export const OPTION_SELECTED = 1;
export const OPTION_DISABLED = 2;

/** The rows of a filter's options, for OptionList. */
export function optionRows(options: readonly FilterOption[]): OptionRow[] {
  return options.map((o) => [o.value, o.label, o.count, o.selected ? OPTION_SELECTED : o.disabled ? OPTION_DISABLED : 0]);
}

/** What a card shows, every text already translated and formatted for its locale. */
export type CardView = {
  id: number;
  href: string;
  /** the photo cut to the card's 3:2 box, with smaller and larger cuts when its host can make them */
  image: { src: string; srcSet: string | null } | null;
  badge: string;
  /** brand and model */
  name: string;
  trim: string;
  facts: string;
  price: string;
  /** "per month" for a financing price */
  priceNote: string | null;
  /** for a financing price, its APR, shown as prominently as the price ... */
  apr: string | null;
  /** ... its representative example, whole (docs/credit-law.md) ... */
  credit: string | null;
  /** ... and the link to the example in full on the vehicle page */
  creditHref: string | null;
  co2: string;
};

/**
 * A result card as the RSC payload carries it to VehicleCardRows: CardView's fields in a row (see
 * OptionRow), as a page of results sends 24 and an object repeats its twelve key names in each.
 */
export type CardRow = readonly [
  id: number,
  href: string,
  imageSrc: string | null,
  imageSrcSet: string | null,
  badge: string,
  name: string,
  trim: string,
  facts: string,
  price: string,
  priceNote: string | null,
  apr: string | null,
  credit: string | null,
  creditHref: string | null,
  co2: string,
];

export function cardRow(v: CardView): CardRow {
  return [
    v.id,
    v.href,
    v.image?.src ?? null,
    v.image?.srcSet ?? null,
    v.badge,
    v.name,
    v.trim,
    v.facts,
    v.price,
    v.priceNote,
    v.apr,
    v.credit,
    v.creditHref,
    v.co2,
  ];
}

export function cardOfRow([
  id,
  href,
  src,
  srcSet,
  badge,
  name,
  trim,
  facts,
  price,
  priceNote,
  apr,
  credit,
  creditHref,
  co2,
]: CardRow): CardView {
  return {
    id,
    href,
    image: src === null ? null : { src, srcSet },
    badge,
    name,
    trim,
    facts,
    price,
    priceNote,
    apr,
    credit,
    creditHref,
    co2,
  };
}

/**
 * The options of one filter: every value of its universe (the known vocabulary or catalogue, in
 * that order), then values the counts or the selection know that the universe does not (sorted
 * by label). Values with no vehicle stay in the list, disabled, with count 0.
 */
export function buildOptions(
  universe: readonly string[],
  counts: Readonly<Record<string, number>>,
  selected: readonly string[],
  label: (value: string) => string,
): FilterOption[] {
  const known = new Set(universe);
  const extra = [...new Set([...Object.keys(counts), ...selected])].filter((v) => !known.has(v));
  extra.sort((a, b) => label(a).localeCompare(label(b)));
  return [...universe, ...extra].map((value) => {
    const count = Object.hasOwn(counts, value) ? Math.max(0, Math.trunc(counts[value]!)) : 0;
    const isSelected = selected.includes(value);
    return { value, label: label(value), count, selected: isSelected, disabled: count === 0 && !isSelected };
  });
}

export type ModelGroup = { brand: string; label: string; options: FilterOption[] };

/**
 * Model options, grouped per brand, for the selected brands only (and for the brand of a selected
 * model, so it can be unselected). `catalogueModels` are `brand/model` keys known to the stock.
 */
export function modelGroups(input: {
  selectedBrands: readonly string[];
  selectedModels: readonly string[];
  catalogueModels: readonly string[];
  counts: Readonly<Record<string, number>>;
  brandLabel: (brand: string) => string;
  modelLabel: (key: string) => string;
}): ModelGroup[] {
  const brands = [...input.selectedBrands];
  for (const m of input.selectedModels) {
    const b = brandOfModel(m);
    if (!brands.includes(b)) brands.push(b);
  }
  return brands.map((brand) => {
    const mine = (keys: readonly string[]) => keys.filter((k) => brandOfModel(k) === brand);
    const universe = [...mine(input.catalogueModels)].sort((a, b) => input.modelLabel(a).localeCompare(input.modelLabel(b)));
    const counts = Object.fromEntries(Object.entries(input.counts).filter(([k]) => brandOfModel(k) === brand));
    return { brand, label: input.brandLabel(brand), options: buildOptions(universe, counts, mine(input.selectedModels), input.modelLabel) };
  });
}

export const brandOfModel = (key: string) => key.split('/')[0] ?? '';

// ----------------------------------------------------------------------------------- pagination

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };
export type Pagination = { previous: number | null; next: number | null; items: PageItem[] };

/**
 * The pager: first and last page, `around` pages on each side of the current one, and gaps.
 * A gap of a single page shows that page instead. `page` beyond the last page has a previous link
 * to the last page and no current item.
 */
export function pagination(page: number, totalPages: number, around = 1): Pagination {
  if (totalPages <= 1 && page <= 1) return { previous: null, next: null, items: [] };
  const last = Math.max(1, totalPages);
  const wanted = new Set<number>([1, last]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= last) wanted.add(p);
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let prev = 0;
  for (const p of pages) {
    if (p - prev === 2) items.push({ kind: 'page', page: p - 1, current: false });
    else if (p - prev > 2) items.push({ kind: 'gap', key: `gap-${prev}` });
    items.push({ kind: 'page', page: p, current: p === page });
    prev = p;
  }
  return {
    previous: page > 1 ? Math.min(page - 1, last) : null,
    next: page < last ? page + 1 : null,
    items,
  };
}

// ------------------------------------------------------------------------- form → URL (client)

/**
 * The filter form's entries → the query string of the stock screen: empty values, defaults,
 * duplicates and unknown names are left out, a model is kept only under its selected brand, and
 * the order is the canonical one. The page is never taken from the form: a new filter starts at 1.
 */
export function formQuery(entries: Iterable<readonly [string, string]>): string {
  const byName = new Map<string, string[]>();
  for (const [name, raw] of entries) {
    if (!isStockParam(name) || name === 'page') continue;
    const value = name === 'q' ? cleanKeywords(raw) : raw.trim();
    if (value === '' || STOCK_PARAM_DEFAULTS[name] === value) continue;
    const list = byName.get(name) ?? [];
    if (!list.includes(value)) list.push(value);
    byName.set(name, list);
  }
  const brands = byName.get('brand') ?? [];
  const models = (byName.get('model') ?? []).filter((m) => brands.includes(brandOfModel(m)));
  if (models.length > 0) byName.set('model', models);
  else byName.delete('model');
  const out = new URLSearchParams();
  for (const name of STOCK_PARAMS) for (const value of byName.get(name) ?? []) out.append(name, value);
  const s = out.toString();
  return s ? `?${s}` : '';
}
