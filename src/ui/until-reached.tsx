'use client';

import { Suspense, use, useId, useState, type ReactNode } from 'react';

/** Code loaded once, when first asked for; `loaded` says whether it is there (a render then need not wait). */
export type Loadable<T> = { load(): Promise<T>; loaded(): boolean };

export function loadable<T>(load: () => Promise<T>): Loadable<T> {
  let promise: Promise<T> | undefined;
  let done = false;
  return {
    load: () =>
      (promise ??= load().then((value) => {
        done = true;
        return value;
      })),
    loaded: () => done,
  };
}

/**
 * Code a visitor has not reached yet loads when it comes near the viewport or on interaction (issue 29):
 * the lead form far down a page, the vehicle page's financing calculator. What it renders is a Suspense
 * boundary of its own, in a slot (`<div id>`), and its `children` may wait (`use`) for the code:
 *
 * - on the server the page's HTML waits for `code` outside the boundary, so the
 *   part is in the HTML whole, never streamed hidden behind a script: without JavaScript it works as a
 *   plain form;
 * - in the browser, hydrating that HTML, the part stays the server's until its slot comes near the
 *   viewport (800 px) or the visitor points at, touches, focuses or types in it; then its code
 *   loads and the part hydrates. The rest of the page hydrates at once: React keeps a boundary's server
 *   HTML while it waits;
 * - rendered in the browser without server HTML (a client navigation), `onClientRender` decides:
 *   `'load'` waits for the code with the rest of the page (the part is the page's point: a form page),
 *   `'defer'` leaves the slot empty until it is reached (below the fold: the calculator);
 * - once its code is loaded, the part renders at once wherever it appears.
 */
export function UntilReached({
  className,
  code,
  onClientRender,
  children,
}: {
  className: string;
  /** what the part needs before it renders (its chunk, its definition) */
  code: readonly Loadable<unknown>[];
  onClientRender: 'load' | 'defer';
  children: ReactNode;
}) {
  const slot = useId();
  // Null: nothing to wait for (the server; code already loaded; a client render of a part that loads at once).
  // Else: when the slot is reached, held by this component, which stays mounted while the boundary's content
  // waits (a suspended first render keeps no state of its own). Server HTML of the slot in the document at the
  // first render in the browser means hydrating it.
  const [reach] = useState(() => {
    if (typeof document === 'undefined' || code.every((c) => c.loaded())) return null;
    const hydrating = document.getElementById(slot) !== null;
    return hydrating || onClientRender === 'defer' ? whenReached() : null;
  });
  // the server, or a render in the browser that does not wait: the code is loaded here, outside the boundary
  if (reach === null) for (const c of code) use(c.load());
  return (
    // the slot is watched from when it is in the document (hydrated, or committed by a client navigation)
    <div id={slot} className={className} ref={reach?.watch}>
      <Suspense fallback={null}>
        {reach === null ? children : <WhenReached reached={reach.promise} code={code} children={children} />}
      </Suspense>
    </div>
  );
}

function WhenReached({ reached, code, children }: { reached: Promise<void>; code: readonly Loadable<unknown>[]; children: ReactNode }) {
  use(reached);
  for (const c of code) use(c.load());
  return children;
}

/** How far below (or above) the viewport a part starts loading: about a screen of a phone. */
const NEAR_VIEWPORT = '800px 0px';
/** What a visitor does to a part before it comes near the viewport (a link's jump, a keyboard's tab). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/** When a slot is reached: `watch` it once it is in the document (a ref callback; the first element counts). */
type Reach = { promise: Promise<void>; watch: (element: HTMLElement | null) => void };

/**
 * Resolves once the slot comes near the viewport or the visitor interacts with it; at once in a browser
 * without IntersectionObserver. Watching starts when the slot is committed, not when it is first rendered:
 * a client navigation's page may wait long before it shows (its stylesheets load first), and the slot
 * is where it will be only then.
 */
function whenReached(): Reach {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  let watched = false;
  const watch = (element: HTMLElement | null) => {
    if (!element || watched) return;
    watched = true;
    if (typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: NEAR_VIEWPORT,
    });
    const done = () => {
      observer.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, done, true);
      resolve();
    };
    observer.observe(element);
    for (const type of INTERACTIONS) element.addEventListener(type, done, { capture: true, passive: true });
  };
  return { promise, watch };
}
