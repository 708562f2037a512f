import { StrictMode, createElement, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';
import { startBoot } from './ui/after-boot';

/**
 * The browser's entry: Waku's own (`getManagedClientEntry` in waku/dist/lib/utils/managed.js, which Waku uses when
 * `src/client-entry.tsx` is missing), with the hydration started in a transition.
 *
 * Why (issue 41): React renders a root handed to it outside a transition at the default lane, which it never splits,
 * so the hydration's render runs in one task; the whole document is React's (Waku renders `<html>`), so that task
 * walks every element of the page, the server's markup included. In a transition React renders in slices of about
 * 5 ms and lets the browser paint and answer input between them (the commit stays one task); a click or a key on a
 * part not yet hydrated makes React finish that part first and replays the event (selective hydration), so nothing a
 * visitor does is lost. Next.js hydrates the same way. Until then the page is the server's markup, which works
 * without scripts. bench/main-thread.ts shows the page's long tasks and what each did.
 */
/**
 * Waku's router, and the end of the boot: its effect runs after every effect of the page's first commit (a parent's
 * after its children's), and what waits for the boot (src/ui/after-boot.ts) runs at the first idle moment after it.
 */
function Page() {
  useEffect(startBoot, []);
  return createElement(Router);
}

const rootElement = createElement(StrictMode, null, createElement(Page));

if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  startTransition(() => {
    hydrateRoot(document, rootElement);
  });
} else {
  createRoot(document).render(rootElement);
}
