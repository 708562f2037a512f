'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'waku/router/client';
import { BUILD_ID, LATEST_BUILD_PATH } from '../freshness/build-info';
import { createFreshness, isChunkLoadError, type Freshness } from '../freshness/monitor';
import { checkNavigation, refusalMessage, type GuardTexts } from './guard';
import { clientNavigationTarget, linkTarget } from './links';
import { createPrefetcher, IN_VIEW_LINKS, type Prefetcher } from './prefetch';
import { createViewKeeper, loadedByTraversal, type ViewKeeper } from './view-keeper';
import { afterBoot } from '../ui/after-boot';

/** The part of the Navigation API the guard uses (Chromium; elsewhere the guard covers link clicks only). */
type NavigateEvent = Event & { userInitiated: boolean; cancelable: boolean; destination: { url: string } };
type NavigationApi = {
  addEventListener(type: 'navigate', listener: (event: NavigateEvent) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEvent) => void): void;
};

/** How often an open tab reads the latest-build manifest. */
const CHECK_EVERY_MS = 5 * 60_000;

let freshness: Freshness | null = null;
let keeper: ViewKeeper | null = null;
/** The page the router shows (`path?query`), kept for a keeper made after it was drawn. */
let lastShown: string | null = null;

/**
 * One keeper of scroll and panels per document, whatever the components mounted: it owns `history.pushState`.
 * Made when first needed: at the first idle moment after the boot, before a navigation leaves the page (a click, the
 * router's start), or while the page draws when Back or Forward loaded it in full (its view is put back then). Its
 * making writes the history entry's key and the scroll restoration's mode, each a synchronous round trip to the
 * browser's process: 11 ms of the home page's commit at 4× (bench/main-thread.ts, issue 41).
 */
function viewKeeper(): ViewKeeper {
  if (!keeper) {
    keeper = createViewKeeper();
    if (lastShown !== null) keeper.shown(lastShown);
  }
  return keeper;
}

/** One monitor per tab, created on first use in the browser. */
function browserFreshness(): Freshness {
  freshness ??= createFreshness(
    { buildId: BUILD_ID, manifestUrl: LATEST_BUILD_PATH },
    {
      fetch: (url) => fetch(url, { cache: 'no-store', credentials: 'omit' }),
      now: () => Date.now(),
      storage: (() => {
        try {
          return window.sessionStorage;
        } catch {
          return null;
        }
      })(),
      reload: () => window.location.reload(),
      log: (message) => console.warn(message),
    },
  );
  return freshness;
}

/** The page a link leads to when a click on it would be a client navigation to another page, else null. */
function prefetchable(element: EventTarget | null): string | null {
  const link = element instanceof Element ? element.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const target = linkTarget(link, window.location);
  return target && !target.duplicated ? target.href : null;
}

