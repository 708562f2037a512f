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
import { BODY_STYLES, FUELS, TRANSMISSIONS, type BodyStyle, type Fuel, type Transmission } from '../stock/vocabulary';

/**
 * A brand's new models: `model` stories at `{brand}/{model}` (the brand's folder in the CMS, beside
 * its brand page), validated here once. A story that fails is skipped with a warning (its page
 * answers page-not-found like an unknown model); a broken version is dropped and the rest stays.
 * `stock_model` names the model in the stock index (`ford/puma`), so the page finds its vehicles.
 * The story names its brand by slug only; the brand's name is the directory's (its brand story).
 */

/** Storyblok number fields may arrive as strings. */
const num = (max: number) => z.coerce.number().finite().min(0).max(max);
const text = z.string().optional().default('');

export const SbModelVersion = z.object({
  _uid: z.string(),
  component: z.literal('model_version'),
  name: z.string().trim().min(1).max(80),
  fuel: z.enum(FUELS),
  transmission: z.enum(TRANSMISSIONS),
  power_hp: num(2_000),
  price_from: num(1_000_000),
});

export const SbModelContent = z.object({
  _uid: z.string(),
  component: z.literal('model'),
  brand: z.string().regex(SLUG_PATTERN),
  // No `brand_name`: the brand's name is its brand story's (directory/), read by `brand`. A story saved
  // before the field was removed still sends one; it is ignored (dropped by the parse like any unknown
  // field), not preferred: a second name for the same brand is what renaming a brand story must not leave behind.
  name: z.string().trim().min(1).max(80),
  /** the model's slug in the stock index when it differs from the story's (`d-max` for every D-Max cab) */
  stock_model: z
    .union([z.literal(''), z.string().regex(SLUG_PATTERN)])
    .optional()
    .default(''),
  tagline: text,
  intro: text,
  image: SbAsset.nullable().optional(),
  gallery: z.array(z.unknown()).optional().default([]),
  body_styles: z.array(z.enum(BODY_STYLES)).min(1),
  fuels: z.array(z.enum(FUELS)).min(1),
  price_from: num(1_000_000),
  /** WLTP combined: l/100 km, or kWh/100 km for an electric-only range */
  consumption_min: num(100),
  consumption_max: num(100),
  co2_min: num(1_000),
  co2_max: num(1_000),
  highlights: SbTextLines,
  versions: z.array(z.unknown()).optional().default([]),
});

export type ModelVersion = { id: string; name: string; fuel: Fuel; transmission: Transmission; powerHp: number; priceFrom: number };

export type BrandModel = {
  brand: string;
  /** the directory's name of the brand */
  brandName: string;
  /** the story's slug: the page's address `/{brand}/{slug}` */
  slug: string;
  /** the stock index's model key, `brand/model` */
  stockKey: string;
  name: string;
  tagline: string;
  intro: string;
  image: Image | null;
  gallery: Image[];
  bodyStyles: BodyStyle[];
  fuels: Fuel[];
  priceFrom: number;
  /** kWh/100 km when every fuel of the range is electric, l/100 km otherwise */
  consumption: { min: number; max: number; unit: 'l' | 'kWh' };
  co2: { min: number; max: number };
  highlights: string[];
  versions: ModelVersion[];
};

/**
 * A `model` story as a {@link BrandModel}, its brand named by `names` (the locale's directory), or
 * null (with a warning) when it is not a valid one.
 */
export function reshapeModel(story: SbStory, names: BrandNames): BrandModel | null {
  const where = `story ${story.full_slug}`;
  const parts = story.full_slug.split('/');
  if (parts.length !== 2 || !SLUG_PATTERN.test(parts[0] ?? '') || !SLUG_PATTERN.test(parts[1] ?? '')) {
    warn(where, 'a model lives at {brand}/{model}; skipped');
    return null;
  }
  const parsed = SbModelContent.safeParse(story.content);
  if (!parsed.success) {
    warn(where, `skipped invalid model: ${issuesText(parsed.error)}`);
    return null;
  }
  const c = parsed.data;
  if (c.brand !== parts[0]) {
    warn(where, `brand "${c.brand}" is not the folder "${parts[0]}"; skipped`);
    return null;
  }
  const versions: ModelVersion[] = [];
  c.versions.forEach((raw, i) => {
    const v = SbModelVersion.safeParse(raw);
    if (!v.success) return warn(where, `skipped invalid version ${i}: ${issuesText(v.error)}`);
    versions.push({
      id: v.data._uid,
      name: v.data.name,
      fuel: v.data.fuel,
      transmission: v.data.transmission,
      powerHp: v.data.power_hp,
      priceFrom: v.data.price_from,
    });
  });
  const gallery = c.gallery.flatMap((raw) => {
    const asset = SbAsset.safeParse(raw);
    const image = asset.success ? toImage(asset.data) : null;
    return image ? [image] : [];
  });
  const electricOnly = c.fuels.every((f) => f === 'electric');
  return {
    brand: c.brand,
    brandName: names.brandName(c.brand),
    slug: parts[1]!,
    stockKey: `${c.brand}/${c.stock_model || parts[1]}`,
    name: c.name,
    tagline: c.tagline,
    intro: c.intro,
    image: toImage(c.image),
    gallery,
    bodyStyles: c.body_styles,
    fuels: c.fuels,
    priceFrom: c.price_from,
    consumption: {
      min: Math.min(c.consumption_min, c.consumption_max),
      max: Math.max(c.consumption_min, c.consumption_max),
      unit: electricOnly ? 'kWh' : 'l',
    },
    co2: { min: Math.min(c.co2_min, c.co2_max), max: Math.max(c.co2_min, c.co2_max) },
    highlights: c.highlights,
    versions: versions.sort((a, b) => a.priceFrom - b.priceFrom),
  };
}

/** Every valid model story of the site, per locale (one listing, shared by a request's pages and sections). */
export const getModels = cache(async (locale: Locale): Promise<BrandModel[]> => {
  const [stories, directory] = await Promise.all([contentSource().getAllStories({ contentType: 'model' }, locale), getDirectory(locale)]);
  return stories.map((story) => reshapeModel(story, directory)).filter((m): m is BrandModel => m !== null);
});

/** A brand's models, cheapest first. */
export async function getBrandModels(locale: Locale, brand: string): Promise<BrandModel[]> {
  return (await getModels(locale)).filter((m) => m.brand === brand).sort((a, b) => a.priceFrom - b.priceFrom);
}

/** One model of a brand, or null. */
export async function getModel(locale: Locale, brand: string, slug: string): Promise<BrandModel | null> {
  return (await getModels(locale)).find((m) => m.brand === brand && m.slug === slug) ?? null;
}
