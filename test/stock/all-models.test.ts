import { describe, expect, it } from 'vitest';
import { stockRange } from '../../src/stock/all-models/range';
import type { FacetCounts } from '../../src/stock/search';

const facets = (brand: Record<string, number>, model: Record<string, number>) => ({ brand, model }) as unknown as FacetCounts;

describe('the stock’s model range', () => {
  const catalogue = {
    brands: new Map([
      ['alfa-romeo', 'Alfa Romeo'],
      ['ford', 'Ford'],
      ['kia', 'Kia'],
    ]),
    models: new Map([
      ['ford/puma', 'Puma'],
      ['ford/mustang-mach-e', 'Mustang Mach-E'],
      ['alfa-romeo/tonale', 'Tonale'],
    ]),
  };

  it('lists the brands and their models by name, with the index’s counts and links to the filtered stock', () => {
    const range = stockRange(
      {
        total: 9,
        facets: facets(
          { ford: 5, 'alfa-romeo': 1, kia: 3, mg: 0 },
          { 'ford/puma': 3, 'ford/mustang-mach-e': 2, 'alfa-romeo/tonale': 1, 'kia/ev3': 3 },
        ),
      },
      catalogue,
      '/de-lu/stock',
    );
    expect(range.total).toBe(9);
    // a brand without vehicles is left out; names sort as a reader expects
    expect(range.brands.map((b) => [b.name, b.count, b.href])).toEqual([
      ['Alfa Romeo', 1, '/de-lu/stock?brand=alfa-romeo'],
      ['Ford', 5, '/de-lu/stock?brand=ford'],
      ['Kia', 3, '/de-lu/stock?brand=kia'],
    ]);
    expect(range.brands[1]!.models).toEqual([
      { key: 'ford/mustang-mach-e', name: 'Mustang Mach-E', count: 2, href: '/de-lu/stock?brand=ford&model=ford%2Fmustang-mach-e' },
      { key: 'ford/puma', name: 'Puma', count: 3, href: '/de-lu/stock?brand=ford&model=ford%2Fpuma' },
    ]);
    // a model the catalogue does not name yet (indexed since its last refresh) shows its slug
    expect(range.brands[2]!.models.map((m) => m.name)).toEqual(['ev3']);
  });

  it('is empty when the stock is', () => {
    expect(stockRange({ total: 0, facets: facets({}, {}) }, catalogue, '/stock')).toEqual({ total: 0, brands: [] });
  });
});
