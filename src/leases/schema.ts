import { z } from 'zod';
import { issuesText } from '../content/reshape/common';
import { toImage } from '../content/reshape/images';
import type { SbStory } from '../content/storyblok-schema';
import type { BrandNames } from '../directory/directory';
import type { Image } from '../content/types';
import { SLUG_PATTERN } from '../routing/segments';
import { FUELS, TRANSMISSIONS } from '../stock/vocabulary';
import { LEASE_CUSTOMERS, PRICE_BASES, type LeaseOffer } from './types';

/**
 * The `lease_offer` content type of the CMS and its reshape into a {@link LeaseOffer}: the edge where
 * content is checked, once. Storyblok sends number fields as strings, multi-option fields as string
 * arrays, dates as `yyyy-mm-dd HH:mm`; a list of texts is a textarea with one item per line. An
 * offer that fails is dropped with a warning naming the story and the first problems; nothing here
 * throws, so a broken offer never becomes a 500 and the other offers still render.
 */

const text = z.string().trim().optional().default('');
const required = z.string().trim().min(1, 'required');
/** A number field: a number, or a string of one (`"389.5"`, `"389,50"`). */
const num = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim().replace(',', '.'))) : v),
  z.number(),
);
const euros = num.pipe(z.number().min(0).max(10_000_000)).refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most cents');
const positiveEuros = euros.refine((n) => n > 0, 'must be more than 0');
/** An optional field: an empty string or null is "not given". */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const months = num.pipe(z.number().int().min(6).max(96));
const kilometres = num.pipe(z.number().int().min(1_000).max(100_000));
/** A list of numbers: a multi-option field (strings), numbers, or one comma-separated string. */
const numberList = <S extends z.ZodType<number>>(item: S) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[,;\s]+/)
            .filter(Boolean)
            .map(Number)
        : Array.isArray(v)
          ? v.map((x) => (typeof x === 'string' ? Number(x) : x))
          : v,
    z.array(item).min(1),
  );
/** A list of texts: one item per line of a textarea, or an array of strings. */
const lines = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .default('')
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(/\r?\n/))
      .map((s) => s.replace(/^\s*[-•*]\s*/, '').trim())
      .filter(Boolean)
      .slice(0, 80),
  );
const dateField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?Z?)?)?$/, 'a date is yyyy-mm-dd')
  .transform((s) => s.slice(0, 10))
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a calendar date');
const asset = z.object({ filename: z.string(), alt: z.string().nullable().optional() }).passthrough();

export const SbLeaseOfferContent = z
  .object({
    component: z.literal('lease_offer'),
    customer: z.enum(LEASE_CUSTOMERS),
    brand: z.string().trim().regex(SLUG_PATTERN, 'a brand is a slug'),
    // No `brand_name`: the offer's brand is named by its brand story (directory/), read by `brand`. An
    // offer saved before the field was removed still sends one; the parse drops it like any unknown
    // field. It is not kept as an override: the same brand would then have one name on its offers and
    // another everywhere else, and renaming the brand story would leave the offers behind.
    model: required,
    trim: text,
    description: text,
    color: required,
    fuel: z.enum(FUELS),
    gearbox: z.enum(TRANSMISSIONS),
    power_hp: optional(num.pipe(z.number().int().min(1).max(2_000))),
    consumption: num.pipe(z.number().min(0).max(100)),
    co2: num.pipe(z.number().int().min(0).max(1_000)),
    electric_range: optional(num.pipe(z.number().int().min(1).max(2_000))),
    price_basis: z.enum(PRICE_BASES),
    price_from: positiveEuros,
    monthly_price: positiveEuros,
    duration: months,
    annual_mileage: kilometres,
    deposit: euros,
    durations: numberList(months.pipe(z.number())),
    mileages: numberList(kilometres.pipe(z.number())),
    deposit_min: euros,
    deposit_max: euros,
    standard_equipment: lines,
    contract_included: lines,
    contract_excluded: lines,
    images: z.array(asset).optional().default([]),
    dealership: z.string().trim().regex(SLUG_PATTERN, 'a dealership is a location slug'),
    valid_from: dateField,
    valid_until: dateField,
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!c.durations.includes(c.duration)) issue('duration', `the offer's duration ${c.duration} is not among its durations`);
    if (!c.mileages.includes(c.annual_mileage))
      issue('annual_mileage', `the offer's mileage ${c.annual_mileage} is not among its mileages`);
    if (c.deposit_min > c.deposit_max) issue('deposit_min', 'the minimum deposit is above the maximum');
    if (c.deposit < c.deposit_min || c.deposit > c.deposit_max) issue('deposit', 'the deposit is outside its range');
    if (c.monthly_price >= c.price_from) issue('monthly_price', 'the monthly price is not below the price from');
    if (c.valid_from > c.valid_until) issue('valid_until', 'the offer ends before it starts');
    if (c.fuel !== 'electric' && c.co2 === 0) issue('co2', 'only an electric car emits 0 g/km');
    if (c.fuel === 'electric' && c.co2 !== 0) issue('co2', 'an electric car emits 0 g/km');
  });
