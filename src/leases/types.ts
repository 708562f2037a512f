import type { Image } from '../content/types';
import type { Fuel, Transmission } from '../stock/vocabulary';

/** Who an offer is for: private offers are priced with VAT, business offers without (seed: tax included or excluded). */
export const LEASE_CUSTOMERS = ['private', 'business'] as const;
export type LeaseCustomer = (typeof LEASE_CUSTOMERS)[number];

/** Whether the offer's amounts include Luxembourg VAT (17 %) or not. */
export const PRICE_BASES = ['incl_vat', 'excl_vat'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/**
 * A lease offer as the site uses it (the seed's model: colour, price from, price per month with tax
 * included or excluded, duration, annual mileage, deposit, standard equipment, contract terms
 * included and not included), plus what a page needs. Amounts are euros with cents, in `basis`.
 */
export type LeaseOffer = {
  /** The story's slug: the offer's URL parameter. */
  slug: string;
  uuid: string;
  customer: LeaseCustomer;
  brand: string;
  brandName: string;
  model: string;
  trim: string;
  /** `brand model trim`, for titles. */
  title: string;
  description: string;
  color: string;
  fuel: Fuel;
  gearbox: Transmission;
  powerHp: number | null;
  /** WLTP combined: l/100 km, or kWh/100 km for an electric car. */
  consumption: number;
  consumptionUnit: 'l_100km' | 'kwh_100km';
  /** WLTP combined CO2, g/km (0 for an electric car). */
  co2: number;
  /** WLTP electric range in km (electric and plug-in hybrids), or null. */
  electricRange: number | null;
  basis: PriceBasis;
  /** The car's list price from which the offer starts, in `basis`. */
  priceFrom: number;
  /** The offer's own figures: the calculator's anchor. */
  monthly: number;
  duration: number;
  annualMileage: number;
  deposit: number;
  /** What the visitor may choose in the calculator. */
  durations: readonly number[];
  mileages: readonly number[];
  depositMin: number;
  depositMax: number;
  standardEquipment: readonly string[];
  contractIncluded: readonly string[];
  contractExcluded: readonly string[];
  images: readonly Image[];
  /** The dealership's location slug. */
  dealership: string;
  /** yyyy-mm-dd, inclusive. */
  validFrom: string;
  validUntil: string;
};
