import type { ReactNode } from 'react';
import type { Locale } from '../routing/locales';
import { getContentPage, listArticles, pageLinksTo } from '../content';
import { reportFollowedBrokenLink } from '../content/broken-links';
import { AppError } from '../errors/catalogue';
import { markPageUncacheable, referringPagePath } from '../request';
import { isNewsArticleSlug } from '../content/news';
import type { AnySectionRow } from '../content/section-row';
import { ArticleView, needsArticles } from '../content/sections';
import type { ComposedSections, ShownSection } from '../content/sections/compose';
import type { ContentPage } from '../content/types';
import type { SbStory } from '../content/storyblok-schema';

/**
 * The seed's `broken-link`, as a visitor meets it. A link the CMS holds to a page that does not exist
 * is left out when its page is rendered (src/content/broken-links.ts: a link in a sentence becomes its
 * words, a card or button loses its link). A link that was still on a page when its target went (a page
 * kept in the browser or the page cache, the content listing down at the time) is followed to no
 * page: a visitor who comes from a page of this site gets the broken-link screen (404, "this link no
 * longer leads anywhere", back to the page they came from or home), and the link is logged with its
 * page for an editor to fix, only when that page really holds it (a Referer is what the visitor says:
 * a forged one writes nothing) and once per page and target per interval. An address typed,
 * bookmarked or linked from elsewhere is page-not-found.
 */
async function missingPage<S>(
  path: string,
  reshapeStory: (story: SbStory, options?: { preview?: boolean }) => ContentPage<S> | null,
): Promise<AppError> {
  const from = referringPagePath();
  if (from === null) return AppError.pageNotFound(path);
  markPageUncacheable('the broken-link screen leads back to the page the visitor came from');
  if (await pageLinksTo(from, path.split('?')[0]!, reshapeStory)) reportFollowedBrokenLink(from, path.split('?')[0]!);
  return AppError.of('broken-link', { message: `Broken link to ${path} from ${from}`, data: { path, from } });
}

/** The head of a page (title, description, canonical, structured data), given by the caller (content-head.tsx). */
export type PageHeadOf<S> = (page: ContentPage<S>) => Promise<ReactNode>;

/**
 * The page of the catch-all route: a CMS story rendered through the composed section table. It loads its
 * data (and its head's) before returning elements, so a missing story throws here, where the dispatcher
 * catches it. The head comes from `head`. Here, above the CMS library (src/content), because a missing
 * story is an error of the catalogue (src/errors), whose error screen links to the news page of the
 * content: the library imports neither errors nor SEO.
 */
export async function contentPage<R extends readonly AnySectionRow[]>(
  sections: ComposedSections<R>,
  locale: Locale,
  slug: readonly string[],
  path: string,
  query: URLSearchParams,
  pageHead: PageHeadOf<ShownSection<R>>,
): Promise<ReactNode> {
  const page = await getContentPage(locale, slug.join('/'), sections.reshapeStory);
  if (!page) {
    if (isNewsArticleSlug(slug)) throw AppError.of('news-article-not-found', { message: `No news article at ${path}`, data: { path } });
    throw await missingPage(path, sections.reshapeStory);
  }
  const head = await pageHead(page);
  if (page.kind === 'article') {
    return (
      <>
        {head}
        <ArticleView article={page.article} locale={locale} />
      </>
    );
  }
  const limit = needsArticles(page.sections);
  const articles = limit === null ? [] : await listArticles(locale, limit);
  return (
    <>
      {head}
      <sections.Sections sections={page.sections} locale={locale} articles={articles} title={page.title} path={path} query={query} />
    </>
  );
}
