/**
 * Test data for the indexer and stock search integration tests: the committed mock stock read
 * straight from its files, vehicle stories broken on purpose, and an in-memory ContentSource.
 *
 * Expected results in the tests are computed from the raw story content here, in plain
 * TypeScript, without the code under test (no `vehicleDocument`, no filter builder).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentSource, StoryQuery } from '../../src/content/source';
import { SbStory } from '../../src/content/storyblok-schema';

const VEHICLE_DIR = path.resolve(import.meta.dirname, '..', '..', 'mocks', 'stories', 'fr-lu', 'vehicles');
const SETTINGS_FILE = path.resolve(import.meta.dirname, '..', '..', 'mocks', 'stories', 'fr-lu', 'settings.json');

/** The committed mock settings story (its financing defaults give most vehicles their terms). */
export function mockSettingsStory(): SbStory {
  return SbStory.parse(JSON.parse(readFileSync(SETTINGS_FILE, 'utf8')));
}

type Terms = { rate: number; months: number; deposit: number; balloon: number };

/**
 * The monthly price of a financed price type as the site must show it: the instalment of the
 * representative example, worked out here on its own (annuity with a balloon, euros to the cent,
 * half up) from the feed's terms or the settings' defaults; null where the feed offers none.
 */
function expectedMonthly(c: Record<string, unknown>, type: 'private' | 'business'): number | null {
  const monthly = c[`price_${type}`];
  if (monthly === null || monthly === undefined || monthly === '') return null;
  const purchase = Number(c.price_purchase);
  const price = type === 'private' ? purchase : Math.round((purchase * 100 * 10_000) / 11_700) / 100;
  const feed = ((c.financing as Record<string, unknown>[] | undefined) ?? []).find((f) => f.price_type === type);
  const defaults = ((mockSettingsStory().content as Record<string, unknown>).financing_defaults as Record<string, unknown>[]).find(
    (d) => d.price_type === type,
  );
  const hundreds = (percent: number) => Math.floor((price * percent) / 100 / 100) * 100;
  let terms: Terms;
  if (feed) {
    terms = {
      rate: Number(feed.borrowing_rate),
      months: Number(feed.duration),
      deposit: Number(feed.deposit),
      balloon: Number(feed.balloon ?? 0),
    };
  } else if (defaults) {
    terms = {
      rate: Number(defaults.borrowing_rate),
      months: Number(defaults.duration),
      deposit: hundreds(Number(defaults.deposit_percent)),
      balloon: hundreds(Number(defaults.balloon_percent)),
    };
  } else return null;
  const credit = price - terms.deposit;
  const r = terms.rate / 100 / 12;
  const a =
    r === 0
      ? (credit - terms.balloon) / terms.months
      : ((credit - terms.balloon / (1 + r) ** terms.months) * r) / (1 - (1 + r) ** -terms.months);
  return Math.round(Math.round(a * 100 * 1e6) / 1e6) / 100;
}

/** The raw content fields of a mock vehicle the tests compute with. */
export type RawVehicle = {
  id: number;
  fullSlug: string;
  publishedAt: string;
  brand: string;
  model: string;
  condition: string;
  fuel: string;
  transmission: string;
  body: string;
  location: string;
  categories: string[];
  year: number;
  mileage: number;
  prices: { purchase: number; private: number | null; business: number | null };
};

/** The committed mock vehicle stories, as files hold them (deep copies on every call). */
export function mockVehicleStories(): SbStory[] {
  return readdirSync(VEHICLE_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => SbStory.parse(JSON.parse(readFileSync(path.join(VEHICLE_DIR, name), 'utf8'))));
}

/** `Mustang Mach-E` → `mustang-mach-e` (the model part of a model key). */
const keyOf = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The fields of a (valid) mock vehicle story. */
export function rawVehicle(story: SbStory): RawVehicle {
  const c = story.content as Record<string, unknown>;
  return {
    id: story.id,
    fullSlug: story.full_slug,
    publishedAt: String(story.first_published_at ?? story.published_at),
    brand: String(c.brand),
    model: `${String(c.brand)}/${keyOf(String(c.model))}`,
    condition: String(c.condition),
    fuel: String(c.fuel),
    transmission: String(c.transmission),
    body: String(c.body_style),
    location: String(c.location),
    categories: (c.categories as string[]) ?? [],
    year: Number(c.construction_year),
    mileage: Number(c.mileage),
    prices: { purchase: Number(c.price_purchase), private: expectedMonthly(c, 'private'), business: expectedMonthly(c, 'business') },
  };
}

/** A vehicle story with its content changed (a deep copy). */
export function withContent(story: SbStory, change: Record<string, unknown>, envelope: Partial<SbStory> = {}): SbStory {
  const copy = structuredClone(story);
  return { ...copy, ...envelope, content: { ...copy.content, ...change } as SbStory['content'] };
}

/**
 * Vehicle stories that must be skipped, each with the field its reason must name. Built from a
 * valid mock story with fresh ids (900001…) so they cannot collide with the stock.
 */
export function brokenVehicleStories(template: SbStory): { story: SbStory; field: string }[] {
  const broken: [Record<string, unknown>, string][] = [
    [{ price_purchase: 'abc' }, 'price_purchase'],
    [{ fuel: 'steam' }, 'fuel'],
    [{ brand: undefined }, 'brand'],
    [{ brand: 'Ford" OR brand = "kia' }, 'brand'],
    [{ mileage: -10 }, 'mileage'],
    [{ model: '!!!' }, 'model'],
    [{ construction_year: 1800 }, 'construction_year'],
  ];
  return broken.map(([change, field], i) => {
    const id = 900001 + i;
    const slug = `${id}-broken-${field.replace(/_/g, '-')}`;
    return { story: withContent(template, change, { id, uuid: `broken-${id}`, slug, full_slug: `vehicles/${slug}` }), field };
  });
}

/**
 * A ContentSource over a list of stories, answering the way the real sources do for the queries
 * the indexer makes (full slug prefix and content type). `stories` can be replaced between runs.
 */
export class MemorySource implements ContentSource {
  readonly name = 'mocks' as const;
  reads = 0;
  /** `settings`: the settings story the indexer reads the financing defaults from (the mock one unless given) */
  constructor(
    public stories: SbStory[],
    public settings: SbStory | null = mockSettingsStory(),
  ) {}

  async getStory(fullSlug: string): Promise<SbStory | null> {
    const found = this.stories.find((s) => s.full_slug === fullSlug) ?? (fullSlug === 'settings' ? this.settings : null);
    return found ? structuredClone(found) : null;
  }

  async getAllStories(query: StoryQuery): Promise<SbStory[]> {
    this.reads++;
    return this.stories
      .filter(
        (s) =>
          (query.startsWith === undefined || s.full_slug.startsWith(query.startsWith)) &&
          (query.contentType === undefined || s.content.component === query.contentType),
      )
      .map((s) => structuredClone(s));
  }
}
