import type { z } from 'zod';
import { SbArticleContent, SbBrandContent, SbPageContent, type SbBlokBase, type SbStory } from '../storyblok-schema';
import { contentError, contentIssues, type ContentError } from '../content-errors';
import type { Article, ArticleSummary, ContentPage } from '../types';
import { issuesText, str, warn } from './common';
import { toImage } from './images';
import { slugOfStory } from './links';
import { toRichText } from './rich-text';

/** yyyy-mm-dd of a Storyblok date ('2026-10-14' or the date field's '2026-10-14 09:30'), or null. */
function isoDate(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value.trim());
  if (!m) return null;
  return Number.isNaN(Date.parse(m[1]!)) ? null : m[1]!;
}

function parseContent<S extends z.ZodType>(story: SbStory, schema: S): z.infer<S> | null {
  const parsed = schema.safeParse(story.content);
  if (parsed.success) return parsed.data;
  warn(story.full_slug, `skipped invalid ${str(story.content.component)} story: ${issuesText(parsed.error)}`);
  return null;
}

function article(story: SbStory): Article | null {
  const slug = slugOfStory(story.full_slug);
  if (!slug) return null;
  const c = parseContent(story, SbArticleContent);
  if (!c) return null;
  const date = isoDate(c.date);
  if (!date) {
    warn(story.full_slug, `skipped article story: date "${c.date}" is not an ISO date`);
    return null;
  }
  return {
    slug,
    title: c.title,
    teaser: c.teaser,
    image: toImage(c.image),
    date,
    category: c.category,
    body: toRichText(c.body),
  };
}

/** The sections of a page body, in order (the composed section table's `reshapeSections`). */
export type ReshapeBody<S> = (body: readonly SbBlokBase[], where: string) => S[];

/**
 * A story of the catch-all route (page, brand or article), or null for other content types and
 * invalid content. Page and brand bodies are reshaped by `sections`, which knows the section table.
 */
export function reshapeStory<S>(story: SbStory, sections: ReshapeBody<S>, notice?: (error: ContentError) => S): ContentPage<S> | null {
  const slug = slugOfStory(story.full_slug);
  if (!slug) return null;
  // in a preview, a page that fails its schema is a page with the notice that says why
  const failed = (schema: z.ZodType): ContentPage<S> | null => {
    const parsed = schema.safeParse(story.content);
    if (parsed.success || !notice) return null;
    return {
      kind: 'page',
      slug,
      title: story.name,
      description: '',
      sections: [notice(contentError(story.full_slug, story.content, contentIssues(parsed.error)))],
    };
  };
  switch (story.content.component) {
    case 'page': {
      const c = parseContent(story, SbPageContent);
      if (!c) return failed(SbPageContent);
      const page = { kind: 'page' as const, slug, title: c.title, description: c.description, sections: sections(c.body, story.full_slug) };
      return c.noindex ? { ...page, noindex: true } : page;
    }
    case 'brand': {
      const c = parseContent(story, SbBrandContent);
      if (!c) return failed(SbBrandContent);
      return {
        kind: 'brand',
        slug,
        title: c.name,
        description: c.description || c.tagline,
        brand: { name: c.name, slug, logo: toImage(c.logo), tagline: c.tagline },
        sections: sections(c.body, story.full_slug),
      };
    }
    case 'article': {
      const a = article(story);
      return a ? { kind: 'article', slug, title: a.title, description: a.teaser, article: a } : failed(SbArticleContent);
    }
    default:
      return null;
  }
}

/** The card of an article in an overview, or null when the story is not a valid article. */
export function reshapeArticleSummary(story: SbStory): ArticleSummary | null {
  const a = article(story);
  if (!a) return null;
  const { body: _body, ...summary } = a;
  return summary;
}
