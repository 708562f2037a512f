import type { ReactNode } from 'react';
import { sizedImage } from '../../content/images';
import { formatEuros, getTranslator } from '../../i18n/server';
import { PageHead } from '../../seo/head';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { keepTexts } from '../favourites/texts';
import { VehicleCardList } from '../list/vehicle-card';
import type { DepartedPageData } from './data';
import { keyFacts } from './model';
import '../list/vehicle-cards.css';
import './vehicle-page.css';

/** The key figures a departed vehicle's page keeps. */
const KEPT_FACTS = new Set(['year', 'mileage', 'fuel', 'transmission', 'power', 'body']);

/**
 * The page of a vehicle that left the stock (answered 410, not indexed): what it was (title, photo,
 * key figures and its last price), whom to contact (the contact form, naming the vehicle, and its dealership),
 * the alert of its model's search (`alertForm`, composed in by the route), vehicles like it, and the way to its
 * model's stock, so a visitor following a marketplace's or a friend's link keeps looking here.
 */
export function DepartedVehiclePage({ page, alertForm }: { page: DepartedPageData; alertForm?: ReactNode }) {
  const { locale, vehicle: v, links } = page;
  const t = getTranslator(locale, 'vehicle');
  const site = getTranslator(locale, 'site');
  const image = v.images[0];
  const facts = keyFacts(locale, v).filter((f) => KEPT_FACTS.has(f.key));
  return (
    <>
      <PageHead locale={locale} title={t('gone.metaTitle', { title: v.title })} description={t('gone.text')} canonical={null} noindex />
      <article className="vehicle-departed container" data-departed-vehicle={v.id}>
        <Breadcrumbs
          label={t('breadcrumb')}
          trail={[
            { name: site('home'), href: links.home },
            { name: t('stock'), href: links.stock },
          ]}
        />
        <h1>{t('gone.title', { title: v.title })}</h1>
        <p className="vehicle-departed__text">{t('gone.text')}</p>
        <p className="vehicle-departed__links">
          <a className="button button--primary" href={links.modelStock} data-action="model-stock">
            {t('gone.modelStock', { model: `${v.brandName} ${v.model}` })}
          </a>
          <a className="button button--secondary" href={links.stock}>
            {t('gone.allStock')}
          </a>
        </p>
        <section className="vehicle-departed__was" aria-labelledby="vehicle-departed-was">
          <h2 id="vehicle-departed-was">{t('gone.was')}</h2>
          <div className="vehicle-departed__card">
            {image ? <img src={sizedImage(image.src, 480, 320)} alt={image.alt || v.title} width={480} height={320} /> : null}
            <div>
              <p className="vehicle-departed__title">{v.title}</p>
              <p className="vehicle-departed__price">
                {t('price.purchase')}: {formatEuros(locale, v.prices.purchase)}
              </p>
              <dl className="vehicle-departed__facts">
                {facts.map((f) => (
                  <div key={f.key} data-fact={f.key}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </section>
        <section className="vehicle-departed__contact" aria-labelledby="vehicle-departed-contact" data-departed-contact>
          <h2 id="vehicle-departed-contact">{t('gone.contactTitle')}</h2>
          <p>{t('gone.contactText', { name: page.dealership })}</p>
          <p className="vehicle-departed__links">
            {links.contact ? (
              <a className="button button--primary" href={links.contact} data-action="contact">
                {t('gone.contact')}
              </a>
            ) : null}
            <a className="button button--secondary" href={links.location} data-action="dealership">
              {t('gone.dealership', { name: page.dealership })}
            </a>
          </p>
        </section>
        {alertForm}
        <section className="vehicle-similar" aria-labelledby="vehicle-similar-title" data-similar-vehicles>
          <h2 id="vehicle-similar-title">{t('similar.title')}</h2>
          {page.similar.length > 0 ? (
            <VehicleCardList cards={page.similar} className="stock-grid stock-grid--row" keep={keepTexts(locale)} inViewPrefetch={false} />
          ) : (
            <p>{t('gone.none')}</p>
          )}
        </section>
      </article>
    </>
  );
}
