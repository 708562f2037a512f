import { contentHref } from '../content';
import { privacyPolicyHref } from '../forms/privacy';
import { isBrandPage } from '../content';
import { sizedImage } from '../content/images';
import { getDirectory } from '../directory/directory';
import { AppError } from '../errors/catalogue';
import { keepTexts } from '../stock/favourites/texts';
import { formatEuros, getFormatter, getTranslator } from '../i18n/server';
import { getLeaseOffers } from '../leases/data';
import { luxembourgDay, offerState } from '../leases/list';
import { offerHref } from '../leases/offer-card';
import type { LeaseOffer } from '../leases/types';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { PageHead } from '../seo/head';
import { cardView } from '../stock/list/card-view';
import { cardRow } from '../stock/list/model';
import { VehicleCardList } from '../stock/list/vehicle-card';
import { DEFAULT_QUERY, stockQueryString, type StockQuery } from '../stock/query';
import { searchStock, StockUnavailableError, type StockResult } from '../stock/search';
import { slugify } from '../stock/slug';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { getBrandModels, getModel, type BrandModel } from './model';
import { submitModelTestDrive } from './test-drive-action';
import { buildForm, LEAD_FORMS, type LocationChoice } from '../forms/definitions';
import { LeadForm } from '../forms/components/lead-form';
import { formAddress, initialState } from '../forms/pages/initial-state';
import { MESSAGES } from '../i18n/messages';
import { modelTestDriveLocations } from './test-drive';
import { MODEL_FIELD } from '../forms/definitions/model-test-drive';
import '../forms/components/forms.css';
import './models.css';
// the stock's vehicle cards and their grid
import '../stock/list/vehicle-cards.css';

/**
 * A brand's model range (`/{brand}/tous-les-modeles`) and a model's page (`/{brand}/{model}`): the
 * CMS's new models, each with the live stock of that model from the index, its lease offers and a
 * way to ask for a test drive. The stock part is left out (with a warning) when the engine is down:
 * the range and the model's facts still show.
 */

const modelQuery = (m: BrandModel): StockQuery => ({ ...DEFAULT_QUERY, brands: [m.brand], models: [m.stockKey] });

async function stockOr<T>(what: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StockUnavailableError) {
      console.warn(`[models] stock left out of ${what}: ${error.message}`);
      return null;
    }
    throw error;
  }
}

/** "4,9 – 6,2 l/100 km" (one value when the range is one), in the locale. */
function consumptionRange(locale: Locale, m: BrandModel): string {
  const f = getFormatter(locale);
  const tv = getTranslator(locale, 'vehicle');
  const one = (n: number) => f.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const value = m.consumption.min === m.consumption.max ? one(m.consumption.min) : `${one(m.consumption.min)} – ${one(m.consumption.max)}`;
  return m.consumption.unit === 'kWh' ? tv('units.consumptionElectric', { value }) : tv('units.consumption', { value });
}

function co2Range(locale: Locale, m: BrandModel): string {
  const tv = getTranslator(locale, 'vehicle');
  const value = m.co2.min === m.co2.max ? String(m.co2.min) : `${m.co2.min} – ${m.co2.max}`;
  return tv('units.co2', { value });
}

const modelHref = (locale: Locale, m: Pick<BrandModel, 'brand' | 'slug'>) => href(locale, 'content', { slug: [m.brand, m.slug] });

// ---------------------------------------------------------------------------------------------
// The range

export type ModelRangeData = {
  locale: Locale;
  brand: string;
  brandName: string;
  models: BrandModel[];
  counts: Record<string, number> | null;
};

/** A brand the site does not sell is brand-not-found (404); a brand without models shows an empty range. */
export async function loadModelRange(locale: Locale, brand: string, path: string): Promise<ModelRangeData> {
  const [models, known, directory] = await Promise.all([getBrandModels(locale, brand), isBrandPage(locale, brand), getDirectory(locale)]);
  if (!known && models.length === 0) throw AppError.of('brand-not-found', { message: `No brand "${brand}" (${path})`, data: { path } });
  const counts = await stockOr(`${brand}'s range`, async () => (await searchStock({ ...DEFAULT_QUERY, brands: [brand] })).facets.model);
  return { locale, brand, brandName: directory.brandName(brand), models, counts };
}

