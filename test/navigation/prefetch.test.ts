import { describe, expect, it } from 'vitest';
import { createPrefetcher } from '../../src/navigation/prefetch';

function setup(maxInView = 4, freshMs = 30_000, pointerDelayMs = 65) {
  let now = 1_000;
  const fetched: string[] = [];
  /** timers due at a time, run by `advance` */
  let timers: { at: number; run: () => void }[] = [];
  const later = (run: () => void, ms: number) => {
    const timer = { at: now + ms, run };
    timers.push(timer);
    return () => void (timers = timers.filter((t) => t !== timer));
  };
  const prefetcher = createPrefetcher(
    { prefetch: (href) => fetched.push(href), now: () => now, later },
    { maxInView, freshMs, pointerDelayMs },
  );
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    for (const t of due) t.run();
  };
  return { prefetcher, fetched, advance, pending: () => timers.length };
}

describe('prefetch policy', () => {
  it('fetches a pointed-at link once while it is fresh, again once it is not', () => {
    const { prefetcher, fetched, advance } = setup();
    expect(prefetcher.intent('/stock/a')).toBe(true);
    expect(prefetcher.intent('/stock/a')).toBe(false);
    advance(29_999);
    expect(prefetcher.intent('/stock/a')).toBe(false);
    advance(1);
    expect(prefetcher.intent('/stock/a')).toBe(true);
    expect(fetched).toEqual(['/stock/a', '/stock/a']);
  });

  it('fetches only the first links that come into view on each page shown, however many cards it has', () => {
    const { prefetcher, fetched } = setup(4);
    const cards = Array.from({ length: 24 }, (_, i) => `/stock/vehicle-${i}`);
    for (const card of cards) prefetcher.inView(card);
    expect(fetched).toEqual(cards.slice(0, 4));
    // pointing at a later card still fetches it: the visitor shows an intent
    expect(prefetcher.intent(cards[10]!)).toBe(true);
    prefetcher.newPage();
    for (const card of cards) prefetcher.inView(card);
    // already fresh ones are not fetched again; the new allowance goes to the next ones
    expect(fetched.slice(5)).toEqual(
      cards
        .slice(4, 10)
        .filter((c) => c !== cards[10])
        .slice(0, 4),
    );
  });

  it('at the click, takes a fresh payload as it is and fetches a stale or missing one first (one request either way)', () => {
    const { prefetcher, fetched, advance } = setup();
    prefetcher.intent('/news/a');
    prefetcher.beforeNavigate('/news/a');
    expect(fetched).toEqual(['/news/a']);
    prefetcher.intent('/news/b');
    advance(60_000);
    prefetcher.beforeNavigate('/news/b');
    prefetcher.beforeNavigate('/news/c');
    expect(fetched).toEqual(['/news/a', '/news/b', '/news/b', '/news/c']);
    // a visited page's payload is used up: pointing at it again fetches it anew
    expect(prefetcher.intent('/news/a')).toBe(true);
  });

  it('fetches a link the pointer rests on once the delay is over, nothing for a pointer passing by', () => {
    const { prefetcher, fetched, advance } = setup();
    prefetcher.pointedAt('/stock/a');
    advance(30);
    prefetcher.pointerLeft();
    prefetcher.pointedAt('/stock/b');
    advance(30);
    // moving within the same link does not restart its delay
    prefetcher.pointedAt('/stock/b');
    advance(35);
    expect(fetched).toEqual(['/stock/b']);
    advance(1_000);
    expect(fetched).toEqual(['/stock/b']);
  });

  it('a click within the pointer delay takes the page once: the delay running out after it fetches nothing more', () => {
    const { prefetcher, fetched, advance, pending } = setup();
    prefetcher.pointedAt('/stock/a');
    advance(20);
    prefetcher.beforeNavigate('/stock/a');
    expect(fetched).toEqual(['/stock/a']);
    expect(pending()).toBe(0);
    advance(1_000);
    expect(fetched).toEqual(['/stock/a']);
  });

  it('a click after the pointer delay uses the payload it fetched', () => {
    const { prefetcher, fetched, advance } = setup();
    prefetcher.pointedAt('/stock/a');
    advance(65);
    prefetcher.beforeNavigate('/stock/a');
    advance(1_000);
    expect(fetched).toEqual(['/stock/a']);
  });
});
