'use client';

import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { afterBoot } from '../../ui/after-boot';
import { ControlsStylesheet, useInBrowser } from './in-browser';
import { cleanRecent, pushRecent, recentHref, type RecentVehicle } from './recent';
import { RECENT_KEY, recentAtom } from './store';

/** On a vehicle page: puts the vehicle first in the browser's list of vehicles viewed. Renders nothing. */
export function RememberVisit({ vehicle }: { vehicle: RecentVehicle }) {
  const setRecent = useSetAtom(recentAtom);
  useEffect(
    () =>
      // no part of the page's boot (issue 41): the storage's first touch is a round trip to the browser's process
      afterBoot(() => {
        // from the storage itself: the atom holds its initial empty list until a subscriber loads it
        let stored: unknown = [];
        try {
          stored = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
        } catch {
          stored = [];
        }
        setRecent(pushRecent(cleanRecent(stored), vehicle));
      }),
    [setRecent, vehicle],
  );
  return null;
}

/**
 * The vehicles this browser viewed last (the vehicle shown on the page left out), each a link with
 * its photo and name; `vehicleHref` is the vehicle route's address with VEHICLE_PLACEHOLDER for the parameter
 * (localized on the server). Shown once the page runs: without JavaScript nothing is kept.
 */
export function RecentlyViewed({
  vehicleHref,
  texts,
  exclude,
}: {
  vehicleHref: string;
  texts: { title: string; clear: string };
  exclude?: number;
}) {
  const inBrowser = useInBrowser();
  const [recent, setRecent] = useAtom(recentAtom);
  const shown = recent.filter((v) => v.id !== exclude);
  if (!inBrowser || shown.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title" data-recently-viewed>
      <ControlsStylesheet />
      <div className="recently-viewed__head">
        <h2 id="recently-viewed-title" className="recently-viewed__title">
          {texts.title}
        </h2>
        <button type="button" className="recently-viewed__clear" onClick={() => setRecent([])}>
          {texts.clear}
        </button>
      </div>
      <ul className="recently-viewed__list">
        {shown.map((v) => (
          <li key={v.id} data-recent-vehicle={v.id}>
            <a className="recently-viewed__link" href={recentHref(vehicleHref, v.param)}>
              {v.image ? <img src={v.image} alt="" width={160} height={107} loading="lazy" decoding="async" /> : null}
              <span>{v.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
