import { formatEuros, getTranslator } from '../../i18n/server';
import { PageHead, trailLinks } from '../../seo/head';
import type { ModelPageData } from './data';
import { ModelFigures, ModelGallery, ModelHighlights, ModelLeases, ModelPhoto, ModelStock, ModelVersions } from './sections';
import { ModelTestDrive } from './test-drive';
// after the sections: the stylesheets keep their order (the cascade)
import { Breadcrumbs } from '../../ui/breadcrumbs';
import '../../forms/components/forms.css';
import '../models.css';
// the stock's vehicle cards and their grid
import '../../stock/list/vehicle-cards.css';

/**
 * A model's page (`/{brand}/{model}`): the CMS's new model with its figures, versions, highlights and
 * photos, the live stock of that model from the index, its lease offers and a way to ask for a test
 * drive. The stock part is left out (with a warning) when the engine is down: the model's facts still show.
 *
 * Synchronous: the route loads the data (`data.ts`), so this renders anywhere (RSC, SSR, tests).
 */
export function ModelPage({ data }: { data: ModelPageData }) {
  const { locale, model: m, name, head } = data;
  const t = getTranslator(locale, 'models');
  const tv = getTranslator(locale, 'vehicle');
  return (
    <>
      <PageHead {...head} />
      <article className="model-page container" data-model={m.stockKey}>
        <Breadcrumbs label={tv('breadcrumb')} trail={trailLinks(head.breadcrumbs, locale)} />
        <header className="model-page__head">
          <h1>{name}</h1>
          {m.tagline ? <p className="model-page__tagline">{m.tagline}</p> : null}
          <p className="model-page__price">{t('priceFrom', { price: formatEuros(locale, m.priceFrom) })}</p>
        </header>
        <ModelPhoto image={m.image} />
        {m.intro ? <p className="model-page__intro">{m.intro}</p> : null}
        <ModelFigures locale={locale} model={m} />
        <ModelVersions locale={locale} versions={m.versions} />
        <ModelHighlights title={t('highlights')} items={m.highlights} />
        <ModelGallery label={t('gallery', { model: name })} images={m.gallery} />
        <ModelStock page={data} />
        <ModelLeases locale={locale} leases={data.leases} />
        <ModelTestDrive page={data} />
      </article>
    </>
  );
}
