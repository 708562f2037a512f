'use client';

import { Suspense, use, useId, useState } from 'react';
import type { LeadFormSpec } from '../definitions';
import type { LeadFormProps } from './lead-form-impl';
import { LeadFormLoaderContext, type LeadFormLoader } from './lead-form-context';

export type { LeadFormProps } from './lead-form-impl';

/**
 * The form's code (react-aria, the validation engine, the slot logic: about 70 KB) and its row (the
 * definition) are chunks of their own, not part of the script every page of the site loads. A row is
 * loaded once per id.
 */
type Impl = typeof import('./lead-form-impl');
let impl: Promise<Impl> | undefined;
const loadImpl = () => (impl ??= import('./lead-form-impl'));
const rows = new Map<string, Promise<LeadFormSpec>>();
const rowOf = (kind: string, load: LeadFormLoader) => {
  let row = rows.get(kind);
  if (!row) rows.set(kind, (row = load(kind)));
  return row;
};

/**
 * The lead form, by its id in the lead-form table; its chunks load when the visitor reaches it (issue 29):
 *
 * - on the server the page's HTML waits for the form (never streamed into a hidden block that only a
 *   script would reveal): it works without JavaScript, a plain POST to its server action;
 * - in the browser, hydrating that HTML, the form stays the server's until it comes near the viewport
 *   (`NEAR_VIEWPORT`) or the visitor points at, touches, focuses or types in it; then its chunks load
 *   and it hydrates (what was typed meanwhile is kept, see `adoptTypedValues`). The rest of the page
 *   hydrates at once: the form is a Suspense boundary of its own, whose server HTML React keeps while
 *   it waits. A submission before then is the plain POST;
 * - rendered in the browser without server HTML (a client navigation to a form page), its chunks load
 *   first and the page is shown with its form, as before;
 * - a form that answers a post (refused, failed or sent: `initial` is not idle) is what the visitor is
 *   busy with, and its success screen holds server-rendered links a boundary could wait for (and stream
 *   hidden): it is rendered and hydrated at once, without a boundary.
 */
export function LeadForm({ kind, ...props }: LeadFormProps) {
  const slot = useId();
  const load = use(LeadFormLoaderContext);
  if (!load) throw new Error(`the lead form "${kind}" is rendered outside the lead-form table's provider`);
  // hydrating the server's HTML of this form (its slot is in the document at the first render in the browser)
  const [hydrating] = useState(() => typeof document !== 'undefined' && document.getElementById(slot) !== null);
  // the server, or a render in the browser with no server HTML to keep: wait for the chunks here, outside the boundary
  const deferred = props.initial.status === 'idle';
  if (!hydrating || !deferred) {
    use(loadImpl());
    use(rowOf(kind, load));
  }
  if (!deferred) {
    const { LeadForm: Form } = use(loadImpl());
    return (
      <div id={slot} className="lead-form-slot">
        <Form {...props} spec={use(rowOf(kind, load))} />
      </div>
    );
  }
  return (
    <div id={slot} className="lead-form-slot">
      <Suspense fallback={null}>
        <WhenReached slot={hydrating ? slot : undefined} kind={kind} load={load} props={props} />
      </Suspense>
    </div>
  );
}

function WhenReached({
  slot,
  kind,
  load,
  props,
}: {
  /** the slot whose server HTML waits for the visitor, or undefined: nothing to wait for */
  slot: string | undefined;
  kind: string;
  load: LeadFormLoader;
  props: Omit<LeadFormProps, 'kind'>;
}) {
  if (slot !== undefined) use(reached(slot));
  const { LeadForm: Form } = use(loadImpl());
  return <Form {...props} spec={use(rowOf(kind, load))} />;
}

/** How far below (or above) the viewport the form starts loading: about a screen of a phone. */
const NEAR_VIEWPORT = '800px 0px';
/** What a visitor does to a form before it comes near the viewport (a link's jump, a keyboard's tab). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/** slot id → when its form was reached (kept resolved, so a later render passes at once) */
const reachedSlots = new Map<string, Promise<void>>();

/** Resolves once the server HTML of the form in `slot` comes near the viewport or the visitor interacts with it. */
function reached(slot: string): Promise<void> {
  let promise = reachedSlots.get(slot);
  if (promise) return promise;
  const element = document.getElementById(slot);
  if (!element || typeof IntersectionObserver === 'undefined') promise = Promise.resolve();
  else
    promise = new Promise<void>((resolve) => {
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
    });
  reachedSlots.set(slot, promise);
  return promise;
}
