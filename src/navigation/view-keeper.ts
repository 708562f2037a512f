/**
 * Scroll and panel state kept per history entry, so Back and Forward on a client navigation show a
 * page as the visitor left it (issue 28, point 1). Waku's router scrolls to the top on every
 * popstate (once the page's payload has arrived), and the browser's own restoration runs while the
 * previous page is still shown, so the site restores it itself (`history.scrollRestoration = 'manual'`):
 * - each history entry gets a key in its state (a pushed entry a new one: Waku copies the state it
 *   pushes from the entry before);
 * - the view (window scroll, and each `[data-keep-view]` element's `open` and `scrollTop`, e.g. the
 *   stock's filters panel) is saved for the entry being left: on a link click before the router
 *   scrolls, on a push that follows no click (a live filter form), on popstate and on pagehide;
 * - after popstate the saved view waits for the router to show that entry's page (its path and
 *   query: Waku renders it after its payload arrives, and pushes or pops may overtake each other),
 *   then is applied after the router's own scroll, and held frame by frame while the page's parts
 *   arrive, until it stays put, the visitor moves the page, or another navigation starts;
 * - a page loaded in full by Back or Forward gets its view once it runs.
 * Kept in sessionStorage too, so a reload in between loses nothing.
 */
export type PanelView = { open?: boolean; scrollTop: number };
export type View = { x: number; y: number; panels: Record<string, PanelView> };

const STATE_KEY = 'autopolis_view';
export const STORAGE_KEY = 'autopolis.views';
const MAX_ENTRIES = 50;

const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A page as Waku's router names it: its path without a trailing slash, and its query. */
export function pageOf(url: Pick<URL, 'pathname' | 'searchParams'>): string {
  const path = url.pathname.length > 1 && url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname;
  return `${path}?${url.searchParams.toString()}`;
}

function captureView(): View {
  const panels: Record<string, PanelView> = {};
  for (const element of document.querySelectorAll<HTMLElement>('[data-keep-view]')) {
    panels[element.dataset.keepView!] = {
      ...(element instanceof HTMLDetailsElement ? { open: element.open } : {}),
      scrollTop: element.scrollTop,
    };
  }
  return { x: window.scrollX, y: window.scrollY, panels };
}

/** Applies the view once; answers whether the page now shows it (false while the page is too short). */
function applyOnce(view: View): boolean {
  // panels first: an open panel changes the page's height
  let done = true;
  for (const [name, panel] of Object.entries(view.panels)) {
    const element = document.querySelector<HTMLElement>(`[data-keep-view="${CSS.escape(name)}"]`);
    if (!element) {
      done = false;
      continue;
    }
    if (element instanceof HTMLDetailsElement && panel.open !== undefined && element.open !== panel.open) element.open = panel.open;
    if (Math.abs(element.scrollTop - panel.scrollTop) > 1) element.scrollTop = panel.scrollTop;
    done &&= Math.abs(element.scrollTop - panel.scrollTop) <= 1;
  }
  if (Math.abs(window.scrollY - view.y) > 1 || Math.abs(window.scrollX - view.x) > 1) {
    window.scrollTo({ left: view.x, top: view.y, behavior: 'instant' });
  }
  return done && Math.abs(window.scrollY - view.y) <= 1 && Math.abs(window.scrollX - view.x) <= 1;
}

/** How long a restored view is held at most while the page's parts arrive and grow (streamed sections, images). */
const HOLD_MS = 10_000;
/** Frames the view must stay shown before the hold ends. */
const STEADY_FRAMES = 10;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Applies a view, then holds it frame by frame while the page is still growing or something else
 * still scrolls, until it stays put for a few frames, the hold ends, or the visitor moves the page.
 */
function applyView(view: View): () => void {
  let frame = 0;
  let steady = 0;
  const until = performance.now() + HOLD_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
  };
  const step = () => {
    steady = applyOnce(view) ? steady + 1 : 0;
    if (steady >= STEADY_FRAMES || performance.now() > until) return stop();
    frame = requestAnimationFrame(step);
  };
  for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  step();
  return stop;
}

export type ViewKeeper = {
  /** Saves the view of the entry being left, before a click's navigation scrolls. */
  leave(): void;
  /** After the router shows a page (`path?query`): applies the saved view when Back or Forward led to it. */
  shown(page: string): void;
  stop(): void;
};

