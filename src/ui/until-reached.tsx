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
  const [whenReached] = useState(() => {
    if (typeof document === 'undefined' || code.every((c) => c.loaded())) return null;
    const hydrating = document.getElementById(slot) !== null;
    return hydrating || onClientRender === 'defer' ? reached(slot) : null;
  });
  // the server, or a render in the browser that does not wait: the code is loaded here, outside the boundary
  if (whenReached === null) for (const c of code) use(c.load());
  return (
    <div id={slot} className={className}>
      <Suspense fallback={null}>
        {whenReached === null ? children : <WhenReached reached={whenReached} code={code} children={children} />}
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

/** How many frames a slot rendered by a client navigation is looked for before its part is loaded anyway. */
const FRAMES_TO_FIND = 10;

/**
 * Resolves once the slot comes near the viewport or the visitor interacts with it. A slot not in the
 * document yet (rendered by a client navigation, not committed) is looked for on the next frames; a slot
 * never found, or a browser without IntersectionObserver, resolves at once.
 */
function reached(slot: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const watch = (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
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
    const find = (framesLeft: number) => {
      const element = document.getElementById(slot);
      if (element || framesLeft === 0) watch(element);
      else requestAnimationFrame(() => find(framesLeft - 1));
    };
    find(FRAMES_TO_FIND);
  });
}
