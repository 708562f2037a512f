import { z } from 'zod';
import type { ContentSource } from '../../content/source';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../routing/locales';
import { FINANCED_PRICE_TYPES, RATE_TYPES, quoteFinancing, type FinancedPriceType, type FinancingTerms } from './calculator';

/**
 * Where a vehicle's financing terms come from, read where they enter (zod): the dealer feed's
 * `financing` bloks on the vehicle story (one per price type, the lender's own terms) and, for a
 * price type the feed offers (a monthly price) without terms, the defaults per price type of the
 * CMS settings story (`financing_defaults`). The indexer resolves them once per vehicle, so the
 * index holds complete terms and the monthly price every page and filter shows is the
 * representative example's instalment. A financing price with no terms at all is not advertised:
 * the directive allows no cost of credit without its example.
 */

const amount = z.coerce.number().nonnegative().max(10_000_000);
const rate = z.coerce.number().min(0).max(30);
const months = z.coerce.number().int().min(6).max(120);

/** One `financing_terms` blok of a vehicle story: what the lender offers for this vehicle. */
export const SbFinancingTerms = z.object({
  component: z.literal('financing_terms'),
  price_type: z.enum(FINANCED_PRICE_TYPES),
  lender: z.string().trim().min(1).max(200),
  rate_type: z.enum(RATE_TYPES),
  /** nominal annual borrowing rate, percent */
  borrowing_rate: rate,
  duration: months,
  /** euros */
  deposit: amount.optional().default(0),
  balloon: amount.optional().default(0),
  fees: amount.optional().default(0),
});

/** A comma-separated list of durations in months (`24, 36, 48`). */
const durationList = z
  .string()
  .transform((s) => s.split(',').map((p) => Number(p.trim())))
  .pipe(z.array(z.number().int().min(6).max(120)).min(1).max(12));

/** One `financing_default` blok of the settings story: the terms of a price type whose feed sends none. */
export const SbFinancingDefault = z.object({
  component: z.literal('financing_default'),
  price_type: z.enum(FINANCED_PRICE_TYPES),
  lender: z.string().trim().min(1).max(200),
  rate_type: z.enum(RATE_TYPES),
  borrowing_rate: rate,
  duration: months,
  durations: durationList.optional(),
  deposit_percent: z.coerce.number().min(0).max(90).optional().default(0),
  deposit_max_percent: z.coerce.number().min(0).max(90).optional().default(50),
  balloon_percent: z.coerce.number().min(0).max(80).optional().default(0),
  fees: amount.optional().default(0),
});
export type SbFinancingDefault = z.infer<typeof SbFinancingDefault>;

/** A price type's default, with the lender's name as the settings story gives it in each locale (field-level translation). */
export type FinancingDefault = SbFinancingDefault & { lenderNames?: Partial<Record<Locale, string>> };
export type FinancingDefaults = Partial<Record<FinancedPriceType, FinancingDefault>>;

/** The durations offered around the example's when the CMS names none. */
const STANDARD_DURATIONS = [24, 36, 48, 60, 72] as const;

const cents = (euros: number) => Math.round(euros * 100);
/** A share of a price, rounded down to whole hundreds of euros (in cents). */
const shareOf = (priceCents: number, percent: number) => Math.floor((priceCents * percent) / 100 / 10_000) * 10_000;

/** Luxembourg's standard VAT rate, in basis points: business financing is priced without it. */
const VAT_BP = 1_700;

/** The price a price type finances, cents: with VAT for private customers, without for businesses. */
export function financedPrice(purchaseEuros: number, type: FinancedPriceType): number {
  const withVat = cents(purchaseEuros);
  return type === 'private' ? withVat : Math.round((withVat * 10_000) / (10_000 + VAT_BP));
}

function sortedDurations(values: readonly number[], example: number): number[] {
  return [...new Set([...values, example])].sort((a, b) => a - b);
}

