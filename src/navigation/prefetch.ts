/**
 * Which page payloads the browser fetches ahead of a click, and when (issue 14, point 1). A payload
 * is fetched at most once per `freshMs`, so that a visitor's pointer wandering over a list costs one
 * request per link; links that merely come into view are bounded per page shown (`maxInView`: the
 * first card of a stock page, the likeliest to be opened; issue 29 measured about 8 KB per payload
 * fetched ahead, so the next three cards cost 16 KB more for vehicles a visitor mostly does not open; and
 * only on a touch screen, where no pointer rests on a link before the tap: src/navigation/navigation.tsx);
 * and a payload older than `freshMs` is fetched again when the visitor clicks, so a page kept for minutes
 * is never shown from a stale prefetch (a vehicle sold in between). Pure, with its clock, timers and
 * fetch given, so it is tested without a browser.
 */
export type PrefetchPolicy = {
  /** links fetched because they came into view, per page shown */
  maxInView: number;
  /** how long a fetched payload is taken as fresh */
  freshMs: number;
  /** how long the pointer stays over a link before its page is fetched */
  pointerDelayMs: number;
};

export const PREFETCH_POLICY: PrefetchPolicy = { maxInView: 1, freshMs: 30_000, pointerDelayMs: 65 };

/**
 * The attribute that marks a page's main results (the stock's vehicle cards): only the links inside such
 * an element are fetched when they come into view (issue 29). Every other link (breadcrumbs, the footer,
 * the header's menu, links in running text) is fetched only on the visitor's intent: pointed at or focused.
 */
export const PREFETCH_IN_VIEW_ATTRIBUTE = 'data-prefetch-in-view';
/** The links that are fetched when they come into view. */
export const IN_VIEW_LINKS = `[${PREFETCH_IN_VIEW_ATTRIBUTE}] a[href]`;

export type Prefetcher = {
  /** The visitor points at or focuses a link: fetch its page unless fetched recently. */
  intent(href: string): boolean;
  /**
   * The pointer came over a link: its page is fetched as an intent once the pointer has stayed
   * `pointerDelayMs` (a pointer crossing a list on its way elsewhere fetches nothing).
   */
  pointedAt(href: string): void;
  /** The pointer left the link it was over (for another element than that link): nothing is fetched for it. */
  pointerLeft(): void;
  /** A link came into view: fetch its page while this page's allowance lasts. */
  inView(href: string): boolean;
  /**
   * The visitor clicked: fetch again first when what was fetched is no longer fresh. A pointer
   * delay still running is over: the click took the page (a quick visitor clicks within the delay,
   * whose end would otherwise fetch the page a second time).
   */
  beforeNavigate(href: string): void;
  /** Another page is shown: its links get a new allowance. */
  newPage(): void;
};

export function createPrefetcher(
  deps: {
    prefetch: (href: string) => void;
    now: () => number;
    /** runs `run` after `ms`; the function it returns cancels it */
    later: (run: () => void, ms: number) => () => void;
  },
  policy: PrefetchPolicy = PREFETCH_POLICY,
): Prefetcher {
  /** href → when its payload was fetched */
  const fetchedAt = new Map<string, number>();
  let inViewLeft = policy.maxInView;
  /** the link the pointer is over while its delay runs */
  let pointed: { href: string; cancel: () => void } | null = null;
  const stopPointerDelay = () => {
    pointed?.cancel();
    pointed = null;
  };

  const fresh = (href: string) => {
    const at = fetchedAt.get(href);
    return at !== undefined && deps.now() - at < policy.freshMs;
  };
  const fetch = (href: string) => {
    // bounded memory: what is no longer fresh is fetched again at the click anyway
    if (fetchedAt.size >= 200) for (const [h, at] of fetchedAt) if (deps.now() - at >= policy.freshMs) fetchedAt.delete(h);
    fetchedAt.set(href, deps.now());
    deps.prefetch(href);
  };

  const intent = (href: string) => {
    if (fresh(href)) return false;
    fetch(href);
    return true;
  };

  return {
    intent,
    pointedAt(href) {
      if (pointed?.href === href) return;
      stopPointerDelay();
      pointed = {
        href,
        cancel: deps.later(() => {
          pointed = null;
          intent(href);
        }, policy.pointerDelayMs),
      };
    },
    pointerLeft: stopPointerDelay,
    inView(href) {
      if (inViewLeft <= 0 || fresh(href)) return false;
      inViewLeft--;
      fetch(href);
      return true;
    },
    beforeNavigate(href) {
      stopPointerDelay();
      // A payload fetched ahead is what the router shows: one not fresh (or not fetched) is fetched
      // now, which the navigation then takes (one request either way). It is used up by the visit.
      if (!fresh(href)) deps.prefetch(href);
      fetchedAt.delete(href);
    },
    newPage() {
      inViewLeft = policy.maxInView;
    },
  };
}
