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
 */
export function KeepButtons({ id, name, texts, className }: { id: number; name: string; texts: KeepTexts; className?: string }) {
  const inBrowser = useInBrowser();
  const [favourites, setFavourites] = useAtom(favouritesAtom);
  const [compare, setCompare] = useAtom(compareAtom);
  const refuse = useSetAtom(compareRefusedAtom);
  if (!inBrowser) return null;
  const kept = favourites.includes(id);
  const compared = compare.includes(id);
  const full = !compared && compare.length >= MAX_COMPARE;
  return (
    <div className={`keep-buttons${className ? ` ${className}` : ''}`}>
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
