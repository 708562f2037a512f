import { z } from 'zod';
import { defineSection, type SectionProps } from '../content/section-row';
import { getTranslator } from '../i18n/server';
import { domId, SectionFrame } from '../ui/section-frame';
import { getLeaseOffers } from './data';
import { filterLeaseOffers, luxembourgDay, offerState, parseLeaseListQuery } from './list';
import { LeaseOfferCard, LeaseOfferGrid, listHref } from './offer-card';
import { LEASE_CUSTOMERS, type LeaseCustomer, type LeaseOffer } from './types';

/**
 * The lease feature's CMS sections (seed: lease overview, lease vehicle), usable on any content page.
 * `lease_overview` shows a chosen set of offers (story uuids or slugs, in the editor's order) or, when
 * none is chosen, the offers of a list filtered by a lease list query (`brand=kia&fuel=electric&
 * budget=400&duration=48&sort=price-asc`), up to `limit`. `lease_vehicle` shows one offer. Offers that
 * ended or do not exist are left out (with a warning for a chosen one); nothing here fails a page.
 */

export type LeaseOverviewSection = {
  type: 'leaseOverview';
  id: string;
  title: string;
  intro: string;
  customer: LeaseCustomer;
  offers: string[];
  query: string;
  limit: number;
};
export type LeaseVehicleSection = { type: 'leaseVehicle'; id: string; title: string; offer: string };

/** A chosen offer: a story uuid, or its slug (Storyblok sends a relation as a uuid, or the story once resolved). */
const offerRef = z.union([z.string().trim().min(1).max(120), z.object({ uuid: z.string() }).transform((s) => s.uuid)]);

export const SbLeaseOverview = z.object({
  _uid: z.string(),
  component: z.literal('lease_overview'),
  title: z.string().optional().default(''),
  intro: z.string().optional().default(''),
  customer: z.enum(LEASE_CUSTOMERS).optional().default('private'),
  offers: z.array(offerRef).max(24).optional().default([]),
  query: z.string().max(500).optional().default(''),
  limit: z.coerce.number().int().min(1).max(24).optional().default(3),
});

export const SbLeaseVehicle = z.object({
  _uid: z.string(),
  component: z.literal('lease_vehicle'),
  title: z.string().optional().default(''),
  offer: offerRef,
});

const findOffer = (offers: readonly LeaseOffer[], ref: string) => offers.find((o) => o.uuid === ref || o.slug === ref);

/** The offers an overview shows. */
export function overviewOffers(section: LeaseOverviewSection, offers: readonly LeaseOffer[], today: string): LeaseOffer[] {
  if (section.offers.length > 0) {
    return section.offers.flatMap((ref) => {
      const offer = findOffer(offers, ref);
      if (!offer) console.warn(`[leases] section ${section.id}: no lease offer "${ref}"; left out`);
      return offer && offerState(offer, today) === 'current' ? [offer] : [];
    });
  }
  return filterLeaseOffers(offers, section.customer, parseLeaseListQuery(new URLSearchParams(section.query)), today).slice(
    0,
    section.limit,
  );
}

async function LeaseOverview({ section, locale }: SectionProps<LeaseOverviewSection>) {
  const t = getTranslator(locale, 'leases');
  const shown = overviewOffers(section, await getLeaseOffers(locale), luxembourgDay(new Date()));
  if (shown.length === 0) return null;
  const customers = new Set(shown.map((o) => o.customer));
  const customer: LeaseCustomer = customers.size === 1 ? shown[0]!.customer : section.customer;
  return (
    <SectionFrame
      kind="lease-overview"
      titleId={domId(section.id, 'title')}
      title={section.title || t(`${section.customer}.title`)}
      intro={section.intro}
    >
      <LeaseOfferGrid locale={locale} offers={shown} />
      <p className="lease-overview__all">
        <a href={listHref(locale, customer)}>{t('sections.viewAll')}</a>
      </p>
    </SectionFrame>
  );
}

async function LeaseVehicle({ section, locale }: SectionProps<LeaseVehicleSection>) {
  const offer = findOffer(await getLeaseOffers(locale), section.offer);
  if (!offer || offerState(offer, luxembourgDay(new Date())) !== 'current') {
    console.warn(`[leases] section ${section.id}: lease offer "${section.offer}" is unknown or not current; section left out`);
    return null;
  }
  return (
    <SectionFrame kind="lease-vehicle" titleId={domId(section.id, 'title')} title={section.title || offer.title}>
      <div className="lease-feature__card">
        <LeaseOfferCard locale={locale} offer={offer} />
      </div>
    </SectionFrame>
  );
}

export const LEASE_SECTIONS = [
  defineSection({
    blok: 'lease_overview',
    type: 'leaseOverview',
    schema: SbLeaseOverview,
    reshape: (b): LeaseOverviewSection => ({
      type: 'leaseOverview',
      id: b._uid,
      title: b.title,
      intro: b.intro,
      customer: b.customer,
      offers: b.offers,
      query: b.query,
      limit: b.limit,
    }),
    Component: LeaseOverview,
  }),
  defineSection({
    blok: 'lease_vehicle',
    type: 'leaseVehicle',
    schema: SbLeaseVehicle,
    reshape: (b): LeaseVehicleSection => ({ type: 'leaseVehicle', id: b._uid, title: b.title, offer: b.offer }),
    Component: LeaseVehicle,
  }),
] as const;
