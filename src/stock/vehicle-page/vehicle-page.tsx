import type { ReactNode } from 'react';
import { getFormatter, getTranslator } from '../../i18n/server';
import { PageHead } from '../../seo/head';
import type { VehiclePageData } from './data';
import { Benefits, Equipment, KeyFacts } from './details';
import { Fold } from './fold';
import { VehicleGallery } from './gallery';
import { vehicleJsonLd } from './json-ld';
import {
  absoluteUrl,
  benefits,
  efficiencyView,
  equipmentGroups,
  fuelLabel,
  galleryImages,
  keyFacts,
  priceView,
  vehicleMeta,
} from './model';
import { PurchaseBox } from './purchase-box';
import { VehicleCallToAction } from './call-to-action';
import { FinancingSection } from '../financing/section';
import { KeepButtons } from '../favourites/keep-buttons';
import { keepTexts, recentTexts } from '../favourites/texts';
import { RecentlyViewed, RememberVisit } from '../favourites/recent-view';
import { VehicleCardList } from '../list/vehicle-card';
import '../list/vehicle-cards.css';
import { sizedImage } from '../../content/images';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import './vehicle-page.css';

/**
 * The vehicle detail page: title, gallery, price with CO2 and consumption, calls to action and
 * dealership (a sticky column on wide screens), key facts, equipment and benefits, plus the head
 * (src/seo: title, description, the one canonical `/stock/{vehicle}` whichever route shows it,
 * alternates, Open Graph with the first photo, breadcrumbs) and schema.org `Car` JSON-LD.
 *
 * The financing section quotes the calculator's choice of the query (`?finance=&months=&deposit=`,
 * its no-JavaScript GET form). Synchronous: the route loads the data, so this renders anywhere (RSC, SSR, tests).
 */
/** `alertForm`: the price alert's form (src/alerts), composed in by the route. */
export function VehiclePage({
  page,
  query = new URLSearchParams(),
  alertForm,
}: {
  page: VehiclePageData;
  query?: URLSearchParams;
  alertForm?: ReactNode;
}) {
  const { locale, vehicle: v, links, canonicalUrl, siteUrl } = page;
  const t = getTranslator(locale, 'vehicle');
  const site = getTranslator(locale, 'site');
  const f = getFormatter(locale);
  const dealership = page.dealership.place;
  const meta = vehicleMeta(locale, v, dealership);
  const images = galleryImages(locale, v);
  const facts = keyFacts(locale, v);
  const jsonLd = vehicleJsonLd({
    locale,
    vehicle: v,
    url: canonicalUrl,
    dealershipUrl: absoluteUrl(siteUrl, links.location),
    dealershipName: page.dealership.name,
    siteUrl,
  });
  return (
    <>
      <PageHead
        locale={locale}
        title={meta.title}
        description={meta.description}
        canonical={{ route: 'vehicle', params: { vehicle: v.param } }}
        type="product"
        image={images[0] ?? null}
        breadcrumbs={[
          { name: site('home'), ref: { route: 'home', params: {} } },
          { name: t('stock'), ref: { route: 'stockList', params: {} } },
          { name: v.title, ref: { route: 'vehicle', params: { vehicle: v.param } } },
        ]}
        jsonLd={[jsonLd]}
        origin={siteUrl}
      />
      <article className="vehicle-page container" data-vehicle-id={v.id}>
        <header className="vehicle-page__head">
          <Breadcrumbs
            label={t('breadcrumb')}
            trail={[
              { name: site('home'), href: links.home },
              { name: t('stock'), href: links.stock },
              { name: v.title, href: links.canonical },
            ]}
          />
          <p className="vehicle-page__eyebrow">
            <span className={`vehicle-tag vehicle-tag--${v.condition}`}>{t(`condition.${v.condition}`)}</span>
            <span>
              {[String(v.year), t('units.km', { value: f.number(v.mileage, { maximumFractionDigits: 0 }) }), fuelLabel(t, v.fuel)].join(
                ' · ',
              )}
            </span>
          </p>
          <h1 className="vehicle-page__title">{v.title}</h1>
          <KeepButtons id={v.id} name={v.title} texts={keepTexts(locale)} className="vehicle-page__keep" reserve />
          <p className="vehicle-page__ref">{t('reference', { id: String(v.id) })}</p>
        </header>
        <div className="vehicle-page__gallery">
          <VehicleGallery
            images={images}
            texts={{
              label: t('gallery.label', { title: v.title }),
              thumbnails: t('gallery.thumbnails'),
              noPhoto: t('gallery.noPhoto'),
              photo: (index, count) => t('gallery.photo', { index: String(index), count: String(count) }),
            }}
          />
        </div>
        <aside className="vehicle-page__aside">
          <PurchaseBox
            locale={locale}
            prices={priceView(locale, v)}
            efficiency={efficiencyView(locale, v)}
            links={links}
            dealership={dealership}
          />
        </aside>
        <div className="vehicle-page__details">
          {/* not in the sticky aside: with it the aside grew taller than a screen, and its foot (this form's
              consent box) slid under the similar vehicles before a visitor could reach it */}
          {alertForm ? (
            <Fold name="vehicle-alert" summary={t('fold.alert')}>
              {alertForm}
            </Fold>
          ) : null}
          <KeyFacts title={t('facts.title')} facts={facts} more={t('fold.facts', { count: String(facts.length) })} />
          <Equipment
            title={t('equipment.title')}
            groups={equipmentGroups(locale, v)}
            more={(count) => t('fold.equipment', { count: String(count) })}
          />
          <Benefits title={t('benefits.title')} items={benefits(locale)} />
          <FinancingSection locale={locale} vehicle={v} action={links.canonical} interest={links.interest} query={query} />
        </div>
        <div className="vehicle-page__more">
          {page.similar.length > 0 ? (
            <section className="vehicle-similar" aria-labelledby="vehicle-similar-title" data-similar-vehicles>
              <h2 id="vehicle-similar-title">{t('similar.title')}</h2>
              <VehicleCardList
                cards={page.similar}
                className="stock-grid stock-grid--row"
                keep={keepTexts(locale)}
                inViewPrefetch={false}
              />
            </section>
          ) : null}
          <RecentlyViewed {...recentTexts(locale)} exclude={v.id} />
        </div>
        <VehicleCallToAction locale={locale} links={links} dealership={page.dealership} />
        <RememberVisit
          vehicle={{ id: v.id, param: v.param, title: v.title, image: v.images[0] ? sizedImage(v.images[0].src, 240, 160) : null }}
        />
      </article>
    </>
  );
}
