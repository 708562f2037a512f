import { definePaths, param, seg, type RoutesOf, type WordsOf } from '../routing/declare';

/** Lease offers' addresses (issue 10): private offers priced with VAT, business offers without. */
export const LEASE_PATHS = definePaths({
  feature: 'leases',
  words: {
    privateLease: { 'fr-lu': 'private-lease', 'de-lu': 'privatleasing', 'en-gb': 'private-lease' },
    businessLease: { 'fr-lu': 'business-lease', 'de-lu': 'geschaeftsleasing', 'en-gb': 'business-lease' },
  },
  routes: {
    privateLeaseList: { parts: [seg('privateLease')] },
    privateLease: { parts: [seg('privateLease'), param('offer')] },
    businessLeaseList: { parts: [seg('businessLease')] },
    businessLease: { parts: [seg('businessLease'), param('offer')] },
  },
});

type Routes = RoutesOf<typeof LEASE_PATHS>;
type Words = WordsOf<typeof LEASE_PATHS>;
declare module '../routing/declare' {
  interface FeatureRoutes extends Routes {}
  interface FeatureWords extends Words {}
}
