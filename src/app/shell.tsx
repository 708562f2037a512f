// first, as in root.tsx: the frame's stylesheets are one file (framework/build/server-chunks.ts) whose rules follow the order of their imports
import '../ui/global.css';
import { SkipLinks } from '../navigation/skip-links';
import type { ReactNode } from 'react';
import { isExternal, linkHref } from '../content/links';
import { contentHref, getSettings, isDroppedLink } from '../content';
import { COOKIE_POLICY_SLUG } from '../consent/choice';
import { pathOf, type PageRef } from '../seo/urls';
import type { NavItem, SiteSettings } from '../content/types';
import { ClientErrorBoundary } from '../errors/client-boundary';
import { ConsentBanner, ConsentSettingsButton, SiteAnalytics, type ConsentBannerProps } from '../consent/site-analytics';
import '../consent/consent.css';
import { errorScreenContent } from '../errors/error-screen';
import { LocaleSwitcher, type LocaleOption } from '../i18n/locale-switcher';
import { MenuDismiss } from './menu-dismiss';
import { KeptFrame } from '../navigation/kept-frame';
import { writtenOnce } from '../navigation/written-once-server';
import { frameVersion, tabHoldsFrame } from '../navigation/kept-frame-version';
import { SiteNavList, type SiteNavItem } from './site-nav-list';
import { CompareBar, FavouritesLink } from '../stock/favourites/kept-links';
import { keptLinks } from '../stock/favourites/texts';
import { getTranslator } from '../i18n/server';
import { config } from '../config/env';
import { href, routes } from '../routing';
import type { SwitcherRow } from '../manifest/route-row';
import { withLocaleChoice } from '../i18n/negotiate';
import { LOCALE_NAME, LOCALE_TAG, LOCALES, type Locale } from '../routing/locales';
import type { PageRouteName, RouteMatch } from '../routing/table';
import { MAX_KEYWORDS } from '../stock/query';
import { SiteSearch } from '../stock/suggest/site-search';
import '../stock/favourites/favourites-link.css';

/** A navigation item whose page exists (a link to a missing page is dropped and logged, see src/content/broken-links.ts). */
const linked = (item: NavItem): boolean => !isDroppedLink(item.target);

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
 * The same page in every locale (the home page of each locale when the path matched no route), as
 * its route's row says (`switcher` in src/routes/route-row.ts): the query the same page understands
 * in every locale, written canonically (a kept page of the page cache is the same for every
 * equivalent URL), and its params in each locale where they are translated slugs (a CMS page, an
 * enterprise page, a lease offer). The link also carries the choice (`lang`), which the server
 * stores in the locale cookie before sending the visitor on: the choice sticks without JavaScript too.
 */
async function localeOptions(
  match: RouteMatch | null,
  query: URLSearchParams,
  switcher: SwitcherRow<PageRouteName> | undefined,
): Promise<LocaleOption[]> {
  const kept = switcher?.query?.(query) ?? '';
  const localParams =
    match && switcher?.localParams ? await (switcher.localParams as (p: unknown) => Promise<unknown>)(match.params) : undefined;
  const ref = localParams ? ({ ...match, localParams } as PageRef) : null;
  return LOCALES.map((locale) => {
    const page = ref ? pathOf(ref, locale) : match && routes().localize(match, locale);
    const path = page ? `${page}${kept}` : href(locale, 'home');
    return { locale, tag: LOCALE_TAG[locale], name: LOCALE_NAME[locale], href: path, choiceHref: withLocaleChoice(path, locale) };
  });
}

/** A link of the header's menu or of the footer, for a page that exists (see `linked`). */
const navItem = (locale: Locale, item: NavItem): SiteNavItem => ({
  label: item.label,
  href: linkHref(locale, item.target),
  ...(isExternal(item.target) ? { external: true as const } : {}),
});

/**
 * Everything the kept parts of the frame show (the header's logo, menu and search, the compare bar, the
 * footer, the consent banner): the same on every page of a locale and content version, and its digest is the
 * frame's version (kept-frame-version.ts). The locale switcher and the data layer's page type are each page's own.
 * `policyHref` is the cookie policy's address (the consent banner's link, with a tag manager container configured).
 */
