import { contentSource } from '../content/select-source';
import { getDirectory } from '../directory/directory';
import { DEFAULT_LOCALE } from '../routing/locales';
import { storyTime, type SitemapEntry, type SitemapSource } from '../seo/sitemap-source';
import type { PageRef } from '../seo/urls';
import { reshapeModel } from './model';

/** Each brand's model range and every model page (issue 11): the `model` stories of the brands' folders. */
async function modelEntries(): Promise<SitemapEntry[]> {
  const [stories, directory] = await Promise.all([
    contentSource().getAllStories({ contentType: 'model' }, DEFAULT_LOCALE),
    getDirectory(DEFAULT_LOCALE),
  ]);
  const ranges = new Map<string, number>();
  const out: SitemapEntry[] = [];
  for (const story of stories) {
    const model = reshapeModel(story, directory);
    if (!model) continue;
    const at = storyTime(story);
    out.push({ ref: { route: 'content', params: { slug: [model.brand, model.slug] } }, lastmod: at });
    ranges.set(model.brand, Math.max(ranges.get(model.brand) ?? 0, at));
  }
  const rangeEntries = [...ranges].map(([brand, lastmod]) => ({ ref: { route: 'brandModels', params: { brand } } as PageRef, lastmod }));
  return [...rangeEntries, ...out];
}

export const MODEL_SITEMAP: SitemapSource = { name: 'models', entries: modelEntries };
