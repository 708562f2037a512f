import { SbLeaseOfferContent } from './schema';
import { href } from '../routing';
import { defineFeature } from '../manifest/feature-manifest';
import { defineRoutes } from '../manifest/route-row';
import { LEASE_SECTIONS } from './cms-sections';
import { offerSlugsByLocale } from './data';
import { LEASE_ENQUIRY_FORM, LEASE_LEAD_FORMS } from './lead-forms';
import { LEASE_PATHS } from './paths';
import { businessLease, businessLeaseList, privateLease, privateLeaseList } from './routes';
import { LEASE_SITEMAP } from './sitemap';

/**
 * Lease offers: the two lists, an offer's page (it holds its enquiry; its slug is translated, so the locale
 * switcher asks the offer's address in each language), the enquiry form, the lease CMS sections.
 */
export const LEASES = defineFeature({
  name: 'leases',
  paths: LEASE_PATHS,
  routes: defineRoutes({
    privateLeaseList: { page: privateLeaseList, sitemap: [LEASE_SITEMAP] },
    businessLeaseList: { page: businessLeaseList },
    privateLease: { page: privateLease, forms: LEASE_ENQUIRY_FORM.id, switcher: { localParams: ({ offer }) => offerSlugsByLocale(offer) } },
    businessLease: {
      page: businessLease,
      forms: LEASE_ENQUIRY_FORM.id,
      switcher: { localParams: ({ offer }) => offerSlugsByLocale(offer) },
    },
  }),
  leadForms: LEASE_LEAD_FORMS,
  sections: LEASE_SECTIONS,
  cms: {
    sectionGroup: 'Sections: leasing',
    storyTypes: [
      {
        schema: SbLeaseOfferContent,
        preview: 'model',
        // the offer's page: private or business, by the story's slug (src/leases/offer-card.tsx links it the same way)
        realPath: ({ slug, content }) => href('fr-lu', content.customer === 'business' ? 'businessLease' : 'privateLease', { offer: slug }),
      },
    ],
  },
});
