'use client';

import { localeCookie } from './locale-cookie';
import type { Locale } from '../routing/locales';

/** The same page in a locale: its address, and the address that also records the choice (`?lang=`). */
export type LocaleOption = { locale: Locale; tag: string; name: string; href: string; choiceHref: string };

/**
 * Links to the same page in the other locales, with the query that page understands (the stock's
 * filters). The choice is stored in the locale cookie (365 days), which then wins over the browser
 * language on the root path: without JavaScript the link goes through the server, which sets the
 * cookie and sends the visitor on (`choiceHref`); with it, the click sets the cookie and loads the
 * clean address. A full load either way, so `<html lang>` and every text follow the new locale.
 */
export function LocaleSwitcher({ current, options, label }: { current: Locale; options: LocaleOption[]; label: string }) {
  return (
    <nav className="locale-switcher" aria-label={label}>
      <ul>
        {options.map((o) => (
          <li key={o.locale}>
            <a
              href={o.choiceHref}
              hrefLang={o.tag}
              lang={o.tag}
              aria-current={o.locale === current ? 'true' : undefined}
              onClick={(event) => {
                document.cookie = localeCookie(o.locale);
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                window.location.assign(o.href);
              }}
            >
              <span aria-hidden="true">{o.locale.slice(0, 2).toUpperCase()}</span>
              <span className="visually-hidden">{o.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
