import { describe, expect, it } from 'vitest';
import {
  cleanRecent,
  MAX_RECENT,
  pushRecent,
  recentHref,
  VEHICLE_PLACEHOLDER,
  type RecentVehicle,
} from '../../src/stock/favourites/recent';

const v = (id: number): RecentVehicle => ({
  id,
  param: `${id}-1-ford-puma-titanium`,
  title: `Ford Puma ${id}`,
  image: `/images/vehicles/suv-blue.svg`,
});

describe('recently viewed vehicles', () => {
  it('puts the vehicle viewed first, once, and keeps at most MAX_RECENT', () => {
    let list = [v(1), v(2), v(3)];
    list = pushRecent(list, v(2));
    expect(list.map((x) => x.id)).toEqual([2, 1, 3]);
    for (let id = 10; id < 30; id++) list = pushRecent(list, v(id));
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]!.id).toBe(29);
  });

  it('reads back only well-formed entries (an edited or old storage value never breaks a page)', () => {
    expect(cleanRecent('nope')).toEqual([]);
    expect(
      cleanRecent([
        v(1),
        { ...v(2), param: '3-1-other-vehicle' },
        { ...v(4), image: 'javascript:alert(1)' },
        { id: -1, param: 'x', title: 't' },
        { ...v(5), title: ' ' },
        v(1),
        null,
      ]),
    ).toEqual([v(1), { ...v(4), image: null }]);
  });

  it('builds each vehicle’s address from the localized route the server gives', () => {
    expect(recentHref(`/de-lu/stock/${VEHICLE_PLACEHOLDER}`, '7-1-kia-ev6')).toBe('/de-lu/stock/7-1-kia-ev6');
  });
});