/**
 * The terms of one price type: the feed's when it sends them, else the settings' default; null when
 * neither exists or the figures cannot make a credit (a deposit and balloon above the price).
 */
export function resolveTerms(
  type: FinancedPriceType,
  purchaseEuros: number,
  feed: readonly unknown[],
  defaults: FinancingDefaults,
): FinancingTerms | null {
  const priceCents = financedPrice(purchaseEuros, type);
  let terms: FinancingTerms | null = null;
  const own = feed.map((b) => SbFinancingTerms.safeParse(b)).find((r) => r.success && r.data.price_type === type);
  if (own?.success) {
    const t = own.data;
    terms = {
      lender: t.lender,
      rateType: t.rate_type,
      rateBp: Math.round(t.borrowing_rate * 100),
      priceCents,
      months: t.duration,
      depositCents: cents(t.deposit),
      balloonCents: cents(t.balloon),
      feesCents: cents(t.fees),
      durations: sortedDurations(STANDARD_DURATIONS, t.duration),
      depositMaxCents: Math.max(cents(t.deposit), shareOf(priceCents, 50)),
    };
  } else {
    const d = defaults[type];
    if (!d) return null;
    const depositCents = shareOf(priceCents, d.deposit_percent);
    terms = {
      lender: d.lender,
      ...(d.lenderNames ? { lenderNames: d.lenderNames } : {}),
      rateType: d.rate_type,
      rateBp: Math.round(d.borrowing_rate * 100),
      priceCents,
      months: d.duration,
      depositCents,
      balloonCents: shareOf(priceCents, d.balloon_percent),
      feesCents: cents(d.fees),
      durations: sortedDurations(d.durations ?? STANDARD_DURATIONS, d.duration),
      depositMaxCents: Math.max(depositCents, shareOf(priceCents, d.deposit_max_percent)),
    };
  }
  // the deposit and balloon must leave a credit to repay, whatever the visitor chooses
  if (terms.depositCents + terms.balloonCents >= priceCents) return null;
  terms.depositMaxCents = Math.min(terms.depositMaxCents, Math.max(terms.depositCents, priceCents - terms.balloonCents - 100_000));
  if (quoteFinancing(terms).instalmentCents <= 0) return null;
  return terms;
}

/** The defaults of the settings story's `financing_defaults` (an invalid one is dropped with a warning). */
export function financingDefaultsOf(settingsContent: unknown): FinancingDefaults {
  const list = (settingsContent as { financing_defaults?: unknown } | null)?.financing_defaults;
  const out: FinancingDefaults = {};
  if (!Array.isArray(list)) return out;
  for (const blok of list) {
    const parsed = SbFinancingDefault.safeParse(blok);
    if (parsed.success) out[parsed.data.price_type] ??= parsed.data;
    else console.warn(`[stock] a financing default of the settings is invalid and ignored: ${parsed.error.issues[0]?.message}`);
  }
  return out;
}

/**
 * The financing defaults of the content source's settings story (read by the indexer; none when it has
 * no settings): the terms of the default locale's story, and the lender's name of each locale's (the
 * settings story is translated field by field), so that a German page names the lender in German.
 */
export async function readFinancingDefaults(source: Pick<ContentSource, 'getStory'>): Promise<FinancingDefaults> {
  const stories = await Promise.all(LOCALES.map(async (locale) => [locale, await source.getStory('settings', locale)] as const));
  const byLocale = new Map(stories.map(([locale, story]) => [locale, financingDefaultsOf(story?.content ?? null)]));
  const defaults = byLocale.get(DEFAULT_LOCALE) ?? {};
  for (const [type, d] of Object.entries(defaults) as [FinancedPriceType, FinancingDefault][]) {
    const names: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      const name = byLocale.get(locale)?.[type]?.lender;
      if (name) names[locale] = name;
    }
    d.lenderNames = names;
  }
  return defaults;
}