function frameModel(locale: Locale, settings: SiteSettings | null, year: number, policyHref: string | null) {
  const t = getTranslator(locale, 'site');
  const ts = getTranslator(locale, 'stock');
  const tc = getTranslator(locale, 'consent');
  const kept = keptLinks(locale);
  const company = settings?.company ?? null;
  const tagManager = config().tagManager;
  return {
    home: href(locale, 'home'),
    name: company?.name ?? t('name'),
    openMenu: t('openMenu'),
    mainNavigation: t('mainNavigation'),
    nav: (settings?.nav ?? []).filter(linked).map((item) => navItem(locale, item)),
    search: {
      action: href(locale, 'stockList'),
      locale,
      maxLength: MAX_KEYWORDS,
      submitLabel: t('search.submit'),
      texts: {
        label: t('search.label'),
        placeholder: t('search.placeholder'),
        brands: ts('suggest.brands'),
        models: ts('suggest.models'),
        vehicles: ts('suggest.vehicles'),
        list: ts('suggest.label'),
      },
    },
    favourites: kept.favourites,
    compare: kept.compare,
    footerColumns: (settings?.footerColumns ?? []).map((column) => ({
      title: column.title,
      links: column.links.filter(linked).map((item) => navItem(locale, item)),
    })),
    legal: company
      ? {
          company,
          vat: t('vat'),
          iban: t('iban'),
          consentSettings: tagManager.containerId ? tc('settings') : null,
          copyright: t('copyright', { year, company: company.name }),
        }
      : null,
    consent:
      tagManager.containerId && policyHref !== null
        ? consentBanner(locale, tagManager.containerId, tagManager.consentDays, policyHref)
        : null,
  };
}

/** The consent banner's part of the frame, with a tag manager container configured. */
function consentBanner(locale: Locale, containerId: string, consentDays: number, policyHref: string): ConsentBannerProps {
  const tc = getTranslator(locale, 'consent');
  return {
    containerId,
    consentDays,
    policyHref,
    texts: {
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
      policy: tc('policy'),
    },
  };
}
type FrameModel = ReturnType<typeof frameModel>;

/** A frame's model and its version, kept for the settings object they were drawn from. */
type KeptFrameModel = { model: FrameModel; version: string; tagManager: object };
/** Per settings object (the content layer gives the same object until the content changes), by locale, year and policy address. */
const frames = new WeakMap<object, Map<string, KeptFrameModel>>();
const NO_SETTINGS = {};
/** Frames kept per settings object at most: a locale's, with a year or a policy address that changed. */
const MAX_FRAMES = 8;

/**
 * The frame's model and version for a page. Drawing it asks for some thirty texts, resolves each menu and
 * footer link through the route table, serializes the model and digests it: some 2 % of an uncached stock
 * page's CPU (`npm run bench:profile`, 28 November), for a result that only changes with the content (a new
 * settings object), the year, the cookie policy's address or the configuration. It is worked out once for each.
 */
async function pageFrame(locale: Locale, settings: SiteSettings | null): Promise<{ model: FrameModel; version: string }> {
  const tagManager = config().tagManager;
  const policyHref = tagManager.containerId ? await contentHref(locale, COOKIE_POLICY_SLUG) : null;
  const year = new Date().getFullYear();
  const key = `${locale}\n${year}\n${policyHref ?? ''}`;
  let kept = frames.get(settings ?? NO_SETTINGS);
  if (!kept) frames.set(settings ?? NO_SETTINGS, (kept = new Map()));
  const found = kept.get(key);
  if (found && found.tagManager === tagManager) return found;
  const model = frameModel(locale, settings, year, policyHref);
  const frame = { model, version: frameVersion(model), tagManager };
  if (kept.size >= MAX_FRAMES) kept.clear();
  kept.set(key, frame);
  return frame;
}

const externalRel = (item: SiteNavItem): { rel?: string } => (item.external ? { rel: 'noopener noreferrer' } : {});

