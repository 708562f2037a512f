'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SuggestBoxProps, SuggestTexts } from './suggest-box';

/**
 * The search box of the site's header: a GET form to the stock (`/stock?q=`) that works without
 * JavaScript. With it, the suggestions' combobox (react-aria, its own chunk) is fetched the moment
 * the visitor reaches for the box (pointer over it, touch, focus), not on every page load, and then
 * takes the plain box's place with what was typed and the caret where it was.
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
  const [box, setBox] = useState<{ Box: Box; value: string; focused: boolean } | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const enhance = () => {
    if (box) return;
    void loadBox()
      .then((Box) => {
        if (!alive.current) return;
        const input = plain.current;
        setBox({ Box, value: input?.value ?? '', focused: input !== null && document.activeElement === input });
      })
      .catch(() => undefined); // the chunk is gone (a new build): the plain box keeps working
  };

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
        <Loaded id={INPUT_ID} locale={locale} maxLength={maxLength} initialValue={box.value} autoFocus={box.focused} texts={texts} />
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
