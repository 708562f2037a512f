import { config } from '../config/env';
import { AppError } from '../errors/catalogue';
import { getLocation } from '../locations/data';
import type { Location } from '../locations/types';
import type { Locale } from '../routing/locales';
import { choiceFromQuery, type LeaseChoice } from './calculator';
import { getLeaseOffer } from './data';
import { luxembourgDay, offerState } from './list';
import { offerHref } from './offer-card';
import type { LeaseCustomer, LeaseOffer } from './types';

export type LeaseOfferPageData = {
  locale: Locale;
  offer: LeaseOffer;
  path: string;
  canonicalUrl: string;
  siteUrl: string;
  dealership: Location | null;
  /** The calculator's choice from the URL (its GET form), within the offer's ranges. */
  choice: LeaseChoice;
};

export type LeaseOfferPageResult =
  | { kind: 'page'; page: LeaseOfferPageData }
  /** The offer lives in the other list: its canonical URL. */
  | { kind: 'redirect'; location: string }
  /** The offer has ended: its list, with a notice, answered 410. */
  | { kind: 'expired'; offer: LeaseOffer };

function notFound(slug: string, path: string): AppError {
  return AppError.of('lease-vehicle-not-found', {
    message: `No lease offer ${JSON.stringify(slug)} at ${path}`,
    data: { path, offer: slug },
  });
}

/**
 * The data of `/private-lease/{offer}` and `/business-lease/{offer}`. An unknown offer, or one that
 * has not started yet, throws `lease-vehicle-not-found` (404); an ended one is `expired`; an offer
 * asked for under the other list redirects to its own.
 */
export async function loadLeaseOfferPage(
  locale: Locale,
  customer: LeaseCustomer,
  slug: string,
  path: string,
  query: URLSearchParams,
  now: Date = new Date(),
): Promise<LeaseOfferPageResult> {
  const offer = await getLeaseOffer(locale, slug);
  if (!offer) throw notFound(slug, path);
  const state = offerState(offer, luxembourgDay(now));
  if (state === 'upcoming') throw notFound(slug, path);
  if (offer.customer !== customer) return { kind: 'redirect', location: offerHref(locale, offer) };
  if (state === 'expired') return { kind: 'expired', offer };
  const siteUrl = config().siteUrl;
  const own = offerHref(locale, offer);
  return {
    kind: 'page',
    page: {
      locale,
      offer,
      path: own,
      canonicalUrl: `${siteUrl}${own}`,
      siteUrl,
      dealership: await getLocation(locale, offer.dealership),
      choice: choiceFromQuery(offer, query),
    },
  };
}
