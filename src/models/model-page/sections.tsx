import { sizedImage } from '../../content/images';
import { formatEuros, getFormatter, getTranslator } from '../../i18n/server';
import { offerHref } from '../../leases/offer-card';
import type { LeaseOffer } from '../../leases/types';
import type { Locale } from '../../routing/locales';
import { keepTexts } from '../../stock/favourites/texts';
import { cardView } from '../../stock/list/card-view';
import { cardRow } from '../../stock/list/model';
import { VehicleCardList } from '../../stock/list/vehicle-card';
import type { BrandModel } from '../model';
import { co2Range, consumptionRange } from '../view';
import type { ModelPageData } from './data';

/** A power as the locale writes it: "130 ch (96 kW)". */
const powerText = (locale: Locale, hp: number) => {
  const f = getFormatter(locale);
  return getTranslator(locale, 'vehicle')('units.power', { hp: f.number(hp), kw: f.number(Math.round(hp / 1.35962)) });
};

/** The model's large photo (nothing when it has none). */
export function ModelPhoto({ image }: { image: BrandModel['image'] }) {
  if (!image) return null;
  return (
    <img
      className="model-page__hero"
      src={sizedImage(image.src, 1200, 600)}
      alt={image.alt}
      width={1200}
      height={600}
      fetchPriority="high"
    />
  );
}

/** Body styles, fuels, power (one value or the versions' range), consumption and CO2. */
export function ModelFigures({ locale, model: m }: { locale: Locale; model: BrandModel }) {
  const t = getTranslator(locale, 'models');
  const tv = getTranslator(locale, 'vehicle');
  const f = getFormatter(locale);
  const powers = m.versions.map((v) => v.powerHp);
  const [low, high] = [Math.min(...powers), Math.max(...powers)];
  const power =
    powers.length === 0 ? null : low === high ? powerText(locale, low) : t('powerRange', { min: f.number(low), max: f.number(high) });
  return (
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
  );
}

/** The versions as a table (nothing when the model lists none). */
export function ModelVersions({ locale, versions }: { locale: Locale; versions: BrandModel['versions'] }) {
  if (versions.length === 0) return null;
  const t = getTranslator(locale, 'models');
  const tv = getTranslator(locale, 'vehicle');
  return (
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
            {versions.map((v) => (
              <tr key={v.id}>
                <th scope="row">{v.name}</th>
                <td>{tv(`fuel.${v.fuel}`)}</td>
                <td>{tv(`transmission.${v.transmission}`)}</td>
                <td>{powerText(locale, v.powerHp)}</td>
                <td>{formatEuros(locale, v.priceFrom)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** The model's highlights (nothing when it has none). */
export function ModelHighlights({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="model-highlights">
      <h2 id="model-highlights">{title}</h2>
      <ul className="model-page__highlights">
        {items.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
    </section>
  );
}

/** The model's photos (nothing when it has none). */
export function ModelGallery({ label, images }: { label: string; images: BrandModel['gallery'] }) {
  if (images.length === 0) return null;
  return (
    <section aria-label={label}>
      <ul className="model-page__gallery">
        {images.map((image) => (
          <li key={image.src}>
            <img src={sizedImage(image.src, 600, 375)} alt={image.alt} width={600} height={375} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The model's vehicles in stock: their count, the first four and the way to all of them (nothing when the engine is down). */
export function ModelStock({ page }: { page: ModelPageData }) {
  const { locale, stock, name } = page;
  if (!stock) return null;
  const t = getTranslator(locale, 'models');
  return (
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
            <a className="button button--primary" href={page.stockHref}>
              {t('stockAll', { count: stock.total })}
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}

/** The model's current lease offers (nothing when it has none). */
export function ModelLeases({ locale, leases }: { locale: Locale; leases: readonly LeaseOffer[] }) {
  if (leases.length === 0) return null;
  const t = getTranslator(locale, 'models');
  return (
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
  );
}
