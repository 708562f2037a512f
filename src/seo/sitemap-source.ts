import type { PageRef } from './urls';

/**
 * A source of the sitemap: one kind of pages (`/sitemaps/{name}-{n}.xml`) and how to list them.
 * A feature declares its source beside its pages and its route's row names it (src/routes): the
 * sitemap (src/composition/sitemap.ts) joins the sources of every route's row, and imports no feature.
 */
export type SitemapEntry = { ref: PageRef; lastmod: number };

/** What the sitemap gives every source: how a CMS story reads as a listed page (the content pages' rules live above the features). */
export type SitemapContext = {
  /** The page slug of a story that is a page the sitemap lists (not an article, not made of a form), or null. */
  listedPageSlug(story: unknown): readonly string[] | null;
};

export type SitemapSource = { name: string; entries: (context: SitemapContext) => Promise<SitemapEntry[]> };

/** Storyblok's dates of a story ('2026-11-06T14:41:58.398Z'), or 0. */
export const storyTime = (story: {
  published_at?: string | null;
  first_published_at?: string | null;
  created_at?: string | null;
}): number => Date.parse(story.published_at ?? story.first_published_at ?? story.created_at ?? '') || 0;

/** The newest `lastmod` of some entries (0 for none). */
export const newest = (entries: readonly SitemapEntry[]) => entries.reduce((max, e) => Math.max(max, e.lastmod), 0);
