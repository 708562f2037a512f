import { cache } from 'react';
import type { Locale } from '../routing/locales';
import { previewSource } from './preview';
import { reshapeArticleSummary, reshapeSettings } from './reshape';
import { contentSource } from './select-source';
import type { ContentSource } from './source';
import type { SbStory } from './storyblok-schema';
import type { ArticleSummary, ContentPage, SiteSettings } from './types';

/**
 * Server-side access to content, in the site's own types. Components call these; nothing else
 * talks to a content source. `cache` shares one answer per request (header, page and sections).
 */

/** The draft version for a signed visual-editor preview, else the published content through the cache. */
const source = (): ContentSource => previewSource() ?? contentSource();

/** Relation fields resolved whenever a page is loaded. */
const PAGE_RELATIONS = ['brand_logos.brands', 'brand_overview.brands'];

const SETTINGS_SLUG = 'settings';
const HOME_SLUG = 'home';
const NEWS_FOLDER = 'news/';

const getPageStory = cache((locale: Locale, slugKey: string): Promise<SbStory | null> =>
  source().getStory(slugKey || HOME_SLUG, locale, { resolveRelations: PAGE_RELATIONS }),
);

/**
 * The content page at a slug ([] is the home page), or null when there is none. `reshapeStory`
 * is the composed section table's (it knows every section a body may hold).
 */
export async function getContentPage<S>(
  locale: Locale,
  slugKey: string,
  reshapeStory: (story: SbStory) => ContentPage<S> | null,
): Promise<ContentPage<S> | null> {
  const story = await getPageStory(locale, slugKey);
  return story ? reshapeStory(story) : null;
}

/** Header navigation, footer and company facts from the CMS settings story. */
export const getSettings = cache(async (locale: Locale): Promise<SiteSettings | null> => {
  const story = await source().getStory(SETTINGS_SLUG, locale);
  return story ? reshapeSettings(story) : null;
});

/** News articles, newest first; `limit` 0 means all. */
export const listArticles = cache(async (locale: Locale, limit: number): Promise<ArticleSummary[]> => {
  const stories = await source().getAllStories({ startsWith: NEWS_FOLDER, contentType: 'article', sortBy: 'content.date:desc' }, locale);
  const articles = stories.map(reshapeArticleSummary).filter((a): a is ArticleSummary => a !== null);
  return limit > 0 ? articles.slice(0, limit) : articles;
});

export { isHomeAlias } from './reshape/links';
