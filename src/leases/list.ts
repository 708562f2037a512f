import { SLUG_PATTERN } from '../routing/segments';
import { FUELS, type Fuel } from '../stock/vocabulary';
import { monthlyIn } from './calculator';
import type { LeaseCustomer, LeaseOffer, PriceBasis } from './types';

/**
 * The lease lists' state, all of it in the URL (`brand`, `fuel`, `budget`, `duration`, `sort`), so the
 * filters are a plain GET form without JavaScript. Invalid values are dropped, never an error. Pure.
 */

export const LEASE_SORTS = ['price-asc', 'price-desc'] as const;
export type LeaseSort = (typeof LEASE_SORTS)[number];

export type LeaseListQuery = {
  brand: string | null;
  fuel: Fuel | null;
  /** The most a visitor wants to pay per month, in euros of the list's basis. */
  budget: number | null;
  /** Offers that can run this many months. */
  duration: number | null;
  sort: LeaseSort;
};

/** The budgets the list offers (any other positive whole number in the URL is honoured too). */
export const LEASE_BUDGETS = [250, 300, 350, 400, 500, 600, 800] as const;

/** Private offers are compared with VAT, business offers without. */
export const LIST_BASIS: Record<LeaseCustomer, PriceBasis> = { private: 'incl_vat', business: 'excl_vat' };

export function parseLeaseListQuery(query: URLSearchParams): LeaseListQuery {
  const brand = query.get('brand')?.trim() ?? '';
  const fuel = query.get('fuel') ?? '';
  const budget = Number(query.get('budget') ?? '');
  const duration = Number(query.get('duration') ?? '');
  const sort = query.get('sort') ?? '';
  return {
    brand: SLUG_PATTERN.test(brand) && brand.length <= 60 ? brand : null,
    fuel: (FUELS as readonly string[]).includes(fuel) ? (fuel as Fuel) : null,
    budget: Number.isInteger(budget) && budget > 0 && budget <= 100_000 ? budget : null,
    duration: Number.isInteger(duration) && duration >= 6 && duration <= 96 ? duration : null,
    sort: (LEASE_SORTS as readonly string[]).includes(sort) ? (sort as LeaseSort) : 'price-asc',
  };
}

/** The query string of a list state (defaults left out). */
export function leaseListSearch(q: LeaseListQuery): string {
  const params = new URLSearchParams();
  if (q.brand) params.set('brand', q.brand);
  if (q.fuel) params.set('fuel', q.fuel);
  if (q.budget !== null) params.set('budget', String(q.budget));
  if (q.duration !== null) params.set('duration', String(q.duration));
  if (q.sort !== 'price-asc') params.set('sort', q.sort);
  return params.toString();
}

/** Luxembourg's calendar day of an instant, `yyyy-mm-dd`. */
export function luxembourgDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Luxembourg', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export type OfferState = 'current' | 'expired' | 'upcoming';

/** Whether an offer runs on a day (`validFrom` and `validUntil` included). */
export function offerState(offer: Pick<LeaseOffer, 'validFrom' | 'validUntil'>, today: string): OfferState {
  if (offer.validUntil < today) return 'expired';
  if (offer.validFrom > today) return 'upcoming';
  return 'current';
}

/** The offers of a list: its customers' current offers that pass the filters, sorted by monthly price (then title). */
export function filterLeaseOffers(offers: readonly LeaseOffer[], customer: LeaseCustomer, q: LeaseListQuery, today: string): LeaseOffer[] {
  const basis = LIST_BASIS[customer];
  const out = offers.filter(
    (o) =>
      o.customer === customer &&
      offerState(o, today) === 'current' &&
      (q.brand === null || o.brand === q.brand) &&
      (q.fuel === null || o.fuel === q.fuel) &&
      (q.budget === null || monthlyIn(o, basis) <= q.budget * 100) &&
      (q.duration === null || o.durations.includes(q.duration)),
  );
  const dir = q.sort === 'price-desc' ? -1 : 1;
  return out.sort((a, b) => dir * (monthlyIn(a, basis) - monthlyIn(b, basis)) || a.title.localeCompare(b.title, 'fr'));
}

/** What the filters offer: the brands, fuels and durations of a customer's current offers. */
export function leaseFacets(offers: readonly LeaseOffer[], customer: LeaseCustomer, today: string) {
  const current = offers.filter((o) => o.customer === customer && offerState(o, today) === 'current');
  const brands = new Map<string, string>();
  for (const o of current) brands.set(o.brand, o.brandName);
  return {
    brands: [...brands].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr')),
    fuels: FUELS.filter((f) => current.some((o) => o.fuel === f)),
    durations: [...new Set(current.flatMap((o) => o.durations))].sort((a, b) => a - b),
  };
}
