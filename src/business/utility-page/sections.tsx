import { EmbeddedFormSection } from '../../forms/pages/embedded-form';
import { FLEET_QUOTE_FORM } from '../lead-forms';
import { getTranslator } from '../../i18n/server';
import { StockPreview } from '../../stock/list/sections';
import type { StockResult } from '../../stock/search';
import { figureFormatter } from '../figures';
import { utilityStockQuery } from '../utility-stock';
import type { UtilityModelPageData } from './data';

/** The model's body, name, tagline and intro, the ways to its stock and its quote, and its photo. */
export function UtilityHeader({ page }: { page: UtilityModelPageData }) {
  const { locale, model, stock, title, id } = page;
  const t = getTranslator(locale, 'business');
  return (
    <header className="utility-page__header">
      <div className="utility-page__text">
        <p className="eyebrow">{t(`utility.body.${model.body}`)}</p>
        <h1>{title}</h1>
        {model.tagline ? <p className="utility-page__tagline">{model.tagline}</p> : null}
        {model.intro ? <p>{model.intro}</p> : null}
        <p className="utility-page__actions">
          <a className="button button--primary" href={page.stockHref}>
            {stock ? t('utility.stock.viewAll', { count: stock.total }) : t('utility.stock.viewStock')}
          </a>
          <a className="button button--secondary" href={`#${id}-quote`}>
            {t('utility.quote.cta')}
          </a>
        </p>
      </div>
      {model.image ? (
        <img className="utility-page__image" src={model.image.src} alt={model.image.alt} width={800} height={500} decoding="async" />
      ) : null}
    </header>
  );
}

/** Payload, load volume, towing and fuels at their best, with the model's highlights. */
export function UtilityFigures({ page }: { page: UtilityModelPageData }) {
  const { locale, model, id } = page;
  const t = getTranslator(locale, 'business');
  const f = figureFormatter(locale);
  return (
    <section className="utility-figures" aria-labelledby={`${id}-figures`}>
      <h2 id={`${id}-figures`}>{t('utility.figures.title')}</h2>
      <dl className="utility-figures__list">
        <div>
          <dt>{t('utility.figures.payload')}</dt>
          <dd>{t('utility.figures.upTo', { value: f.kg(model.payloadKg) })}</dd>
        </div>
        <div>
          <dt>{t('utility.figures.loadVolume')}</dt>
          <dd>{t('utility.figures.upTo', { value: f.m3(model.loadVolumeM3) })}</dd>
        </div>
        <div>
          <dt>{t('utility.figures.towing')}</dt>
          <dd>{model.towingKg === null ? t('utility.figures.noTowing') : t('utility.figures.upTo', { value: f.kg(model.towingKg) })}</dd>
        </div>
        {model.fuels.length > 0 ? (
          <div>
            <dt>{t('utility.figures.fuels')}</dt>
            <dd>{f.list(model.fuels.map((fuel) => getTranslator(locale, 'stock')(`fuel.${fuel}`)))}</dd>
          </div>
        ) : null}
      </dl>
      {model.highlights.length > 0 ? (
        <ul className="utility-figures__highlights">
          {model.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The body variants as a table; a column no variant fills is left out. Nothing when the model has no variants. */
export function UtilityVariants({ page }: { page: UtilityModelPageData }) {
  const { locale, model, id, title } = page;
  if (model.variants.length === 0) return null;
  const t = getTranslator(locale, 'business');
  const f = figureFormatter(locale);
  const anyVolume = model.variants.some((v) => v.loadVolumeM3 !== null);
  const anyLength = model.variants.some((v) => v.loadLengthMm !== null);
  const anyTowing = model.variants.some((v) => v.towingKg !== null);
  const anySeats = model.variants.some((v) => v.seats !== null);
  return (
    <section className="utility-variants" aria-labelledby={`${id}-variants`}>
      <h2 id={`${id}-variants`}>{t('utility.variants.title')}</h2>
      {/* the table scrolls sideways on a phone: it must take the focus so keyboard users can scroll it (WCAG 2.1.1) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="utility-variants__scroll" role="region" aria-labelledby={`${id}-variants`} tabIndex={0}>
        <table className="utility-variants__table">
          <caption className="visually-hidden">{t('utility.variants.caption', { model: title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('utility.variants.name')}</th>
              <th scope="col">{t('utility.figures.payload')}</th>
              {anyVolume ? <th scope="col">{t('utility.figures.loadVolume')}</th> : null}
              {anyLength ? <th scope="col">{t('utility.variants.loadLength')}</th> : null}
              {anyTowing ? <th scope="col">{t('utility.figures.towing')}</th> : null}
              {anySeats ? <th scope="col">{t('utility.variants.seats')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {model.variants.map((v) => (
              <tr key={v.id}>
                <th scope="row">{v.name}</th>
                <td>{f.kg(v.payloadKg)}</td>
                {anyVolume ? <td>{v.loadVolumeM3 === null ? '–' : f.m3(v.loadVolumeM3)}</td> : null}
                {anyLength ? <td>{v.loadLengthMm === null ? '–' : f.mm(v.loadLengthMm)}</td> : null}
                {anyTowing ? <td>{v.towingKg === null ? '–' : f.kg(v.towingKg)}</td> : null}
                {anySeats ? <td>{v.seats === null ? '–' : f.count(v.seats)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="utility-variants__note">{t('utility.variants.note')}</p>
    </section>
  );
}

/** When the model has nothing in stock, or the engine cannot say: a notice and the way to the whole stock. */
export function UtilityNoStock({ page }: { page: UtilityModelPageData }) {
  const { locale, stock, id, title } = page;
  const t = getTranslator(locale, 'business');
  return (
    <section className="utility-stock" aria-labelledby={`${id}-stock`} data-stock-total={stock?.total ?? ''}>
      <h2 id={`${id}-stock`}>{t('utility.stock.title', { count: stock?.total ?? 0, model: title })}</h2>
      <p>{stock === null ? t('utility.stock.unavailable') : t('utility.stock.none', { model: title })}</p>
      <p>
        <a className="button button--primary" href={page.stockHref}>
          {t('utility.stock.viewStock')}
        </a>
      </p>
    </section>
  );
}

/** The model's vehicles in stock (the first eight, full width). */
export function UtilityStock({ page, stock }: { page: UtilityModelPageData; stock: StockResult }) {
  const { locale, model, title } = page;
  const t = getTranslator(locale, 'business');
  return (
    <div className="utility-stock" data-stock-total={stock.total}>
      <StockPreview
        locale={locale}
        query={utilityStockQuery(model)}
        result={stock}
        limit={8}
        layout="grid"
        title={t('utility.stock.title', { count: stock.total, model: title })}
      />
    </div>
  );
}

/** The fleet quote of the model (the embedded lead form). */
export function UtilityQuote({ page }: { page: UtilityModelPageData }) {
  const { locale, path, query, id, title } = page;
  const t = getTranslator(locale, 'business');
  return (
    <div id={`${id}-quote`}>
      <EmbeddedFormSection
        row={FLEET_QUOTE_FORM}
        locale={locale}
        path={path}
        query={query}
        section={{
          type: 'embeddedForm',
          id: `${id}-fleet-quote`,
          form: FLEET_QUOTE_FORM.id,
          title: t('utility.quote.title', { model: title }),
          intro: t('utility.quote.intro'),
          location: '',
        }}
      />
    </div>
  );
}
