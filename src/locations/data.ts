import { cache } from 'react';
import { contentSource } from '../content/select-source';
import type { Locale } from '../routing/locales';
import { reshapeLocation } from './schema';
import type { Location } from './types';

/**
 * Server access to the dealerships: the `location` stories under `concessions/`, reshaped into our
 * type. `cache` shares one answer per request between the page and its CMS sections.
 */

export const LOCATION_FOLDER = 'concessions/';

/** Every valid location, dealerships first, then by name. Invalid stories are skipped (with a warning). */
export const getLocations = cache(async (locale: Locale): Promise<Location[]> => {
  const stories = await contentSource().getAllStories({ startsWith: LOCATION_FOLDER, contentType: 'location' }, locale);
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

/** Display names of the brands (slug → name), from the CMS brand stories; a slug is its own fallback. */
export const getBrandNames = cache(async (locale: Locale): Promise<Record<string, string>> => {
  const stories = await contentSource().getAllStories({ contentType: 'brand' }, locale);
  const out: Record<string, string> = {};
  for (const s of stories) {
    const name = (s.content as { name?: unknown }).name;
    if (typeof name === 'string' && name.trim()) out[s.slug] = name.trim();
  }
  return out;
});

/** A brand's display name, or a readable form of its slug (`alfa-romeo` → `Alfa Romeo`). */
export function brandName(names: Readonly<Record<string, string>>, slug: string): string {
  return (
    names[slug] ??
    slug
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ')
  );
}
