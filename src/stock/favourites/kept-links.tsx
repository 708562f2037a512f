'use client';

import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { idsQuery, MAX_COMPARE, MIN_COMPARE } from './ids';
import { ControlsStylesheet, useInBrowser } from './in-browser';
import { fillTemplate } from './keep-buttons';
import { compareAtom, compareRefusedAtom, favouritesAtom } from './store';

/**
 * The header's way to the favourites: a plain link to the favourites page without JavaScript (which
 * then shows its empty state), the link to the kept list with its count once the page runs.
 */
export function FavouritesLink({ href, label }: { href: string; label: string }) {
  const inBrowser = useInBrowser();
  const favourites = useAtomValue(favouritesAtom);
  const count = inBrowser ? favourites.length : 0;
  return (
    <a
      className="favourites-link"
      href={`${href}${inBrowser ? idsQuery(favourites) : ''}`}
      data-count={count}
      aria-label={count > 0 ? `${label} (${count})` : undefined}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 2.9 4.5 6.6 4.5c2.2 0 3.9 1.3 5.4 3.2 1.5-1.9 3.2-3.2 5.4-3.2 3.7 0 5.7 3.9 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={count > 0 ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="favourites-link__label">{label}</span>
      {count > 0 ? <span className="favourites-link__count">{count}</span> : null}
    </a>
  );
}

/**
 * The comparison being built: shown at the bottom of the screen while at least one vehicle is chosen,
 * with the link to the comparison (from two vehicles) and a way to clear it. A vehicle added to a
 * full comparison is refused with a message here, in a live region present from the bar's first
 * render (so a screen reader announces it), shown while the comparison stays full.
 */
export function CompareBar({ href, texts }: { href: string; texts: { open: string; clear: string; tooFew: string; full: string } }) {
  const inBrowser = useInBrowser();
  const [compare, setCompare] = useAtom(compareAtom);
  const refused = useAtomValue(compareRefusedAtom);
  if (!inBrowser || compare.length === 0) return null;
  const ready = compare.length >= MIN_COMPARE;
  const full = refused !== null && compare.length >= MAX_COMPARE && !compare.includes(refused);
  return (
    <aside className="compare-bar" aria-label={fillTemplate(texts.open, { count: compare.length })}>
      <ControlsStylesheet />
      <div className="compare-bar__inner container">
        {ready ? (
          <a className="button button--primary" href={`${href}${idsQuery(compare)}`}>
            {fillTemplate(texts.open, { count: compare.length })}
          </a>
        ) : (
          <p className="compare-bar__hint">{texts.tooFew}</p>
        )}
        <button type="button" className="button compare-bar__clear" onClick={() => setCompare([])}>
          {texts.clear}
        </button>
        <p className="compare-bar__notice" role="status">
          {full ? fillTemplate(texts.full, { max: MAX_COMPARE }) : null}
        </p>
      </div>
    </aside>
  );
}

/**
 * On the favourites page opened without a list in its address (the header link before the page
 * ran, a bookmark): when this browser keeps favourites, the page moves to their address, so the
 * server renders them and the address can be shared.
 */
export function OpenKeptList({ href }: { href: string }) {
  const favourites = useAtomValue(favouritesAtom);
  useEffect(() => {
    if (favourites.length > 0) window.location.replace(`${href}${idsQuery(favourites)}`);
  }, [favourites, href]);
  return null;
}
