import type { ReactNode } from 'react';
import { RecentlyViewed } from '../favourites/recent-view';
import { recentTexts } from '../favourites/texts';
import { addSkipLink } from '../../navigation/skip-links';
import { keepTexts } from '../favourites/texts';
import { getTranslator } from '../../i18n/server';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import { PageHead } from '../../seo/head';
import { itemList } from '../../seo/json-ld';
import { stockIndexing } from '../index-policy';
import { siteOrigin, urlOf } from '../../seo/urls';
import { DEFAULT_QUERY, MAX_KEYWORDS, stockQueryString, type StockQuery } from '../query';
import { HITS_PER_PAGE, searchStock, type StockResult } from '../search';
import { tradeInHref } from '../trade-in-link';
import { getDirectory, type Directory } from '../../directory/directory';
import { PRICE_TYPES, SORTS } from '../vocabulary';
import { stockCatalogue, type StockCatalogue } from './catalogue';
import { FilterForm } from './filter-form';
import { stockLabels, type StockLabels } from './labels';
import { clearHref, filterChips, pageHref, type FilterChip } from './links';
import { StockLive, StockResultsRegion } from './live';
import { cardRow, pagination } from './model';
import { cardLenders, cardView } from './card-view';
import { CreditNotice } from '../financing/notice';
import { VehicleCardList } from './vehicle-card';
import '../../ui/input-field.css';
import './stock-list.css';
import './vehicle-cards.css';

const FORM_ID = 'stock-form';
const RESULTS_HEADING_ID = 'stock-results-heading';

export type StockScreenData = {
  locale: Locale;
  query: StockQuery;
  result: StockResult;
  catalogue: StockCatalogue;
  directory: Directory;
  /** the trade-in request's page (src/stock/trade-in-link.ts), or null when no page embeds it */
  tradeInHref: string | null;
};

/**
 * The stock screen's data: one search (results and every facet's counts), the brands and models in
 * stock and the directory (dealership and brand names, the dealership options). Throws
 * StockUnavailableError when the engine is down (the dispatcher answers 503).
 */
export async function loadStockScreen(locale: Locale, query: StockQuery): Promise<StockScreenData> {
  const reading = getDirectory(locale);
  const [result, directory, catalogue, tradeIn] = await Promise.all([
    searchStock(query),
    reading,
    reading.then((d) => stockCatalogue(d)),
    tradeInHref(locale),
  ]);
  // the filters hold some sixty controls, the header as many links: the first Tab stop of the page skips to the results
  addSkipLink({ href: `#${RESULTS_HEADING_ID}`, label: getTranslator(locale, 'stock')('skipToResults') });
  return { locale, query, result, catalogue, directory, tradeInHref: tradeIn };
}

/**
 * A results page past the last one: a page that does not exist (the route answers 404), so its head
 * names no canonical and no alternates (a 404 calling itself canonical contradicted its status).
 */
export function pastLastPage(query: StockQuery, result: StockResult): boolean {
  return result.vehicles.length === 0 && query.page > 1;
}

/**
 * The head of a stock search (src/seo): what is filtered and how many vehicles, in the title and the
 * description; the canonical without sort and price type; `noindex` beyond one brand and model
 * (src/stock/index-policy.ts); breadcrumbs down to the brand and model; the vehicles shown as an `ItemList`.
 */
function StockHead({
  locale,
  query: q,
  result,
  labels,
  catalogue,
}: {
  locale: Locale;
  query: StockQuery;
  result: StockResult;
  labels: StockLabels;
  catalogue: StockCatalogue;
}) {
  const t = getTranslator(locale, 'stock');
  const ts = getTranslator(locale, 'seo');
  const site = getTranslator(locale, 'site');
  const policy = stockIndexing(q);
  const chips = filterChips(policy.canonical, href(locale, 'stockList'));
  // a brand and model page names them ("Ford Puma"); other searches list their filters as the chips say them
  const brandName = policy.brand ? (catalogue.brands.get(policy.brand) ?? policy.brand) : null;
  const modelName = policy.model ? (catalogue.models.get(policy.model) ?? policy.model.split('/')[1]!) : null;
  const what = brandName
    ? [brandName, modelName].filter(Boolean).join(' ')
    : chips.length > 0
      ? chips.map((c) => labels.chip(c, policy.canonical)).join(', ')
      : ts('stock.all');
  const page = q.page > 1 ? ` – ${t('pageSuffix', { page: q.page })}` : '';
  const ref = (query: StockQuery) => ({ route: 'stockList', params: {}, query: stockQueryString(query) }) as const;
  const brandQuery = policy.brand ? { ...DEFAULT_QUERY, brands: [policy.brand] } : null;
  const origin = siteOrigin();
  const missing = pastLastPage(q, result);
  return (
    <PageHead
      locale={locale}
      title={`${ts('stock.title', { what, count: result.total })}${page}`}
      description={ts('stock.description', { what, count: result.total })}
      canonical={missing ? null : ref(policy.canonical)}
      noindex={missing || !policy.indexable}
      image={result.vehicles[0]?.image ?? null}
      breadcrumbs={[
        { name: site('home'), ref: { route: 'home', params: {} } },
        { name: t('title'), ref: ref(DEFAULT_QUERY) },
        ...(brandQuery && chips[0] ? [{ name: labels.chip(chips[0], brandQuery), ref: ref(brandQuery) }] : []),
        ...(policy.model && brandQuery && chips[1]
          ? [{ name: labels.chip(chips[1], policy.canonical), ref: ref({ ...brandQuery, models: [policy.model] }) }]
          : []),
      ]}
      jsonLd={
        missing
          ? []
          : [
              itemList({
                name: what,
                url: urlOf(ref(policy.canonical), locale, origin),
                total: result.total,
                offset: (result.page - 1) * HITS_PER_PAGE,
                items: result.vehicles.map((v) => ({
                  name: v.title,
                  url: urlOf({ route: 'vehicle', params: { vehicle: v.param } }, locale, origin),
                })),
              }),
            ]
      }
    />
  );
}

