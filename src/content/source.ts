import type { Locale } from '../routing/locales';
import type { SbStory } from './storyblok-schema';

/**
 * Where stories come from: the mock files in `mocks/` or Storyblok's Content Delivery API.
 * Both return Storyblok-shaped stories (validated envelopes, content still to be reshaped),
 * with relation fields already resolved to stories.
 */
export type StoryQuery = {
  /** full_slug prefix, e.g. 'news/' */
  startsWith?: string;
  /** root component, e.g. 'article' */
  contentType?: string;
  /** Storyblok sort expression, e.g. 'content.date:desc' or 'position:asc' */
  sortBy?: string;
  /** relation fields to resolve, e.g. ['brand_overview.brands'] */
  resolveRelations?: string[];
  /** full_slug patterns left out, `*` a wildcard (Storyblok's `excluding_slugs`), e.g. ['vehicles/*'] */
  excludingSlugs?: string[];
};

/**
 * Every story a page or a link may be: all but the vehicles, which are the stock's (read by the indexer,
 * never linked by address). With 2 000 vehicles, listing them too made the first page after a start wait
 * for 80 requests (13.6 s at Storyblok's 6 pages of 100 a second) instead of about 15 (bench/storyblok-cold-start.ts).
 */
export const EVERY_PAGE: StoryQuery = { excludingSlugs: ['vehicles/*'] };

/** A published story as the Links API lists it: no content, only where it is and when it was last published. */
export type PublishedStory = { id: number; uuid: string; fullSlug: string; publishedAt: string | null };

/** One entry of a Storyblok datasource (the `redirects` datasource: old path → new path). */
export type DatasourceEntry = { name: string; value: string };

export interface ContentSource {
  readonly name: 'mocks' | 'storyblok';
  /** One story by full slug, or null when there is none. */
  getStory(fullSlug: string, locale: Locale, opts?: { resolveRelations?: string[] }): Promise<SbStory | null>;
  /** Every story that matches, across all pages of the API. */
  getAllStories(query: StoryQuery, locale: Locale): Promise<SbStory[]>;
  /**
   * Every published story under a folder (`vehicles/`), without content: what is published now and
   * when each was last published, cheaply (Storyblok's Links API, 1 000 a page). Absent for a source
   * that has no content versions (the mocks).
   */
  listPublished?(folder: string): Promise<PublishedStory[]>;
  /** The entries of a datasource (none when the space has no such datasource). */
  getDatasourceEntries?(datasource: string): Promise<DatasourceEntry[]>;
  /**
   * Something was published: look at the content version now instead of at the next periodic check,
   * so the next reads see the change. Returns the version (Storyblok's `cv`) when the source has one.
   */
  refresh?(): Promise<number | undefined>;
}

/** The content source could not answer (network, authentication, a broken payload). */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
  /** Declared for the error catalogue (src/errors), which content/ does not import: a 503 with its own screen. */
  readonly errorKind = 'content-unavailable' as const;
}

/** The Storyblok `language` parameter for a locale: the default locale is Storyblok's 'default'. */
export function storyblokLanguage(locale: Locale): string {
  return locale === 'fr-lu' ? 'default' : locale;
}
