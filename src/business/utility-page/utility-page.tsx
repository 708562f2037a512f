import { getTranslator } from '../../i18n/server';
import { PageHead, trailLinks } from '../../seo/head';
import type { UtilityModelPageData } from './data';
import { UtilityFigures, UtilityHeader, UtilityNoStock, UtilityQuote, UtilityStock, UtilityVariants } from './sections';
// after the sections: the stylesheets keep their order (the cascade)
import { Breadcrumbs } from '../../ui/breadcrumbs';
import '../business.css';

/**
 * `/vehicules-utilitaires/{maker}/{model}`: a van or pick-up, its figures, its body variants, its stock and a fleet quote.
 *
 * Synchronous: the route loads the data (`data.ts`), so this renders anywhere (RSC, SSR, tests).
 */
export function UtilityModelPage({ data }: { data: UtilityModelPageData }) {
  const { locale, model, stock, head } = data;
  const t = getTranslator(locale, 'business');
  return (
    <>
      <PageHead {...head} />
      <article className="utility-page" data-utility-model={`${model.maker}/${model.slug}`}>
        <div className="container">
          {/* the visible trail starts at the business pages; the head's starts at home */}
          <Breadcrumbs label={t('breadcrumb')} trail={trailLinks(head.breadcrumbs, locale).slice(1)} />
          <UtilityHeader page={data} />
          <UtilityFigures page={data} />
          <UtilityVariants page={data} />
          {stock === null || stock.total === 0 ? <UtilityNoStock page={data} /> : null}
        </div>
        {stock !== null && stock.total > 0 ? <UtilityStock page={data} stock={stock} /> : null}
        <UtilityQuote page={data} />
      </article>
    </>
  );
}
