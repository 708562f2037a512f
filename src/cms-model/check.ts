import type { z } from 'zod';
import { contentError, contentIssues, type ContentError } from '../content/content-errors';
import type { ContentSource } from '../content/source';
import type { SbStory } from '../content/storyblok-schema';
import { LOCALES, type Locale } from '../routing/locales';
import type { ModelSchemas } from './model';

/**
 * `npm run cms -- check`: every block of every story, in every language, parsed with the schema the
 * site parses it with; what fails is what a published page leaves out (and a preview explains). One
 * error per failing block, at the deepest block that fails (a broken card, not also its grid).
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlok = (v: unknown): v is Record<string, unknown> & { component: string } => isRecord(v) && typeof v.component === 'string';

/** The value at a zod issue's path. */
function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const key of path) v = isRecord(v) || Array.isArray(v) ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/** The errors of one story's content tree. */
export function storyErrors(story: Pick<SbStory, 'full_slug' | 'content'>, schemas: ModelSchemas): ContentError[] {
  const out: ContentError[] = [];
  const visit = (blok: Record<string, unknown> & { component: string }, root: boolean) => {
    const schema: z.ZodType | undefined = schemas.get(blok.component);
    if (!schema) {
      out.push(
        contentError(story.full_slug, blok, [
          { field: 'component', expected: root ? 'a story type of the model' : 'a block of the model' },
        ]),
      );
      return;
    }
    const parsed = schema.safeParse(blok);
    if (!parsed.success) {
      // an issue inside a nested block is that block's to report
      const own = parsed.error.issues.filter((issue) => {
        for (let depth = 1; depth < issue.path.length; depth++) {
          if (isBlok(at(blok, issue.path.slice(0, depth)))) return false;
        }
        return true;
      });
      if (own.length > 0) out.push(contentError(story.full_slug, blok, contentIssues({ issues: own })));
    }
    for (const value of Object.values(blok)) {
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) if (isBlok(item)) visit(item, false);
    }
  };
  if (isBlok(story.content)) visit(story.content, true);
  return out;
}

/** Every content error of the source, in every language (the same error in several languages once, with its languages). */
export async function contentErrors(
  source: Pick<ContentSource, 'getAllStories'>,
  schemas: ModelSchemas,
  locales: readonly Locale[] = LOCALES,
  skip: (fullSlug: string) => boolean = () => false,
): Promise<(ContentError & { locales: Locale[] })[]> {
  const found = new Map<string, ContentError & { locales: Locale[] }>();
  for (const locale of locales) {
    for (const story of await source.getAllStories({}, locale)) {
      if (skip(story.full_slug)) continue;
      for (const error of storyErrors(story, schemas)) {
        const key = JSON.stringify([story.uuid, error.uid, error.issues]);
        const known = found.get(key);
        if (known) known.locales.push(locale);
        else found.set(key, { ...error, locales: [locale] });
      }
    }
  }
  return [...found.values()];
}
