import { vehicleParam } from '../routing/table';
import { toImage } from '../content/reshape';
import type { SbStory } from '../content/storyblok-schema';
import { SbVehicleContent } from './vehicle-schema';
import type { Vehicle, VehicleCard } from './types';

/**
 * The search document of a vehicle: flat fields for filtering, faceting and sorting, plus the whole
 * vehicle (`vehicle`) so a vehicle page needs one lookup by id.
 */
export type VehicleDocument = {
  id: number;
  param: string;
  brand: string;
  model: string;
  title: string;
  condition: Vehicle['condition'];
  fuel: Vehicle['fuel'];
  transmission: Vehicle['transmission'];
  body: Vehicle['body'];
  location: string;
  categories: Vehicle['categories'];
  year: number;
  mileage: number;
  power_hp: number;
  co2: number;
  price_purchase: number;
  price_private: number | null;
  price_business: number | null;
  published_at: number;
  /** `{brand}/{old alias}` of the vehicle's page on the old site, for its legacy redirect; absent for vehicles newer than it */
  legacy_slug?: string;
  /** the vehicle's node id on the old site */
  legacy_id?: number;
  /** what a result row shows: retrieved alone by the stock list, keeping answers small */
  card: VehicleCard;
  vehicle: Vehicle;
};

export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export type MappingResult = { ok: true; document: VehicleDocument } | { ok: false; id: number | string; reason: string };

/** A vehicle story → its search document, or the reason it cannot be indexed. */
export function vehicleDocument(story: SbStory): MappingResult {
  const parsed = SbVehicleContent.safeParse(story.content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, id: story.id, reason: `${issue?.path.join('.') || 'content'}: ${issue?.message}` };
  }
  const c = parsed.data;
  const modelSlug = slugify(c.model);
  if (!modelSlug) return { ok: false, id: story.id, reason: 'model: has no letters or digits' };
  const title = [c.brand_name, c.model, c.trim].filter(Boolean).join(' ');
  const param = vehicleParam(story.id, `${c.brand} ${c.model} ${c.trim}`);
  const publishedAt = Date.parse(story.first_published_at ?? story.published_at ?? story.created_at ?? '') || 0;
  const vehicle: Vehicle = {
    id: story.id,
    param,
    brand: c.brand,
    brandName: c.brand_name,
    modelKey: `${c.brand}/${modelSlug}`,
    model: c.model,
    trim: c.trim,
    title,
    condition: c.condition,
    prices: { purchase: c.price_purchase, private: c.price_private, business: c.price_business },
    mileage: c.mileage,
    year: c.construction_year,
    firstRegistration: c.first_registration,
    fuel: c.fuel,
    transmission: c.transmission,
    body: c.body_style,
    location: c.location,
    powerHp: c.power_hp,
    cylinderCc: c.cylinder_cc,
    consumption: c.consumption,
    co2: c.co2,
    batteryKwh: c.battery_kwh,
    rangeKm: c.range_km,
    color: c.color,
    doors: c.doors,
    seats: c.seats,
    categories: c.categories,
    equipment: c.equipment.map((g) => ({ category: g.category, items: g.items })),
    // the same check as every CMS image: an address that is no http(s) or site path is dropped
    images: c.images.flatMap((a) => {
      const image = toImage(a);
      return image ? [{ src: image.src, alt: image.alt || title }] : [];
    }),
    publishedAt,
  };
  return {
    ok: true,
    document: {
      id: story.id,
      param,
      brand: c.brand,
      model: vehicle.modelKey,
      title,
      condition: c.condition,
      fuel: c.fuel,
      transmission: c.transmission,
      body: c.body_style,
      location: c.location,
      categories: c.categories,
      year: c.construction_year,
      mileage: c.mileage,
      power_hp: c.power_hp,
      co2: c.co2,
      price_purchase: c.price_purchase,
      price_private: c.price_private,
      price_business: c.price_business,
      published_at: publishedAt,
      ...(c.legacy_slug ? { legacy_slug: `${c.brand}/${c.legacy_slug}` } : {}),
      ...(c.legacy_id ? { legacy_id: c.legacy_id } : {}),
      card: vehicleCard(vehicle),
      vehicle,
    },
  };
}

/** The card of a result row. */
export function vehicleCard(v: Vehicle): VehicleCard {
  const { id, param, brand, brandName, model, trim, title, condition, prices, mileage, year, fuel, transmission, location, powerHp, co2 } =
    v;
  return {
    id,
    param,
    brand,
    brandName,
    model,
    trim,
    title,
    condition,
    prices,
    mileage,
    year,
    fuel,
    transmission,
    location,
    powerHp,
    co2,
    image: v.images[0] ?? null,
  };
}

/** Index settings: set on a fresh index before any document is added. */
export const VEHICLE_INDEX_SETTINGS = {
  searchableAttributes: ['title', 'brand', 'model'],
  displayedAttributes: ['id', 'param', 'card', 'vehicle'],
  // Equality only where it is enough; comparison (the costly part) only on numeric ranges.
  filterableAttributes: [
    {
      attributePatterns: [
        'id',
        'brand',
        'model',
        'fuel',
        'transmission',
        'body',
        'location',
        'condition',
        'categories',
        'legacy_slug',
        'legacy_id',
      ],
      features: { facetSearch: false, filter: { equality: true, comparison: false } },
    },
    {
      attributePatterns: ['year', 'mileage', 'price_purchase', 'price_private', 'price_business'],
      features: { facetSearch: false, filter: { equality: true, comparison: true } },
    },
  ],
  sortableAttributes: ['year', 'mileage', 'price_purchase', 'price_private', 'price_business', 'published_at'],
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
  faceting: { maxValuesPerFacet: 500, sortFacetValuesBy: { '*': 'alpha' } },
  pagination: { maxTotalHits: 1_000_000 },
  typoTolerance: { enabled: true },
} as const;
