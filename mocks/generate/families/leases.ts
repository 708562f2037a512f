/**
 * The lease offer stories (`lease-offers/{slug}`) of mocks/data/leases.ts. They are added after every
 * other story: the images they add get the next asset ids, so the other generated files do not change.
 */
import { modelImg } from '../../data/common.ts';
import { COLORS, DURATIONS, EQUIPMENT, EXCLUDED, INCLUDED_BUSINESS, INCLUDED_PRIVATE, OFFERS, mileagesAround } from '../../data/leases.ts';
import { T, storyDef, type Texts, type Translated } from '../content.ts';
import type { Registry } from '../registry.ts';
import { brandNameOf } from './brands.ts';

/** One translated field of one item a line. */
const lines = (items: Texts[]): Translated<string> =>
  T(items.map((x) => x.fr).join('\n'), items.map((x) => x.de).join('\n'), items.map((x) => x.en).join('\n'));

export function leaseOfferStories(registry: Registry): void {
  for (const o of OFFERS) {
    const [slug, customer, brand, model, trim, body, fuel, gearbox, hp, consumption, co2, range] = o;
    const brandName = brandNameOf(brand);
    const [
      ,
      ,
      ,
      ,
      ,
      ,
      ,
      ,
      ,
      ,
      ,
      ,
      priceFrom,
      monthly,
      duration,
      mileage,
      deposit,
      depositMax,
      color,
      equipment,
      dealership,
      validFrom,
      validUntil,
    ] = o;
    const c = COLORS[color];
    registry.add(
      storyDef(
        `lease-offers/${slug}`,
        `${brandName} ${model} ${trim}`,
        {
          component: 'lease_offer',
          customer,
          brand,
          model,
          trim,
          description: T(
            `${brandName} ${model} en ${customer === 'private' ? 'leasing privé' : 'leasing entreprise'} : une mensualité fixe, entretien, pneus et taxe compris.`,
            `${brandName} ${model} im ${customer === 'private' ? 'Privatleasing' : 'Geschäftsleasing'}: feste Monatsrate, Wartung, Reifen und Steuer inklusive.`,
            `${brandName} ${model} on a ${customer === 'private' ? 'private' : 'business'} lease: one fixed monthly payment, servicing, tyres and road tax included.`,
          ),
          color: T(c.fr, c.de, c.en),
          fuel,
          gearbox,
          power_hp: String(hp),
          consumption: String(consumption),
          co2: String(co2),
          electric_range: range === null ? '' : String(range),
          price_basis: customer === 'private' ? 'incl_vat' : 'excl_vat',
          price_from: String(priceFrom),
          monthly_price: monthly.toFixed(2),
          duration: String(duration),
          annual_mileage: String(mileage),
          deposit: String(deposit),
          durations: DURATIONS.map(String),
          mileages: mileagesAround(mileage).map(String),
          deposit_min: '0',
          deposit_max: String(depositMax),
          standard_equipment: lines(equipment.map((k) => EQUIPMENT[k])),
          contract_included: lines(customer === 'private' ? INCLUDED_PRIVATE : INCLUDED_BUSINESS),
          contract_excluded: lines(EXCLUDED),
          images: [modelImg(body, fuel === 'electric')],
          dealership,
          valid_from: validFrom ?? '2026-09-01',
          valid_until: validUntil ?? (customer === 'private' ? '2027-12-31' : '2028-06-30'),
        },
        { created: '2026-09-01' },
      ),
    );
  }
}
