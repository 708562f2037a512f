import type { RouteModule } from './route-module';
import { LeaseListPage, loadLeaseList } from '../leases/list-page';
import { defineRoutes } from './route-row';
import { LEASE_SITEMAP } from '../leases/sitemap';

/** `/private-lease` (`/de-lu/privatleasing`…): the private lease offers, priced with VAT. */
export const privateLeaseList: RouteModule<'privateLeaseList'> = async ({ locale, query }) => (
  <LeaseListPage data={await loadLeaseList(locale, 'private', query)} />
);

/** `/business-lease` (`/de-lu/geschaeftsleasing`…): the business lease offers, priced without VAT. */
export const businessLeaseList: RouteModule<'businessLeaseList'> = async ({ locale, query }) => (
  <LeaseListPage data={await loadLeaseList(locale, 'business', query)} />
);

export const LEASE_LIST_ROUTES = defineRoutes({
  privateLeaseList: { page: privateLeaseList, sitemap: [LEASE_SITEMAP] },
  businessLeaseList: { page: businessLeaseList },
});
