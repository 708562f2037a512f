import { storyParamsByLocale } from '../content';
import { contentSource } from '../content/select-source';
import { getDirectory } from '../directory/directory';
import { DEFAULT_LOCALE } from '../routing/locales';
import { storyTime, type SitemapContext, type SitemapEntry, type SitemapSource } from '../seo/sitemap-source';
import { ENTERPRISE_FOLDER, enterprisePageRef } from './enterprise';
import { reshapeUtilityModel, UTILITY_FOLDER } from './utility-models';

/** The enterprise pages (the folder's stories, at their own addresses), the utility vehicles overview and each utility model. */
async function businessEntries(context: SitemapContext): Promise<SitemapEntry[]> {
  const source = contentSource();
  const [pages, models, directory] = await Promise.all([
    source.getAllStories({ startsWith: ENTERPRISE_FOLDER, contentType: 'page' }, DEFAULT_LOCALE),
    source.getAllStories({ startsWith: UTILITY_FOLDER, contentType: 'utility_model' }, DEFAULT_LOCALE),
    getDirectory(DEFAULT_LOCALE),
  ]);
  const out: SitemapEntry[] = [];
  for (const story of pages) {
    const slug = context.listedPageSlug(story);
    if (!slug || slug[0] !== ENTERPRISE_FOLDER || slug.length > 2) continue;
    const ref = enterprisePageRef(slug);
    out.push({
      // an enterprise page's address in each locale (its translated slug)
      ref: ref.route === 'enterprisePage' ? { ...ref, ...(await storyParamsByLocale(slug, (s) => ({ page: s.at(-1)! }))) } : ref,
      lastmod: storyTime(story),
    });
  }
  for (const story of models) {
    const model = reshapeUtilityModel(story, directory);
    if (model) out.push({ ref: { route: 'utilityModel', params: { maker: model.maker, model: model.slug } }, lastmod: storyTime(story) });
  }
  return out;
}

export const BUSINESS_SITEMAP: SitemapSource = { name: 'business', entries: businessEntries };
