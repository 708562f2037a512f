import { describe, expect, it } from 'vitest';
import { filterLeaseOffers, leaseFacets, leaseListSearch, offerState, parseLeaseListQuery } from '../../src/leases/list';
import { reshapeLeaseOffers } from '../../src/leases/schema';
import { directoryOf } from '../../src/directory/directory';
import { offerStory } from './fixtures';

/** The lease lists: the URL state, filters by brand, fuel, budget and duration, sorting by monthly price, and validity dates. */

const offers = reshapeLeaseOffers(
  [
    offerStory('kia-ev3', { monthly_price: '389' }),
    offerStory('ford-puma', {
      brand: 'ford',
      model: 'Puma',
      fuel: 'gasoline-hybrid',
      co2: '125',
      monthly_price: '329',
      durations: ['36', '48'],
    }),
    offerStory('mg-4', { brand: 'mg', model: 'MG4', monthly_price: '299', durations: ['48', '60'] }),
    offerStory('old-kia', { valid_from: '2025-01-01', valid_until: '2026-03-31', monthly_price: '199' }),
    offerStory('next-kia', { valid_from: '2027-01-01', monthly_price: '199' }),
    // 300 € without VAT is 351 € with it: compared in the list's basis
    offerStory('kia-business', { customer: 'business', price_basis: 'excl_vat', monthly_price: '300' }),
    offerStory('opel-business', { customer: 'business', brand: 'opel', price_basis: 'incl_vat', monthly_price: '351' }),
  ],
  directoryOf('en-gb', [], new Map([['mg', 'MG']])),
);
const TODAY = '2026-11-24';
const slugs = (q: string, customer: 'private' | 'business' = 'private') =>
  filterLeaseOffers(offers, customer, parseLeaseListQuery(new URLSearchParams(q)), TODAY).map((o) => o.slug);

describe('lease lists', () => {
  it('list the current offers of one customer, cheapest first', () => {
    expect(slugs('')).toEqual(['mg-4', 'ford-puma', 'kia-ev3']);
    expect(slugs('sort=price-desc')).toEqual(['kia-ev3', 'ford-puma', 'mg-4']);
  });

  it('filter by brand, fuel, budget per month and duration', () => {
    expect(slugs('brand=kia')).toEqual(['kia-ev3']);
    expect(slugs('fuel=electric')).toEqual(['mg-4', 'kia-ev3']);
    expect(slugs('budget=330')).toEqual(['mg-4', 'ford-puma']);
    expect(slugs('budget=299')).toEqual(['mg-4']);
    expect(slugs('duration=36')).toEqual(['ford-puma', 'kia-ev3']);
    expect(slugs('brand=kia&fuel=gasoline-hybrid')).toEqual([]);
  });

  it('compare business offers without VAT, whatever the basis an offer is entered in', () => {
    expect(slugs('', 'business')).toEqual(['kia-business', 'opel-business']);
    expect(slugs('budget=300', 'business')).toEqual(['kia-business', 'opel-business']);
    expect(slugs('budget=299', 'business')).toEqual([]);
  });

  it('drop invalid values and keep the defaults out of the URL', () => {
    const q = parseLeaseListQuery(new URLSearchParams('brand=<script>&fuel=steam&budget=-5&duration=abc&sort=random'));
    expect(q).toEqual({ brand: null, fuel: null, budget: null, duration: null, sort: 'price-asc' });
    expect(leaseListSearch(q)).toBe('');
    expect(leaseListSearch(parseLeaseListQuery(new URLSearchParams('fuel=diesel&sort=price-desc&budget=400')))).toBe(
      'fuel=diesel&budget=400&sort=price-desc',
    );
  });

  it('know expired, current and upcoming offers, both ends included', () => {
    expect(offerState({ validFrom: '2026-01-01', validUntil: '2026-11-24' }, TODAY)).toBe('current');
    expect(offerState({ validFrom: '2026-11-24', validUntil: '2026-12-01' }, TODAY)).toBe('current');
    expect(offerState({ validFrom: '2026-01-01', validUntil: '2026-11-23' }, TODAY)).toBe('expired');
    expect(offerState({ validFrom: '2026-11-25', validUntil: '2027-01-01' }, TODAY)).toBe('upcoming');
  });

  it('offer the brands, fuels and durations of the current offers as filters', () => {
    expect(leaseFacets(offers, 'private', TODAY)).toEqual({
      brands: [
        { slug: 'ford', name: 'Ford' },
        { slug: 'kia', name: 'Kia' },
        { slug: 'mg', name: 'MG' },
      ],
      fuels: ['electric', 'gasoline-hybrid'],
      durations: [24, 36, 48, 60],
    });
  });
});
