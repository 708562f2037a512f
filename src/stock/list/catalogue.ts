import { config } from '../../config/env';
import type { Directory } from '../../directory/directory';
import { slugify } from '../document';
import { modelCards } from '../search';
import type { VehicleCard } from '../types';

/**
 * The brands and models in stock. Facet counts give keys (`ford`, `ford/mustang-mach-e`); the filter
 * shows names (`Ford`, `Mustang Mach-E`) and lists every brand and model of the stock even when the
 * current filters leave none of them. One small search (one card per model, Meilisearch's `distinct`)
 * per ten minutes gives which brands and models the stock holds, and the models' names; the brands'
 * names are the directory's (src/directory), like everywhere else on the site. When the search fails
 * the filter falls back to the keys the counts give: a missing name never fails the stock screen.
 */
export type StockCatalogue = {
  /** brand slug → display name, ordered by name */
  brands: ReadonlyMap<string, string>;
  /** `brand/model` key → model display name */
  models: ReadonlyMap<string, string>;
};

/** What the index holds, before the brands are named in a locale. */
export type IndexCatalogue = {
  /** brand slugs in stock */
  brands: readonly string[];
  /** `brand/model` key → model display name */
  models: ReadonlyMap<string, string>;
};

const TTL_MS = 10 * 60_000;
const RETRY_MS = 30_000;
const EMPTY: IndexCatalogue = { brands: [], models: new Map() };

let cached: { at: number; ttl: number; value: Promise<IndexCatalogue> } | undefined;

/** The catalogue from one page of cards, one per model. */
export function catalogueFromCards(cards: readonly Pick<VehicleCard, 'brand' | 'model'>[]): IndexCatalogue {
  const brands = new Set<string>();
  const models = new Map<string, string>();
  for (const c of cards) {
    brands.add(c.brand);
    const key = `${c.brand}/${slugify(c.model)}`;
    if (!models.has(key)) models.set(key, c.model);
  }
  return { brands: [...brands], models };
}

async function load(): Promise<IndexCatalogue> {
  if (!config().search.host) return EMPTY;
  return catalogueFromCards(await modelCards());
}

/** The brands and models in stock as the index says (kept ten minutes; thirty seconds after a failure). */
export function indexCatalogue(now = Date.now()): Promise<IndexCatalogue> {
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

/** The brands in stock named by the directory (ordered by name), with the models of the index. */
export function namedCatalogue(index: IndexCatalogue, directory: Directory): StockCatalogue {
  const brands = index.brands.map((slug) => [slug, directory.brandName(slug)] as const);
  return { brands: new Map(brands.sort((a, b) => a[1].localeCompare(b[1]))), models: index.models };
}

/** The stock's brands and models, named in the directory's locale. */
export async function stockCatalogue(directory: Directory, now = Date.now()): Promise<StockCatalogue> {
  return namedCatalogue(await indexCatalogue(now), directory);
}
