import { redirectPermanently, type RouteModule } from './route-module';
import { LeaseListPage, loadLeaseList } from '../leases/list-page';
import { loadLeaseOfferPage } from '../leases/offer-page/data';
import { LeaseOfferPage } from '../leases/offer-page/offer-page';
import type { LeaseCustomer } from '../leases/types';
import { setResponseStatus } from '../request';
import { defineRoutes } from './route-row';
import { LEASE_ENQUIRY_FORM } from '../leases/lead-forms';
import { offerSlugsByLocale } from '../leases/data';

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

/** An offer's page holds its enquiry; its slug is translated (the locale switcher's address in each language). */
export const LEASE_ROUTES = defineRoutes({
  privateLease: { page: privateLease, forms: LEASE_ENQUIRY_FORM.id, switcher: { localParams: ({ offer }) => offerSlugsByLocale(offer) } },
  businessLease: { page: businessLease, forms: LEASE_ENQUIRY_FORM.id, switcher: { localParams: ({ offer }) => offerSlugsByLocale(offer) } },
});
