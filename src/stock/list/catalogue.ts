import { config } from '../../config/env';
import { slugify } from '../document';
import { modelCards } from '../search';
import type { VehicleCard } from '../types';

/**
 * The names of the brands and models in stock. Facet counts give keys (`ford`, `ford/mustang-mach-e`);
 * the filter shows names (`Ford`, `Mustang Mach-E`) and lists every brand and model of the stock even
 * when the current filters leave none of them. One small search (one card per model, Meilisearch's
 * `distinct`) per ten minutes gives both. When it fails the filter falls back to labels made from the
 * keys: a missing name never fails the stock screen.
 */
export type StockCatalogue = {
  /** brand slug → display name, ordered by name */
  brands: ReadonlyMap<string, string>;
  /** `brand/model` key → model display name */
  models: ReadonlyMap<string, string>;
};

const TTL_MS = 10 * 60_000;
const RETRY_MS = 30_000;
const EMPTY: StockCatalogue = { brands: new Map(), models: new Map() };

let cached: { at: number; ttl: number; value: Promise<StockCatalogue> } | undefined;

/** The catalogue from one page of cards, one per model. */
export function catalogueFromCards(cards: readonly Pick<VehicleCard, 'brand' | 'brandName' | 'model'>[]): StockCatalogue {
  const brands = new Map<string, string>();
  const models = new Map<string, string>();
  for (const c of cards) {
    if (!brands.has(c.brand)) brands.set(c.brand, c.brandName || c.brand);
    const key = `${c.brand}/${slugify(c.model)}`;
    if (!models.has(key)) models.set(key, c.model);
  }
  const sortedBrands = new Map([...brands].sort((a, b) => a[1].localeCompare(b[1])));
  return { brands: sortedBrands, models };
}

async function load(): Promise<StockCatalogue> {
  if (!config().search.host) return EMPTY;
  return catalogueFromCards(await modelCards());
}

export function stockCatalogue(now = Date.now()): Promise<StockCatalogue> {
  if (cached && now - cached.at < cached.ttl) return cached.value;
  const entry = {
    at: now,
    ttl: TTL_MS,
    value: load().catch((error: unknown) => {
      console.warn(`[stock] brand and model names unavailable: ${(error as Error).message}`);
      entry.ttl = RETRY_MS;
      return EMPTY;
    }),
  };
  cached = entry;
  return entry.value;
}
