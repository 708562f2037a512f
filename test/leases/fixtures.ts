import type { SbStory } from '../../src/content/storyblok-schema';

/** A valid `lease_offer` content, as Storyblok sends it (numbers as strings, multi-options as string arrays). */
export function offerContent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _uid: 'uid-1',
    component: 'lease_offer',
    customer: 'private',
    brand: 'kia',
    model: 'EV3',
    trim: 'Air 58 kWh',
    description: 'A compact electric SUV.',
    color: 'Snow White Pearl',
    fuel: 'electric',
    gearbox: 'automatic',
    power_hp: '204',
    consumption: '14,9',
    co2: '0',
    electric_range: '436',
    price_basis: 'incl_vat',
    price_from: '36990',
    monthly_price: '389.00',
    duration: '48',
    annual_mileage: '15000',
    deposit: '3000',
    durations: ['24', '36', '48', '60'],
    mileages: '10000, 15000, 20000, 25000',
    deposit_min: '0',
    deposit_max: '9000',
    standard_equipment: 'Heat pump\n- 12.3" navigation\n\nAdaptive cruise control',
    contract_included: ['Maintenance', 'Road tax'],
    contract_excluded: 'Fuel and charging',
    images: [{ filename: '/images/cards/model-suv-electric.svg', alt: '' }],
    dealership: 'bertrange',
    valid_from: '2026-01-01',
    valid_until: '2027-12-31 00:00',
    ...overrides,
  };
}

export function offerStory(slug: string, overrides: Record<string, unknown> = {}): SbStory {
  return {
    name: slug,
    id: 1,
    uuid: `uuid-${slug}`,
    slug,
    full_slug: `lease-offers/${slug}`,
    content: offerContent(overrides),
  } as unknown as SbStory;
}
