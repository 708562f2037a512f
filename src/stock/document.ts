import { vehicleParam } from '../routing/table';
import { toImage } from '../content/reshape';
import type { SbStory } from '../content/storyblok-schema';
import { MESSAGES } from '../i18n/messages';
import { directoryOf, type Directory } from '../directory/directory';
import { LOCALES, type Locale } from '../routing/locales';
import { equipmentNames } from './equipment';
import { slugify } from './slug';
import { SbVehicleContent } from './vehicle-schema';
import { quoteFinancing, type FinancedPriceType } from './financing/calculator';
import { creditExample } from './financing/example';
import { resolveTerms, type FinancingDefaults } from './financing/terms';
import type { CardCredit, Vehicle, VehicleCard } from './types';

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
  /**
   * Words a visitor may type (keyword search): trim, equipment, and the names of the colour, fuel,
   * gearbox, body and dealership in every locale (`Kombi`, `break`, `Automatik`), so a query in any
   * of the site's languages finds the vehicle whatever the page's locale.
   */
  keywords: string[];
  /** `{brand}/{old alias}` of the vehicle's page on the old site, for its legacy redirect; absent for vehicles newer than it */
  legacy_slug?: string;
  /** the vehicle's node id on the old site */
  legacy_id?: number;
  /** what a result row shows: retrieved alone by the stock list, keeping answers small */
  card: VehicleCard;
  vehicle: Vehicle;
};

export { slugify };

export type MappingResult = { ok: true; document: VehicleDocument } | { ok: false; id: number | string; reason: string };

/**
 * The directory of each locale, for the dealership's name among a vehicle's keywords (the indexer
 * reads them from its content source, `readDirectories`); a locale left out names the dealership
 * by the directory's fallback, from its slug.
 */
export type KeywordDirectories = Partial<Record<Locale, Pick<Directory, 'place'>>>;

/** The address parameter of a vehicle story's page: its story id and its brand, model and trim. */
export const vehicleStoryParam = (id: number, c: { brand: string; model: string; trim: string }): string =>
  vehicleParam(id, `${c.brand} ${c.model} ${c.trim}`);

/** A vehicle story → its search document, or the reason it cannot be indexed. */
export function vehicleDocument(
  story: SbStory,
  directories: KeywordDirectories = {},
  financingDefaults: FinancingDefaults = {},
): MappingResult {
  const parsed = SbVehicleContent.safeParse(story.content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, id: story.id, reason: `${issue?.path.join('.') || 'content'}: ${issue?.message}` };
  }
  const c = parsed.data;
  const modelSlug = slugify(c.model);
  if (!modelSlug) return { ok: false, id: story.id, reason: 'model: has no letters or digits' };
  const title = [c.brand_name, c.model, c.trim].filter(Boolean).join(' ');
  const param = vehicleStoryParam(story.id, c);
  const publishedAt = Date.parse(story.first_published_at ?? story.published_at ?? story.created_at ?? '') || 0;
  // a price type the feed finances (a monthly price) gets its terms, and its monthly price becomes the
  // representative example's instalment; without terms it is not advertised
  const terms = (type: FinancedPriceType, monthly: number | null) =>
    monthly === null ? null : resolveTerms(type, c.price_purchase, c.financing, financingDefaults);
  const financing = { private: terms('private', c.price_private), business: terms('business', c.price_business) };
  const monthly = (type: FinancedPriceType) => {
    const t = financing[type];
    return t ? quoteFinancing(t).instalmentCents / 100 : null;
  };
  const prices = { purchase: c.price_purchase, private: monthly('private'), business: monthly('business') };
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
    prices,
    financing,
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
      price_private: prices.private,
      price_business: prices.business,
      published_at: publishedAt,
      keywords: vehicleKeywords(vehicle, directories),
      ...(c.legacy_slug ? { legacy_slug: `${c.brand}/${c.legacy_slug}` } : {}),
      ...(c.legacy_id ? { legacy_id: c.legacy_id } : {}),
      card: vehicleCard(vehicle),
      vehicle,
    },
  };
}

