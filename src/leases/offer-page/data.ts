import { config } from '../../config/env';
import { AppError } from '../../errors/catalogue';
import { privacyPolicyHref } from '../../forms/privacy';
import { getTranslator } from '../../i18n/server';
import { getLocation } from '../../locations/data';
import type { Location } from '../../locations/types';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import type { HeadInput } from '../../seo/head';
import { choiceFromQuery, type LeaseChoice } from '../calculator';
import { getLeaseOffer, offerSlugsByLocale } from '../data';
import { leaseOfferJsonLd } from '../json-ld';
import { luxembourgDay, offerState } from '../list';
import { energyTexts, leaseListRef, leaseOfferRef, listHref, offerHref, type OfferSlugs } from '../offer-card';
import type { LeaseCustomer, LeaseOffer } from '../types';

/** Everything the offer page renders: nothing to fetch any more. */
export type LeaseOfferPageData = {
  locale: Locale;
  offer: LeaseOffer;
  /** the offer's own path */
  path: string;
  /** its list's path (private or business) */
  listPath: string;
  dealership: Location | null;
  /** the dealership's name (the offer's slug for it when the directory has no such site) and its page */
  dealershipName: string;
  dealershipHref: string | null;
  /** The calculator's choice from the URL (its GET form), within the offer's ranges. */
  choice: LeaseChoice;
  /** the energy figures in one line, as the calculator and the description fallback show them */
  energyLine: string;
  policyHref: string;
  /** the page's head, its trail the visible breadcrumbs too */
  head: HeadInput;
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
  const slugs = await offerSlugsByLocale(slug);
  const offer = await getLeaseOffer(locale, slug);
  if (!offer) {
    // the offer's slug in another language (translated slugs): 301 to its address in this one
    const own = slugs[locale].offer !== slug ? await getLeaseOffer(locale, slugs[locale].offer) : null;
    if (own && offerState(own, luxembourgDay(now)) !== 'upcoming') return { kind: 'redirect', location: offerHref(locale, own) };
    throw notFound(slug, path);
  }
  const state = offerState(offer, luxembourgDay(now));
  if (state === 'upcoming') throw notFound(slug, path);
  if (offer.customer !== customer) return { kind: 'redirect', location: offerHref(locale, offer) };
  if (state === 'expired') return { kind: 'expired', offer };
  const [dealership, policyHref] = await Promise.all([getLocation(locale, offer.dealership), privacyPolicyHref(locale)]);
  return {
    kind: 'page',
    page: offerPageData(locale, offer, dealership, choiceFromQuery(offer, query), policyHref, config().siteUrl, slugs),
  };
}

/** The pure part of `loadLeaseOfferPage`: the offer's links, names and head, for an offer already found. */
export function offerPageData(
  locale: Locale,
  offer: LeaseOffer,
  dealership: Location | null,
  choice: LeaseChoice,
  policyHref: string,
  siteUrl: string,
  localSlugs?: OfferSlugs,
): LeaseOfferPageData {
  const t = getTranslator(locale, 'leases');
  const path = offerHref(locale, offer);
  const energy = energyTexts(locale, offer);
  const energyLine = [energy.consumption, energy.co2, energy.range].filter(Boolean).join(' · ');
  const dealershipName = dealership?.name ?? offer.dealership;
  const dealershipHref = dealership ? href(locale, 'location', { location: dealership.slug }) : null;
  const image = offer.images[0];
  const jsonLd = leaseOfferJsonLd(offer, {
    url: `${siteUrl}${path}`,
    siteUrl,
    dealershipName,
    dealershipUrl: dealershipHref ? `${siteUrl}${dealershipHref}` : null,
  });
  const head: HeadInput = {
    locale,
    title: `${offer.title} – ${t(`customer.${offer.customer}`)}`,
    description: offer.description || `${offer.title} – ${energyLine}`,
    canonical: leaseOfferRef(offer, localSlugs),
    image: image ? { src: image.src, alt: image.alt || offer.title } : null,
    type: 'product',
    breadcrumbs: [
      { name: t('offer.home'), ref: { route: 'home', params: {} } },
      { name: t(`customer.${offer.customer}`), ref: leaseListRef(offer.customer) },
      { name: offer.title, ref: leaseOfferRef(offer, localSlugs) },
    ],
    jsonLd: [jsonLd],
  };
  return {
    locale,
    offer,
    path,
    listPath: listHref(locale, offer.customer),
    dealership,
    dealershipName,
    dealershipHref,
    choice,
    energyLine,
    policyHref,
    head,
  };
}
