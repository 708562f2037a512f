import { getTranslator } from '../../i18n/server';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import { PageHead } from '../../seo/head';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { getDirectory } from '../../directory/directory';
import { stockCatalogue } from '../list/catalogue';
import { searchStock } from '../search';
import { DEFAULT_QUERY } from '../query';
import { stockRange, type StockRange } from './range';
import './all-models.css';

export type AllModelsData = { locale: Locale; range: StockRange };

/**
 * `/stock/tous-les-modeles`: every brand and model in stock with its count, each a link to the
 * filtered stock. One search of the whole stock (its brand and model facet counts), the directory's
 * brand names and the catalogue's model names; throws StockUnavailableError when the engine is down (the 503 screen).
 */
export async function loadAllModels(locale: Locale): Promise<AllModelsData> {
  const reading = getDirectory(locale);
  const [result, directory, catalogue] = await Promise.all([searchStock(DEFAULT_QUERY), reading, reading.then((d) => stockCatalogue(d))]);
  return { locale, range: stockRange(result, catalogue, href(locale, 'stockList'), directory.brandName) };
}

export function AllModelsPage({ data: { locale, range } }: { data: AllModelsData }) {
  const t = getTranslator(locale, 'stock');
  const site = getTranslator(locale, 'site');
  const models = range.brands.reduce((n, b) => n + b.models.length, 0);
  const title = t('allModels.title');
  const self = href(locale, 'stockModels');
  return (
    <>
      <PageHead
        locale={locale}
        title={title}
        description={t('allModels.description', { count: range.total })}
        canonical={{ route: 'stockModels', params: {} }}
        breadcrumbs={[
          { name: site('home'), ref: { route: 'home', params: {} } },
          { name: t('title'), ref: { route: 'stockList', params: {} } },
          { name: title, ref: { route: 'stockModels', params: {} } },
        ]}
      />
      <div className="all-models container">
        <Breadcrumbs
          label={getTranslator(locale, 'vehicle')('breadcrumb')}
          trail={[
            { name: site('home'), href: href(locale, 'home') },
            { name: t('title'), href: href(locale, 'stockList') },
            { name: title, href: self },
          ]}
        />
        <h1>{title}</h1>
        {range.total === 0 ? (
          <p>{t('allModels.empty')}</p>
        ) : (
          <p className="all-models__intro">{t('allModels.intro', { brands: range.brands.length, models, count: range.total })}</p>
        )}
        <div className="all-models__brands">
          {range.brands.map((brand) => (
            <section key={brand.slug} className="all-models__brand" aria-labelledby={`all-models-${brand.slug}`}>
              <h2 id={`all-models-${brand.slug}`}>{brand.name}</h2>
              <ul className="all-models__list">
                {brand.models.map((model) => (
                  <li key={model.key}>
                    <a href={model.href}>
                      <span className="all-models__name">{model.name}</span>
                      <span className="all-models__count">{t('allModels.vehicles', { count: model.count })}</span>
                    </a>
                  </li>
                ))}
              </ul>
              <a className="all-models__all" href={brand.href}>
                {t('allModels.brandLink', { brand: brand.name, count: brand.count })}
              </a>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