/** The searchable words of a vehicle besides its title: see VehicleDocument.keywords. */
export function vehicleKeywords(v: Vehicle, directories: KeywordDirectories = {}): string[] {
  const words = new Set<string>([v.trim, v.color]);
  for (const locale of LOCALES) {
    const names = MESSAGES[locale].stock;
    words.add(names.fuel[v.fuel]);
    words.add(names.transmission[v.transmission]);
    words.add(names.body[v.body]);
    words.add((directories[locale] ?? directoryOf(locale)).place(v.location));
    const colours: Record<string, string> = MESSAGES[locale].vehicle.color;
    if (colours[v.color]) words.add(colours[v.color]!);
  }
  // every equipment item in the three locales: `Sitzheizung` and `sièges chauffants` find the same cars
  for (const group of v.equipment) for (const item of group.items) for (const name of equipmentNames(item)) words.add(name);
  return [...words].filter(Boolean);
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
    credit: { private: cardCredit(v, 'private'), business: cardCredit(v, 'business') },
  };
}

/** The representative example of a financed price type (cards, the vehicle page's price box, the comparison). */
export function cardCredit(v: Pick<Vehicle, 'financing'>, type: FinancedPriceType): CardCredit | null {
  const terms = v.financing?.[type];
  return terms ? creditExample(terms) : null;
}

/** Index settings: set on a fresh index before any document is added. */
export const VEHICLE_INDEX_SETTINGS = {
  // the title (brand, model, trim) ranks above the other words; `brand` and `model` are slugs (`vw` finds `volkswagen` by synonym)
  searchableAttributes: ['title', 'brand', 'model', 'keywords'],
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
  // every word must match (matchingStrategy 'all'), so `words` ties and an explicit sort is strict; without
  // keywords every rule but `sort` ties; keywords with the default order send no sort: relevance decides
  rankingRules: ['words', 'sort', 'typo', 'proximity', 'attribute', 'exactness'],
  faceting: { maxValuesPerFacet: 500, sortFacetValuesBy: { '*': 'alpha' } },
  pagination: { maxTotalHits: 1_000_000 },
  // typos forgiven in names (brand, model, trim), not among the many other words, where "ford" would find "forward collision warning"
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 }, disableOnAttributes: ['keywords'] },
  /**
   * What visitors type for what the stock calls otherwise, in the site's three languages. Each leads
   * to a word only that attribute holds in the keywords (the German fuel name `elektro`, the French
   * gearbox names): the English `electric` and `automatic` also name equipment ("Electric tailgate",
   * "Automatic climate control").
   */
  synonyms: {
    vw: ['volkswagen'],
    volkswagen: ['vw'],
    ev: ['elektro'],
    bev: ['elektro'],
    'e-auto': ['elektro'],
    eauto: ['elektro'],
    elektroauto: ['elektro'],
    'voiture electrique': ['elektro'],
    electrique: ['elektro'],
    elektrisch: ['elektro'],
    'boite auto': ['automatique'],
    'boite automatique': ['automatique'],
    bva: ['automatique'],
    automatikgetriebe: ['automatique'],
    'boite manuelle': ['manuelle'],
    handschalter: ['manuelle'],
    kombi: ['estate'],
    break: ['estate'],
    'station wagon': ['estate'],
    hybride: ['hybrid'],
  },
} as const;

/** The fewest letters a word needs before the engine forgives it a typo (`minWordSizeForTypos.oneTypo`). */
const MIN_TYPO_WORD = VEHICLE_INDEX_SETTINGS.typoTolerance.minWordSizeForTypos.oneTypo;

/**
 * The words of the vehicles' names (brand, model, trim) long enough to be forgiven a typo. A word a
 * visitor types that is one of them matches only itself: "ranger" finds the Ranger, not the Mustang
 * Mach-E "Extended Range" one typo away, while "rangr", which names nothing, still finds the Ranger.
 * Lowercased and without accents, as the engine reads a query.
 */
export function exactNameWords(documents: readonly Pick<VehicleDocument, 'title'>[]): string[] {
  const words = new Set<string>();
  for (const d of documents)
    for (const word of d.title
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u))
      if (word.length >= MIN_TYPO_WORD && !/^\d+$/.test(word)) words.add(word);
  return [...words].sort();
}

/** The index settings for these documents: the shared settings, typos refused on the words that name a vehicle. */
export function vehicleIndexSettings(documents: readonly Pick<VehicleDocument, 'title'>[]) {
  return {
    ...VEHICLE_INDEX_SETTINGS,
    typoTolerance: { ...VEHICLE_INDEX_SETTINGS.typoTolerance, disableOnWords: exactNameWords(documents) },
  };
}
