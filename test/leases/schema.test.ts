import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reshapeLeaseOffer, reshapeLeaseOffers } from '../../src/leases/schema';
import { directoryOf } from '../../src/directory/directory';
import { offerStory } from './fixtures';

/** The brands' names as the directory gives them (test/directory/brand-names.test.ts shows they are its). */
const names = directoryOf(
  'en-gb',
  [],
  new Map([
    ['kia', 'Kia'],
    ['ford', 'Ford'],
  ]),
);

/** The `lease_offer` content type: every field read at the edge, and invalid offers dropped with a warning. */

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('lease offer schema', () => {
  it('reads every field of the model into the site type', () => {
    const offer = reshapeLeaseOffer(offerStory('kia-ev3-air'), names);
    expect(offer).toEqual({
      slug: 'kia-ev3-air',
      uuid: 'uuid-kia-ev3-air',
      customer: 'private',
      brand: 'kia',
      brandName: 'Kia',
      model: 'EV3',
      trim: 'Air 58 kWh',
      title: 'Kia EV3 Air 58 kWh',
      description: 'A compact electric SUV.',
      color: 'Snow White Pearl',
      fuel: 'electric',
      gearbox: 'automatic',
      powerHp: 204,
      consumption: 14.9,
      consumptionUnit: 'kwh_100km',
      co2: 0,
      electricRange: 436,
      basis: 'incl_vat',
      priceFrom: 36990,
      monthly: 389,
      duration: 48,
      annualMileage: 15000,
      deposit: 3000,
      durations: [24, 36, 48, 60],
      mileages: [10000, 15000, 20000, 25000],
      depositMin: 0,
      depositMax: 9000,
      standardEquipment: ['Heat pump', '12.3" navigation', 'Adaptive cruise control'],
      contractIncluded: ['Maintenance', 'Road tax'],
      contractExcluded: ['Fuel and charging'],
      images: [{ src: '/images/cards/model-suv-electric.svg', alt: 'Kia EV3 Air 58 kWh' }],
      dealership: 'bertrange',
      validFrom: '2026-01-01',
      validUntil: '2027-12-31',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a business offer without VAT, a combustion car in l/100 km, and optional fields left out', () => {
    const offer = reshapeLeaseOffer(
      offerStory('ford-puma', {
        customer: 'business',
        brand: 'ford',
        fuel: 'gasoline-hybrid',
        gearbox: 'manual',
        consumption: 5.4,
        co2: 122,
        electric_range: '',
        power_hp: undefined,
        price_basis: 'excl_vat',
        images: [{ filename: 'javascript:alert(1)', alt: 'x' }],
        trim: '',
      }),
      names,
    );
    expect(offer).toMatchObject({
      customer: 'business',
      basis: 'excl_vat',
      brandName: 'Ford',
      title: 'Ford EV3',
      consumptionUnit: 'l_100km',
      co2: 122,
      electricRange: null,
      powerHp: null,
      images: [],
    });
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['an unknown customer', { customer: 'fleet' }],
    ['a brand that is not a slug', { brand: 'Kia Motors' }],
    ['no model', { model: ' ' }],
    ['no colour', { color: '' }],
    ['an unknown fuel', { fuel: 'steam' }],
    ['an unknown gearbox', { gearbox: 'cvt' }],
    ['a consumption that is not a number', { consumption: 'low' }],
    ['an unknown VAT basis', { price_basis: 'gross' }],
    ['a monthly price of 0', { monthly_price: '0' }],
    ['a monthly price with fractions of a cent', { monthly_price: '389.001' }],
    ['a monthly price not below the price from', { monthly_price: '40000' }],
    ['a duration outside its durations', { duration: '42' }],
    ['a duration of 200 months', { durations: ['24', '200'], duration: '24' }],
    ['no durations', { durations: [] }],
    ['a mileage outside its mileages', { annual_mileage: '12000' }],
    ['a deposit outside its range', { deposit: '10000' }],
    ['a minimum deposit above the maximum', { deposit_min: '5000', deposit_max: '1000', deposit: '3000' }],
    ['a dealership that is not a slug', { dealership: '../admin' }],
    ['a date that is not one', { valid_until: '31/12/2027' }],
    ['an end before the start', { valid_from: '2027-01-01', valid_until: '2026-01-01' }],
    ['an electric car emitting CO2', { co2: '12' }],
    ['a combustion car emitting nothing', { fuel: 'diesel', co2: '0' }],
  ];
  for (const [what, overrides] of invalid) {
    it(`drops an offer with ${what}, with a warning naming the story`, () => {
      expect(reshapeLeaseOffer(offerStory('broken', overrides), names)).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[leases\] lease-offers\/broken: skipped invalid lease offer: /));
    });
  }

  it('keeps the valid offers of a list when one is invalid, and one offer per slug', () => {
    const offers = reshapeLeaseOffers(
      [
        offerStory('a'),
        offerStory('broken', { monthly_price: 'free' }),
        offerStory('b', { customer: 'business', price_basis: 'excl_vat' }),
        offerStory('a', { model: 'EV9' }),
        { ...offerStory('c'), content: { _uid: 'x', component: 'page' } } as never,
      ],
      names,
    );
    expect(offers.map((o) => o.slug)).toEqual(['a', 'b']);
    expect(offers[0]!.model).toBe('EV3');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
