// first, as in root.tsx: the frame's stylesheets are one file (waku.config.ts) whose rules follow the order of their imports
import '../ui/global.css';
import { SkipLinks } from '../navigation/skip-links';
import type { ReactNode } from 'react';
import { isExternal, linkHref } from '../content/links';
import { contentSlugsByLocale, getSettings, isDroppedLink } from '../content';
import type { NavItem, SiteSettings } from '../content/types';
import { ClientErrorBoundary } from '../errors/client-boundary';
import { ConsentSettingsButton, SiteAnalytics } from '../consent/site-analytics';
import '../consent/consent.css';
import { errorScreenContent } from '../errors/error-screen';
import { LocaleSwitcher, type LocaleOption } from '../i18n/locale-switcher';
import { MenuDismiss } from './menu-dismiss';
import { CompareBar, FavouritesLink } from '../stock/favourites/kept-links';
import { keptLinks } from '../stock/favourites/texts';
import { getTranslator } from '../i18n/server';
import { config } from '../config/env';
import { href, routes } from '../routing';
import { withLocaleChoice } from '../i18n/negotiate';
import { parseSearchQuery, searchQueryString } from '../locations/search/search';
import { parseStockQuery, stockQueryString } from '../stock/query';
import { LOCALE_NAME, LOCALE_TAG, LOCALES, type Locale } from '../routing/locales';
import type { RouteMatch } from '../routing/table';
import { MAX_KEYWORDS } from '../stock/query';
import { SiteSearch } from '../stock/suggest/site-search';
import '../stock/suggest/suggest.css';

/** A navigation item whose page exists (a link to a missing page is dropped and logged, see src/content/broken-links.ts). */
const linked = (item: NavItem): boolean => !isDroppedLink(item.target);

/**
 * `rel` for a link that leaves the site, `aria-current` for the page shown: given only when they have a
 * value, as an attribute written `undefined` still travels in the RSC payload (`"rel":"$undefined"`,
 * on every link of the header and footer: 40 on a page, 3% of a stock page's payload).
 */
const externalRel = (target: NavItem['target']): { rel?: string } => (isExternal(target) ? { rel: 'noopener noreferrer' } : {});
const ariaCurrent = (value: 'page' | 'true' | undefined): { 'aria-current'?: 'page' | 'true' } => (value ? { 'aria-current': value } : {});

/** Settings from the CMS, or none when the CMS cannot answer: the page still renders. */
async function loadSettings(locale: Locale): Promise<SiteSettings | null> {
  try {
    return await getSettings(locale);
  } catch (error) {
    console.error('[shell] settings unavailable:', (error as Error).message);
    return null;
  }
}

/**
 * The query a page keeps when the visitor switches its language: what the same page understands in
 * every locale (the stock's filters and words, a dealership search), written canonically (a kept
 * page of the page cache is the same for every equivalent URL). Anything else is dropped.
 */
function portableQuery(match: RouteMatch, query: URLSearchParams): string {
  if (match.route === 'stockList') return stockQueryString(parseStockQuery(query));
  if (match.route === 'locationList') return searchQueryString(parseSearchQuery(query));
  return '';
}

/**
 * The same page in every locale (the home page of each locale when the path matched no route),
 * with the query it keeps. The link also carries the choice (`lang`), which the server stores in the
 * locale cookie before sending the visitor on: the choice sticks without JavaScript too.
 */
async function localeOptions(match: RouteMatch | null, query: URLSearchParams): Promise<LocaleOption[]> {
  const kept = match ? portableQuery(match, query) : '';
  // a CMS page may have its own address in each language (translated slugs)
  const slugs = match?.route === 'content' ? await contentSlugsByLocale(match.params.slug) : null;
  return LOCALES.map((locale) => {
    const page = slugs ? href(locale, 'content', { slug: slugs[locale] }) : match && routes().localize(match, locale);
    const path = page ? `${page}${kept}` : href(locale, 'home');
    return { locale, tag: LOCALE_TAG[locale], name: LOCALE_NAME[locale], href: path, choiceHref: withLocaleChoice(path, locale) };
  });
}

/**
 * Whether a navigation link is the page shown (`page`) or the section it belongs to (`true`, e.g.
 * Stock on a vehicle page); a home link is current on the home page only.
 */
function currentness(target: string, currentPath: string | null): 'page' | 'true' | undefined {
  if (!currentPath || !target.startsWith('/')) return undefined;
  if (target === currentPath) return 'page';
  const home = target === '/' || /^\/[a-z]{2}-[a-z]{2}$/.test(target);
  return !home && currentPath.startsWith(`${target}/`) ? 'true' : undefined;
}

/**
 * Header with navigation and locale switcher, the page, and the footer from the CMS settings story.
 * The head (title, canonical, hreflang alternates) is each page's, through `PageHead` of src/seo.
 */
export async function PageShell({
  locale,
  match,
  query = new URLSearchParams(),
  children,
}: {
  locale: Locale;
  match: RouteMatch | null;
  query?: URLSearchParams;
  children: ReactNode;
}) {
  const settings = await loadSettings(locale);
  const t = getTranslator(locale, 'site');
  const ts = getTranslator(locale, 'stock');
  const options = await localeOptions(match, query);
  const currentPath = match ? routes().localize(match, locale) : null;
  const boundary = errorScreenContent(locale, { statusMessage: 'something-went-wrong', statusCode: 500 });
  const kept = keptLinks(locale);
  const company = settings?.company;
  const tagManager = config().tagManager;
  const tc = getTranslator(locale, 'consent');
  return (
    <>
      <SkipLinks main={{ href: '#main', label: t('skipToContent') }} />
      <header className="site-header">
        <div className="site-header__inner container">
          <a className="site-logo" href={href(locale, 'home')}>
            <span className="site-logo__mark" aria-hidden="true">
              A
            </span>
            <span className="site-logo__name">{company?.name ?? t('name')}</span>
          </a>
          <details className="site-nav" id="site-menu">
            <summary className="site-nav__toggle">{t('openMenu')}</summary>
            <MenuDismiss menuId="site-menu" />
            <nav aria-label={t('mainNavigation')}>
              <ul className="site-nav__list">
                {(settings?.nav ?? []).filter(linked).map((item) => {
                  const target = linkHref(locale, item.target);
                  return (
                    <li key={`${item.label}`}>
                      <a href={target} {...externalRel(item.target)} {...ariaCurrent(currentness(target, currentPath))}>
                        {item.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
              <SiteSearch
                action={href(locale, 'stockList')}
                locale={locale}
                maxLength={MAX_KEYWORDS}
                submitLabel={t('search.submit')}
                texts={{
                  label: t('search.label'),
                  placeholder: t('search.placeholder'),
                  brands: ts('suggest.brands'),
                  models: ts('suggest.models'),
                  vehicles: ts('suggest.vehicles'),
                  list: ts('suggest.label'),
                }}
              />
              <FavouritesLink href={kept.favourites.href} label={kept.favourites.label} />
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
      <CompareBar href={kept.compare.href} texts={kept.compare.texts} />
      <footer className="site-footer">
        <div className="container site-footer__columns">
          {(settings?.footerColumns ?? []).map((column) => (
            <nav key={column.title} aria-label={column.title} className="site-footer__column">
              <h2>{column.title}</h2>
              <ul>
                {column.links.filter(linked).map((item) => (
                  <li key={item.label}>
                    <a href={linkHref(locale, item.target)} {...externalRel(item.target)}>
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
