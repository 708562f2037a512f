import { cache } from 'react';
import { z } from 'zod';
import { issuesText, warn } from '../content/reshape/common';
import { toImage } from '../content/reshape/images';
import { contentSource } from '../content/select-source';
import { SbAsset, SbTextLines, type SbStory } from '../content/storyblok-schema';
import type { Image } from '../content/types';
import { getDirectory, type BrandNames } from '../directory/directory';
import type { Locale } from '../routing/locales';
import { SLUG_PATTERN } from '../routing/segments';
import { FUELS } from '../stock/vocabulary';

/**
 * The utility vehicle models (vans and pick-ups): `utility_model` stories at
 * `vehicules-utilitaires/{maker}/{model}`, validated here once. A story that fails is skipped with a
 * warning (its page answers 404 like an unknown model); a broken body variant is dropped and the
 * rest of the model stays. The maker is the stock's brand slug and the story's slug the stock's
 * model slug, so a model page finds its vehicles in the index (`brand/model`), and the maker's name
 * is the directory's for that brand slug (its brand story).
 */

export const UTILITY_FOLDER = 'vehicules-utilitaires/';
export const UTILITY_BODIES = ['van', 'pickup'] as const;
export type UtilityBody = (typeof UTILITY_BODIES)[number];

/** Storyblok number fields may arrive as strings. */
const num = (max: number) => z.coerce.number().finite().min(0).max(max);
const optionalNum = (max: number) =>
  z
    .union([z.literal(''), z.null(), num(max)])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null));
const text = z.string().optional().default('');

export const SbUtilityVariant = z.object({
  _uid: z.string(),
  component: z.literal('utility_variant'),
  name: z.string().trim().min(1),
  payload_kg: num(10_000),
  load_volume_m3: optionalNum(100),
  load_length_mm: optionalNum(10_000),
  towing_kg: optionalNum(10_000),
  seats: optionalNum(9),
});

export const SbUtilityModelContent = z.object({
  _uid: z.string(),
  component: z.literal('utility_model'),
  maker: z.string().regex(SLUG_PATTERN),
  // No `maker_name`: the maker is a brand, named by its brand story (directory/), read by `maker`. A
  // story saved before the field was removed still sends one; the parse drops it like any unknown
  // field rather than preferring it, so a renamed brand story renames the utility pages too.
  model: z.string().trim().min(1),
  body: z.enum(UTILITY_BODIES),
  tagline: text,
  intro: text,
  image: SbAsset.nullable().optional(),
  fuels: z.array(z.enum(FUELS)).optional().default([]),
  payload_kg: num(10_000),
  load_volume_m3: num(100),
  /** empty when the model may not tow */
  towing_kg: optionalNum(10_000),
  highlights: SbTextLines,
  variants: z.array(z.unknown()).optional().default([]),
});

export type UtilityVariant = {
  id: string;
  name: string;
  payloadKg: number;
  loadVolumeM3: number | null;
  loadLengthMm: number | null;
  towingKg: number | null;
  seats: number | null;
};

export type UtilityModel = {
  /** the stock's brand slug */
  maker: string;
  /** the directory's name of the maker's brand */
  makerName: string;
  /** the stock's model slug (the story's slug) */
  slug: string;
  name: string;
  body: UtilityBody;
  tagline: string;
  intro: string;
  image: Image | null;
  fuels: (typeof FUELS)[number][];
  /** the best of the range: the largest payload and load volume, the highest towing capacity */
  payloadKg: number;
  loadVolumeM3: number;
  /** null: not approved for towing */
  towingKg: number | null;
  highlights: string[];
  variants: UtilityVariant[];
};

/** `ford/transit-custom`: the stock's model key of a utility model. */
export const stockModelKey = (m: Pick<UtilityModel, 'maker' | 'slug'>) => `${m.maker}/${m.slug}`;

/**
 * A `utility_model` story as a {@link UtilityModel}, its maker named by `names` (the locale's
 * directory), or null (with a warning) when it is not a valid one.
 */
export function reshapeUtilityModel(story: SbStory, names: BrandNames): UtilityModel | null {
  const where = `story ${story.full_slug}`;
  const parts = story.full_slug.split('/');
  if (parts.length !== 3 || `${parts[0]}/` !== UTILITY_FOLDER || !SLUG_PATTERN.test(parts[2] ?? '')) {
    warn(where, `a utility model lives at ${UTILITY_FOLDER}{maker}/{model}; skipped`);
    return null;
  }
  const parsed = SbUtilityModelContent.safeParse(story.content);
  if (!parsed.success) {
    warn(where, `skipped invalid utility model: ${issuesText(parsed.error)}`);
    return null;
  }
  const c = parsed.data;
  if (c.maker !== parts[1]) {
    warn(where, `maker "${c.maker}" is not the folder "${parts[1]}"; skipped`);
    return null;
  }
  const variants: UtilityVariant[] = [];
  c.variants.forEach((raw, i) => {
    const v = SbUtilityVariant.safeParse(raw);
    if (!v.success) return warn(where, `skipped invalid body variant ${i}: ${issuesText(v.error)}`);
    variants.push({
      id: v.data._uid,
      name: v.data.name,
      payloadKg: v.data.payload_kg,
      loadVolumeM3: v.data.load_volume_m3,
      loadLengthMm: v.data.load_length_mm,
      towingKg: v.data.towing_kg,
      seats: v.data.seats,
    });
  });
  return {
    maker: c.maker,
    makerName: names.brandName(c.maker),
    slug: parts[2]!,
    name: c.model,
    body: c.body,
    tagline: c.tagline,
    intro: c.intro,
    image: toImage(c.image),
    fuels: c.fuels,
    payloadKg: c.payload_kg,
    loadVolumeM3: c.load_volume_m3,
    towingKg: c.towing_kg,
    highlights: c.highlights,
    variants,
  };
}

/** Every valid utility model: vans first, then pick-ups, each by maker and name. Shared per request. */
export const listUtilityModels = cache(async (locale: Locale): Promise<UtilityModel[]> => {
  const [stories, directory] = await Promise.all([
    contentSource().getAllStories({ startsWith: UTILITY_FOLDER, contentType: 'utility_model' }, locale),
    getDirectory(locale),
  ]);
  const models = stories.map((story) => reshapeUtilityModel(story, directory)).filter((m): m is UtilityModel => m !== null);
  const order = (b: UtilityBody) => UTILITY_BODIES.indexOf(b);
  return models.sort((a, b) => order(a.body) - order(b.body) || `${a.makerName} ${a.name}`.localeCompare(`${b.makerName} ${b.name}`, 'fr'));
});

/** One model by maker and model slug, or null. */
export async function getUtilityModel(locale: Locale, maker: string, model: string): Promise<UtilityModel | null> {
  return (await listUtilityModels(locale)).find((m) => m.maker === maker && m.slug === model) ?? null;
}
