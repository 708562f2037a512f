import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { CmsLink, RichTextView } from '../rich-text';
import type { Article } from '../types';
import { formatArticleDate } from './article-overview';
import { Media } from './media';
import './sections.css';

/** A news article page: title, date, image and body. Its image is the page's largest, so it loads first. */
export function ArticleView({ article, locale }: { article: Article; locale: Locale }) {
  const t = getTranslator(locale, 'sections');
  const parent = article.slug.slice(0, -1);
  return (
    <article className="article-view" aria-labelledby="article-title">
      <div className="container article-view__inner">
        <header className="article-view__header">
          {parent.length > 0 ? (
            <p className="article-view__back">
              <CmsLink target={{ kind: 'internal', slug: parent }} locale={locale}>
                {t('allNews')}
              </CmsLink>
            </p>
          ) : null}
          {article.category ? <p className="article-view__category">{article.category}</p> : null}
          <h1 id="article-title" className="article-view__title">
            {article.title}
          </h1>
          <p className="article-view__meta">
            <time dateTime={article.date}>{t('publishedOn', { date: formatArticleDate(locale, article.date) })}</time>
          </p>
          {article.teaser ? <p className="article-view__lead">{article.teaser}</p> : null}
        </header>
        {article.image ? (
          <Media image={article.image} frame="article" className="article-view__media" priority sizes="(min-width: 48rem) 48rem, 100vw" />
        ) : null}
        <RichTextView body={article.body} locale={locale} className="article-view__body" />
      </div>
    </article>
  );
}