/** Whether Back or Forward loaded this document in full (a navigation that had to load fully, a reload in between). */
export function loadedByTraversal(): boolean {
  return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

export function createViewKeeper(): ViewKeeper {
  // read from the session's storage when first needed (a Back or Forward, a view to save), not while the page
  // boots: a page's first touch of the storage is a synchronous round trip to the browser's process (issue 41)
  let kept: Map<string, View> | null = null;
  const views = (): Map<string, View> => {
    if (kept) return kept;
    kept = new Map();
    try {
      for (const [key, view] of JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, View][]) kept.set(key, view);
    } catch {
      // storage unavailable or damaged: start afresh
    }
    return kept;
  };
  const keyOf = (state: unknown) => (state as Record<string, unknown> | null)?.[STATE_KEY] as string | undefined;
  let current = keyOf(history.state) ?? newKey();
  if (!keyOf(history.state)) history.replaceState({ ...(history.state as object), [STATE_KEY]: current }, '');
  let leftByClick = false;
  /** The view waiting for its page to be shown, after Back or Forward. */
  let pending: { page: string; view: View } | null = null;
  const saved = loadedByTraversal() ? views().get(current) : undefined;
  if (saved) pending = { page: pageOf(new URL(location.href)), view: saved };
  let holding: (() => void) | null = null;
  const release = () => {
    holding?.();
    holding = null;
  };
  const previousRestoration = history.scrollRestoration;
  history.scrollRestoration = 'manual';

  // the page of the current entry, and the page the router shows: they differ while a navigation
  // waits for its payload, or once the router shows the next page before the history changes
  let currentPage = pageOf(new URL(location.href));
  let shownPage: string | null = null;
  const showsCurrent = () => shownPage === currentPage;
  // the view as the visitor last moved it while the current entry's page was shown, kept on each
  // scroll and panel toggle: what is saved when the router already shows another page
  let latest: { key: string; view: View } | null = null;
  const track = () => {
    if (!pending && showsCurrent()) latest = { key: current, view: captureView() };
  };

  /** Saves the current entry's view: read now while its page is shown, else as last seen. */
  const save = () => {
    const view = showsCurrent() ? captureView() : latest?.key === current ? latest.view : null;
    if (!view) return;
    const all = views();
    all.delete(current);
    all.set(current, view);
    while (all.size > MAX_ENTRIES) all.delete(all.keys().next().value!);
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...all]));
    } catch {
      // full or unavailable: kept for this document only
    }
  };

  const pushState = history.pushState;
  history.pushState = function (this: History, state: unknown, unused: string, url?: string | URL | null) {
    release();
    if (!leftByClick) save();
    leftByClick = false;
    current = newKey();
    pending = null;
    pushState.call(this, { ...(state as object), [STATE_KEY]: current }, unused, url);
    currentPage = pageOf(new URL(location.href));
  };

  const onPopState = (event: PopStateEvent) => {
    // a hold still running belongs to the page being left
    release();
    // (the browser dispatches a scroll's event a frame late: the view is read now, not from `latest`)
    if (!leftByClick) save();
    leftByClick = false;
    current = keyOf(event.state) ?? newKey();
    currentPage = pageOf(new URL(location.href));
    if (!keyOf(event.state)) history.replaceState({ ...(event.state as object), [STATE_KEY]: current }, '');
    const view = views().get(current);
    pending = view ? { page: currentPage, view } : null;
  };
  const onPageHide = () => save();
  window.addEventListener('popstate', onPopState, true);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('scroll', track, { capture: true, passive: true });
  window.addEventListener('toggle', track, true);

  return {
    leave() {
      release();
      save();
      leftByClick = true;
    },
    shown(page) {
      shownPage = page;
      // another page shown first (a navigation overtaken by the Back or Forward): its turn comes later
      if (!pending || pending.page !== page) return;
      const { view } = pending;
      pending = null;
      release();
      holding = applyView(view);
    },
    stop() {
      release();
      history.pushState = pushState;
      history.scrollRestoration = previousRestoration;
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('scroll', track, true);
      window.removeEventListener('toggle', track, true);
    },
  };
}