/** The header's logo, menu, search and favourites link. */
function HeaderPart({ model }: { model: FrameModel }) {
  return (
    <>
      <a className="site-logo" href={model.home}>
        <span className="site-logo__mark" aria-hidden="true">
          A
        </span>
        <span className="site-logo__name">{model.name}</span>
      </a>
      <details className="site-nav" id="site-menu">
        <summary className="site-nav__toggle">{model.openMenu}</summary>
        <MenuDismiss menuId="site-menu" />
        <nav aria-label={model.mainNavigation}>
          <SiteNavList items={model.nav} />
          <SiteSearch {...model.search} />
          <FavouritesLink href={model.favourites.href} label={model.favourites.label} />
        </nav>
      </details>
    </>
  );
}

/** The footer's columns of links: markup alone, no component and no handler (`WrittenOnce` takes it as it is). */
function footerColumns(columns: FrameModel['footerColumns']) {
  return columns.map((column) => (
    <nav key={column.title} aria-label={column.title} className="site-footer__column">
      <h2>{column.title}</h2>
      <ul>
        {column.links.map((item) => (
          <li key={item.label}>
            <a href={item.href} {...externalRel(item)}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  ));
}

const FOOTER_COLUMNS = { className: 'container site-footer__columns' };

/**
 * The compare bar and the footer. In a page's HTML the footer's columns of links are written once (issue 40,
 * `writtenOnce`): the payload that hydrates the page names them by the frame's version.
 */
function FooterPart({ model, version }: { model: FrameModel; version: string }) {
  const legal = model.legal;
  return (
    <>
      <CompareBar href={model.compare.href} texts={model.compare.texts} />
      <footer className="site-footer">
        {writtenOnce({ from: version, as: 'div', attributes: FOOTER_COLUMNS, part: { children: footerColumns(model.footerColumns) } })}
        {legal ? (
          <div className="container site-footer__legal">
            <p>
              <strong>{legal.company.name}</strong> · {legal.company.address} · {legal.company.phone} · {legal.company.email}
            </p>
            <p>
              {legal.vat} {legal.company.vatNumber} · {legal.iban} {legal.company.iban}
            </p>
            {legal.company.legalNote ? <p>{legal.company.legalNote}</p> : null}
            {legal.consentSettings ? (
              <p>
                <ConsentSettingsButton label={legal.consentSettings} />
              </p>
            ) : null}
            <p>{legal.copyright}</p>
          </div>
        ) : null}
      </footer>
      {model.consent ? <ConsentBanner {...model.consent} /> : null}
    </>
  );
}

/**
 * Header with navigation and locale switcher, the page, and the footer from the CMS settings story.
 * The head (title, canonical, hreflang alternates) is each page's, through `PageHead` of src/seo.
 * The header's and the footer's parts that are the same on every page are sent once per tab and
 * version (`KeptFrame`, issue 29): a client navigation's payload carries the page and the locale switcher.
 */
export async function PageShell({
  locale,
  match,
  query = new URLSearchParams(),
  switcher,
  children,
}: {
  locale: Locale;
  match: RouteMatch | null;
  query?: URLSearchParams;
  /**
   * The route row's `switcher` (src/routes/route-row.ts), handed over by the dispatcher: the shell
   * imports no route table, whose page modules would bring every page's stylesheets into the frame's.
   */
  switcher?: SwitcherRow<PageRouteName>;
  children: ReactNode;
}) {
  const settings = await loadSettings(locale);
  const t = getTranslator(locale, 'site');
  const options = await localeOptions(match, query, switcher);
  const boundary = errorScreenContent(locale, { statusMessage: 'something-went-wrong', statusCode: 500 });
  const { model, version } = await pageFrame(locale, settings);
  const held = tabHoldsFrame(version);
  return (
    <>
      <SkipLinks main={{ href: '#main', label: t('skipToContent') }} />
      <header className="site-header">
        <div className="site-header__inner container">
          <KeptFrame part="header" version={version}>
            {held ? undefined : <HeaderPart model={model} />}
          </KeptFrame>
          <LocaleSwitcher current={locale} options={options} label={t('languageSwitcher')} />
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <ClientErrorBoundary texts={boundary.texts} homeHref={boundary.actionHref}>
          {children}
        </ClientErrorBoundary>
      </main>
      <KeptFrame part="footer" version={version}>
        {held ? undefined : <FooterPart model={model} version={version} />}
      </KeptFrame>
      <SiteAnalytics locale={locale} pageType={match?.route ?? 'not-found'} />
    </>
  );
}
