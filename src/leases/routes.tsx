import { redirectPermanently, type RouteModule } from '../manifest/route-module';
import { setResponseStatus } from '../request';
import { LeaseListPage, loadLeaseList } from './list-page';
import { loadLeaseOfferPage } from './offer-page/data';
import { LeaseOfferPage } from './offer-page/offer-page';
import type { LeaseCustomer } from './types';

/** `/private-lease` (`/de-lu/privatleasing`…): the private lease offers, priced with VAT. */
export const privateLeaseList: RouteModule<'privateLeaseList'> = async ({ locale, query }) => (
  <LeaseListPage data={await loadLeaseList(locale, 'private', query)} />
);

/** `/business-lease` (`/de-lu/geschaeftsleasing`…): the business lease offers, priced without VAT. */
export const businessLeaseList: RouteModule<'businessLeaseList'> = async ({ locale, query }) => (
  <LeaseListPage data={await loadLeaseList(locale, 'business', query)} />
);

/**
 * A lease offer's page. An unknown offer is the `lease-vehicle-not-found` screen (404); an offer of
 * the other list moves there (301); an ended offer answers 410 Gone with its list of current offers
 * and a notice saying it ended, which is what a visitor following an old link wants to see.
 */
function leaseRoute<R extends 'privateLease' | 'businessLease'>(customer: LeaseCustomer): RouteModule<R> {
  return async ({ locale, params, query, path }) => {
    const { offer } = params as unknown as { offer: string };
    const result = await loadLeaseOfferPage(locale, customer, offer, path, query);
    if (result.kind === 'redirect') redirectPermanently(result.location, query);
    if (result.kind === 'expired') {
      setResponseStatus(410);
      return <LeaseListPage data={await loadLeaseList(locale, customer, new URLSearchParams(), result.offer)} />;
    }
    return <LeaseOfferPage page={result.page} query={query} />;
  };
}

export const privateLease = leaseRoute<'privateLease'>('private');
export const businessLease = leaseRoute<'businessLease'>('business');
