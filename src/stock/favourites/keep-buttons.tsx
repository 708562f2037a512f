'use client';

import { useAtom, useSetAtom } from 'jotai';
import { MAX_COMPARE, MAX_FAVOURITES, toggleId } from './ids';
import { useInBrowser } from './in-browser';
import { compareAtom, compareRefusedAtom, favouritesAtom } from './store';

/** The words of the two toggles; in `keep`, `{name}` stands for the vehicle's name, in `compareFull` `{max}` for the limit. */
export type KeepTexts = { keep: string; compare: string; compareFull: string };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/**
 * A vehicle's heart (keep it in the favourites) and its compare toggle, as pressed buttons. Shown
 * once the page runs in the browser: without JavaScript there is nothing to keep them in, and the
 * favourites and compare pages work from their URL alone.
 *
 * `reserve`: where the toggles sit in the page's flow (the vehicle page's head), the server's page holds
 * their place: the same toggles, hidden, inert and out of the accessibility tree, shown as nothing at all
 * without JavaScript (`@media (scripting: none)`, keep-buttons.css). Their appearance at hydration moved
 * everything below by 56 px (issue 41: a layout shift of 0.05 on a phone, 0.017 on a desktop). On a card
 * they are laid over the photo and take no place.
 */
export function KeepButtons({
  id,
  name,
  texts,
  className,
  reserve = false,
}: {
  id: number;
  name: string;
  texts: KeepTexts;
  className?: string;
  reserve?: boolean;
}) {
  const inBrowser = useInBrowser();
  const [favourites, setFavourites] = useAtom(favouritesAtom);
  const [compare, setCompare] = useAtom(compareAtom);
  const refuse = useSetAtom(compareRefusedAtom);
  if (!inBrowser && !reserve) return null;
  const kept = inBrowser && favourites.includes(id);
  const compared = inBrowser && compare.includes(id);
  const full = !compared && compare.length >= MAX_COMPARE;
  const classes = `keep-buttons${className ? ` ${className}` : ''}`;
  if (!inBrowser) {
    return (
      <div className={`${classes} keep-buttons--reserved`} aria-hidden="true" inert>
        <span className="keep-buttons__heart keep-buttons__placeholder">
          <svg width="20" height="20" viewBox="0 0 24 24" />
        </span>
        <span className="keep-buttons__compare keep-buttons__placeholder">
          <span>+ </span>
          {texts.compare}
        </span>
      </div>
    );
  }
  return (
    <div className={classes}>
      <button
        type="button"
        className="keep-buttons__heart"
        aria-pressed={kept}
        aria-label={fill(texts.keep, { name })}
        onClick={() => setFavourites((ids) => toggleId(ids, id, MAX_FAVOURITES))}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 2.9 4.5 6.6 4.5c2.2 0 3.9 1.3 5.4 3.2 1.5-1.9 3.2-3.2 5.4-3.2 3.7 0 5.7 3.9 4.2 7.2C19.5 16.4 12 21 12 21z"
            fill={kept ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <button
        type="button"
        className="keep-buttons__compare"
        aria-pressed={compared}
        aria-disabled={full || undefined}
        title={full ? fill(texts.compareFull, { max: MAX_COMPARE }) : undefined}
        onClick={() => {
          // a full comparison takes nothing more: the compare bar says why, visibly and to a screen reader
          if (full) refuse(id);
          else setCompare((ids) => toggleId(ids, id, MAX_COMPARE));
        }}
      >
        <span aria-hidden="true">{compared ? '✓ ' : '+ '}</span>
        {texts.compare}
        <span className="visually-hidden">{` ${name}`}</span>
      </button>
    </div>
  );
}

export { fill as fillTemplate };
