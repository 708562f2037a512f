'use client';

import { useEffect, useRef, useState } from 'react';
import { ComboBox, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover, Text } from 'react-aria-components';
import { MIN_SUGGEST_CHARS, SUGGEST_PATH, type Suggestion, type Suggestions } from './types';
// the combobox's rules come with its code (a stylesheet of this chunk, loaded before the import resolves): not in every page
import './suggest.css';

/**
 * The header's search box with suggestions (react-aria's combobox, loaded once the visitor reaches
 * for the box, see site-search.tsx): brands, models and the first vehicles the words match, each a
 * link, and the stock filtered by the words. Typing asks after a pause of 200 ms; a newer question
 * cancels the one still in flight, so there is never more than one request and an older answer
 * never replaces a newer one. Arrow keys move through the suggestions, Enter opens one, Escape
 * closes them; Enter on the words submits the form as without JavaScript (`/stock?q=`).
 */

export type SuggestTexts = { label: string; placeholder: string; brands: string; models: string; vehicles: string; list: string };
export type SuggestBoxProps = {
  id: string;
  locale: string;
  maxLength: number;
  initialValue: string;
  autoFocus: boolean;
  texts: SuggestTexts;
};

const DEBOUNCE_MS = 200;

type Section = { id: string; title: string; items: Suggestion[] };

function sectionsOf(data: Suggestions | null, texts: SuggestTexts): Section[] {
  if (!data) return [];
  const sections: Section[] = [
    { id: 'brands', title: texts.brands, items: data.brands },
    { id: 'models', title: texts.models, items: data.models },
    { id: 'vehicles', title: texts.vehicles, items: data.vehicles },
  ].filter((s) => s.items.length > 0);
  if (sections.length)
    sections.push({ id: 'all', title: texts.list, items: [{ id: 'search:all', label: data.all.label, detail: '', href: data.all.href }] });
  return sections;
}

export function SuggestBox({ id, locale, maxLength, initialValue, autoFocus, texts }: SuggestBoxProps) {
  const [words, setWords] = useState(initialValue);
  const [data, setData] = useState<Suggestions | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // the caret after what was typed before the box took over
    if (autoFocus) inputRef.current?.setSelectionRange(initialValue.length, initialValue.length);
  }, [autoFocus, initialValue]);

  useEffect(() => {
    const q = words.trim();
    if (q.length < MIN_SUGGEST_CHARS) {
      inFlight.current?.abort();
      setData(null);
      return;
    }
    // fire and forget: every failure is caught below (an abort by a newer question, or offline)
    const ask = async () => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const res = await fetch(`${SUGGEST_PATH}?${new URLSearchParams({ q, locale })}`, { signal: controller.signal });
        const body = res.ok ? ((await res.json()) as Suggestions) : null;
        if (!controller.signal.aborted) setData(body);
      } catch {
        // aborted by a newer question, or offline: nothing to suggest, the form still works
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    };
    const timer = setTimeout(() => void ask(), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [words, locale]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const sections = sectionsOf(data, texts);
  return (
    <ComboBox
      className="site-search__box"
      name="q"
      allowsCustomValue
      // the suggestions arrive after the typing: the list opens on input and fills when they come
      allowsEmptyCollection
      menuTrigger="input"
      inputValue={words}
      onInputChange={setWords}
      items={sections}
    >
      <Label className="visually-hidden">{texts.label}</Label>
      <Input
        id={id}
        ref={inputRef}
        // text, not search: Chromium empties a search field on Escape, which here only closes the suggestions
        type="text"
        maxLength={maxLength}
        placeholder={texts.placeholder}
        enterKeyHint="search"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the visitor is already in this box: it replaces the plain one under the caret
        autoFocus={autoFocus}
      />
      <Popover className="site-search__popover" placement="bottom end" offset={4}>
        <ListBox<Section> className="site-search__list" items={sections}>
          {(section) => (
            <ListBoxSection id={section.id} className="site-search__section">
              <Header className="site-search__heading">{section.title}</Header>
              {section.items.map((item) => (
                <ListBoxItem key={item.id} id={item.id} href={item.href} textValue={item.label} className="site-search__item">
                  <Text slot="label">{item.label}</Text>
                  {item.detail ? (
                    <Text slot="description" className="site-search__detail">
                      {item.detail}
                    </Text>
                  ) : null}
                </ListBoxItem>
              ))}
            </ListBoxSection>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