/** The stock search screen: filters, sort and price type, active filters, results, pages. */
/**
 * `alertForm`: the saved search's form (src/alerts), composed in by the route, below the results; `alertAnchor`
 * its id, linked from beside the result count so a phone reaches it from the top (it sat ~10 400 px down, issue 37).
 */
export function StockScreen({
  locale,
  query: q,
  result,
  catalogue,
  directory,
  tradeInHref: tradeIn,
  alertForm,
  alertAnchor,
}: StockScreenData & { alertForm?: ReactNode; alertAnchor?: string }) {
  const t = getTranslator(locale, 'stock');
  const labels = stockLabels(locale, catalogue, directory);
  const listPath = href(locale, 'stockList');
  const chips = filterChips(q, listPath);
  return (
    <>
      <StockHead locale={locale} query={q} result={result} labels={labels} catalogue={catalogue} />
      <StockLive formId={FORM_ID} stateKey={stockQueryString(q)} resultsHeadingId={RESULTS_HEADING_ID} className="stock container">
        <header className="stock__header">
          <h1>{t('title')}</h1>
          <p className="stock__count" role="status">
            {t('resultCount', { count: result.total })}
          </p>
          {alertForm && alertAnchor ? (
            <a className="stock__alert-jump" href={`#${alertAnchor}`} data-alert-jump>
              {t('alertJump')}
            </a>
          ) : null}
          <KeywordSearch locale={locale} keywords={q.keywords} />
          <a className="stock__all-models" href={href(locale, 'stockModels')}>
            {t('allModels.link')}
          </a>
          {tradeIn ? (
            <a className="stock__trade-in" href={tradeIn} data-stock-link="trade-in">
              {t('tradeIn')}
            </a>
          ) : null}
        </header>
        <div className="stock__layout">
          <details className="stock-filters" data-keep-view="stock-filters">
            <summary className="stock-filters__toggle">
              {t('filters.title')}
              {chips.length > 0 ? <span className="stock-filters__badge">{t('filters.activeCount', { count: chips.length })}</span> : null}
            </summary>
            <FilterForm
              locale={locale}
              query={q}
              result={result}
              catalogue={catalogue}
              dealerships={directory.dealerships}
              labels={labels}
              formId={FORM_ID}
              action={listPath}
            />
          </details>
          <div className="stock__main">
            <Toolbar locale={locale} query={q} />
            {chips.length > 0 ? (
              <ActiveFilters locale={locale} query={q} chips={chips} labels={labels} clear={clearHref(q, listPath)} />
            ) : null}
            <StockResultsRegion label={t('resultsHeading')} loadingText={t('loading')}>
              <h2 id={RESULTS_HEADING_ID} className="visually-hidden" tabIndex={-1}>
                {t('resultsHeading')}
              </h2>
              <Results locale={locale} query={q} result={result} chips={chips} labels={labels} listPath={listPath} />
            </StockResultsRegion>
            {alertForm}
            <RecentlyViewed {...recentTexts(locale)} />
          </div>
        </div>
      </StockLive>
    </>
  );
}

/**
 * The keyword box: a field of the filter form (`form=`), so the words travel with every filter and
 * the filters with the words. Without JavaScript its button submits the form; with it, the results
 * follow the typing after a pause, like the number fields (StockLive).
 */
