import { DEFAULT_LOCALE } from '../routing/locales';
import { newest, type SitemapEntry, type SitemapSource } from '../seo/sitemap-source';
import { getLeaseOffers, offerSlugsByLocale } from './data';
import { luxembourgDay, offerState } from './list';
import { leaseListRef, leaseOfferRef } from './offer-card';

/** The two lease lists and every current offer (an ended one answers 410, one not started yet 404). */
async function leaseEntries(): Promise<SitemapEntry[]> {
  const today = luxembourgDay(new Date());
  const current = (await getLeaseOffers(DEFAULT_LOCALE)).filter((o) => offerState(o, today) === 'current');
  const offers = await Promise.all(
    current.map(async (o) => ({
      ref: leaseOfferRef(o, await offerSlugsByLocale(o.slug)),
      customer: o.customer,
      lastmod: Date.parse(o.validFrom) || 0,
    })),
  );
  const list = (customer: 'private' | 'business'): SitemapEntry => ({
    ref: leaseListRef(customer),
    lastmod: newest(offers.filter((o) => o.customer === customer)),
  });
  return [list('private'), list('business'), ...offers.map(({ ref, lastmod }) => ({ ref, lastmod }))];
}

export const LEASE_SITEMAP: SitemapSource = { name: 'leases', entries: leaseEntries };
