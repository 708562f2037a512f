import { sizedImage } from '../../content/images';
import { formatEuros, getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { PageHead, trailLinks } from '../../seo/head';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import type { BrandModel } from '../model';
import { co2Range, consumptionRange, modelHref } from '../view';
import type { ModelRangeData } from './data';
import '../models.css';

/** One model of the range: its photo, name (the link to its page), body styles and fuels, price, figures and stock. */
function ModelCard({ locale, model: m, count }: { locale: Locale; model: BrandModel; count: number | null }) {
  const t = getTranslator(locale, 'models');
  const tv = getTranslator(locale, 'vehicle');
  return (
    <article className="model-card" aria-labelledby={`model-${m.slug}`}>
      {m.image ? <img src={sizedImage(m.image.src, 480, 300)} alt="" width={480} height={300} loading="lazy" decoding="async" /> : null}
      <div className="model-card__body">
        <h2 id={`model-${m.slug}`} className="model-card__title">
          <a href={modelHref(locale, m)}>{`${m.brandName} ${m.name}`}</a>
        </h2>
        {m.tagline ? <p className="model-card__tagline">{m.tagline}</p> : null}
        <p className="model-card__facts">
          {[...m.bodyStyles.map((b) => tv(`body.${b}`)), ...m.fuels.map((f) => tv(`fuel.${f}`))].join(' · ')}
        </p>
        <p className="model-card__price">{t('priceFrom', { price: formatEuros(locale, m.priceFrom) })}</p>
        <p className="model-card__efficiency">
          {t('consumption', { range: consumptionRange(locale, m) })}
          <br />
          {t('co2', { range: co2Range(locale, m) })}
        </p>
        {count !== null ? (
          <p className="model-card__stock" data-stock-count={count}>
            {t('inStock', { count })}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** A brand's model range (`/{brand}/tous-les-modeles`): every new model with its stock count. */
export function ModelRangePage({ data: { locale, brandName, models, counts, title, head } }: { data: ModelRangeData }) {
  const t = getTranslator(locale, 'models');
  const tv = getTranslator(locale, 'vehicle');
  return (
    <>
      <PageHead {...head} />
      <div className="model-range container">
        <Breadcrumbs label={tv('breadcrumb')} trail={trailLinks(head.breadcrumbs, locale)} />
        <h1>{title}</h1>
        <p className="model-range__intro">{t('rangeIntro', { brand: brandName, count: models.length })}</p>
        <ul className="model-range__list">
          {models.map((m) => (
            <li key={m.slug}>
              <ModelCard locale={locale} model={m} count={counts ? (counts[m.stockKey] ?? 0) : null} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
