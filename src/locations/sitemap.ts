import { contentSource } from '../content/select-source';
import { LOCATION_CONTENT_TYPE, LOCATION_FOLDER } from '../directory/directory';
import { DEFAULT_LOCALE } from '../routing/locales';
import { newest, storyTime, type SitemapEntry, type SitemapSource } from '../seo/sitemap-source';
import { reshapeLocation } from './schema';

/** The dealership list, each dealership and each brand at it. */
async function locationEntries(): Promise<SitemapEntry[]> {
  const stories = await contentSource().getAllStories({ startsWith: LOCATION_FOLDER, contentType: LOCATION_CONTENT_TYPE }, DEFAULT_LOCALE);
  const out: SitemapEntry[] = [];
  const seen = new Set<string>();
  for (const story of stories) {
    const location = reshapeLocation(story);
    if (!location || seen.has(location.slug)) continue;
    seen.add(location.slug);
    const at = storyTime(story);
    out.push({ ref: { route: 'location', params: { location: location.slug } }, lastmod: at });
    for (const brand of location.brands)
      out.push({ ref: { route: 'brandLocation', params: { brand, location: location.slug } }, lastmod: at });
  }
  return [{ ref: { route: 'locationList', params: {} }, lastmod: newest(out) }, ...out];
}

export const LOCATION_SITEMAP: SitemapSource = { name: 'locations', entries: locationEntries };
