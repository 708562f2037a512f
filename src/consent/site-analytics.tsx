'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { consentSignals, readChoice, writeChoice, type ConsentChoice } from './choice';
import { gtag, pushEvent } from './data-layer';

export type ConsentTexts = {
  title: string;
  body: string;
  acceptAll: string;
  refuseAll: string;
  customize: string;
  save: string;
  statistics: string;
  statisticsHelp: string;
  marketing: string;
  marketingHelp: string;
  /** the link to the cookie policy */
  policy: string;
};

export const OPEN_CONSENT_EVENT = 'consent:open';
export const LOCALE_KEY = 'datalayer:locale';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

let tagManagerLoaded = false;

/**
 * Google Tag Manager's script, added once, only after consent. The page's Content-Security-Policy lets it
 * load ('strict-dynamic': added by the site's own script); it carries the page's nonce (from
 * `<meta property="csp-nonce">`), which GTM hands on to the inline scripts of its custom HTML tags.
 */
function loadTagManager(containerId: string): void {
  if (tagManagerLoaded) return;
  tagManagerLoaded = true;
  pushEvent({ 'gtm.start': Date.now(), event: 'gtm.js' } as never);
  const script = document.createElement('script');
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) script.nonce = nonce;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

let defaultsSet = false;

/** Consent Mode v2 defaults (everything denied), the first entry of `window.dataLayer`, pushed once per document. */
function consentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', { ...consentSignals(null), wait_for_update: 500 });
}

/**
 * The data layer of every page:
 * - Consent Mode v2 defaults (everything denied) are the first entry of `window.dataLayer`;
 * - a page view (locale, page type) on the first load and on every client navigation, and a
 *   locale change when the locale differs from the previous page's.
 * The consent banner (`ConsentBanner`) is part of the kept frame: its texts are not sent with every page.
 */
export function SiteAnalytics({ locale, pageType }: { locale: string; pageType: string }) {
  const { path } = useRouter();

  // a page view per page shown, and the locale change when the locale is not the previous page's
  useEffect(() => {
    consentDefaults();
    const session = storage('sessionStorage');
    const previous = session?.getItem(LOCALE_KEY);
    if (previous && previous !== locale) pushEvent({ event: 'locale_change', locale, previous_locale: previous });
    try {
      session?.setItem(LOCALE_KEY, locale);
    } catch {
      // without session storage a locale change is not reported
    }
    pushEvent({ event: 'page_view', locale, page_type: pageType, page_path: path });
  }, [locale, pageType, path]);

  return null;
}

/** What the consent banner needs: drawn only when a tag manager container is configured. */
export type ConsentBannerProps = {
  containerId: string;
  consentDays: number;
  texts: ConsentTexts;
  /** the cookie policy's address in the page's locale */
  policyHref: string;
};

/**
 * The consent banner, when a tag manager container is configured, in the frame's footer (src/app/shell.tsx),
 * which a tab is sent once per version (issue 40: its texts rode on every page's payload):
 * - on a first visit: accept all, refuse all (same weight) or choose per purpose; the choice is kept
 *   `consentDays` days, updates Consent Mode, and loads the tag manager when some purpose is granted;
 * - the footer's "cookie settings" button opens it again. Escape closes it without a choice (Escape is
 *   not consent): nothing is granted, and the next page load asks again.
 * Its effect runs before the page's `SiteAnalytics` (it comes first in the page), so the defaults go first here too.
 */
export function ConsentBanner({ containerId, consentDays, texts, policyHref }: ConsentBannerProps) {
  const [open, setOpen] = useState(false);
  const [custom, setCustom] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>({ statistics: false, marketing: false });
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    consentDefaults();
    const stored = readChoice(storage('localStorage'), Date.now(), consentDays);
    if (stored) {
      gtag('consent', 'update', consentSignals(stored));
      if (stored.statistics || stored.marketing) loadTagManager(containerId);
    } else {
      // the choice lives in the browser's storage, known only after hydration (the server renders no banner)

      setOpen(true);
    }
    const reopen = () => {
      const current = readChoice(storage('localStorage'), Date.now(), consentDays);
      if (current) setDraft(current);
      setCustom(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, [containerId, consentDays]);

  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;

  const choose = (choice: ConsentChoice) => {
    writeChoice(storage('localStorage'), choice, Date.now());
    gtag('consent', 'update', consentSignals(choice));
    if (choice.statistics || choice.marketing) loadTagManager(containerId);
    setOpen(false);
  };

  return (
    <section className="consent-banner" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <div className="container consent-banner__inner">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {texts.title}
        </h2>
        <p className="consent-banner__body">
          {texts.body} <a href={policyHref}>{texts.policy}</a>
        </p>
        {custom ? (
          <fieldset className="consent-banner__purposes">
            <legend className="visually-hidden">{texts.customize}</legend>
            {(['statistics', 'marketing'] as const).map((purpose) => (
              <label key={purpose}>
                <input type="checkbox" checked={draft[purpose]} onChange={(e) => setDraft({ ...draft, [purpose]: e.target.checked })} />{' '}
                <strong>{texts[purpose]}</strong> — {texts[`${purpose}Help`]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="consent-banner__actions">
          <button type="button" className="button button--primary" onClick={() => choose({ statistics: true, marketing: true })}>
            {texts.acceptAll}
          </button>
          <button type="button" className="button button--primary" onClick={() => choose({ statistics: false, marketing: false })}>
            {texts.refuseAll}
          </button>
          {custom ? (
            <button type="button" className="button button--secondary" onClick={() => choose(draft)}>
              {texts.save}
            </button>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setCustom(true)}>
              {texts.customize}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/** The footer's "cookie settings" button: opens the banner again to change the choice. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="site-footer__consent" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      {label}
    </button>
  );
}
