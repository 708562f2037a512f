'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SuggestBoxProps, SuggestTexts } from './suggest-box';

/**
 * The search box of the site's header: a GET form to the stock (`/stock?q=`) that works without
 * JavaScript. With it, the suggestions' combobox (react-aria, its own chunk) is fetched the moment
 * the visitor reaches for the box (pointer over it, touch, focus), not on every page load, and then
 * takes the plain box's place with what was typed and the caret where it was.
 *
 * No letter is lost on the way (issue 28, point 7): what the plain box holds is followed as it is typed
 * (`typed`, state), so a letter typed after the chunk arrived and before the combobox is drawn (a busy
 * page) is in the value the combobox starts with, which is read when it is drawn, not when the chunk
 * arrived. A visitor who clicked into the box and typed before the page hydrated (no focus event
 * reached React then) gets the combobox at hydration, with those letters, the caret after them.
 */

type Box = ComponentType<SuggestBoxProps>;
let loading: Promise<Box> | null = null;
const loadBox = () => (loading ??= import('./suggest-box').then((m) => m.SuggestBox));

export type SiteSearchProps = {
  action: string;
  locale: string;
  maxLength: number;
  submitLabel: string;
  texts: SuggestTexts;
};

const INPUT_ID = 'site-search-q';

export function SiteSearch({ action, locale, maxLength, submitLabel, texts }: SiteSearchProps) {
  const [box, setBox] = useState<{ Box: Box; focused: boolean } | null>(null);
  /** what the plain box holds, kept as it is typed */
  const [typed, setTyped] = useState('');
  const plain = useRef<HTMLInputElement>(null);
  const alive = useRef(true);
  const asked = useRef(false);

  const enhance = () => {
    if (asked.current) return;
    asked.current = true;
    void loadBox()
      .then((Box) => {
        if (!alive.current) return;
        const input = plain.current;
        if (input) setTyped(input.value);
        setBox({ Box, focused: input !== null && document.activeElement === input });
      })
      .catch(() => {
        asked.current = false; // the chunk is gone (a new build): the plain box keeps working
      });
  };

  useEffect(() => {
    // hydrated: letters typed before are in the plain box, and a visitor already in it never fired the focus event
    alive.current = true;
    const input = plain.current;
    if (input?.value) setTyped(input.value);
    if (input && document.activeElement === input) enhance();
    return () => {
      alive.current = false;
    };
  }, []);

  const Loaded = box?.Box ?? null;
  return (
    <form
      className="site-search"
      role="search"
      method="get"
      action={action}
      onPointerEnter={enhance}
      onTouchStart={enhance}
      onFocus={enhance}
    >
      {Loaded && box ? (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the visitor is in the plain box it replaces
        <Loaded id={INPUT_ID} locale={locale} maxLength={maxLength} initialValue={typed} autoFocus={box.focused} texts={texts} />
      ) : (
        <>
          <label htmlFor={INPUT_ID} className="visually-hidden">
            {texts.label}
          </label>
          <input
            ref={plain}
            id={INPUT_ID}
            type="search"
            name="q"
            maxLength={maxLength}
            placeholder={texts.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
        </>
      )}
      <button type="submit" className="site-search__submit">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{submitLabel}</span>
      </button>
    </form>
  );
}