/** A visitor who asked the browser to save data, or on a 2G connection, gets no prefetch of what merely comes into view. */
function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * Whether the primary pointer hovers (a mouse, a trackpad): the link it rests on shows where the visitor is
 * going, ahead of the click, so what merely comes into view is not fetched (issue 29: on a wide screen the
 * first card's payload, 7.7 KB, was fetched on every visit). On a touch screen a tap gives no such warning:
 * there the first card that comes into view is fetched.
 */
function hoverShowsIntent(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;
}

/**
 * Client navigation and build freshness, mounted once in the page's body:
 * - a click on a link to another page of the site loads that page's payload through Waku's router
 *   instead of a full document (without JavaScript, or with a modifier key, links stay plain links);
 *   a link to the page already shown is a duplicated navigation and does nothing;
 * - the payload of a page is fetched ahead when the visitor points at or focuses a link to it, and on a
 *   touch screen for the first link of the page's main results (its first vehicle card) that comes into
 *   view, never its breadcrumbs or footer (src/navigation/prefetch.ts);
 * - the latest-build manifest is read every few minutes, when the tab becomes visible again and
 *   before a navigation when the last check is old: once a newer build is deployed, the next
 *   navigation is a full page load;
 * - a lazy chunk that fails to load (`vite:preloadError`, a rejected dynamic import) reloads the
 *   page, at most once per path per 10 seconds;
 * - the navigation guard: a navigation started by a script (not the visitor) to a host off the
 *   allow-list, and any navigation to an unsafe protocol, is refused and logged in the page's locale.
 */
export function Navigation({ allowedHosts, guardTexts }: { allowedHosts: string[]; guardTexts: GuardTexts }) {
  const router = useRouter();
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  });
  const prefetcherRef = useRef<Prefetcher | null>(null);
  const prefetcher = () =>
    (prefetcherRef.current ??= createPrefetcher({
      prefetch: (href) => routerRef.current.prefetch(href),
      now: () => Date.now(),
      later: (run, ms) => {
        const timer = window.setTimeout(run, ms);
        return () => window.clearTimeout(timer);
      },
    }));

  useEffect(() => {
    const monitor = browserFreshness();
    // the first check is no part of the page's boot (issue 41): it waits for the browser's first idle moment
    const cancelCheck = afterBoot(() => void monitor.check());
    const timer = window.setInterval(() => void monitor.check(), CHECK_EVERY_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void monitor.check();
    };
    const onPreloadError = (event: Event) => {
      // Vite would rethrow the error: the reload below replaces the broken page instead
      event.preventDefault();
      monitor.reloadOnce(window.location.pathname, 'a lazy chunk failed to load');
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) monitor.reloadOnce(window.location.pathname, 'a dynamic import failed');
    };
    const onNavigate = (event: NavigateEvent) => {
      if (event.userInitiated || !event.cancelable) return;
      const verdict = checkNavigation(event.destination.url, window.location.origin, allowedHosts);
      if (verdict.allowed) return;
      event.preventDefault();
      console.error(refusalMessage(verdict, guardTexts));
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const written = link?.getAttribute('href');
      if (written) {
        const verdict = checkNavigation(written, window.location.origin, allowedHosts);
        if (!verdict.allowed && verdict.reason === 'protocol') {
          event.preventDefault();
          console.error(refusalMessage(verdict, guardTexts));
          return;
        }
      }
      const target = clientNavigationTarget(event, window.location);
      if (!target) return;
      event.preventDefault();
      if (target.duplicated) return;
      viewKeeper().leave();
      void monitor.mustLoadFully().then((full) => {
        if (full) return window.location.assign(target.href);
        prefetcher().beforeNavigate(target.href);
        // a payload that could not be had or read (offline, a server restart, a response cut short) loads the
        // page in full instead of leaving the router's error on screen, as a live form's navigation does
        routerRef.current.push(target.href as never).catch((error: unknown) => {
          console.error('client navigation failed, loading the page in full:', error);
          window.location.assign(target.href);
        });
      });
    };
    // a pointer that moves onto a link, not content that changed under a pointer at rest: after a click
    // the new page's link under the still pointer is no intent (the browser tells it as a pointerover)
    let movedOver: EventTarget | null = null;
    const onPointerMove = (event: PointerEvent) => {
      // a move within the element the last one was over changes nothing (a link's address is read once)
      if (event.target === movedOver) return;
      movedOver = event.target;
      const href = prefetchable(event.target);
      if (href) prefetcher().pointedAt(href);
    };
    const onPointerOut = (event: PointerEvent) => {
      movedOver = null;
      const into = prefetchable(event.relatedTarget);
      if (into !== prefetchable(event.target)) prefetcher().pointerLeft();
    };
    const onIntent = (event: Event) => {
      const href = prefetchable(event.target);
      if (href) prefetcher().intent(href);
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    document.addEventListener('click', onClick);
    document.addEventListener('pointermove', onPointerMove, { passive: true });
    document.addEventListener('pointerout', onPointerOut);
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    const navigation = (window as unknown as { navigation?: NavigationApi }).navigation;
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      navigation?.removeEventListener('navigate', onNavigate);
      cancelCheck();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointermove', onPointerMove);
      document.removeEventListener('pointerout', onPointerOut);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      prefetcherRef.current?.pointerLeft();
    };
    // the allow-list and texts are fixed for the page's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each page shown (a new path or query): on a touch screen, the first links of its main results that come
  // into view are fetched ahead, once the browser is idle, within the page's allowance.
  const shownPage = `${router.path}?${router.query}`;
  // Back or Forward: the page comes back scrolled, and its panels open, as the visitor left it; in the commit
  // that draws it (a layout effect), so its first paint is already where it was left (issue 41)
  useLayoutEffect(() => {
    lastShown = shownPage;
    if (keeper) keeper.shown(shownPage);
    // loaded in full by Back or Forward: its kept view is put back in the commit that draws it
    else if (loadedByTraversal()) viewKeeper();
  }, [shownPage]);
  useEffect(() => {
    const cancel = afterBoot(viewKeeper);
    // a navigation that follows no click (a live form, Back or Forward): the view being left is saved by a keeper
    const keep = () => void viewKeeper();
    router.unstable_events.on('start', keep);
    return () => {
      cancel();
      router.unstable_events.off('start', keep);
    };
  }, [router.unstable_events]);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || savesData() || hoverShowsIntent()) return;
    const prefetch = prefetcher();
    prefetch.newPage();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const href = prefetchable(entry.target);
        if (href) prefetch.inView(href);
      }
    });
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const scan = idle(() => {
      for (const link of document.querySelectorAll(IN_VIEW_LINKS)) if (prefetchable(link)) observer.observe(link);
    });
    return () => {
      cancelIdle(scan);
      observer.disconnect();
    };
    // one scan per page shown
  }, [shownPage]);

  // after a client navigation to another page: focus its heading, which also announces it to screen
  // readers. A new query on the same page (the stock's filters and keywords updating in place) keeps
  // the focus where the visitor is typing or choosing.
  const shownPath = useRef(router.path);
  useEffect(() => {
    if (shownPath.current === router.path) return;
    shownPath.current = router.path;
    if (window.location.hash) return;
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [router.path]);

  return null;
}
