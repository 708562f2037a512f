import { STOCK_PARAM_TABLE } from './params';
import type { StockQuery } from './query';
import type { PriceType, Sort } from './vocabulary';

/**
 * StockQuery → Meilisearch filter expressions and the disjunctive facet plan.
 * Values are validated by `parseStockQuery`, and every string is still quoted and escaped here,
 * so no value can ever become filter syntax.
 */

type FacetRow = Extract<(typeof STOCK_PARAM_TABLE)[number], { kind: 'multi' }>;
export type FacetField = FacetRow['field'];

/** Facet attributes of the search document, keyed by the query field that filters them: the list parameters of the one table. */
export const FACETS = Object.fromEntries(STOCK_PARAM_TABLE.flatMap((row) => (row.kind === 'multi' ? [[row.field, row.facet]] : []))) as {
  readonly [F in FacetField]: Extract<FacetRow, { field: F }>['facet'];
};
// every facet field is a list field of the parsed query
const _facetFieldsAreQueryFields: Partial<Record<keyof StockQuery, string>> = FACETS;
void _facetFieldsAreQueryFields;

export type FacetAttribute = (typeof FACETS)[FacetField];
export const FACET_FIELDS = Object.keys(FACETS) as FacetField[];

export const PRICE_ATTRIBUTE: Record<PriceType, string> = {
  purchase: 'price_purchase',
  private: 'price_private',
  business: 'price_business',
};

/** A Meilisearch string literal: double-quoted, with backslashes and quotes escaped. */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function finite(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  return String(n);
}

/** One clause per active filter, in a stable order, keyed by what it filters. */
function clauses(q: StockQuery): { field: FacetField | 'range'; clause: string }[] {
  const out: { field: FacetField | 'range'; clause: string }[] = [];
  for (const field of FACET_FIELDS) {
    const values = q[field] as readonly string[];
    if (values.length > 0) out.push({ field, clause: `${FACETS[field]} IN [${values.map(quote).join(', ')}]` });
  }
  const price = PRICE_ATTRIBUTE[q.priceType];
  // a vehicle without a price of the chosen type is not offered that way
  if (q.priceType !== 'purchase') out.push({ field: 'range', clause: `${price} EXISTS AND ${price} IS NOT NULL` });
  if (q.priceMin !== null) out.push({ field: 'range', clause: `${price} >= ${finite(q.priceMin)}` });
  if (q.priceMax !== null) out.push({ field: 'range', clause: `${price} <= ${finite(q.priceMax)}` });
  if (q.yearFrom !== null) out.push({ field: 'range', clause: `year >= ${finite(q.yearFrom)}` });
  if (q.yearTo !== null) out.push({ field: 'range', clause: `year <= ${finite(q.yearTo)}` });
  if (q.mileageMax !== null) out.push({ field: 'range', clause: `mileage <= ${finite(q.mileageMax)}` });
  return out;
}

/** The filter of the result list: every active filter. */
export function buildFilter(q: StockQuery): string[] {
  return clauses(q).map((c) => c.clause);
}

/** The sort expression of a sort option (none for the default relevance/recency order). */
export function buildSort(sort: Sort, priceType: PriceType): string[] {
  switch (sort) {
    case 'default':
      return ['published_at:desc'];
    case 'price-asc':
      return [`${PRICE_ATTRIBUTE[priceType]}:asc`];
    case 'price-desc':
      return [`${PRICE_ATTRIBUTE[priceType]}:desc`];
    case 'mileage-asc':
      return ['mileage:asc'];
    case 'mileage-desc':
      return ['mileage:desc'];
    case 'year-asc':
      return ['year:asc'];
    case 'year-desc':
      return ['year:desc'];
  }
}

export type FacetQuery = { facets: FacetAttribute[]; filter: string[] };

/**
 * Disjunctive faceting: the counts of a facet are taken with every other filter applied but not its
 * own, so selecting "diesel" still shows how many "electric" there would be. Facets without an
 * active value share the main query's counts; each facet with active values gets its own query.
 */
export function facetPlan(q: StockQuery): { main: FacetQuery; extra: FacetQuery[] } {
  const all = clauses(q);
  const active = FACET_FIELDS.filter((f) => (q[f] as readonly string[]).length > 0);
  const inactive = FACET_FIELDS.filter((f) => !active.includes(f));
  return {
    main: { facets: inactive.map((f) => FACETS[f]), filter: all.map((c) => c.clause) },
    extra: active.map((f) => ({ facets: [FACETS[f]], filter: all.filter((c) => c.field !== f).map((c) => c.clause) })),
  };
}
