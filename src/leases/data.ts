import { cache } from 'react';
import { storyParamsByLocale } from '../content';
import { contentSource } from '../content/select-source';
import { getDirectory } from '../directory/directory';
import type { Locale } from '../routing/locales';
import { reshapeLeaseOffers } from './schema';
import type { LeaseOffer } from './types';

/**
 * Server access to the lease offers: the `lease_offer` stories under `lease-offers/`, checked and
 * reshaped at the edge (an invalid one is dropped with a warning), each brand named by the
 * directory. `cache` shares one answer per
 * request between a page and its CMS sections.
 */

export const LEASE_FOLDER = 'lease-offers/';

export const getLeaseOffers = cache(async (locale: Locale): Promise<LeaseOffer[]> => {
  const [stories, directory] = await Promise.all([
    contentSource().getAllStories({ startsWith: LEASE_FOLDER, contentType: 'lease_offer' }, locale),
    getDirectory(locale),
  ]);
  return reshapeLeaseOffers(stories, directory);
});

/**
 * An offer's slug in each locale (translated slugs), by its slug in any locale: what its page's
 * alternates, the sitemap and the 301 from another language's slug name.
 */
export async function offerSlugsByLocale(slug: string): Promise<Record<Locale, { offer: string }>> {
  return (await storyParamsByLocale([LEASE_FOLDER.slice(0, -1), slug], (s) => ({ offer: s.at(-1)! }))).localParams;
}

/** One offer by its slug in the locale, whatever its dates, or null. */
export async function getLeaseOffer(locale: Locale, slug: string): Promise<LeaseOffer | null> {
  return (await getLeaseOffers(locale)).find((o) => o.slug === slug) ?? null;
}
