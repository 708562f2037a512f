'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLiveGet } from '../../navigation/use-live-get';

/**
 * The location search with JavaScript: the server-rendered GET form keeps working without it; with it,
 * a submit moves through Waku's router (new results from the server, no full reload, the URL holds the
 * query), and "use my location" asks the browser for the position.
 */

const Pending = createContext<{ pending: boolean; go: (url: string) => void }>({ pending: false, go: () => {} });

export function SearchLive({ formId, resultsId, children }: { formId: string; resultsId: string; children: ReactNode }) {
  const live = useLiveGet();
  const pending = live.pending;
  const go = (url: string) => live.go(url, { focus: resultsId });
  return (
    <Pending value={{ pending, go }}>
      <div
        className="location-search-live"
        data-pending={pending ? 'true' : undefined}
        aria-busy={pending}
        onSubmit={(event) => {
          const form = event.target as HTMLFormElement;
          if (form.id !== formId) return;
          event.preventDefault();
          const q = String(new FormData(form).get('q') ?? '').trim();
          const action = form.action.replace(/[?#].*$/, '');
          go(q ? `${action}?${new URLSearchParams({ q })}` : action);
        }}
      >
        {children}
      </div>
    </Pending>
  );
}

/**
 * "Use my location": shown only with JavaScript and where the browser offers geolocation. Until the page
 * runs, the server's page holds its place (the same button's box, hidden and inert; nothing without
 * JavaScript, `@media (scripting: none)` in locations.css): on a phone it takes a row of its own, and its
 * appearance at hydration moved the list below by 53 px (issue 41, a layout shift of 0.023).
 */
export function UseMyLocation({
  listPath,
  label,
  busyLabel,
  deniedText,
}: {
  listPath: string;
  label: string;
  busyLabel: string;
  deniedText: string;
}) {
  const { go, pending } = useContext(Pending);
  const [state, setState] = useState<'idle' | 'locating' | 'denied'>('idle');
  const [supported, setSupported] = useState(false);
  // rendered after hydration only: the server cannot know whether the browser can locate
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setSupported('geolocation' in navigator);
    setHydrated(true);
  }, []);
  if (!hydrated) {
    return (
      <span className="button button--secondary use-my-location use-my-location--reserved" aria-hidden="true" inert>
        {label}
      </span>
    );
  }
  if (!supported) return null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary use-my-location"
        disabled={state === 'locating' || pending}
        onClick={() => {
          setState('locating');
          navigator.geolocation.getCurrentPosition(
            (pos) => {
              setState('idle');
              // three decimals (about 100 m) are plenty for distances and keep the URL less personal
              const lat = pos.coords.latitude.toFixed(3);
              const lng = pos.coords.longitude.toFixed(3);
              go(`${listPath}?${new URLSearchParams({ lat, lng })}`);
            },
            () => setState('denied'),
            { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
          );
        }}
      >
        {state === 'locating' ? busyLabel : label}
      </button>
      {state === 'denied' ? (
        <p className="location-search__error" role="alert">
          {deniedText}
        </p>
      ) : null}
    </>
  );
}
