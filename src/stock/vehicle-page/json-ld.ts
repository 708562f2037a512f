import type { Car, PropertyValue, QuantitativeValue, WithContext } from 'schema-dts';
import type { Locale } from '../../routing/locales';
import type { Vehicle } from '../types';
import type { BodyStyle, Fuel, Transmission } from '../vocabulary';
import { directoryOf } from '../../directory/directory';
import { absoluteUrl } from './model';

/**
 * schema.org `Car` with its `Offer`, for search engines. Machine values (fuel, transmission, body)
 * are English words, the same in every locale; names and URLs are those of the page.
 */

/** schema.org's `fuelType` and `vehicleTransmission` words (also the lease offers', src/leases/json-ld.ts). */
export const SCHEMA_FUEL: Record<Fuel, string> = {
  gasoline: 'Gasoline',
  diesel: 'Diesel',
  electric: 'Electric',
  'gasoline-hybrid': 'Gasoline hybrid',
  'diesel-hybrid': 'Diesel hybrid',
};

export const SCHEMA_TRANSMISSION: Record<Transmission, string> = { manual: 'Manual', automatic: 'Automatic' };

const BODY: Record<BodyStyle, string> = {
  hatchback: 'Hatchback',
  sedan: 'Sedan',
  estate: 'Station wagon',
  suv: 'SUV',
  coupe: 'Coupe',
  convertible: 'Convertible',
  mpv: 'Minivan',
  van: 'Van',
  pickup: 'Pickup truck',
};

const quantity = (value: number, unitCode?: string, unitText?: string): QuantitativeValue => ({
  '@type': 'QuantitativeValue',
  value,
  ...(unitCode ? { unitCode } : {}),
  ...(unitText ? { unitText } : {}),
});

export type VehicleJsonLdInput = {
  locale: Locale;
  vehicle: Vehicle;
  /** absolute URL of the page */
  url: string;
  /** absolute URL of the dealership page */
  dealershipUrl: string;
  /** the dealership's name, as the directory gives it (default: the directory's fallback for the slug) */
  dealershipName?: string;
  siteUrl: string;
};

export function vehicleJsonLd({
  locale,
  vehicle: v,
  url,
  dealershipUrl,
  dealershipName = directoryOf(locale).name(v.location),
  siteUrl,
}: VehicleJsonLdInput): WithContext<Car> {
  const condition = v.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
  const electric = v.fuel === 'electric';
  const firstRegistered = /^\d{4}-\d{2}(-\d{2})?$/.test(v.firstRegistration) ? v.firstRegistration : undefined;
  const extra: PropertyValue[] = [
    ...(v.batteryKwh
      ? [{ '@type': 'PropertyValue' as const, name: 'Battery capacity', value: v.batteryKwh, unitCode: 'KWH', unitText: 'kWh' }]
      : []),
    ...(v.rangeKm
      ? [{ '@type': 'PropertyValue' as const, name: 'Electric range', value: v.rangeKm, unitCode: 'KMT', unitText: 'km' }]
      : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: v.title,
    url,
    sku: String(v.id),
    brand: { '@type': 'Brand', name: v.brandName },
    model: v.model,
    ...(v.trim ? { vehicleConfiguration: v.trim } : {}),
    vehicleModelDate: String(v.year),
    ...(firstRegistered ? { dateVehicleFirstRegistered: firstRegistered } : {}),
    mileageFromOdometer: quantity(v.mileage, 'KMT', 'km'),
    fuelType: SCHEMA_FUEL[v.fuel],
    vehicleTransmission: SCHEMA_TRANSMISSION[v.transmission],
    bodyType: BODY[v.body],
    vehicleEngine: {
      '@type': 'EngineSpecification',
      fuelType: SCHEMA_FUEL[v.fuel],
      ...(v.cylinderCc ? { engineDisplacement: quantity(v.cylinderCc, 'CMQ', 'cm³') } : {}),
      // metric horsepower (PS), as European dealers state power
      enginePower: quantity(v.powerHp, 'N12', 'hp'),
    },
    ...(v.consumption ? { fuelConsumption: quantity(v.consumption, undefined, electric ? 'kWh/100 km' : 'l/100 km') } : {}),
    emissionsCO2: v.co2,
    ...(v.color ? { color: v.color } : {}),
    ...(v.doors ? { numberOfDoors: v.doors } : {}),
    ...(v.seats ? { seatingCapacity: v.seats } : {}),
    ...(extra.length > 0 ? { additionalProperty: extra } : {}),
    image: v.images.map((img) => absoluteUrl(siteUrl, img.src)),
    itemCondition: condition,
    offers: {
      '@type': 'Offer',
      price: v.prices.purchase,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      itemCondition: condition,
      url,
      seller: {
        '@type': 'AutoDealer',
        name: dealershipName,
        url: dealershipUrl,
      },
    },
  };
}
