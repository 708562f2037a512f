import { keepTexts } from '../favourites/texts';
import { getTranslator } from '../../i18n/server';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import { DEFAULT_QUERY, stockQueryString, type StockQuery } from '../query';
import { HITS_PER_PAGE, searchStock, StockUnavailableError, type StockResult } from '../search';
import { FUELS, QUICK_CATEGORIES } from '../vocabulary';
import { getDirectory } from '../../directory/directory';
import { domId, SectionFrame } from '../../ui/section-frame';
import { stockCatalogue } from './catalogue';
import { cardLenders, cardView } from './card-view';
import { CreditNotice } from '../financing/notice';
import { cardRow } from './model';
import { VehicleCardList } from './vehicle-card';
import '../../ui/input-field.css';
import './stock-sections.css';
import './vehicle-cards.css';

/**
 * Stock sections a CMS page can show (seed: stock overview and preview, quick stock entry):
 * server components the rows of `../cms-sections.tsx` render.
 */

/**
 * A row of the newest vehicles matching a query (e.g. `parseStockQuery(new URLSearchParams(block.query))`),
 * with a link to the full filtered list. When the stock engine is down the section is left out:
 * a preview never takes its page down.
 */
export async function StockPreview({
  locale,
  id = 'stock-preview',
  query = {},
  limit = 4,
  layout = 'row',
  title,
  result: loaded,
}: {
  locale: Locale;
  /** the section's id (a CMS `_uid`), for its heading's id */
  id?: string;
  query?: Partial<StockQuery>;
  /** the search of `query`, when the caller already ran it (no second search) */
  result?: StockResult;
  limit?: number;
  /** a single row (preview) or a grid of several rows (overview) */
  layout?: 'row' | 'grid';
  /** the block's own heading; the default one otherwise */
  title?: string;
}) {
  const q: StockQuery = { ...DEFAULT_QUERY, ...query, page: 1 };
  let result: StockResult;
  try {
    result = loaded ?? (await searchStock(q));
  } catch (error) {
    if (error instanceof StockUnavailableError) {
      console.warn(`[stock] preview left out: ${error.message}`);
      return null;
    }
    throw error;
  }
  if (result.vehicles.length === 0) return null;
  const t = getTranslator(locale, 'stock');
  const cards = result.vehicles.slice(0, Math.max(1, Math.min(limit, HITS_PER_PAGE)));
  const heading = title ?? t('preview.title');
  const lenders = cardLenders(locale, cards, q.priceType);
  return (
    <SectionFrame kind="stock-preview" titleId={domId(id, 'title')} title={heading}>
      {lenders.length > 0 ? <CreditNotice locale={locale} lenders={lenders} /> : null}
      <VehicleCardList
        className={layout === 'row' ? 'stock-grid stock-grid--row' : 'stock-grid'}
        cards={cards.map((card) => cardRow(cardView(locale, card, q.priceType)))}
        keep={keepTexts(locale)}
      />
      <p className="stock-preview__all">
        <a className="button button--primary" href={`${href(locale, 'stockList')}${stockQueryString(q)}`}>
          {t('preview.viewAll', { count: result.total })}
        </a>
      </p>
    </SectionFrame>
  );
}

/**
 * The six quick stock entry categories of the seed, each a link to the stock filtered on it, within
 * the block's own `query` (the used-vehicle centre's `condition=used`), as is the link to all of them.
 */
export function QuickStockEntry({
  locale,
  id = 'quick-stock',
  title,
  query = {},
}: {
  locale: Locale;
  id?: string;
  title?: string;
  query?: Partial<StockQuery>;
}) {
  const t = getTranslator(locale, 'stock');
  const list = href(locale, 'stockList');
  const within: StockQuery = { ...DEFAULT_QUERY, ...query, page: 1 };
  return (
    <SectionFrame kind="quick-stock-entry" landmark="nav" titleId={domId(id, 'title')} title={title ?? t('quickEntry.title')}>
      <ul className="quick-stock__list">
        {QUICK_CATEGORIES.map((category) => (
          <li key={category}>
            <a className="quick-stock__link" href={`${list}${stockQueryString({ ...within, categories: [category] })}`}>
              {t(`category.${category}`)}
            </a>
          </li>
        ))}
        <li>
          <a className="quick-stock__link quick-stock__link--all" href={`${list}${stockQueryString(within)}`}>
            {t('quickEntry.allStock')}
          </a>
        </li>
      </ul>
    </SectionFrame>
  );
}

/**
 * A short search form for landing pages: brand, fuel and a maximum purchase price. A plain GET form
 * to the stock screen, whose parameters it uses, so it works the same with and without JavaScript.
 */
export async function StockSearchForm({ locale, id = 'stock-search', title }: { locale: Locale; id?: string; title?: string }) {
  const t = getTranslator(locale, 'stock');
  const { brands } = await stockCatalogue(await getDirectory(locale));
  const heading = title || t('quickSearch.title');
  const fieldId = (name: string) => `stock-search-${name}`;
  return (
    <SectionFrame kind="stock-search" titleId={domId(id, 'title')} title={heading}>
      <form className="stock-search__form" method="get" action={href(locale, 'stockList')}>
        <div className="input-field input-field--compact stock-search__field">
          <label htmlFor={fieldId('brand')}>{t('filters.brand')}</label>
          <select id={fieldId('brand')} name="brand" defaultValue="">
            <option value="">{t('quickSearch.anyBrand')}</option>
            {[...brands].map(([slug, name]) => (
              <option key={slug} value={slug}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="input-field input-field--compact stock-search__field">
          <label htmlFor={fieldId('fuel')}>{t('filters.fuel')}</label>
          <select id={fieldId('fuel')} name="fuel" defaultValue="">
            <option value="">{t('quickSearch.anyFuel')}</option>
            {FUELS.map((fuel) => (
              <option key={fuel} value={fuel}>
                {t(`fuel.${fuel}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="input-field input-field--compact stock-search__field">
          <label htmlFor={fieldId('price')}>{t('quickSearch.maxPrice')}</label>
          <input id={fieldId('price')} type="number" name="price_max" inputMode="numeric" min={0} max={10_000_000} step={500} />
        </div>
        <button type="submit" className="button button--primary">
          {t('quickSearch.submit')}
        </button>
      </form>
    </SectionFrame>
  );
}
