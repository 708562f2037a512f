import type { Image } from '../content/types';
import type { FinancingTerms } from './financing/calculator';
import type { CreditExample } from './financing/example';
import type { BodyStyle, Condition, Fuel, QuickCategory, Transmission } from './vocabulary';

/** A vehicle of the stock, in the site's own terms. */
export type Vehicle = {
  id: number;
  /** the `{id}-1-{brand}-{model}-{trim}` path parameter */
  param: string;
  brand: string;
  brandName: string;
  /** `brand/model` key, e.g. `ford/puma` */
  modelKey: string;
  model: string;
  trim: string;
  title: string;
  condition: Condition;
  /**
   * Euros: the purchase price, and the monthly instalment of each financing's representative example
   * (with VAT for private customers, without for businesses), null where the vehicle is not financed
   */
  prices: { purchase: number; private: number | null; business: number | null };
  /** the financing terms of each financed price type (the feed's, or the settings' defaults) */
  financing: { private: FinancingTerms | null; business: FinancingTerms | null };
  mileage: number;
  year: number;
  firstRegistration: string;
  fuel: Fuel;
  transmission: Transmission;
  body: BodyStyle;
  location: string;
  powerHp: number;
  cylinderCc: number | null;
  consumption: number | null;
  co2: number;
  batteryKwh: number | null;
  rangeKm: number | null;
  color: string;
  doors: number | null;
  seats: number | null;
  categories: QuickCategory[];
  equipment: { category: string; items: string[] }[];
  images: Image[];
  /** epoch milliseconds of publication: the default order shows the newest first */
  publishedAt: number;
};

/** A vehicle as a row of the result list (the fields a card shows). */
export type VehicleCard = Pick<
  Vehicle,
  | 'id'
  | 'param'
  | 'brand'
  | 'brandName'
  | 'model'
  | 'trim'
  | 'title'
  | 'condition'
  | 'prices'
  | 'mileage'
  | 'year'
  | 'fuel'
  | 'transmission'
  | 'location'
  | 'powerHp'
  | 'co2'
> & {
  image: Image | null;
  /** each financing's representative example, whole (a card shows it beside its monthly price) */
  credit: { private: CardCredit | null; business: CardCredit | null };
};

/** The representative example a card shows beside a monthly price: every figure art. 8 asks for, computed by the indexer. */
export type CardCredit = CreditExample;
