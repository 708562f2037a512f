import type { ReactNode } from 'react';
import { isExternal, linkHref } from '../content/links';
import { getSettings } from '../content';
import type { SiteSettings } from '../content/types';
import { ClientErrorBoundary } from '../errors/client-boundary';
import { ConsentSettingsButton, SiteAnalytics } from '../consent/site-analytics';
import '../consent/consent.css';
import { errorScreenContent } from '../errors/error-screen';
import { LocaleSwitcher, type LocaleOption } from '../i18n/locale-switcher';
import { getTranslator } from '../i18n/server';
import { config } from '../config/env';
import { href, routes } from '../routing';
import { LOCALE_NAME, LOCALE_TAG, LOCALES, type Locale } from '../routing/locales';
import type { RouteMatch } from '../routing/table';

/** Settings from the CMS, or none when the CMS cannot answer: the page still renders. */
async function loadSettings(locale: Locale): Promise<SiteSettings | null> {
  try {
    return await getSettings(locale);
  } catch (error) {
    console.error('[shell] settings unavailable:', (error as Error).message);
    return null;
  }
}

/** The same page in every locale (the home page of each locale when the path matched no route). */
function localeOptions(match: RouteMatch | null): LocaleOption[] {
  return LOCALES.map((locale) => ({
    locale,
    tag: LOCALE_TAG[locale],
    name: LOCALE_NAME[locale],
    href: match ? routes().localize(match, locale) : href(locale, 'home'),
  }));
}

/**
 * Header with navigation and locale switcher, the page, and the footer from the CMS settings story.
 * The head (title, canonical, hreflang alternates) is each page's, through `PageHead` of src/seo.
 */
export async function PageShell({ locale, match, children }: { locale: Locale; match: RouteMatch | null; children: ReactNode }) {
  const settings = await loadSettings(locale);
  const t = getTranslator(locale, 'site');
  const options = localeOptions(match);
  const boundary = errorScreenContent(locale, { statusMessage: 'something-went-wrong', statusCode: 500 });
  const company = settings?.company;
  const tagManager = config().tagManager;
  const tc = getTranslator(locale, 'consent');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner container">
          <a className="site-logo" href={href(locale, 'home')}>
            <span className="site-logo__mark" aria-hidden="true">
              A
            </span>
            <span className="site-logo__name">{company?.name ?? t('name')}</span>
          </a>
          <details className="site-nav">
            <summary className="site-nav__toggle">{t('openMenu')}</summary>
            <nav aria-label={t('mainNavigation')}>
              <ul className="site-nav__list">
                {(settings?.nav ?? []).map((item) => (
                  <li key={`${item.label}`}>
                    <a href={linkHref(locale, item.target)} rel={isExternal(item.target) ? 'noopener noreferrer' : undefined}>
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
          <LocaleSwitcher current={locale} options={options} label={t('languageSwitcher')} />
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <ClientErrorBoundary texts={boundary.texts} homeHref={boundary.actionHref}>
          {children}
        </ClientErrorBoundary>
      </main>
      <footer className="site-footer">
        <div className="container site-footer__columns">
          {(settings?.footerColumns ?? []).map((column) => (
            <nav key={column.title} aria-label={column.title} className="site-footer__column">
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((item) => (
                  <li key={item.label}>
                    <a href={linkHref(locale, item.target)} rel={isExternal(item.target) ? 'noopener noreferrer' : undefined}>
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {company ? (
          <div className="container site-footer__legal">
            <p>
              <strong>{company.name}</strong> · {company.address} · {company.phone} · {company.email}
            </p>
            <p>
              {t('vat')} {company.vatNumber} · {t('iban')} {company.iban}
            </p>
            {company.legalNote ? <p>{company.legalNote}</p> : null}
            {tagManager.containerId ? (
              <p>
                <ConsentSettingsButton label={tc('settings')} />
              </p>
            ) : null}
            <p>{t('copyright', { year: new Date().getFullYear(), company: company.name })}</p>
          </div>
        ) : null}
      </footer>
      <SiteAnalytics
        containerId={tagManager.containerId}
        consentDays={tagManager.consentDays}
        locale={locale}
        pageType={match?.route ?? 'not-found'}
        texts={{
          title: tc('title'),
          body: tc('body'),
          acceptAll: tc('acceptAll'),
          refuseAll: tc('refuseAll'),
          customize: tc('customize'),
          save: tc('save'),
          statistics: tc('statistics'),
          statisticsHelp: tc('statisticsHelp'),
          marketing: tc('marketing'),
          marketingHelp: tc('marketingHelp'),
        }}
      />
    </>
  );
}
