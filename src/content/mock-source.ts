import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Locale } from '../routing/locales';
import { DEFAULT_PER_PAGE, mockStore, REL_UUIDS_THRESHOLD, type RawStory, type RelationsAnswer } from './mock-store';
import { relationPaths, replaceRelations } from './relations';
import { storyblokLanguage, type ContentSource, type StoryQuery } from './source';
import { describeIssues, SbDatasourceEntry, SbStory } from './storyblok-schema';

/**
 * The content source of mock mode (`useMocks`): the story files under `mocks/stories`, answered by
 * the in-memory store the way Storyblok would, with relations resolved in-process (relation uuids
 * replaced by the related stories of the same locale). Every story in the files is shown (Storyblok's
 * 'draft' view), published or not.
 */
export function createMockSource(root?: string): ContentSource {
  const store = mockStore(root);
  const version = 'draft' as const;

  /** The related stories of an answer by uuid, fetching `rel_uuids` in batches as the client does. */
  async function relatedStories(answer: RelationsAnswer, language: string): Promise<Map<string, RawStory>> {
    const related = new Map(answer.rels.map((s) => [s.uuid, s]));
    const pending = answer.rel_uuids ?? [];
    for (let i = 0; i < pending.length; i += REL_UUIDS_THRESHOLD) {
      const batch = pending.slice(i, i + REL_UUIDS_THRESHOLD);
      const { answer: page } = await store.stories({ by_uuids: batch.join(','), per_page: REL_UUIDS_THRESHOLD, language, version });
      for (const s of page.stories) related.set(s.uuid, s);
    }
    return related;
  }

  async function finish(stories: RawStory[], answer: RelationsAnswer, fields: string[], locale: Locale): Promise<SbStory[]> {
    if (fields.length > 0) {
      const related = await relatedStories(answer, storyblokLanguage(locale));
      for (const story of stories) {
        replaceRelations(story.content, fields, related, (uuid, relation) =>
          console.warn(`[content] mock story "${story.full_slug}" (${locale}): ${relation} names unknown story ${uuid}; dropped`),
        );
      }
    }
    return stories.flatMap((raw) => {
      const parsed = SbStory.safeParse(raw);
      if (parsed.success) return [parsed.data];
      console.warn(`[content] mock story "${raw.full_slug}" (${locale}) skipped: ${describeIssues(parsed.error)}`);
      return [];
    });
  }

  return {
    name: 'mocks',

    /** `mocks/datasources/{name}.json` beside the stories: an array of `{ name, value }`; none without the file. */
    async getDatasourceEntries(datasource) {
      if (!/^[a-z0-9-]+$/.test(datasource)) return [];
      let text: string;
      try {
        text = await readFile(path.join(store.root, '..', 'datasources', `${datasource}.json`), 'utf8');
      } catch {
        return [];
      }
      const entries = z.array(SbDatasourceEntry).safeParse(JSON.parse(text));
      if (entries.success) return entries.data;
      console.warn(`[content] mock datasource "${datasource}" skipped: ${describeIssues(entries.error)}`);
      return [];
    },

    async getStory(fullSlug, locale, opts) {
      const fields = opts?.resolveRelations ?? [];
      const answer = await store.story(fullSlug, { language: storyblokLanguage(locale), version, resolve_relations: fields });
      if (!answer) return null;
      const [story] = await finish([answer.story], answer, fields, locale);
      return story ?? null;
    },

    async getAllStories(query: StoryQuery, locale) {
      const fields = relationPaths(query.resolveRelations);
      const out: SbStory[] = [];
      for (let page = 1; ; page++) {
        const { answer, total, perPage } = await store.stories({
          language: storyblokLanguage(locale),
          version,
          starts_with: query.startsWith,
          excluding_slugs: query.excludingSlugs?.join(','),
          content_type: query.contentType,
          sort_by: query.sortBy,
          resolve_relations: fields,
          per_page: DEFAULT_PER_PAGE,
          page,
        });
        out.push(...(await finish(answer.stories, answer, fields, locale)));
        if (page * perPage >= total || answer.stories.length === 0) break;
      }
      return out;
    },
  };
}
