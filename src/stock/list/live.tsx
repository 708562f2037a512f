'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'waku/router/client';
import { useLiveGet } from '../../navigation/use-live-get';
import { formQuery } from './model';

/**
 * The stock screen with JavaScript: the server-rendered GET form and links stay as they are (they
 * work without JavaScript); this wrapper listens to them and moves through Waku's router instead,
 * so results update from a new RSC payload without a full reload, the URL holds the whole state,
 * and back/forward go through the router's history handling.
 *
 * - a checkbox, radio or select change navigates at once; typing in a number field after a pause;
 * - links marked `data-stock-link` to this screen (pagination, filter chips, clear all) navigate the same way;
 * - while a navigation is pending the results region is `aria-busy` and a progress bar shows;
 * - after each render, inputs are set from their server defaults (`defaultChecked`, `defaultValue`,
 *   `data-value`), so the form always shows what the URL says, also after back/forward, without
 *   remounting anything (focus stays where it was).
 */

const TYPING_DELAY_MS = 400;

const PendingContext = createContext(false);

type Props = {
  /** id of the filter form (controls outside it join it with `form=`) */
  formId: string;
  /** the canonical query of what the server rendered: changes after every navigation */
  stateKey: string;
  /** id of the element that takes focus after a page change */
  resultsHeadingId: string;
  className?: string;
  children: ReactNode;
};

const isTextLike = (el: EventTarget | null): boolean =>
  el instanceof HTMLInputElement && (el.type === 'number' || el.type === 'text' || el.type === 'search');

/** The form's current values, without fields the browser reports invalid (e.g. a year of 20). */
function formEntries(form: HTMLFormElement): [string, string][] {
  const out: [string, string][] = [];
  for (const el of Array.from(form.elements)) {
    const field = el as HTMLInputElement | HTMLSelectElement;
    if (!field.name || field.disabled) continue;
    if (field instanceof HTMLInputElement) {
      if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
      if (field.type === 'submit' || field.type === 'button') continue;
      if (!field.validity.valid) continue;
    }
    if (field instanceof HTMLButtonElement) continue;
    out.push([field.name, field.value]);
  }
  return out;
}

export function StockLive({ formId, stateKey, resultsHeadingId, className, children }: Props) {
  const router = useRouter();
  const [routing, setRouting] = useState(false);
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  // true once hydrated: from then on the form updates in place (`data-enhanced`, for styles and tests)
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  // back/forward (popstate) navigations do not run in our transition: follow the router's events
  useEffect(() => {
    const start = () => setRouting(true);
    const complete = () => setRouting(false);
    router.unstable_events.on('start', start);
    router.unstable_events.on('complete', complete);
    return () => {
      router.unstable_events.off('start', start);
      router.unstable_events.off('complete', complete);
    };
  }, [router.unstable_events]);

  const { pending: isPending, go } = useLiveGet();
  const navigate = useCallback(
    (url: string, options: { focusResults?: boolean } = {}) => {
      if (typing.current) clearTimeout(typing.current);
      typing.current = null;
      go(url, options.focusResults ? { focus: resultsHeadingId, scroll: true } : {});
    },
    [go, resultsHeadingId],
  );

  const form = () => document.getElementById(formId) as HTMLFormElement | null;
  const submitForm = (focusResults = false) => {
    const f = form();
    if (f) navigate(`${f.action.replace(/[?#].*$/, '')}${formQuery(formEntries(f))}`, { focusResults });
  };

  // Wide screens show the filter disclosure as an open sidebar through CSS (::details-content);
  // where the browser cannot style that, open it here.
  useEffect(() => {
    const details = form()?.closest('details');
    if (details && !CSS.supports('selector(::details-content)') && window.matchMedia('(min-width: 60.0625rem)').matches)
      details.open = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // after every render of a new state: show in the form what the server says
  useEffect(() => {
    const f = form();
    if (!f) return;
    for (const el of Array.from(f.elements)) {
      if (el instanceof HTMLInputElement) {
        if (el.type === 'checkbox' || el.type === 'radio') el.checked = el.defaultChecked;
        else if (isTextLike(el) && !(el === document.activeElement && typing.current)) el.value = el.dataset.value ?? el.defaultValue;
      } else if (el instanceof HTMLSelectElement && el.dataset.value !== undefined) {
        el.value = el.dataset.value;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);

  const ours = (target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement =>
    (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) && target.form?.id === formId;

  return (
    <PendingContext value={isPending || routing}>
      {/* listens to the clicks of the links and inputs inside it (event delegation): each of those is keyboard operable itself */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={className}
        data-pending={isPending || routing ? 'true' : undefined}
        data-enhanced={enhanced ? 'true' : undefined}
        onChange={(event) => {
          // React's onChange fires on every keystroke of a text field: those wait for a pause (onInput)
          const el = event.target;
          if (!ours(el) || isTextLike(el)) return;
          // a price bound of one price type means nothing for another (a price vs a monthly rate)
          if (el.name === 'price_type') {
            for (const name of ['price_min', 'price_max']) {
              const bound = el.form?.elements.namedItem(name);
              if (bound instanceof HTMLInputElement) bound.value = '';
            }
          }
          submitForm();
        }}
        onInput={(event) => {
          const el = event.target;
          if (!ours(el) || !isTextLike(el)) return;
          if (typing.current) clearTimeout(typing.current);
          typing.current = setTimeout(() => {
            typing.current = null;
            submitForm();
          }, TYPING_DELAY_MS);
        }}
        onSubmit={(event) => {
          if ((event.target as HTMLElement).id !== formId) return;
          event.preventDefault();
          const details = (event.target as HTMLElement).closest('details');
          // on a narrow screen the filters are a disclosure: close it to show the results
          if (details && window.matchMedia('(max-width: 60rem)').matches) details.open = false;
          submitForm(true);
        }}
        onClick={(event) => {
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          const link = (event.target as HTMLElement).closest?.('a[data-stock-link]') as HTMLAnchorElement | null;
          // a link to another page (the trade-in request) is the site's navigation, not a state of this screen
          if (!link || link.origin !== window.location.origin || link.pathname !== window.location.pathname) return;
          event.preventDefault();
          navigate(link.href, { focusResults: link.dataset.stockLink === 'page' });
        }}
      >
        {children}
      </div>
    </PendingContext>
  );
}

/** The results region: `aria-busy` and a progress bar while new results load. */
export function StockResultsRegion({ label, loadingText, children }: { label: string; loadingText: string; children: ReactNode }) {
  const pending = useContext(PendingContext);
  return (
    <section className="stock-results" aria-label={label} aria-busy={pending}>
      <div className="stock-progress" data-active={pending ? 'true' : undefined} aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {pending ? loadingText : ''}
      </p>
      {children}
    </section>
  );
}
