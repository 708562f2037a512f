import { cache } from 'react';
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

/** One offer by its slug, whatever its dates, or null. */
export async function getLeaseOffer(locale: Locale, slug: string): Promise<LeaseOffer | null> {
  return (await getLeaseOffers(locale)).find((o) => o.slug === slug) ?? null;
}
