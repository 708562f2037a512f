/** Where the news live in the CMS: the news page (`/news`) and its articles (`/news/{article}`). */
export const NEWS_PAGE = 'news';
export const NEWS_FOLDER = `${NEWS_PAGE}/`;

/** True for the address of a news article (`news/{article}`): a missing one is `news-article-not-found`. */
export const isNewsArticleSlug = (slug: readonly string[]): boolean => slug.length === 2 && slug[0] === NEWS_PAGE;
