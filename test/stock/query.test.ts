import { describe, expect, it } from 'vitest';
import { buildFilter, buildSort, facetPlan, quote } from '../../src/stock/filter';
import { activeFilters, DEFAULT_QUERY, parseStockQuery, stockQueryString, stockQueryToParams, withoutFilter } from '../../src/stock/query';
import { formQuery } from '../../src/stock/list/model';
import { STOCK_PARAMS, type StockParam } from '../../src/stock/params';

const parse = (qs: string) => parseStockQuery(new URLSearchParams(qs));

describe('stock query from the URL', () => {
  it('reads every filter, sort, price type and page', () => {
    const q = parse(
      'q=kombi++diesel&brand=ford&brand=kia&model=ford/puma&fuel=electric&fuel=diesel&transmission=automatic&body=suv&location=bertrange&condition=used&category=family&year_from=2018&year_to=2023&mileage_max=60000&price_min=10000&price_max=30000&price_type=private&sort=price-desc&page=3',
    );
    expect(q).toEqual({
      keywords: 'kombi diesel',
      brands: ['ford', 'kia'],
      models: ['ford/puma'],
      fuels: ['electric', 'diesel'],
      transmissions: ['automatic'],
      bodies: ['suv'],
      locations: ['bertrange'],
      conditions: ['used'],
      categories: ['family'],
      yearFrom: 2018,
      yearTo: 2023,
      mileageMax: 60000,
      priceMin: 10000,
      priceMax: 30000,
      priceType: 'private',
      sort: 'price-desc',
      page: 3,
    });
  });

  it('keeps keywords bounded and clean: words, their inner marks, nothing the engine would read as an operator', () => {
    const kw = (raw: string) => parseStockQuery(new URLSearchParams({ q: raw })).keywords;
    expect(kw('  Boîte   auto ')).toBe('Boîte auto');
    expect(kw('"ford" -diesel (puma)')).toBe('ford diesel puma');
    expect(kw("Mach-E 4x4 C'est")).toBe("Mach-E 4x4 C'est");
    expect(kw('<script>alert(1)</script>')).toBe('script alert 1 script');
    expect(kw('\u0000\u200b')).toBe('');
    const long = kw('volkswagen '.repeat(20));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('volkswagen')).toBe(true);
    expect(kw('x'.repeat(200))).toHaveLength(80);
    // the canonical URL writes it first, once
    expect(stockQueryString(parse('brand=ford&q=%20ranger%20'))).toBe('?q=ranger&brand=ford');
    expect(stockQueryString(parse('q='))).toBe('');
  });

  it('round-trips through the canonical query string', () => {
    const qs = 'brand=ford&model=ford%2Fpuma&fuel=electric&year_from=2018&price_type=business&sort=year-asc&page=2';
    expect(stockQueryToParams(parse(qs)).toString()).toBe(qs);
    expect(stockQueryString(DEFAULT_QUERY)).toBe('');
  });

  it('drops hostile and broken values without failing', () => {
    const hostile = [
      'price_min=abc',
      'price_min=-5',
      'price_max=1e400',
      'mileage_max=99999999999',
      'page=99999',
      'page=0',
      'page=-1',
      'page=2.5',
      'brand=ford%22%20OR%20brand%20%3D%20%22kia',
      'brand=%5C',
      'fuel=electric%22)',
      'sort=price;DROP',
      'price_type=free',
      'unknown=1',
      'model=ford',
      'year_from=abc',
      'brand=' + 'a'.repeat(500),
    ];
    for (const qs of hostile) expect(parse(qs), qs).toEqual(DEFAULT_QUERY);
  });

  it('swaps inverted ranges and ignores a model of an unselected brand', () => {
    const q = parse('year_from=2023&year_to=2018&price_min=50000&price_max=10000&brand=kia&model=ford/puma&model=kia/ev6');
    expect([q.yearFrom, q.yearTo, q.priceMin, q.priceMax]).toEqual([2018, 2023, 10000, 50000]);
    expect(q.models).toEqual(['kia/ev6']);
  });

  it('accepts comma lists and removes duplicates', () => {
    expect(parse('fuel=diesel,electric&fuel=diesel').fuels).toEqual(['diesel', 'electric']);
  });

  it('lists active filters and removes one', () => {
    const q = parse('brand=ford&fuel=diesel&fuel=electric&page=4');
    expect(activeFilters(q)).toEqual([
      { param: 'brand', value: 'ford' },
      { param: 'fuel', value: 'diesel' },
      { param: 'fuel', value: 'electric' },
    ]);
    expect(stockQueryString(withoutFilter(q, { param: 'fuel', value: 'diesel' }))).toBe('?brand=ford&fuel=electric');
  });
});