export function ModelRangePage({ data: { locale, brand, brandName, models, counts } }: { data: ModelRangeData }) {
  const t = getTranslator(locale, 'models');
  const tv = getTranslator(locale, 'vehicle');
  const site = getTranslator(locale, 'site');
  const title = t('rangeTitle', { brand: brandName });
  const self = { route: 'brandModels', params: { brand } } as const;
  return (
    <>
      <PageHead
        locale={locale}
        title={title}
        description={t('rangeDescription', { brand: brandName, count: models.length })}
        canonical={self}
        image={models[0]?.image ?? null}
        breadcrumbs={[
          { name: site('home'), ref: { route: 'home', params: {} } },
          { name: brandName, ref: { route: 'content', params: { slug: [brand] } } },
          { name: title, ref: self },
        ]}
      />
      <div className="model-range container">
        <Breadcrumbs
          label={tv('breadcrumb')}
          trail={[
            { name: site('home'), href: href(locale, 'home') },
            { name: brandName, href: href(locale, 'content', { slug: [brand] }) },
            { name: title, href: href(locale, 'brandModels', { brand }) },
          ]}
        />
        <h1>{title}</h1>
        <p className="model-range__intro">{t('rangeIntro', { brand: brandName, count: models.length })}</p>
        <ul className="model-range__list">
          {models.map((m) => (
            <li key={m.slug}>
              <article className="model-card" aria-labelledby={`model-${m.slug}`}>
                {m.image ? (
                  <img src={sizedImage(m.image.src, 480, 300)} alt="" width={480} height={300} loading="lazy" decoding="async" />
                ) : null}
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
                  {counts ? (
                    <p className="model-card__stock" data-stock-count={counts[m.stockKey] ?? 0}>
                      {t('inStock', { count: counts[m.stockKey] ?? 0 })}
                    </p>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// One model

export type ModelPageData = {
  locale: Locale;
  model: BrandModel;
  stock: StockResult | null;
  leases: LeaseOffer[];
  /** the dealerships a test drive of the model may be booked at, with their showroom hours */
  testDriveLocations: LocationChoice[];
  path: string;
  query: URLSearchParams;
};

/** The model page's data, or null when the brand has no such model (the caller answers page-not-found). */
export async function loadModelPage(
  locale: Locale,
  brand: string,
  slug: string,
  path: string,
  query: URLSearchParams,
): Promise<ModelPageData | null> {
  const model = await getModel(locale, brand, slug);
  if (!model) return null;
  const [stock, offers, testDriveLocations] = await Promise.all([
    stockOr(model.stockKey, () => searchStock(modelQuery(model))),
    getLeaseOffers(locale),
    modelTestDriveLocations(locale, brand),
  ]);
  const today = luxembourgDay(new Date());
  const modelSlug = model.stockKey.split('/')[1];
  const leases = offers.filter((o) => o.brand === brand && slugify(o.model) === modelSlug && offerState(o, today) === 'current');
  return { locale, model, stock, leases, testDriveLocations, path, query };
}

export async function ModelPage({ data: { locale, model: m, stock, leases, testDriveLocations, path, query } }: { data: ModelPageData }) {
  const t = getTranslator(locale, 'models');
  const tv = getTranslator(locale, 'vehicle');
  const site = getTranslator(locale, 'site');
  const f = getFormatter(locale);
  const name = `${m.brandName} ${m.name}`;
  const self = { route: 'content', params: { slug: [m.brand, m.slug] } } as const;
  const range = { route: 'brandModels', params: { brand: m.brand } } as const;
  const powers = m.versions.map((v) => v.powerHp);
  const [low, high] = [Math.min(...powers), Math.max(...powers)];
  const power =
    powers.length === 0
      ? null
      : low === high
        ? tv('units.power', { hp: f.number(low), kw: f.number(Math.round(low / 1.35962)) })
        : t('powerRange', { min: f.number(low), max: f.number(high) });
  const stockHref = `${href(locale, 'stockList')}${stockQueryString(modelQuery(m))}`;
  return (
    <>
      <PageHead
        locale={locale}
        title={t('pageTitle', { brand: m.brandName, model: m.name })}
        description={t('pageDescription', { brand: m.brandName, model: m.name, price: formatEuros(locale, m.priceFrom) })}
        canonical={self}
        type="product"
        image={m.image}
        breadcrumbs={[
          { name: site('home'), ref: { route: 'home', params: {} } },
          { name: m.brandName, ref: { route: 'content', params: { slug: [m.brand] } } },
          { name: t('allModels', { brand: m.brandName }), ref: range },
          { name: m.name, ref: self },
        ]}
      />
      <article className="model-page container" data-model={m.stockKey}>
        <Breadcrumbs
          label={tv('breadcrumb')}
          trail={[
            { name: site('home'), href: href(locale, 'home') },
            { name: m.brandName, href: href(locale, 'content', { slug: [m.brand] }) },
            { name: t('allModels', { brand: m.brandName }), href: href(locale, 'brandModels', { brand: m.brand }) },
            { name: m.name, href: modelHref(locale, m) },
          ]}
        />
        <header className="model-page__head">
          <h1>{name}</h1>
          {m.tagline ? <p className="model-page__tagline">{m.tagline}</p> : null}
          <p className="model-page__price">{t('priceFrom', { price: formatEuros(locale, m.priceFrom) })}</p>
        </header>
        {m.image ? (
          <img
            className="model-page__hero"
            src={sizedImage(m.image.src, 1200, 600)}
            alt={m.image.alt}
            width={1200}
            height={600}
            fetchPriority="high"
          />
        ) : null}
        {m.intro ? <p className="model-page__intro">{m.intro}</p> : null}

        <section aria-labelledby="model-figures">
          <h2 id="model-figures">{t('figures')}</h2>
          <dl className="model-page__figures">
            <div>
              <dt>{t('bodyStyles')}</dt>
              <dd>{m.bodyStyles.map((b) => tv(`body.${b}`)).join(', ')}</dd>
            </div>
            <div>
              <dt>{t('fuels')}</dt>
              <dd>{m.fuels.map((x) => tv(`fuel.${x}`)).join(', ')}</dd>
            </div>
            {power ? (
              <div>
                <dt>{t('power')}</dt>
                <dd>{power}</dd>
              </div>
            ) : null}
            <div>
              <dt>{tv('facts.consumption')}</dt>
              <dd>{consumptionRange(locale, m)}</dd>
            </div>
            <div>
              <dt>{tv('facts.co2')}</dt>
              <dd>{co2Range(locale, m)}</dd>
            </div>
          </dl>
        </section>

        {m.versions.length > 0 ? (
          // the table's scroll region below is the section named "Versions": a named section around it was a
          // second landmark of that name (axe's landmark-unique)
          <div className="model-page__part">
            <h2 id="model-versions">{t('versions')}</h2>
            {/* on a phone the table scrolls sideways in its own region, which a keyboard can focus to scroll */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <section className="model-page__scroll" aria-labelledby="model-versions" tabIndex={0}>
              <table className="model-page__versions">
                <thead>
                  <tr>
                    <th scope="col">{t('version')}</th>
                    <th scope="col">{t('fuel')}</th>
                    <th scope="col">{t('transmission')}</th>
                    <th scope="col">{t('power')}</th>
                    <th scope="col">{t('price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {m.versions.map((v) => (
                    <tr key={v.id}>
                      <th scope="row">{v.name}</th>
                      <td>{tv(`fuel.${v.fuel}`)}</td>
                      <td>{tv(`transmission.${v.transmission}`)}</td>
                      <td>{tv('units.power', { hp: f.number(v.powerHp), kw: f.number(Math.round(v.powerHp / 1.35962)) })}</td>
                      <td>{formatEuros(locale, v.priceFrom)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
        ) : null}

        {m.highlights.length > 0 ? (
          <section aria-labelledby="model-highlights">
            <h2 id="model-highlights">{t('highlights')}</h2>
            <ul className="model-page__highlights">
              {m.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {m.gallery.length > 0 ? (
          <section aria-label={t('gallery', { model: name })}>
            <ul className="model-page__gallery">
              {m.gallery.map((image) => (
                <li key={image.src}>
                  <img src={sizedImage(image.src, 600, 375)} alt={image.alt} width={600} height={375} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {stock ? (
          <section aria-labelledby="model-stock" className="model-page__stock">
            <h2 id="model-stock">{t('stockTitle', { model: name })}</h2>
            <p data-stock-count={stock.total}>{t('stockCount', { count: stock.total })}</p>
            {stock.total > 0 ? (
              <>
                <VehicleCardList
                  className="stock-grid"
                  cards={stock.vehicles.slice(0, 4).map((card) => cardRow(cardView(locale, card, 'purchase')))}
                  keep={keepTexts(locale)}
                />
                <p>
                  <a className="button button--primary" href={stockHref}>
                    {t('stockAll', { count: stock.total })}
                  </a>
                </p>
              </>
            ) : null}
          </section>
        ) : null}

        {leases.length > 0 ? (
          <section aria-labelledby="model-leases">
            <h2 id="model-leases">{t('leasesTitle')}</h2>
            <ul className="model-page__leases">
              {leases.map((o) => (
                <li key={o.slug}>
                  <a href={offerHref(locale, o)}>{o.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="model-test-drive" className="model-page__test-drive" id="essai">
          <h2 id="model-test-drive">{t('testDriveTitle')}</h2>
          <p>{t('testDriveText', { model: name })}</p>
          <LeadForm
            kind="model-test-drive"
            locale={locale}
            config={{ locations: testDriveLocations }}
            action={submitModelTestDrive}
            address={formAddress()}
            initial={initialState(LEAD_FORMS['model-test-drive'].id, query)}
            messages={buildForm('model-test-drive', { locations: testDriveLocations }).pickMessages(MESSAGES[locale])}
            hidden={{ [MODEL_FIELD]: `${m.brand}/${m.slug}` }}
            idPrefix="model-test-drive"
            policyHref={await privacyPolicyHref(locale)}
            againHref={path}
            successLinks={
              <a className="button button--primary" href={modelHref(locale, m)}>
                {name}
              </a>
            }
          />
          {stock && stock.total > 0 ? (
            <p className="model-page__test-drive-stock">
              {t('testDriveStock')} {/* the test-drive page's picker, on this model's vehicles */}
              <a href={`${await contentHref(locale, ['reserver-un-essai'])}?brand=${m.brand}&model=${encodeURIComponent(m.stockKey)}`}>
                {t('testDriveStockAction')}
              </a>
            </p>
          ) : null}
        </section>
      </article>
    </>
  );
}