export type SbLeaseOfferContent = z.infer<typeof SbLeaseOfferContent>;

const sortedUnique = (xs: readonly number[]) => [...new Set(xs)].sort((a, b) => a - b);

/**
 * A `lease_offer` story as a {@link LeaseOffer}, its brand named by `names` (the locale's directory),
 * or null (with a warning) when it is not valid.
 */
export function reshapeLeaseOffer(story: SbStory, names: BrandNames): LeaseOffer | null {
  if (!SLUG_PATTERN.test(story.slug)) {
    console.warn(`[leases] ${story.full_slug}: skipped lease offer: its slug is not a URL word`);
    return null;
  }
  const parsed = SbLeaseOfferContent.safeParse(story.content);
  if (!parsed.success) {
    console.warn(`[leases] ${story.full_slug}: skipped invalid lease offer: ${issuesText(parsed.error)}`);
    return null;
  }
  const c = parsed.data;
  const brandName = names.brandName(c.brand);
  const title = [brandName, c.model, c.trim].filter(Boolean).join(' ');
  const images = c.images.map((a) => toImage(a)).filter((i): i is Image => i !== null);
  return {
    slug: story.slug,
    uuid: story.uuid,
    customer: c.customer,
    brand: c.brand,
    brandName,
    model: c.model,
    trim: c.trim,
    title,
    description: c.description,
    color: c.color,
    fuel: c.fuel,
    gearbox: c.gearbox,
    powerHp: c.power_hp ?? null,
    consumption: c.consumption,
    consumptionUnit: c.fuel === 'electric' ? 'kwh_100km' : 'l_100km',
    co2: c.co2,
    electricRange: c.electric_range ?? null,
    basis: c.price_basis,
    priceFrom: c.price_from,
    monthly: c.monthly_price,
    duration: c.duration,
    annualMileage: c.annual_mileage,
    deposit: c.deposit,
    durations: sortedUnique(c.durations),
    mileages: sortedUnique(c.mileages),
    depositMin: c.deposit_min,
    depositMax: c.deposit_max,
    standardEquipment: c.standard_equipment,
    contractIncluded: c.contract_included,
    contractExcluded: c.contract_excluded,
    images: images.map((i) => ({ ...i, alt: i.alt || title })),
    dealership: c.dealership,
    validFrom: c.valid_from,
    validUntil: c.valid_until,
  };
}

/** Every valid offer of a list of stories (invalid ones dropped with a warning), one per slug. */
export function reshapeLeaseOffers(stories: readonly SbStory[], names: BrandNames): LeaseOffer[] {
  const seen = new Set<string>();
  const out: LeaseOffer[] = [];
  for (const story of stories) {
    if (story.content.component !== 'lease_offer') continue;
    const offer = reshapeLeaseOffer(story, names);
    if (!offer || seen.has(offer.slug)) continue;
    seen.add(offer.slug);
    out.push(offer);
  }
  return out;
}