function KeywordSearch({ locale, keywords }: { locale: Locale; keywords: string }) {
  const t = getTranslator(locale, 'stock');
  return (
    <div className="stock-keywords" role="search">
      <label htmlFor="stock-q" className="stock-keywords__label">
        {t('keywords.label')}
      </label>
      <div className="stock-keywords__row">
        <input
          id="stock-q"
          type="search"
          name="q"
          form={FORM_ID}
          defaultValue={keywords}
          maxLength={MAX_KEYWORDS}
          placeholder={t('keywords.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" form={FORM_ID} className="button button--primary">
          {t('keywords.submit')}
        </button>
      </div>
    </div>
  );
}

/** Sort and price type: controls of the filter form (`form=`), placed above the results. */
function Toolbar({ locale, query: q }: { locale: Locale; query: StockQuery }) {
  const t = getTranslator(locale, 'stock');
  return (
    <div className="stock-toolbar">
      <fieldset className="stock-price-type">
        <legend>{t('priceType.label')}</legend>
        {PRICE_TYPES.map((p) => (
          <label key={p} className="stock-price-type__option">
            <input type="radio" name="price_type" value={p} form={FORM_ID} defaultChecked={q.priceType === p} />
            <span>{t(`priceType.${p}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="input-field input-field--compact stock-sort">
        <label htmlFor="stock-sort">{t('sort.label')}</label>
        <select id="stock-sort" name="sort" form={FORM_ID} defaultValue={q.sort} data-value={q.sort}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" form={FORM_ID} className="button stock-toolbar__apply">
          {t('filters.apply')}
        </button>
      </noscript>
    </div>
  );
}

function ActiveFilters({
  locale,
  query,
  chips,
  labels,
  clear,
}: {
  locale: Locale;
  query: StockQuery;
  chips: FilterChip[];
  labels: StockLabels;
  clear: string;
}) {
  const t = getTranslator(locale, 'stock');
  return (
    <div className="stock-chips" role="group" aria-label={t('active.label')}>
      <ul>
        {chips.map((c) => {
          const text = labels.chip(c, query);
          return (
            <li key={`${c.param}=${c.value}`}>
              <a className="stock-chip" href={c.href} data-stock-link="filter" aria-label={t('active.remove', { filter: text })}>
                <span>{text}</span>
                {/* the × is drawn by CSS: visible text that the name (which says "remove") need not repeat */}
                <span className="stock-chip__x" aria-hidden="true" />
              </a>
            </li>
          );
        })}
      </ul>
      <a className="stock-chips__clear" href={clear} data-stock-link="filter">
        {t('active.clearAll')}
      </a>
    </div>
  );
}

function Results(props: {
  locale: Locale;
  query: StockQuery;
  result: StockResult;
  chips: FilterChip[];
  labels: StockLabels;
  listPath: string;
}) {
  const { locale, query: q, result, chips, labels, listPath } = props;
  const t = getTranslator(locale, 'stock');
  if (result.vehicles.length === 0) {
    // past the last page of a non-empty result: offer the last page
    if (result.total > 0 && result.totalPages >= 1) {
      return (
        <div className="stock-empty">
          <p className="stock-empty__title">{t('empty.pageTitle')}</p>
          <p>
            <a className="button button--primary" href={pageHref(q, result.totalPages, listPath)} data-stock-link="page">
              {t('empty.lastPage', { page: result.totalPages })}
            </a>
          </p>
        </div>
      );
    }
    if (chips.length === 0) {
      return (
        <div className="stock-empty">
          <p className="stock-empty__title">{t('empty.noStock')}</p>
        </div>
      );
    }
    // the newest filters are the ones at the end of the list: offer them first
    const newestFirst = [...chips].reverse();
    return (
      <div className="stock-empty">
        <p className="stock-empty__title">{t('empty.title')}</p>
        <p>{t('empty.text')}</p>
        <ul className="stock-empty__filters">
          {newestFirst.map((c) => {
            const text = labels.chip(c, q);
            return (
              <li key={`${c.param}=${c.value}`}>
                <a href={c.href} data-stock-link="filter">
                  {t('active.remove', { filter: text })}
                </a>
              </li>
            );
          })}
        </ul>
        <p>
          <a className="button button--primary" href={clearHref(q, listPath)} data-stock-link="filter">
            {t('active.clearAll')}
          </a>
        </p>
      </div>
    );
  }
  const lenders = cardLenders(locale, result.vehicles, q.priceType);
  return (
    <>
      {/* monthly figures on the cards: the credit warning above them (docs/credit-law.md) */}
      {lenders.length > 0 ? <CreditNotice locale={locale} lenders={lenders} /> : null}
      <VehicleCardList
        className="stock-grid"
        cards={result.vehicles.map((card) => cardRow(cardView(locale, card, q.priceType)))}
        eager={3}
        keep={keepTexts(locale)}
      />
      <Pager locale={locale} query={q} totalPages={result.totalPages} listPath={listPath} />
    </>
  );
}

function Pager({ locale, query: q, totalPages, listPath }: { locale: Locale; query: StockQuery; totalPages: number; listPath: string }) {
  const t = getTranslator(locale, 'stock');
  const model = pagination(q.page, totalPages);
  if (model.items.length === 0) return null;
  return (
    <nav className="stock-pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          {model.previous !== null ? (
            <a href={pageHref(q, model.previous, listPath)} rel="prev" data-stock-link="page" className="stock-pagination__step">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </a>
          ) : (
            <span className="stock-pagination__step" aria-disabled="true">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </span>
          )}
        </li>
        {model.items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="stock-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={pageHref(q, item.page, listPath)}
                data-stock-link="page"
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        <li>
          {model.next !== null ? (
            <a href={pageHref(q, model.next, listPath)} rel="next" data-stock-link="page" className="stock-pagination__step">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </a>
          ) : (
            <span className="stock-pagination__step" aria-disabled="true">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
