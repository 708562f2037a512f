import { activeFilters, DEFAULT_QUERY, stockQueryString, withoutFilter, type ActiveFilter, type StockQuery } from '../query';
import { brandOfModel } from './model';

/**
 * Links of the stock screen, each a full URL of the list with the query it stands for: the
 * pages, the removal of one filter, and "clear all". Pure (the list path is passed in).
 */

/** The query without one filter value; removing a brand also removes its models. */
export function removeFilter(q: StockQuery, f: ActiveFilter): StockQuery {
  const next = withoutFilter(q, f);
  return f.param === 'brand' ? { ...next, models: next.models.filter((m) => brandOfModel(m) !== f.value) } : next;
}

/** Every filter value off; the sort and the price type stay (they are not filters). */
export function clearFilters(q: StockQuery): StockQuery {
  return { ...DEFAULT_QUERY, sort: q.sort, priceType: q.priceType };
}

export type FilterChip = ActiveFilter & { href: string };

/** The active filters, each with the link that removes it. */
export function filterChips(q: StockQuery, listPath: string): FilterChip[] {
  return activeFilters(q).map((f) => ({ ...f, href: `${listPath}${stockQueryString(removeFilter(q, f))}` }));
}

export function pageHref(q: StockQuery, page: number, listPath: string): string {
  return `${listPath}${stockQueryString({ ...q, page })}`;
}

export function clearHref(q: StockQuery, listPath: string): string {
  return `${listPath}${stockQueryString(clearFilters(q))}`;
}
