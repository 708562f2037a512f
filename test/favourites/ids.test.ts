import { describe, expect, it } from 'vitest';
import { cleanIds, idsFromQuery, idsQuery, MAX_COMPARE, toggleId } from '../../src/stock/favourites/ids';

describe('favourite and compare ids', () => {
  it('reads distinct positive ids from the address, in order, bounded; anything else is dropped', () => {
    expect(idsFromQuery(new URLSearchParams('ids=101,205,101,abc,-3,0,<script>,7.5, 42 '), 50)).toEqual([101, 205, 42]);
    expect(idsFromQuery(new URLSearchParams('ids=1&ids=2'), 50)).toEqual([1, 2]);
    expect(idsFromQuery(new URLSearchParams('ids=1,2,3,4,5,6'), MAX_COMPARE)).toEqual([1, 2, 3, 4]);
    expect(idsFromQuery(new URLSearchParams('ids=99999999999999999999'), 50)).toEqual([]);
    expect(idsFromQuery(new URLSearchParams(`ids=${'1,'.repeat(5_000)}2`), 50)).toEqual([1]);
    expect(idsFromQuery(new URLSearchParams(''), 50)).toEqual([]);
  });

  it('cleans what storage gives back (numbers or strings, anything else dropped)', () => {
    expect(cleanIds([3, '4', null, { id: 5 }, 3, 1.5, 'x'], 50)).toEqual([3, 4]);
  });

  it('writes the address of a list and toggles an id within the limit', () => {
    expect(idsQuery([101, 205])).toBe('?ids=101,205');
    expect(idsQuery([])).toBe('');
    expect(toggleId([1, 2], 3, 4)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2, 4)).toEqual([1, 3]);
    expect(toggleId([1, 2, 3, 4], 5, 4)).toEqual([1, 2, 3, 4]);
  });
});
