import { z } from 'zod';
import { SbAsset, SbTextLines } from '../content/storyblok-schema';
import { BODY_STYLES, CONDITIONS, FUELS, QUICK_CATEGORIES, TRANSMISSIONS } from './vocabulary';

/**
 * The `vehicle` content type as stored in Storyblok (one story per vehicle, under `vehicles/`).
 * Monetary amounts are euros; consumption is l/100 km (kWh/100 km for electric vehicles).
 */
const money = z.coerce.number().nonnegative().max(10_000_000);
/** Empty (null, '' as Storyblok sends an empty number field, or missing) is null, checked before coercion: Number(null) and Number('') are 0. */
const empty = z.union([z.null(), z.literal('')]).transform(() => null);
const optionalMoney = z
  .union([empty, money])
  .optional()
  .transform((v) => v ?? null);
const optionalNumber = z
  .union([empty, z.coerce.number().nonnegative()])
  .optional()
  .transform((v) => v ?? null);

export const SbEquipmentGroup = z.object({
  _uid: z.string(),
  component: z.literal('equipment_group'),
  /** e.g. Comfort, Safety, Multimedia, Exterior, Interior, Miscellaneous */
  category: z.string().min(1),
  items: SbTextLines,
});

export const SbVehicleContent = z.object({
  _uid: z.string(),
  component: z.literal('vehicle'),
  brand: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  brand_name: z.string().min(1),
  model: z.string().min(1),
  trim: z.string().optional().default(''),
  condition: z.enum(CONDITIONS),
  price_purchase: money,
  /** private financing, monthly, VAT included */
  price_private: optionalMoney,
  /** commercial financing, monthly, VAT excluded */
  price_business: optionalMoney,
  mileage: z.coerce.number().int().nonnegative().max(2_000_000),
  construction_year: z.coerce.number().int().min(1950).max(2100),
  first_registration: z.string().optional().default(''),
  fuel: z.enum(FUELS),
  transmission: z.enum(TRANSMISSIONS),
  body_style: z.enum(BODY_STYLES),
  /** slug of the dealership the vehicle stands at */
  location: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  power_hp: z.coerce.number().int().positive().max(2000),
  cylinder_cc: optionalNumber,
  consumption: optionalNumber,
  co2: z.coerce.number().nonnegative().max(1000),
  battery_kwh: optionalNumber,
  range_km: optionalNumber,
  color: z.string().optional().default(''),
  doors: optionalNumber,
  seats: optionalNumber,
  categories: z.array(z.enum(QUICK_CATEGORIES)).default([]),
  equipment: z.array(SbEquipmentGroup).default([]),
  images: z.array(SbAsset).default([]),
  /** the lender's terms per financed price type (`financing_terms` bloks), read by src/stock/financing/terms.ts */
  financing: z.array(z.unknown()).default([]),
  /**
   * Set on vehicles taken over from the old site: the alias of its old page
   * (`/fr/vehicules-occasion-stock/{brand}/{legacy_slug}`) and its old node id, so old links keep working.
   * An empty or malformed value is no legacy address (never a reason to skip the vehicle).
   */
  legacy_slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(200)
    .optional()
    .catch(undefined),
  legacy_id: z.coerce.number().int().positive().max(1_000_000_000).optional().catch(undefined),
});
export type SbVehicleContent = z.infer<typeof SbVehicleContent>;
