import { cache } from 'react';
import { contentSource } from '../content/select-source';
import { readSiteStories } from '../directory/directory';
import type { Locale } from '../routing/locales';
import { reshapeLocation } from './schema';
import type { Location } from './types';

/**
 * Server access to the dealerships: the `location` stories under `concessions/` (the directory's
 * stories, src/directory), reshaped whole into our type for the dealership pages. Which sites exist
 * and what they and the brands are called is the directory's answer, not this module's. `cache`
 * shares one answer per request between the page and its CMS sections.
 */

/** Every valid location, dealerships first, then by name. Invalid stories are skipped (with a warning). */
export const getLocations = cache(async (locale: Locale): Promise<Location[]> => {
  const stories = await readSiteStories(contentSource(), locale);
  const seen = new Set<string>();
  const out: Location[] = [];
  for (const story of stories) {
    const location = reshapeLocation(story);
    if (!location || seen.has(location.slug)) continue;
    seen.add(location.slug);
    out.push(location);
  }
  return out.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name, 'fr') : a.kind === 'dealership' ? -1 : 1));
});

/** One location by its URL slug, or null. */
export async function getLocation(locale: Locale, slug: string): Promise<Location | null> {
  return (await getLocations(locale)).find((l) => l.slug === slug) ?? null;
}
