import { describe, expect, it } from 'vitest';
import { cachePlan } from '../../src/page-cache/plan';
import { cachePlannerOf } from '../../src/routes';
import { routes } from '../../src/routing';

const plan = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://site.test');
  const match = routes().parse(pathname);
  return match ? cachePlan(cachePlannerOf(match.route), match, searchParams) : 'no route';
};

describe('which pages the page cache keeps', () => {
  it('keys the stock list by its canonical query, and stores only requests written that way', () => {
    expect(plan('/stock?brand=ford&fuel=diesel')).toEqual({ canonical: '?brand=ford&fuel=diesel', storable: true });
    expect(plan('/stock?fuel=diesel&brand=ford&page=1')).toEqual({ canonical: '?brand=ford&fuel=diesel', storable: false });
    expect(plan('/stock?fuel=banana')).toEqual({ canonical: '', storable: false });
    expect(plan('/de-lu/stock')).toEqual({ canonical: '', storable: true });
  });

  it('leaves a stock URL with any other parameter to the renderer (old listings redirect, previews differ)', () => {
    expect(plan('/stock?field_fuel_target_id[0]=12')).toBeNull();
    expect(plan('/stock?brand=ford&_storyblok=123')).toBeNull();
  });

  it('keeps vehicle and content pages only without a query', () => {
    expect(plan('/stock/12-1-ford-puma-st-line')).toEqual({ canonical: '', storable: true });
    expect(plan('/ford/stock/12-1-ford-puma-st-line')).toEqual({ canonical: '', storable: true });
    expect(plan('/stock/12-1-ford-puma-st-line?utm_source=x')).toBeNull();
    expect(plan('/news')).toEqual({ canonical: '', storable: true });
    expect(plan('/')).toEqual({ canonical: '', storable: true });
  });

  it('never keeps a form page or a dealership page', () => {
    expect(plan('/stock/12-1-ford-puma-st-line/interessee')).toBeNull();
    expect(plan('/stock/12-1-ford-puma-st-line/essai-routier')).toBeNull();
    expect(plan('/concessions')).toBeNull();
    expect(plan('/concessions/bertrange')).toBeNull();
    expect(plan('/hello')).toBeNull();
  });
});
