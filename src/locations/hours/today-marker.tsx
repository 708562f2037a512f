'use client';

import { useEffect } from 'react';
import { localMoment, weekdayOf } from './hours';

/**
 * Keeps "today" right in an hours table served from a cache or left open past midnight: after
 * hydration, and every minute, the row of today's weekday in Luxembourg gets `aria-current="date"`.
 */
export function TodayMarker({ tableId }: { tableId: string }) {
  useEffect(() => {
    const mark = () => {
      const today = weekdayOf(localMoment(new Date()).date);
      document
        .getElementById(tableId)
        ?.querySelectorAll<HTMLTableRowElement>('tbody tr[data-day]')
        .forEach((row) => {
          const isToday = row.dataset.day === today;
          row.classList.toggle('hours__today', isToday);
          if (isToday) row.setAttribute('aria-current', 'date');
          else row.removeAttribute('aria-current');
          const tag = row.querySelector<HTMLElement>('.hours__today-tag');
          if (tag) tag.hidden = !isToday;
        });
    };
    mark();
    const timer = setInterval(mark, 60_000);
    return () => clearInterval(timer);
  }, [tableId]);
  return null;
}
