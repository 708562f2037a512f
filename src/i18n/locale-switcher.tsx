'use client';

import { localeCookie } from './negotiate';
import type { Locale } from '../routing/locales';

export type LocaleOption = { locale: Locale; tag: string; name: string; href: string };

/**
 * Links to the same page in the other locales. A click stores the choice in the locale cookie
 * (365 days), which then wins over the browser language on the root path. Plain links: the page
 * loads in full so `<html lang>` and every text follow the new locale; without JavaScript the
 * links still work, only the choice is not remembered.
 */
export function LocaleSwitcher({ current, options, label }: { current: Locale; options: LocaleOption[]; label: string }) {
  return (
    <nav className="locale-switcher" aria-label={label}>
      <ul>
        {options.map((o) => (
          <li key={o.locale}>
            <a
              href={o.href}
              hrefLang={o.tag}
              lang={o.tag}
              aria-current={o.locale === current ? 'true' : undefined}
              onClick={() => {
                document.cookie = localeCookie(o.locale);
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