describe('Meilisearch filter', () => {
  it('quotes and escapes every string', () => {
    expect(quote('ford" OR brand = "kia')).toBe('"ford\\" OR brand = \\"kia"');
    expect(quote('a\\"b')).toBe('"a\\\\\\"b"');
  });

  it('ORs values within a filter and ANDs filters', () => {
    const q = parse('brand=ford&brand=kia&fuel=electric&year_from=2019&mileage_max=50000&price_max=30000');
    expect(buildFilter(q)).toEqual([
      'brand IN ["ford", "kia"]',
      'fuel IN ["electric"]',
      'price_purchase <= 30000',
      'year >= 2019',
      'mileage <= 50000',
    ]);
  });

  it('filters and sorts on the chosen price type', () => {
    const q = parse('price_type=business&price_min=200&sort=price-asc');
    expect(buildFilter(q)).toEqual(['price_business EXISTS AND price_business IS NOT NULL', 'price_business >= 200']);
    expect(buildSort(q.sort, q.priceType)).toEqual(['price_business:asc']);
    expect(buildSort('default', 'purchase')).toEqual(['published_at:desc']);
  });

  it('counts each active facet without its own filter', () => {
    const plan = facetPlan(parse('brand=ford&fuel=electric&year_from=2020'));
    expect(plan.main.filter).toEqual(['brand IN ["ford"]', 'fuel IN ["electric"]', 'year >= 2020']);
    expect(plan.main.facets).not.toContain('brand');
    expect(plan.main.facets).not.toContain('fuel');
    expect(plan.main.facets).toContain('transmission');
    expect(plan.extra).toEqual([
      { facets: ['brand'], filter: ['fuel IN ["electric"]', 'year >= 2020'] },
      { facets: ['fuel'], filter: ['brand IN ["ford"]', 'year >= 2020'] },
    ]);
  });
});

describe('one table of stock parameters', () => {
  const SAMPLE: Record<StockParam, string> = {
    q: 'ranger automatik',
    brand: 'ford',
    model: 'ford/ranger',
    fuel: 'diesel',
    transmission: 'automatic',
    body: 'pickup',
    location: 'bertrange',
    condition: 'used',
    category: 'family',
    year_from: '2019',
    year_to: '2023',
    mileage_max: '80000',
    price_min: '10000',
    price_max: '40000',
    price_type: 'private',
    sort: 'price-asc',
    page: '2',
  };

  it('the server reads every parameter of the table, in the table order', () => {
    const params = new URLSearchParams([...STOCK_PARAMS].reverse().map((p) => [p, SAMPLE[p]]));
    expect([...stockQueryToParams(parse(params.toString())).keys()]).toEqual([...STOCK_PARAMS]);
  });

  it('the filter form in the browser writes the URL the server writes for the same entries', () => {
    const forms: [string, string][][] = [
      Object.entries(SAMPLE).filter(([k]) => k !== 'page'),
      [
        ['q', '  "kombi"   diesel '],
        ['brand', 'kia'],
        ['brand', 'ford'],
        ['brand', 'ford'],
        ['model', 'ford/puma'],
        ['model', 'opel/corsa'],
        ['fuel', ''],
        ['price_type', 'purchase'],
        ['sort', 'default'],
        ['year_from', ''],
        ['unknown', 'x'],
      ],
      [['q', '']],
    ];
    for (const entries of forms) {
      expect(formQuery(entries), JSON.stringify(entries)).toBe(stockQueryString(parseStockQuery(new URLSearchParams(entries))));
    }
  });
});
