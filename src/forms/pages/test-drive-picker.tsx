import { getTranslator } from '../../i18n/server';
import { getDirectory } from '../../directory/directory';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import { DEFAULT_QUERY, stockQueryString, type StockQuery } from '../../stock/query';
import { searchStock, StockUnavailableError, type StockResult } from '../../stock/search';
import { formatEuros } from '../../i18n/server';

const SHOWN = 12;
const BRAND = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `/reserver-un-essai`: a test drive is booked for a vehicle, so this picks one. A GET form filters
 * the stock by brand (it works without JavaScript), each vehicle links to its test-drive page, and
 * the whole stock is one link away. When the search engine is down the page still renders with
 * the link to the stock and a notice.
 */
export async function TestDrivePicker({
  locale,
  query,
  path,
  idPrefix,
}: {
  locale: Locale;
  query: URLSearchParams;
  path: string;
  idPrefix: string;
}) {
  const t = getTranslator(locale, 'forms');
  const brandParam = query.get('brand') ?? '';
  const brand = BRAND.test(brandParam) ? brandParam : '';
  // a model page's link narrows the list to that model (`model=ford/puma`); a model of another brand is ignored
  const modelParam = query.get('model') ?? '';
  const model = brand && modelParam.startsWith(`${brand}/`) && BRAND.test(modelParam.slice(brand.length + 1)) ? modelParam : '';
  const stockQuery: StockQuery = { ...DEFAULT_QUERY, brands: brand ? [brand] : [], models: model ? [model] : [] };
  let result: StockResult | null = null;
  try {
    result = await searchStock(stockQuery);
  } catch (error) {
    if (!(error instanceof StockUnavailableError)) throw error;
    console.warn(`[forms] test-drive picker: ${error.message}`);
  }
  const directory = await getDirectory(locale);
  const stockHref = `${href(locale, 'stockList')}${stockQueryString(stockQuery)}`;
  if (!result) {
    return (
      <div className="drive-picker__body">
        <p className="lead-form__note">{t('picker.unavailable')}</p>
        <p>
          <a className="button button--primary" href={stockHref}>
            {t('picker.stock')}
          </a>
        </p>
      </div>
    );
  }
  const brands = Object.entries(result.facets.brand ?? {})
    .filter(([, n]) => n > 0)
    .map(([slug]) => ({ slug, name: directory.brandName(slug) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const selectId = `${idPrefix}-brand`;
  return (
    <div className="drive-picker__body">
      <form className="drive-picker__form" method="get" action={path || undefined}>
        <div className="field field--select">
          <label className="field__label" htmlFor={selectId}>
            {t('picker.brand')}
          </label>
          <select className="field__control field__control--select" id={selectId} name="brand" defaultValue={brand}>
            <option value="">{t('picker.allBrands')}</option>
            {brands.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        {model ? <input type="hidden" name="model" value={model} /> : null}
        <button type="submit" className="button button--secondary">
          {t('picker.submit')}
        </button>
      </form>
      {model ? (
        <p className="drive-picker__model" data-model={model}>
          {t('picker.onlyModel', { model: result.vehicles[0] ? `${result.vehicles[0].brandName} ${result.vehicles[0].model}` : model })}{' '}
          <a href={`${path}?brand=${brand}`}>{t('picker.allOfBrand', { brand: directory.brandName(brand) })}</a>
        </p>
      ) : null}
      <p className="drive-picker__count" role="status">
        {t('picker.results', { count: result.total })}
      </p>
      {result.vehicles.length === 0 ? <p>{t('picker.empty')}</p> : null}
      <ul className="drive-picker__list">
        {result.vehicles.slice(0, SHOWN).map((v) => (
          <li key={v.id}>
            <article className="drive-card" aria-labelledby={`${idPrefix}-${v.id}`}>
              {v.image ? <img className="drive-card__image" src={v.image.src} alt="" width={480} height={320} loading="lazy" /> : null}
              <div className="drive-card__body">
                <h3 className="drive-card__title" id={`${idPrefix}-${v.id}`}>
                  <a href={href(locale, 'vehicle', { vehicle: v.param })}>{v.title}</a>
                </h3>
                <p className="drive-card__meta">
                  {v.year} · {directory.name(v.location)}
                </p>
                <p className="drive-card__price">{formatEuros(locale, v.prices.purchase)}</p>
                <a
                  className="button button--primary"
                  href={href(locale, 'vehicleTestDrive', { vehicle: v.param })}
                  aria-label={t('picker.bookOf', { vehicle: v.title })}
                >
                  {t('picker.book')}
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <p>
        <a className="button button--secondary" href={stockHref}>
          {t('picker.stock')}
        </a>
      </p>
    </div>
  );
}
