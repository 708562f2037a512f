import type { Image } from '../content/types';
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
  prices: { purchase: number; private: number | null; business: number | null };
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
> & { image: Image | null };
