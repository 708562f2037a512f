import { getFormatter, getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { CmsLink } from '../rich-text';
import type { ArticleOverviewSection, ArticleSummary } from '../types';
import { Media } from './media';
import { domId, SectionFrame } from '../../ui/section-frame';
import { TitleForLink } from './title-for-link';

/** An ISO date (yyyy-mm-dd) written out in the locale, e.g. '16 février 2026'. */
export function formatArticleDate(locale: Locale, date: string): string {
  // Noon UTC is the same calendar day in Luxembourg whatever the season.
  return getFormatter(locale).dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'long' });
}

function ArticleCard({ article, locale, sectionId }: { article: ArticleSummary; locale: Locale; sectionId: string }) {
  const t = getTranslator(locale, 'sections');
  const titleId = domId(`${sectionId}-${article.slug.join('-')}`, 'title');
  return (
    <article className="card article-card" aria-labelledby={titleId}>
      {article.image ? <Media image={article.image} frame="card" className="card__media" sizes="(min-width: 48rem) 25rem, 100vw" /> : null}
      <div className="card__body">
        <p className="card__meta">
          <time dateTime={article.date}>{formatArticleDate(locale, article.date)}</time>
          {article.category ? <span className="card__category">{article.category}</span> : null}
        </p>
        <h3 className="card__title" id={titleId}>
          {article.title}
        </h3>
        {article.teaser ? <p className="card__text">{article.teaser}</p> : null}
        <CmsLink target={{ kind: 'internal', slug: article.slug }} locale={locale} className="card__link">
          {t('readMore')}
          <TitleForLink text={t('readMoreTitle', { title: article.title })} />
        </CmsLink>
      </div>
    </article>
  );
}

/**
 * The newest articles as cards. The caller loads `articles` (newest first, see `needsArticles`);
 * this section shows its own `limit` of them (0: all), or a short note when there are none.
 */
export function ArticleOverview({
  section,
  locale,
  articles,
}: {
  section: ArticleOverviewSection;
  locale: Locale;
  articles: readonly ArticleSummary[];
}) {
  const t = getTranslator(locale, 'sections');
  const shown = section.limit > 0 ? articles.slice(0, section.limit) : articles;
  return (
    <SectionFrame kind="article-overview" titleId={domId(section.id, 'title')} title={section.title || t('news')}>
      {shown.length > 0 ? (
        <ul className="card-list" role="list">
          {shown.map((article) => (
            <li key={article.slug.join('/')}>
              <ArticleCard article={article} locale={locale} sectionId={section.id} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="section__empty">{t('noArticles')}</p>
      )}
    </SectionFrame>
  );
}
