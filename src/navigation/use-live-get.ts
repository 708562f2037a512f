import { useCallback, useTransition } from 'react';
import { useRouter } from 'waku/router/client';

/**
 * A server-rendered GET form (or its links) moving through Waku's router: the new results come as an
 * RSC payload without a full reload, the URL holds the state, and a failed RSC request (offline, a
 * server restart) falls back to loading the page in full. `go(url)` does nothing for the URL already
 * shown; `focus` names the element that takes focus once the new results are there.
 *
 * Only for other states of the page shown (the same path): Waku's router sets the new route after the
 * payload's await, outside this transition, while the payload's elements wait in it. For another path
 * the page would be drawn for the new route with the old elements and throw Waku's "Invalid element"
 * now and then. A link to another page is left to the site's navigation (src/navigation/navigation.tsx).
 *
 * Used by the stock screen (src/stock/list/live.tsx) and the dealership search (src/locations/search/search-live.tsx).
 */
export function useLiveGet(): { pending: boolean; go: (url: string, options?: { focus?: string; scroll?: boolean }) => void } {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = useCallback(
    (url: string, options: { focus?: string; scroll?: boolean } = {}) => {
      const target = new URL(url, window.location.href);
      if (target.pathname + target.search === window.location.pathname + window.location.search) return;
      startTransition(async () => {
        try {
          await router.push(target.pathname + target.search, { scroll: false });
        } catch {
          window.location.assign(target.href);
          return;
        }
        if (options.focus) {
          const element = document.getElementById(options.focus);
          element?.focus({ preventScroll: true });
          if (options.scroll) element?.scrollIntoView({ block: 'start' });
        }
      });
    },
    [router],
  );
  return { pending, go };
}
